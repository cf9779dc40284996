import MarkdownTree
import RunbookKit

/// `html-stray-end-tag`: an end tag in an HTML table that closes nothing open (`</li></ul>` after plain text).
struct HTMLStrayEndTagRule: PageRule {
    static let description = RuleDescription(
        id: "html-stray-end-tag", severity: .warning,
        rationale: "A stray end tag is left over from a copy and paste; browsers guess, and readers of the source "
            + "are misled.",
        triggering: [
            RuleExample(
                """
                <table>
                <tr>
                <td><code>&lt;registry_url&gt;</code></td>
                <td>The registry URL: registry.&lt;domain&gt;↓</li></ul></td>
                </tr>
                </table>
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                <table>
                <tr>
                <td><code>&lt;registry_url&gt;</code></td>
                <td><ul><li>The registry URL.</li></ul></td>
                </tr>
                </table>
                """)
        ],
        details: "Tables are read with docrun's HTML table reader, even when cut into several HTML blocks by blank "
            + "lines. Stray end tags written one after another (`</li></ul>`) are one diagnostic.")

    static let message = Localized(
        en: "end tag '{tag}' closes nothing that is open here", fr: "la balise de fin '{tag}' ne ferme rien d'ouvert ici",
        pt: "a tag de fechamento '{tag}' não fecha nada que esteja aberto aqui")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        // Stray end tags written one after the other (`</li></ul>`) are one mistake, reported once.
        var run: (location: SourceLocation, text: String, nextColumn: Int)?
        func flush() {
            guard let current = run else { return }
            findings.append(page.finding(at: current.location, Self.message(page.messageLanguage, ["tag": current.text])))
            run = nil
        }
        for issue in page.htmlTableIssues {
            guard case .strayEndTag = issue.kind else { continue }
            if let current = run, current.location.line == issue.line, current.nextColumn == issue.column {
                run = (current.location, current.text + issue.text, issue.column + issue.text.unicodeScalars.count)
                continue
            }
            flush()
            run = (
                SourceLocation(line: issue.line, column: issue.column), issue.text,
                issue.column + issue.text.unicodeScalars.count
            )
        }
        flush()
    }
}
