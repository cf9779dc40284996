import RunbookKit

/// `html-cell-outside-row`: a `<td>` with no `<tr>` open around it.
struct HTMLCellOutsideRowRule: HTMLTableRule {
    static let description = RuleDescription(
        id: "html-cell-outside-row", severity: .error,
        rationale: "A row without '<tr>' merges with its neighbour in some browsers and shifts the table's columns.")

    static let message = Localized(
        en: "table cell outside any row: a '<tr>' is missing before '{cell}'",
        fr: "cellule de tableau hors de toute ligne : il manque un '<tr>' avant '{cell}'",
        pt: "célula de tabela fora de qualquer linha: falta um '<tr>' antes de '{cell}'")
    static let byKind: [HTMLIssue.Kind: Localized] = [.cellOutsideRow: message]
    static let field = "cell"
}
