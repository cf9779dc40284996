import RunbookKit

/// The GitHub Actions report: one workflow command per diagnostic, which the runner shows as an annotation.
///
/// `::error file=docs/a.md,line=3,col=5,title=anchor-broken::link to '#setup', which is no anchor of the page`;
/// warnings are `::warning`, infos `::notice`. Notes follow the message on lines of their own. The message escapes
/// `%`, CR and LF; property values escape `:` and `,` too, as GitHub's toolkit does. Paths are made relative to the
/// working directory (the repository root in a workflow), where GitHub looks for them.
enum GitHubReporter {
    static func render(_ report: CheckReport, workingDirectory: String) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            // The severities are named as the commands are.
            let command = diagnostic.severity.rawValue
            let message = ([diagnostic.message] + diagnostic.notes.map(\.line)).joined(separator: "\n")
            let file = PathText.relative(diagnostic.file, to: workingDirectory)
            out += "::\(command) file=\(property(file)),line=\(diagnostic.location.line)"
            out += ",col=\(diagnostic.location.column),title=\(property(diagnostic.rule))::\(data(message))\n"
        }
        return out
    }

    /// A command's message.
    static func data(_ text: String) -> String {
        text.unicodeScalars.map { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] ?? String($0) }.joined()
    }

    /// A command's property value.
    static func property(_ text: String) -> String {
        data(text).unicodeScalars.map { [":": "%3A", ",": "%2C"][$0] ?? String($0) }.joined()
    }
}
