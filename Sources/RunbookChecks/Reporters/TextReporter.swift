import MarkdownTree
import RunbookKit

/// The text report: the diagnostics of each page, page by page, grouped by rule (in the order `--list-rules`
/// gives), each in the compilers' format with the page's line and a caret under the column, then its notes; then a
/// count per rule, most frequent first, and a summary line in the message language.
///
/// ```
/// page.md:42:14: warning: placeholder '<org_name>' is used but not documented on the page [placeholder-undocumented]
///     ORG_GUID=`bx iam org <org_name> --guid`
///                          ^
///
/// placeholder-undocumented  1 warning
///
/// 0 errors, 1 warning in 1 page
/// ```
enum TextReporter {
    static func render(_ report: CheckReport, colour: Bool) -> String {
        let caret = paint("^", "32;1", colour) + "\n"
        var out = ""
        var quoted: (file: String, line: Int, quote: QuotedLine)?
        var file: String?
        for index in order(report) {
            let diagnostic = report.diagnostics[index]
            let (line, column) = (diagnostic.location.line, diagnostic.location.column)
            if file != nil, file != diagnostic.file { out += "\n" }
            file = diagnostic.file
            let severity = paint(diagnostic.severity.rawValue, Self.colour(of: diagnostic.severity), colour)
            out += diagnostic.headline(severity: severity) + "\n"
            if let lines = report.sources[diagnostic.file]?.lines, line >= 1, line <= lines.count {
                if quoted?.file != diagnostic.file || quoted?.line != line {
                    quoted = (diagnostic.file, line, QuotedLine(lines[line - 1]))
                }
                let (shown, padding) = quoted!.quote.quote(column: column)
                out += shown + "\n" + padding + caret
            }
            for note in diagnostic.notes {
                out += note.line + "\n"
            }
        }
        if !report.diagnostics.isEmpty { out += "\n" + ruleCounts(report) + "\n" }
        out += ReportMessages.summaryLine(
            errors: report.count(.error), warnings: report.count(.warning), notices: report.count(.notice),
            pages: report.pages.count, language: report.options.messageLanguage)
        return out + "\n"
    }

    /// The positions in `report.diagnostics` in the order the report lists them: by page, then by rule in the order
    /// of `report.rules` (unlisted rules after, by id), then by position.
    static func order(_ report: CheckReport) -> [Int] {
        var rank: [String: Int] = [:]
        for (index, rule) in report.rules.enumerated() where rank[rule.id] == nil { rank[rule.id] = index }
        let diagnostics = report.diagnostics
        return diagnostics.indices.sorted { lhs, rhs in
            let (left, right) = (diagnostics[lhs], diagnostics[rhs])
            if left.file != right.file { return left.file < right.file }
            if left.rule != right.rule {
                let (leftRank, rightRank) = (rank[left.rule] ?? Int.max, rank[right.rule] ?? Int.max)
                return leftRank != rightRank ? leftRank < rightRank : left.rule < right.rule
            }
            return lhs < rhs
        }
    }

    /// One line per rule that found something: its id, padded, and its counts by severity, the most frequent first.
    static func ruleCounts(_ report: CheckReport) -> String {
        var counts: [String: [Diagnostic.Severity: Int]] = [:]
        for diagnostic in report.diagnostics {
            counts[diagnostic.rule, default: [:]][diagnostic.severity, default: 0] += 1
        }
        let total = { (rule: String) in counts[rule, default: [:]].values.reduce(0, +) }
        let rules = counts.keys.sorted { total($0) != total($1) ? total($0) > total($1) : $0 < $1 }
        let width = rules.map(\.count).max() ?? 0
        var out = ""
        for rule in rules {
            out += rule + String(repeating: " ", count: width - rule.count + 2)
            let bySeverity = counts[rule, default: [:]]
            out += Diagnostic.Severity.allCases.reversed().compactMap { severity in
                bySeverity[severity].map {
                    ReportMessages.counted($0, severity, language: report.options.messageLanguage)
                }
            }.joined(separator: ", ")
            out += "\n"
        }
        return out
    }

    private static func colour(of severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "31;1"
        case .warning: "35;1"
        case .notice: "36;1"
        }
    }

    private static func paint(_ text: String, _ code: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
