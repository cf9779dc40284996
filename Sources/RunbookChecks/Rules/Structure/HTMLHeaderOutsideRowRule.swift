import RunbookKit

/// `html-header-outside-row`: header cells written right in `<thead>`, with no `<tr>` (`<thead><th>…</thead>`).
struct HTMLHeaderOutsideRowRule: HTMLTableRule {
    static let description = RuleDescription(
        id: "html-header-outside-row", severity: .warning,
        rationale: "Header cells need a '<tr>' in '<thead>'; browsers add it, but the HTML is invalid for validators "
            + "and other tools.")

    static let message = Localized(
        en: "header cell '{cell}' has no '<tr>' around it in '<thead>'",
        fr: "la cellule d'en-tête '{cell}' n'a pas de '<tr>' autour d'elle dans '<thead>'",
        pt: "a célula de cabeçalho '{cell}' não tem '<tr>' em volta dela em '<thead>'")
    static let byKind: [HTMLIssue.Kind: Localized] = [.headerCellOutsideRow: message]
    static let field = "cell"
}
