import Foundation
import Processes

/// Runs `shellcheck` over many snippets: one file per snippet in a private folder, one process per core, JSON out.
enum ShellCheck {
    /// One finding of shellcheck, in the snippet's lines and columns (tabs count as one column in `json1`).
    struct Comment: Sendable, Equatable, Decodable {
        let file: String
        let line: Int
        let column: Int
        let level: String
        let code: Int
        let message: String
    }

    /// Checks that make no sense for a command shown alone in a page: variables set for a later step (SC2034),
    /// variables set by an earlier step (SC2154, which `shell-variable-unset` covers), files sourced from the
    /// reader's disk (SC1090, SC1091), and the missing shebang (SC2148).
    static let excluded = ["SC2034", "SC2154", "SC1090", "SC1091", "SC2148"]

    /// How long shellcheck may stay silent before we give up, in milliseconds.
    static let timeout: Int32 = 60_000

    static var executable: String? { ChildProcess.find("shellcheck") }

    /// The comments on each snippet, in the order of `snippets`.
    ///
    /// Snippets with the same bytes are checked once (translations repeat the English page's commands, and no message
    /// kept names the file); the rest go in `batches` runs, each to its own shellcheck, which uses one core.
    static func check(_ snippets: [String], batches: Int) throws(SpawnError) -> [[Comment]] {
        guard !snippets.isEmpty else { return [] }
        guard let executable else { throw SpawnError(reason: "shellcheck not found") }
        var slotOfBytes: [[UInt8]: Int] = [:]
        let slots = snippets.map { snippet in
            let bytes = Array(snippet.utf8)
            if slotOfBytes[bytes] == nil { slotOfBytes[bytes] = slotOfBytes.count }
            return slotOfBytes[bytes]!
        }
        let folder = try ScratchFiles.makeFolder(prefix: "docrun-shellcheck")
        let files = (0..<slotOfBytes.count).map { "\(folder)/\($0).sh" }
        defer { ScratchFiles.remove(files, folder: folder) }
        for (bytes, slot) in slotOfBytes { try ScratchFiles.writeAll(files[slot], bytes + [UInt8(ascii: "\n")]) }
        let runs = ParallelWork.runs(count: files.count, parts: batches)
        let outcomes = ParallelWork.map(count: runs.count, threads: runs.count) { run in
            Result { () throws(SpawnError) in try self.run(executable, Array(files[runs[run]])) }
        }
        var comments: [[Comment]] = []
        for outcome in outcomes { comments += try outcome.get() }
        return slots.map { comments[$0] }
    }

    private static func run(_ executable: String, _ files: [String]) throws(SpawnError) -> [[Comment]] {
        let arguments = [
            "shellcheck", "--shell=bash", "--format=json1", "--exclude=\(excluded.joined(separator: ","))",
        ]
        let output = try ChildProcess.output(
            of: executable, arguments: arguments + files, environment: ["LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"],
            timeout: timeout)
        return try comments(in: output.bytes, files: files)
    }

    /// Sorts shellcheck's JSON by file.
    static func comments(in output: [UInt8], files: [String]) throws(SpawnError) -> [[Comment]] {
        struct Report: Decodable {
            let comments: [Comment]
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(output)) else {
            throw SpawnError(reason: "shellcheck wrote no JSON report")
        }
        let byFile = Dictionary(grouping: report.comments, by: \.file)
        return files.map { byFile[$0] ?? [] }
    }
}
