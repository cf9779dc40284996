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
        var out = ""
        // A diagnostic with its quoted line takes a few hundred bytes: reserved at once, the report is not copied
        // as it grows. Its pieces are appended one by one, without an interpolated string made for each line.
        out.reserveCapacity(report.diagnostics.count * 320 + 256)
        // An append costs a few hundred instructions whatever its length: the fixed pieces around a diagnostic's
        // texts are made once, joined where they meet (`: warning: `, the caret and its line break).
        let labels = (error: label(.error, colour), warning: label(.warning, colour), notice: label(.notice, colour))
        let caret = paint("^", "32;1", colour) + "\n"
        var widths: LineWidths?
        // Sorted by file, the diagnostics of a page come together: its source is looked up once for them all.
        var page: (file: String, source: PageSource?)?
        for index in order(report) {
            let diagnostic = report.diagnostics[index]
            if page?.file != diagnostic.file {
                if page != nil { out += "\n" }
                page = (diagnostic.file, report.sources[diagnostic.file])
            }
            out += diagnostic.file
            out += positionSuffix(diagnostic.location)
            switch diagnostic.severity {
            case .error: out += labels.error
            case .warning: out += labels.warning
            case .notice: out += labels.notice
            }
            out += diagnostic.message
            out += " ["
            out += diagnostic.rule
            out += "]\n"
            let line = diagnostic.location.line
            if let source = page?.source, line >= 1, line <= source.lines.count {
                QuotedLine.append(
                    source.lines[line - 1], column: diagnostic.location.column, caret: caret, widths: &widths,
                    key: LineWidths.Key(file: diagnostic.file, line: line), into: &out)
            }
            for note in diagnostic.notes {
                out += note.file
                out += positionSuffix(note.location)
                out += ": note: "
                out += note.message
                out += "\n"
            }
        }
        if !report.diagnostics.isEmpty { out += "\n" + ruleCounts(report) + "\n" }
        out += ReportMessages.summaryLine(
            errors: report.count(.error), warnings: report.count(.warning), notices: report.count(.notice),
            pages: report.pages.count, language: report.options.messageLanguage)
        return out + "\n"
    }

    /// The positions in `report.diagnostics` in the order the report lists them: by page, then by rule in the order
    /// of `report.rules` (rules it does not list after, by id), then by position.
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

    /// One line per rule that found something: its id, padded, and its counts by severity (`2 errors, 1 warning`),
    /// the rule with the most diagnostics first.
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

    /// `: severity: `, the severity painted on a terminal.
    private static func label(_ severity: Diagnostic.Severity, _ colour: Bool) -> String {
        ": " + paint(severity.rawValue, Self.colour(of: severity), colour) + ": "
    }

    /// `:line:column`.
    static func positionSuffix(_ location: SourceLocation) -> String {
        ":\(location.line):\(location.column)"
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
