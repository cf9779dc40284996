import MarkdownTree
import RunbookKit

/// `html-stray-end-tag`: an end tag in an HTML table that closes nothing open (`</li></ul>` after plain text), or
/// `</br>`.
struct HTMLStrayEndTagRule: PageRule {
    static let description = RuleDescription(
        id: "html-stray-end-tag", severity: .warning,
        rationale: "A stray end tag is left over from a copy and paste; browsers guess, and readers of the source "
            + "are misled.")

    static let message = Localized(
        en: "end tag '{tag}' closes nothing that is open here",
        fr: "la balise de fin '{tag}' ne ferme rien d'ouvert ici",
        pt: "a tag de fechamento '{tag}' não fecha nada que esteja aberto aqui")
    static let lineBreak = Localized(
        en: "'{tag}' is read as '<br>' but is no end tag; write '<br/>'",
        fr: "'{tag}' est lu comme '<br>' mais n'est pas une balise de fin ; écrivez '<br/>'",
        pt: "'{tag}' é lido como '<br>', mas não é uma tag de fechamento; escreva '<br/>'")
    static let messages = [message, lineBreak]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        // Stray end tags written one after the other (`</li></ul>`) are one mistake, reported once.
        var runs: [(location: SourceLocation, text: String, end: Int)] = []
        for issue in page.page.htmlTableIssues {
            guard case .strayEndTag = issue.kind else { continue }
            let end = issue.column + issue.text.unicodeScalars.count
            if let last = runs.last, last.location.line == issue.line, last.end == issue.column {
                runs[runs.count - 1].text += issue.text
                runs[runs.count - 1].end = end
            } else {
                runs.append((SourceLocation(line: issue.line, column: issue.column), issue.text, end))
            }
        }
        for run in runs {
            let message = run.text.lowercased().split(separator: "</br>").isEmpty ? Self.lineBreak : Self.message
            findings.append(page.finding(at: run.location, message, ["tag": run.text]))
        }
    }
}
