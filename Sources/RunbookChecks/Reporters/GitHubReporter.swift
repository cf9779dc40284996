import RunbookKit

/// The GitHub Actions report: one workflow command per diagnostic, which the runner shows as an annotation.
///
/// `::error file=docs/a.md,line=3,col=5,title=anchor-broken::link to '#setup', which is no anchor of the page`;
/// notes follow the message on lines of their own. Escapes are those of GitHub's toolkit. Paths, the notes' too, are
/// relative to the repository root, where GitHub looks for them (`GITHUB_WORKSPACE` in a workflow, else the working
/// directory: `root`), and without `./` (`PathText.reported`): GitHub shows no annotation of `./docs/a.md` on the pull
/// request's files.
/// A name that is not UTF-8 is written with `\xE9` for each such byte (`SystemPath.shown`).
enum GitHubReporter {
    static func render(_ report: CheckReport, workingDirectory: String, root: String) -> String {
        report.diagnostics.map { diagnostic in
            // The severities are named as the commands are.
            let command = diagnostic.severity.rawValue
            let notes = diagnostic.notes.map {
                Diagnostic.Note(
                    file: PathText.reported($0.file, from: workingDirectory, root: root), location: $0.location,
                    message: $0.message
                ).line
            }
            let message = ([VisibleText.of(diagnostic.message)] + notes).joined(separator: "\n")
            let file = SystemPath.shown(PathText.reported(diagnostic.file, from: workingDirectory, root: root))
            let (path, title) = (escaped(file, isProperty: true), escaped(diagnostic.rule, isProperty: true))
            return "::\(command) file=\(path),line=\(diagnostic.location.line),col=\(diagnostic.location.column)"
                + ",title=\(title)::\(escaped(message))\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF escaped; a property value (`isProperty`): `:` and `,` escaped too.
    static func escaped(_ text: String, isProperty: Bool = false) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where isProperty: "%3A"
            case "," where isProperty: "%2C"
            default: String(scalar)
            }
        }.joined()
    }
}
