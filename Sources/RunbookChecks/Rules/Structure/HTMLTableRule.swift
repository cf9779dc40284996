import MarkdownTree
import RunbookKit

/// A rule that reports the page's HTML table issues (`ReadPage.htmlTableIssues`) of the kinds it has a message for,
/// the issue's text given as the message's `field`.
protocol HTMLTableRule: PageRule {
    static var byKind: [HTMLIssue.Kind: Localized] { get }
    static var field: String { get }
}

extension HTMLTableRule {
    static var messages: [Localized] { Array(byKind.values) }

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for issue in page.page.htmlTableIssues {
            guard let message = Self.byKind[issue.kind] else { continue }
            findings.append(
                page.finding(
                    at: SourceLocation(line: issue.line, column: issue.column), message, [Self.field: issue.text]))
        }
    }
}
