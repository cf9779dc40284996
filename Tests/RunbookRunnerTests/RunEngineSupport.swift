import Foundation
import RunbookKit
import TestSupport

@testable import RunbookRunner

/// A value behind a lock, for what is called from other threads (a session's output, a clock, a console).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update<Result>(_ change: (inout Value) -> Result) -> Result { lock.withLock { change(&stored) } }
}

/// Answers prompts from a list, recording each prompt and whether input was hidden.
final class ScriptedPrompter: Prompter, @unchecked Sendable {
    private var answers: [String]
    private(set) var asked: [(prompt: String, secret: Bool)] = []
    private let console: RecordingConsole

    init(_ answers: [String], console: RecordingConsole) {
        self.answers = answers
        self.console = console
    }

    func readLine(prompt: String, secret: Bool) -> String? {
        asked.append((prompt, secret))
        console.write(prompt)
        guard !answers.isEmpty else { return nil }
        let answer = answers.removeFirst()
        console.write((secret ? "" : answer) + "\n")
        return answer
    }
}

/// Keeps everything written, as a person would see it.
final class RecordingConsole: RunConsole, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func write(_ text: String) { lock.withLock { buffer += text } }

    var text: String { lock.withLock { buffer } }
}

/// A shell that runs nothing: it records each script and answers from a function.
final class FakeShell: CommandShell, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var scripts: [String] = []
    let answer: @Sendable (String) -> CommandResult

    init(answer: @escaping @Sendable (String) -> CommandResult = { _ in FakeShell.ok("") }) {
        self.answer = answer
    }

    static func ok(_ output: String) -> CommandResult {
        CommandResult(status: 0, output: output, truncated: false, duration: 0.001, interrupted: false)
    }

    static func failed(_ status: Int32) -> CommandResult {
        CommandResult(status: status, output: "error\n", truncated: false, duration: 0.001, interrupted: false)
    }

    let folder = "/fake-shell"

    func run(
        _ script: String, file: String, timeout: Double?, onOutput: @escaping @Sendable ([UInt8]) -> Void
    ) throws(ShellError) -> CommandResult {
        lock.withLock { scripts.append(script) }
        let result = answer(script)
        if !result.output.isEmpty { onOutput(Array(result.output.utf8)) }
        return result
    }

    /// The scripts that were page commands (not the value assignments docrun sends first).
    var commands: [String] { scripts.filter { !$0.hasPrefix("__docrun_") && !$0.hasPrefix("cd '") } }

    /// The directory the shell says it is in.
    var directory = FileManager.default.temporaryDirectory.path

    func interrupt() {}
    func terminate() {}
    /// The shell variables it has, by name.
    var variableValues: [String: String] = [:]

    func variables(named names: [String]) throws(ShellError) -> [String: ShellVariable] {
        variableValues.filter { names.contains($0.key) }.mapValues { ShellVariable(value: $0, attributes: "") }
    }
    func currentDirectory() throws(ShellError) -> String { directory }
    func close() {}
    func stillRunning() -> [(pid: pid_t, command: String?)] { [] }
}

/// A page, planned, in a fresh temporary folder, ready to be run by an engine.
struct RunFixture {
    let folder: URL
    let pagePath: String
    let runbook: Runbook

    /// Copies `runbooks/<relative>` into a new temporary folder.
    init(runbook relative: String) throws {
        let copy = try TemporaryFolder.withRunbook(relative, prefix: "docrun-run")
        try self.init(folder: copy.folder, page: copy.page)
    }

    /// Writes `text` as `page.md` into a new temporary folder.
    init(page text: String) throws {
        let folder = try TemporaryFolder.make("docrun-run")
        let page = folder.appendingPathComponent("page.md")
        try text.write(to: page, atomically: true, encoding: .utf8)
        try self.init(folder: folder, page: page)
    }

    private init(folder: URL, page: URL) throws {
        self.folder = folder
        pagePath = page.path
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for program in ["bx", "kubectl", "docker", "curl"] {
            let url = bin.appendingPathComponent(program)
            try ExecutableFile.write("#!/bin/sh\nexit 0\n", to: url.path)
        }
        // The keyrefs of a shipped runbook, as its `.docrun.yml` names them for docrun.
        let keywords = folder.appendingPathComponent("keywords.yml").path
        let table = FileManager.default.fileExists(atPath: keywords) ? try KeywordTable.load(path: keywords) : .empty
        runbook = try RunbookReader(keywords: table, documentsVariables: true).read(path: pagePath)
    }

    /// The same folder with the page rewritten as `text` (its state and transcripts kept).
    func rewriting(_ text: String) throws -> RunFixture {
        try text.write(toFile: pagePath, atomically: true, encoding: .utf8)
        return try RunFixture(folder: folder, page: URL(fileURLWithPath: pagePath))
    }

    /// Plans the whole page with `values` given on the command line.
    func plan(_ values: [String: String] = [:], remembered: [String: String] = [:]) throws -> RunPlan {
        try Planner.plan(
            runbook, selection: .init(), inputs: ValueInputs(commandLine: values, remembered: remembered))
    }

    /// An engine over `plan` with the given surroundings; PATH holds the test doubles.
    func engine(
        _ plan: RunPlan, console: RecordingConsole = RecordingConsole(), prompter: (any Prompter)? = nil,
        shell: FakeShell = FakeShell(), language: Language? = nil, strict: Bool = false, resume: Bool = false,
        yes: Bool = false, environment: [String: String] = [:]
    ) -> RunEngine {
        let store = RunStore(pagePath: pagePath)
        shell.directory = folder.path
        // docrun writes a transcript only to a new file: each engine gets its own.
        let taken =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter {
                $0.hasPrefix("transcript")
            }.count ?? 0
        let transcriptName = taken == 0 ? "transcript.jsonl" : "transcript-\(taken + 1).jsonl"
        let previous = try? store.loadState(pageVariables: runbook.keptVariables(unset: runbook.unsetVariableNames))
            .get()
        var options = RunOptions(
            language: language ?? runbook.language,
            environment: environment.merging(["PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin"]) {
                $1
            },
            workingDirectory: folder.path)
        (options.yes, options.strict, options.resume) = (yes, strict, resume)
        options.transcriptPath = folder.appendingPathComponent(transcriptName).path
        options.pageDigest = PageDigest.of(Array((try? Data(contentsOf: URL(fileURLWithPath: pagePath))) ?? Data()))
        return RunEngine(
            plan: plan, options: options, console: console, prompter: prompter, previous: previous,
            store: store, makeShell: { _ throws(ShellError) in shell }, clock: { Date(timeIntervalSince1970: 0) })
    }

    /// Every transcript the engines wrote, in order.
    var transcript: String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("transcript") }.sorted {
            $0.count < $1.count || ($0.count == $1.count && $0 < $1)
        }
        .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    var state: String {
        (try? String(contentsOf: RunStore(pagePath: pagePath).stateURL, encoding: .utf8)) ?? ""
    }

    /// `text` with the temporary folder replaced by `$TMP`, for golden files.
    func stable(_ text: String) -> String {
        text.replacingOccurrences(of: folder.path, with: "$TMP")
    }
}
