import MarkdownTree
import RunbookKit

/// The formats `docrun check --format` writes.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
    /// `path:line:col: severity: message [rule-id]`, the line and a caret, notes, and a summary.
    case text
    /// An array of diagnostics.
    case json
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations.
    case github
    /// JUnit XML: one test case per page.
    case junit
}

/// Writes a `CheckReport` in any format.
public enum Reporter {
    /// The report as text in `format`, ending with a newline: the text format coloured when `colour` is set, the
    /// SARIF and GitHub paths made relative to the absolute `workingDirectory`, or to `workspace` (a GitHub workflow's
    /// `GITHUB_WORKSPACE`) when it is set (`PathText.reportRoot`).
    public static func render(
        _ report: CheckReport, as format: ReportFormat, colour: Bool = false,
        workingDirectory: String = SystemPath.currentDirectory(), workspace: String? = nil
    ) -> String {
        let root = PathText.reportRoot(workingDirectory: workingDirectory, workspace: workspace)
        return switch format {
        case .text: TextReporter.render(report, colour: colour)
        case .json: JSONValue.array(report.diagnostics.map(json)).rendered() + "\n"
        case .sarif: SARIFReporter.render(report, workingDirectory: workingDirectory, root: root)
        case .github: GitHubReporter.render(report, workingDirectory: workingDirectory, root: root)
        case .junit: JUnitReporter.render(report)
        }
    }

    /// A diagnostic in the JSON report: `{"file", "line", "column", "severity", "rule", "message", "notes"}`, keys in
    /// that order, each note `{"file", "line", "column", "message"}`.
    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        let notes = diagnostic.notes.map { note in
            JSONValue.object([
                ("file", .string(SystemPath.shown(note.file))), ("line", .int(note.location.line)),
                ("column", .int(note.location.column)), ("message", .string(note.message)),
            ])
        }
        return .object([
            ("file", .string(SystemPath.shown(diagnostic.file))), ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)), ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule)), ("message", .string(diagnostic.message)), ("notes", .array(notes)),
        ])
    }
}

extension Diagnostic {
    /// `path:line:col: severity: message [rule-id]`, with the severity written as `severity` (coloured) when given, and
    /// the page's control characters shown (`VisibleText`).
    func headline(severity: String? = nil) -> String {
        "\(Self.position(file, location))\(severity ?? self.severity.rawValue): \(VisibleText.of(message)) [\(rule)]"
    }

    /// `path:line:col: `, the path on one line (`SystemPath.visible`): a tool that reads the report line by line (a CI
    /// problem matcher) would lose the problem of a page named `a⏎b.md`.
    static func position(_ file: String, _ location: SourceLocation) -> String {
        "\(SystemPath.visible(file)):\(location.line):\(location.column): "
    }
}

extension Diagnostic.Note {
    /// `path:line:col: note: message`, a note's line under its diagnostic.
    var line: String { "\(Diagnostic.position(file, location))note: \(VisibleText.of(message))" }
}
