import Foundation
import Processes
import RunbookKit

/// What bash says about a snippet it cannot parse.
struct BashSyntaxProblem: Sendable, Equatable {
    /// The 1-based line of the snippet bash blames, clamped to the snippet (an unexpected end of file is blamed on the
    /// line after the last).
    let line: Int
    /// Bash's message without its `bash: eval: line N:` prefix (`syntax error near unexpected token 'done'`).
    let message: String
    /// Whether bash only warns (an unterminated here-document) and would still run the snippet.
    let isWarning: Bool
}

/// Checks the syntax of many snippets with one `bash` per batch that parses them and executes nothing.
///
/// Each snippet is handed to a function that runs `local -` and then `eval` of `set -n` followed by the snippet.
/// With `-n` set, bash parses every command of the string and executes none of them, not even expansions or
/// redirections; `local -` restores the options, `-n` included, when the function returns, so the loop keeps
/// running. Bash 4.4 or later is needed for `local -` and `mapfile -d`; an older bash exits at once and the batch
/// fails.
///
/// The batch goes through a temporary file (bash reads a pipe one byte per system call), its snippets separated by
/// NULs, each after a byte that says whether bash parses it with `extglob` on (`1`) or off (`0`): `shopt` is not run
/// under `set -n`, so a snippet whose page turned `extglob` on is parsed with it on (`BashCommands`). Each answer is
/// bash's error text, a NUL, the status and a newline. Bash runs with two variables and no startup files, so no
/// function can shadow `eval`, `printf` or `mapfile`.
enum BashSyntaxChecker {
    /// The parser loop bash runs; `$0` is `docrun` (messages start `docrun: eval: line N:`), `$1` the batch file.
    static let script = """
        __docrun_parse() { local -; eval $'set -n\\n'"${__docrun_source:1}"; }
        if (( BASH_VERSINFO[0] * 100 + BASH_VERSINFO[1] < 404 )); then exit 1; fi
        mapfile -d '' -t __docrun_sources < "$1"
        for __docrun_source in "${__docrun_sources[@]}"; do
            if [[ $__docrun_source == 1* ]]; then shopt -s extglob; else shopt -u extglob; fi
            __docrun_parse
            printf '\\0%d\\n' "$?"
        done 2>&1
        """

    /// How long to wait for bash to answer before giving up on the batch, in milliseconds.
    static let timeout: Int32 = 10_000

    /// The bytes of snippets below which one more bash is not started: its start costs about what parsing a few
    /// kilobytes does, and the set rules it runs beside keep the other cores busy.
    static let bytesPerParser = 16 << 10

    /// Parses `snippets` in up to `parts` runs, each by a bash of its own at the same time.
    ///
    /// Nil when bash cannot be used here (not installed, too old, or it died on the batch). The snippets whose index
    /// `extglob` holds are parsed with `extglob` on.
    static func check(_ snippets: [String], extglob: Set<Int> = [], parts: Int) -> [BashSyntaxProblem?]? {
        let bytes = snippets.reduce(0) { $0 + $1.utf8.count + 1 }
        let runs = ParallelWork.runs(count: snippets.count, parts: min(parts, 1 + bytes / bytesPerParser))
        let found = ParallelWork.map(count: runs.count, threads: runs.count) { run in
            try? check(
                Array(snippets[runs[run]]),
                extglob: Set(runs[run].filter(extglob.contains).map { $0 - runs[run].lowerBound }))
        }
        return found.contains { $0 == nil } ? nil : found.flatMap { $0! }
    }

    /// Parses every snippet with one bash in a private folder; nil for those bash accepts.
    ///
    /// Snippets hold no NUL.
    static func check(_ snippets: [String], extglob: Set<Int> = []) throws(SpawnError) -> [BashSyntaxProblem?] {
        guard !snippets.isEmpty else { return [] }
        let folder = try ScratchFiles.makeFolder(prefix: "docrun-bash")
        defer { ScratchFiles.remove([], folder: folder) }
        return try check(snippets, in: folder, extglob: extglob)
    }

    /// Parses every snippet with one bash, its batch file written in `folder` and removed when bash is done.
    ///
    /// A snippet bash crashes on (a command nested tens of thousands deep overflows its parser's stack) is a problem
    /// of its own, and another bash goes on with the snippets after it: one page cannot silence the check of the others.
    static func check(
        _ snippets: [String], in folder: String, extglob: Set<Int> = []
    ) throws(SpawnError) -> [BashSyntaxProblem?] {
        guard let bash = ChildProcess.find("bash", fallback: ["/bin/bash"]) else {
            throw SpawnError(reason: "bash not found")
        }
        let batch = folder + "/batch"
        defer { try? FileManager.default.removeItem(atPath: batch) }
        var problems: [BashSyntaxProblem?] = []
        while problems.count < snippets.count {
            let rest = snippets[problems.count...]
            try ScratchFiles.writeAll(
                batch,
                rest.indices.flatMap {
                    [UInt8(ascii: extglob.contains($0) ? "1" : "0")] + Array(snippets[$0].utf8) + [0]
                })
            let (output, status) = try ChildProcess.output(
                of: bash, arguments: ["bash", "--noprofile", "--norc", "-c", script, "docrun", batch],
                environment: ["LC_ALL=C", "PATH=/usr/bin:/bin"], timeout: timeout)
            let answered = answers(output, for: rest)
            problems += answered
            guard answered.count < rest.count else { break }
            guard let signal = ChildProcess.terminatingSignal(status) else {
                throw SpawnError(reason: "bash answered \(answered.count) of \(rest.count) snippets")
            }
            problems.append(
                BashSyntaxProblem(
                    line: 1, message: "bash crashed reading the command (signal \(signal))", isWarning: false))
        }
        return problems
    }

    /// The problems bash's `output` gives, for the first snippets of `snippets` it answered.
    static func answers(_ output: [UInt8], for snippets: ArraySlice<String>) -> [BashSyntaxProblem?] {
        var problems: [BashSyntaxProblem?] = []
        var cursor = 0
        for snippet in snippets {
            guard let nul = output[cursor...].firstIndex(of: 0),
                let newline = output[nul...].firstIndex(of: UInt8(ascii: "\n"))
            else { break }
            let lines = 1 + ByteSearch.newlineCount(snippet)
            let text = String(decoding: output[cursor..<nul], as: UTF8.self)
            problems.append(problem(text: text, status: output[(nul + 1)..<newline], lines: lines))
            cursor = newline + 1
        }
        return problems
    }

    static func problem(text: String, status: ArraySlice<UInt8>, lines: Int) -> BashSyntaxProblem? {
        let failed = !status.elementsEqual("0".utf8)
        guard failed || !text.isEmpty else { return nil }
        for entry in text.split(separator: "\n") {
            // `docrun: eval: line 3: message`
            guard let located = entry.firstMatch(of: Self.lineNumber), let line = Int(located.1) else { continue }
            let message = String(entry[located.range.upperBound...])
            if message.hasPrefix("`") { continue }
            let isWarning = !failed && message.hasPrefix("warning:")
            // `warning: here-document at line 2 delimited by end-of-file` blames the line the document starts on.
            let start = isWarning ? message.firstMatch(of: Self.startLine).flatMap { Int($0.1) } : nil
            let blamed = min(max((start ?? line) - 1, 1), max(lines, 1))
            return BashSyntaxProblem(line: blamed, message: message, isWarning: isWarning)
        }
        return failed ? BashSyntaxProblem(line: 1, message: "bash rejects the command", isWarning: false) : nil
    }

    // Compiled once, not for each message: a regex literal in a function is compiled on each call.
    nonisolated(unsafe) private static let lineNumber = /line ([0-9]+): */
    nonisolated(unsafe) private static let startLine = /at line ([0-9]+)/
}
