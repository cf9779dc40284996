import RunbookKit

/// `html-end-tag-missing`: an element of an HTML table left open where its end tag is due (its details say when).
struct HTMLEndTagMissingRule: HTMLTableRule {
    static let description = RuleDescription(
        id: "html-end-tag-missing", severity: .warning,
        rationale: "An end tag missing where the rest of the table has them was lost in an edit; browsers close the "
            + "element where they guess, and the source no longer says what the table holds.")

    static let cell = Localized(
        en: "cell '{tag}' is not closed by its end tag, unlike the other cells of its row",
        fr: "la cellule '{tag}' n'est pas fermée par sa balise de fin, contrairement aux autres cellules de sa ligne",
        pt: "a célula '{tag}' não é fechada pela sua tag de fechamento, ao contrário das outras células da sua linha")
    static let listItem = Localized(
        en: "list item '{tag}' is not closed by '</li>', unlike the other items of its list",
        fr: "l'élément de liste '{tag}' n'est pas fermé par '</li>', contrairement aux autres éléments de sa liste",
        pt: "o item de lista '{tag}' não é fechado por '</li>', ao contrário dos outros itens da sua lista")
    static let element = Localized(
        en: "'{tag}' is not closed before the end of its cell",
        fr: "'{tag}' n'est pas fermé avant la fin de sa cellule",
        pt: "'{tag}' não é fechado antes do fim da sua célula")
    static let table = Localized(
        en: "'{tag}' is not closed by '</table>'", fr: "'{tag}' n'est pas fermé par '</table>'",
        pt: "'{tag}' não é fechado por '</table>'")
    static let byKind: [HTMLIssue.Kind: Localized] = [
        .cellNotClosed: cell, .listItemNotClosed: listItem, .unclosedElement: element, .unclosedTable: table,
    ]
    static let field = "tag"
}
