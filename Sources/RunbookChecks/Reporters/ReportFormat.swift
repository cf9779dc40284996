import Foundation
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

/// How a report is written beyond its format: colour, and the folder paths are made relative to.
public struct ReportStyle: Sendable, Equatable {
    /// Whether the text format may colour severities and carets.
    public let colour: Bool
    /// The absolute folder SARIF and GitHub paths are made relative to (the working directory).
    public let workingDirectory: String

    /// Creates a style.
    public init(colour: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.colour = colour
        self.workingDirectory = workingDirectory
    }
}

/// Writes a `CheckReport` in any format.
public enum Reporter {
    /// The report as text in `format`, ending with a newline.
    public static func render(_ report: CheckReport, as format: ReportFormat, style: ReportStyle = ReportStyle())
        -> String
    {
        switch format {
        case .text: TextReporter.render(report, colour: style.colour)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report, workingDirectory: style.workingDirectory)
        case .github: GitHubReporter.render(report, workingDirectory: style.workingDirectory)
        case .junit: JUnitReporter.render(report)
        }
    }
}

extension Diagnostic.Note {
    /// `path:line:col: note: message`, the line a note takes under its diagnostic in the GitHub and JUnit reports.
    var line: String { "\(file):\(location.line):\(location.column): note: \(message)" }
}
