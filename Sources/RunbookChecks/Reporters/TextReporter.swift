import RunbookKit

/// The text report: the diagnostics of each page, page by page, grouped by rule (in the order `--list-rules`
/// gives), each in the compilers' format with the page's line and a caret under the column, then its notes; then a
/// count per rule, most frequent first, and a summary line in the message language (`Snapshots/seeds.text`).
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
            out += "\(diagnostic.headline(severity: severity))\n"
            if let source = report.sources[diagnostic.file], line >= 1, line <= source.lines.count {
                if quoted?.file != diagnostic.file || quoted?.line != line {
                    quoted = (diagnostic.file, line, QuotedLine(source.lineAsWritten(line)))
                }
                let (shown, padding) = quoted!.quote.quote(column: column)
                // A page's control characters are shown, not obeyed: an escape sequence could hide the line.
                out += "\(VisibleText.of(shown))\n\(padding)\(caret)"
            }
            for note in diagnostic.notes { out += "\(note.line)\n" }
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
        let rank = report.ruleIndex
        let diagnostics = report.diagnostics
        let ranks = diagnostics.map { rank[$0.rule] ?? Int.max }
        let key = { (index: Int) in (ranks[index], diagnostics[index].rule, index) }
        return diagnostics.indices.sorted(byFile: { diagnostics[$0].file }, then: { key($0) < key($1) })
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
        let language = report.options.messageLanguage
        return rules.map { rule in
            let bySeverity = Diagnostic.Severity.allCases.reversed().compactMap { severity in
                counts[rule]?[severity].map { ReportMessages.counted($0, severity, language: language) }
            }
            return rule + String(repeating: " ", count: width - rule.count + 2) + bySeverity.joined(separator: ", ")
                + "\n"
        }.joined()
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

/// The words of the text report's rule counts and summary line, in the three languages.
enum ReportMessages {
    static let summary = Localized(
        en: "{errors}, {warnings} in {pages}", fr: "{errors}, {warnings} dans {pages}",
        pt: "{errors}, {warnings} em {pages}")
    static let summaryWithNotices = Localized(
        en: "{errors}, {warnings}, {notices} in {pages}", fr: "{errors}, {warnings}, {notices} dans {pages}",
        pt: "{errors}, {warnings}, {notices} em {pages}")
    static let errors = Plural(
        en: "{count} error", "{count} errors", fr: "{count} erreur", "{count} erreurs", pt: "{count} erro",
        "{count} erros")
    static let warnings = Plural(
        en: "{count} warning", "{count} warnings", fr: "{count} avertissement", "{count} avertissements",
        pt: "{count} aviso", "{count} avisos")
    static let notices = Plural(
        en: "{count} notice", "{count} notices", fr: "{count} remarque", "{count} remarques",
        pt: "{count} observação", "{count} observações")
    static let pages = Plural(
        en: "{count} page", "{count} pages", fr: "{count} page", "{count} pages", pt: "{count} página",
        "{count} páginas")

    /// The justification of a SARIF result that a configuration file silences (`SARIFReporter`).
    static let turnedOff = Localized(
        en: "the rule is off in {file}", fr: "la règle est désactivée dans {file}",
        pt: "a regra está desativada em {file}")

    static let all =
        [summary, summaryWithNotices, turnedOff] + [errors, warnings, notices, pages].flatMap { [$0.one, $0.many] }

    /// `3 errors, 5 warnings in 12 pages`, in `language`; notices are named when there are some.
    static func summaryLine(errors: Int, warnings: Int, notices: Int, pages: Int, language: Language) -> String {
        (notices > 0 ? summaryWithNotices : summary)(
            language,
            [
                "errors": counted(errors, .error, language: language),
                "warnings": counted(warnings, .warning, language: language),
                "notices": counted(notices, .notice, language: language), "pages": Self.pages(language, count: pages),
            ])
    }

    /// `2 errors`, `1 warning`, `0 remarque`: a count of diagnostics of `severity` in `language`.
    static func counted(_ count: Int, _ severity: Diagnostic.Severity, language: Language) -> String {
        let text =
            switch severity {
            case .error: errors
            case .warning: warnings
            case .notice: notices
            }
        return text(language, count: count)
    }
}
