import MarkdownTree
import RunbookKit

extension CheckedPage {
    /// A finding at each of the page's HTML table issues (`ReadPage.htmlTableIssues`) that `message` words (nil:
    /// not the rule's issue).
    func htmlTableFindings(_ message: (HTMLIssue) -> String?) -> [Finding] {
        htmlTableIssues.compactMap { issue in
            message(issue).map { finding(at: SourceLocation(line: issue.line, column: issue.column), $0) }
        }
    }
}
