import Foundation
import TestSupport
import Testing

/// A report that cannot be written to standard output (a full disk) is an error said on standard error, with exit
/// code 74, not a silent success: CI would upload an empty or truncated report.
@Suite struct ReportWriteTests {
    /// Runs docrun with standard output on `/dev/full`, where every write fails with ENOSPC (standard error too,
    /// `errorsToo`: then what it said is lost, and "" is returned).
    static func runToFullDisk(_ arguments: [String], in folder: URL, errorsToo: Bool = false) throws -> (
        stderr: String, status: Int32
    ) {
        let process = Process()
        process.executableURL = RepositoryPaths.docrun
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let err = Pipe()
        process.standardOutput = full
        process.standardError = errorsToo ? full : err
        if errorsToo { try err.fileHandleForWriting.close() }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: text, as: UTF8.self), process.terminationStatus)
    }

    static let commands: [[String]] = [
        ["check", "page.md"], ["check", "--format", "sarif", "page.md"], ["check", "--format", "json", "page.md"],
        ["check", "--list-rules"], ["list", "page.md"], ["list", "--format", "json", "page.md"],
        ["plan", "page.md"], ["plan", "--format", "json", "page.md"], ["plan", "--format", "sh", "page.md"],
    ]

    @Test(arguments: commands) func aReportThatCannotBeWrittenFails(_ arguments: [String]) throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        let folder = try TemporaryFolder.make("docrun-full")
        try Data("# Clean\n\n1. Print it.\n\n   ```sh\n   echo fine\n   ```\n   {: pre}\n".utf8).write(
            to: folder.appendingPathComponent("page.md"))
        let (stderr, status) = try Self.runToFullDisk(arguments, in: folder)
        #expect(status == 74, "\(arguments): \(stderr)")
        #expect(
            stderr == "docrun: cannot write to standard output: no space left on device\n", "\(arguments): \(stderr)")
    }

    /// What docrun says on standard error is lost when standard error is a full disk too, and nothing else: it ends
    /// with the exit code the message goes with (it used to crash in Foundation's write, with SIGILL).
    static let saidOnStandardError: [(arguments: [String], status: Int32)] = [
        (["plan", "missing.md"], 66), (["list", "missing.md"], 66), (["plan", "binary.md"], 65),
        (["plan", "page.md"], 74), (["check", "--format", "json", "page.md"], 74), (["plan", "--bogus"], 64),
    ]

    @Test(arguments: saidOnStandardError) func standardErrorThatCannotBeWrittenLosesOnlyTheMessage(
        _ arguments: [String], status: Int32
    ) throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        let folder = try TemporaryFolder.make("docrun-full-stderr")
        try Data("# Clean\n\n1. Print it.\n\n   ```sh\n   echo fine\n   ```\n   {: pre}\n".utf8).write(
            to: folder.appendingPathComponent("page.md"))
        try Data([0x23, 0x00, 0x0A]).write(to: folder.appendingPathComponent("binary.md"))
        #expect(try Self.runToFullDisk(arguments, in: folder, errorsToo: true).status == status, "\(arguments)")
    }
}
