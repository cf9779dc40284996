import ArgumentParser
import Foundation

/// Writing to standard error.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// docrun's exit codes beside argument-parser's 0, 1 and 64 (docs/exit-codes.md).
extension ExitCode {
    /// A page is not a usable runbook: binary, not UTF-8, empty, or without steps.
    static let badPage = ExitCode(65)
    /// A page cannot be opened: missing, a directory, unreadable.
    static let noInput = ExitCode(66)
}
