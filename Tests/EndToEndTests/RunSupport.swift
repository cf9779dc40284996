import Foundation
import TestSupport
import Testing

/// A temporary folder holding a copy of a page, the test doubles first on `PATH`, and their call log.
struct RunSandbox {
    let folder: URL
    let page: String

    /// Copies `runbooks/<relative>` into a new temporary folder.
    init(_ relative: String) throws {
        let copy = try TemporaryFolder.withRunbook(relative, prefix: "docrun-e2e")
        folder = copy.folder
        page = copy.page.path
    }

    /// Writes a page of the test's own into the folder.
    init(page text: String, named name: String = "page.md") throws {
        folder = try TemporaryFolder.make("docrun-e2e")
        let target = folder.appendingPathComponent(name)
        try text.write(to: target, atomically: true, encoding: .utf8)
        page = target.path
    }

    static let doubles = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/bin").path

    /// The environment of a run: the doubles first on PATH, their log in the folder, no terminal.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": Self.doubles + ":/usr/local/bin:/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8",
            "DOCRUN_DOUBLE_LOG": log.path,
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    var log: URL { folder.appendingPathComponent("calls.jsonl") }

    /// Runs `docrun run` on the page, in the folder.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        try DocrunProcess.run(["run", page] + arguments, directory: folder, environment: environment(extra))
    }

    /// Runs `docrun run` on the page, in the folder, and expects it to exit with `status` (its output shown if not).
    @discardableResult
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], exits status: Int32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessResult {
        let result = try run(arguments, environment: extra)
        #expect(result.status == status, "\(result.stdout)\n\(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// Writes the script `docrun plan --format sh` makes of the page into the folder and runs it with bash.
    func runPlanScript(environment extra: [String: String] = [:]) throws -> ProcessResult {
        let plan = try DocrunProcess.run(
            ["plan", "--format", "sh", page], directory: folder, environment: environment())
        let script = folder.appendingPathComponent("plan.sh")
        try plan.stdout.write(to: script, atomically: true, encoding: .utf8)
        return try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), [script.path], directory: folder, environment: environment(extra))
    }

    /// The doubles' calls, in order.
    func calls() throws -> [Call] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(Call.self, from: Data(line.utf8))
        }
    }

    /// Every transcript written so far, concatenated.
    func transcripts() -> String {
        let folder = self.folder.appendingPathComponent(".docrun")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined()
    }

    /// The state file of the page, if any.
    func state() -> String? {
        let stem = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
        return try? String(contentsOf: folder.appendingPathComponent(".docrun/\(stem).state.json"), encoding: .utf8)
    }

    func file(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

/// One call a double logged.
struct Call: Decodable {
    let name: String
    let args: [String]
    let env: [String: String?]
    let status: Int

    /// `name` and the arguments, space-separated.
    var line: String { ([name] + args).joined(separator: " ") }
}
