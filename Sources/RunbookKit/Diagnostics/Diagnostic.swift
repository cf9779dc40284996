import MarkdownTree

/// A problem found in a page, at a position, with a stable rule id: a value, never an error thrown.
public struct Diagnostic: Sendable, Equatable {
    /// How serious a diagnostic is: `error`, the page renders wrong or a command cannot run as written; `warning`,
    /// very likely wrong; `notice`, style or worth a look (shown with `--min-severity notice`).
    public enum Severity: String, Sendable, Equatable, Comparable, CaseIterable {
        case notice, warning, error

        /// Whether `lhs` is less serious than `rhs`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A secondary position that explains the diagnostic (the English line of a drifted translation).
    public struct Note: Sendable, Equatable {
        /// The file of the note (it may be another page).
        public let file: String
        /// Where in that file.
        public let location: SourceLocation
        /// What the note says.
        public let message: String

        /// Creates a note.
        public init(file: String, location: SourceLocation, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }
    }

    /// The page.
    public let file: String
    /// Where in the page.
    public let location: SourceLocation
    /// How serious it is.
    public let severity: Severity
    /// The rule's stable kebab-case id.
    public let rule: String
    /// What is wrong: lowercase, no trailing period, user text in single quotes.
    public let message: String
    /// Related positions.
    public let notes: [Note]

    /// Creates a diagnostic.
    public init(
        file: String, location: SourceLocation, severity: Severity, rule: String, message: String, notes: [Note] = []
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
        self.notes = notes
    }
}
