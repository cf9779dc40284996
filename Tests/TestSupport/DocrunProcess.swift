import Foundation

/// What a program run by `DocrunProcess` printed, and its exit status.
public struct ProcessResult: Sendable {
    /// Standard output.
    public let stdout: String
    /// Standard error.
    public let stderr: String
    /// The exit status.
    public let status: Int32
}

/// Runs the built `docrun` binary (or any program) and captures what it printed.
public enum DocrunProcess {
    /// Runs `docrun` with `arguments` in `directory` (the repository root by default).
    public static func run(
        _ arguments: [String], directory: URL = RepositoryPaths.root, environment: [String: String]? = nil,
        stdin: String? = nil
    ) throws -> ProcessResult {
        try runProgram(RepositoryPaths.docrun, arguments, directory: directory, environment: environment, stdin: stdin)
    }

    /// Runs any program.
    public static func runProgram(
        _ program: URL, _ arguments: [String], directory: URL, environment: [String: String]? = nil,
        stdin: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = environment ?? ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
