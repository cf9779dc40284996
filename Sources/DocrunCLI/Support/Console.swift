import Foundation

/// Writing to standard error.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// docrun's exit codes (docs/exit-codes.md).
enum ExitStatus {
    /// Everything went as asked.
    static let success: Int32 = 0
    /// A step failed, or a check found errors.
    static let failure: Int32 = 1
    /// The command line is wrong (argument parser's code).
    static let usage: Int32 = 64
    /// A page is not a usable runbook: binary, not UTF-8, empty, or without steps.
    static let badPage: Int32 = 65
    /// A page cannot be opened: missing, a directory, unreadable.
    static let noInput: Int32 = 66
}
