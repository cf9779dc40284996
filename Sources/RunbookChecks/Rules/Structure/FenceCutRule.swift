import RunbookKit

/// `fence-cut`: a fenced block in a list item, cut short by a line indented less than the item's content.
struct FenceCutRule: PageRule {
    static let description = RuleDescription(
        id: "fence-cut", severity: .error,
        rationale: "A line indented less than its list item ends the item and the code block with it, so the "
            + "command is cut in two.")

    static let message = Localized(
        en: "this line is indented less than its list item's content (column {column}), so it ends the item and "
            + "cuts the code block opened at line {line}; indent it to column {column}",
        fr: "cette ligne est moins indentée que le contenu de son élément de liste (colonne {column}) : elle termine "
            + "l'élément et coupe le bloc de code ouvert à la ligne {line} ; indentez-la à la colonne {column}",
        pt: "esta linha tem menos recuo que o conteúdo do seu item de lista (coluna {column}), então encerra o item e "
            + "corta o bloco de código aberto na linha {line}; recue-a até a coluna {column}")
    static let openedHere = Localized(
        en: "the code block opens here", fr: "le bloc de code s'ouvre ici", pt: "o bloco de código abre aqui")
    static let messages = [message, openedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for fence in page.facts.fences {
            guard let cut = fence.cutBy, let column = fence.itemContentColumn else { continue }
            findings.append(
                page.finding(
                    at: cut, Self.message, ["column": String(column), "line": String(fence.location.line)],
                    notes: [page.note(at: fence.location, Self.openedHere(page.messageLanguage))]))
        }
    }
}
