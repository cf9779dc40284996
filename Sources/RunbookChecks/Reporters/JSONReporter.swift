import RunbookKit

/// The JSON report: an array of `{"file", "line", "column", "severity", "rule", "message", "notes"}`, keys in
/// that order, each note `{"file", "line", "column", "message"}`.
enum JSONReporter {
    static func render(_ report: CheckReport) -> String {
        JSONValue.array(report.diagnostics.map(value)).rendered() + "\n"
    }

    static func value(of diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule)),
            ("message", .string(diagnostic.message)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("file", .string(note.file)),
                            ("line", .int(note.location.line)),
                            ("column", .int(note.location.column)),
                            ("message", .string(note.message)),
                        ])
                    })
            ),
        ])
    }
}
