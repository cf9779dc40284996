import RunbookKit

/// `html-cell-outside-row`: a `<td>` with no `<tr>` open around it.
struct HTMLCellOutsideRowRule: PageRule {
    static let description = RuleDescription(
        id: "html-cell-outside-row", severity: .error,
        rationale: "A row without '<tr>' merges with its neighbour in some browsers and shifts the table's columns.",
        triggering: [
            """
            <table>
            <tr>
            <td><code>&lt;pod_name&gt;</code></td>
            <td>The name of the pod.</td>
            </tr>
            ↓<td><code>&lt;image&gt;</code></td>
            <td>The name of the image.</td>
            </tr>
            </table>
            """
        ],
        nonTriggering: [
            """
            <table>
            <tr>
            <td><code>&lt;pod_name&gt;</code></td>
            <td>The name of the pod.</td>
            </tr>
            <tr>
            <td><code>&lt;image&gt;</code></td>
            <td>The name of the image.</td>
            </tr>
            </table>
            """
        ])

    static let message = Localized(
        en: "table cell outside any row: a '<tr>' is missing before '{cell}'",
        fr: "cellule de tableau hors de toute ligne : il manque un '<tr>' avant '{cell}'",
        pt: "célula de tabela fora de qualquer linha: falta um '<tr>' antes de '{cell}'")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        findings += page.htmlTableFindings { issue in
            issue.kind == .cellOutsideRow ? Self.message(page.messageLanguage, ["cell": issue.text]) : nil
        }
    }
}
