import RunbookKit

/// The GitHub Actions report: one workflow command per diagnostic, which the runner shows as an annotation.
///
/// `::error file=docs/a.md,line=3,col=5,title=anchor-broken::link to '#setup', which is no anchor of the page`;
/// notes follow the message on lines of their own. Escapes are those of GitHub's toolkit. Paths are relative to the
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

    /// A command's message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.unicodeScalars.map { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] ?? String($0) }.joined()
    }

    /// A command's property value: `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        data(text).unicodeScalars.map { [":": "%3A", ",": "%2C"][$0] ?? String($0) }.joined()
    }
}
