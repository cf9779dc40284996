import ArgumentParser
import Foundation
import Processes

/// Writing to standard error, and reports to standard output.
enum Console {
    /// Writes a line to standard error.
    ///
    /// A write that fails (a full disk, a closed descriptor) loses the line and nothing else: docrun still ends with
    /// the exit code the line goes with.
    static func error(_ line: String) {
        _ = Descriptors.writeAll(STDERR_FILENO, Array((line + "\n").utf8))
    }

    /// Writes a report to standard output, all of it; a write that fails ends docrun with `ExitCode.ioError`, said on
    /// standard error (a full disk), or silently when the reader closed the pipe (`docrun check | head`).
    static func report(_ text: String) throws(ExitCode) {
        try report(Array(text.utf8))
    }

    /// Writes the bytes of a report to standard output, as `report(_:)` does text.
    static func report(_ bytes: [UInt8]) throws(ExitCode) {
        guard !Descriptors.writeAll(STDOUT_FILENO, bytes) else { return }
        let problem = errno
        if problem != EPIPE { error("docrun: cannot write to standard output: " + describe(problem)) }
        throw ExitCode.ioError
    }

    /// The system's text for `code`, lowercased as docrun's messages are (`No space left on device` → `no space…`).
    private static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// docrun's exit codes beside argument-parser's 0, 1 and 64 (docs/exit-codes.md).
extension ExitCode {
    /// A page is not a usable runbook: binary, not UTF-8, empty, or without steps.
    static let badPage = ExitCode(65)
    /// A page cannot be opened: missing, a directory, unreadable.
    static let noInput = ExitCode(66)
    /// The report could not be written to standard output (`EX_IOERR`): a full disk, a closed pipe.
    static let ioError = ExitCode(74)
}
