import Foundation

/// Runs `shellcheck` once over many snippets: one file per snippet in a temporary folder, one process, JSON out.
enum ShellCheck {
    /// One finding of shellcheck, in the snippet's lines and columns (tabs count as one column in `json1`).
    struct Comment: Sendable, Equatable, Decodable {
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

    /// The shellcheck on `PATH`, if there is one.
    static var executable: String? { SpawnedProcess.find("shellcheck") }

    /// The comments on each snippet, in the order of `snippets`.
    static func check(_ snippets: [String]) throws(SpawnError) -> [[Comment]] {
        guard !snippets.isEmpty else { return [] }
        guard let executable else { throw SpawnError(reason: "shellcheck not found") }
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("docrun-shellcheck-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SpawnError(reason: "cannot create \(folder.path)")
        }
        defer { try? manager.removeItem(at: folder) }
        var files: [String] = []
        for (index, snippet) in snippets.enumerated() {
            let path = folder.appendingPathComponent("\(index).sh").path
            guard manager.createFile(atPath: path, contents: Data((snippet + "\n").utf8)) else {
                throw SpawnError(reason: "cannot write \(path)")
            }
            files.append(path)
        }
        let arguments = [
            "shellcheck", "--shell=bash", "--format=json1", "--exclude=\(excluded.joined(separator: ","))",
        ]
        let process = try SpawnedProcess(
            executable: executable, arguments: arguments + files,
            environment: ["LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"])
        let output = try process.readToEnd(timeout: timeout)
        return try comments(in: output, files: files)
    }

    /// Sorts shellcheck's JSON by file.
    static func comments(in output: [UInt8], files: [String]) throws(SpawnError) -> [[Comment]] {
        struct Report: Decodable {
            struct Entry: Decodable {
                let file: String
                let line: Int
                let column: Int
                let level: String
                let code: Int
                let message: String
            }
            let comments: [Entry]
        }
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: Data(output))
        } catch {
            throw SpawnError(reason: "shellcheck wrote no JSON report")
        }
        let index = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        var result = [[Comment]](repeating: [], count: files.count)
        for entry in report.comments {
            guard let slot = index[entry.file] else { continue }
            result[slot].append(
                Comment(
                    line: entry.line, column: entry.column, level: entry.level, code: entry.code, message: entry.message
                ))
        }
        return result
    }
}
