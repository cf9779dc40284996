#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What bash says about a snippet it cannot parse.
struct BashSyntaxProblem: Sendable, Equatable {
    /// The 1-based line of the snippet bash blames (clamped to the snippet: bash blames the line after the last
    /// one for an unexpected end of file).
    let line: Int
    /// Bash's message without its `bash: eval: line N:` prefix (`syntax error near unexpected token 'done'`).
    let message: String
    /// Whether bash only warns (an unterminated here-document) and would still run the snippet.
    let isWarning: Bool
}

/// Checks the syntax of many snippets with one long-lived `bash` that parses them and executes nothing.
///
/// Each snippet is handed to a function that runs `local -` and then `eval` of `set -n` followed by the snippet.
/// With `-n` set, bash parses every command of the string and executes none of them, not even expansions or
/// redirections; `local -` restores the options, `-n` included, when the function returns, so the loop around it
/// keeps running. Bash 4.4 or later is needed for `local -`; an older bash is refused at the handshake.
///
/// A batch goes through a temporary file: bash reads a pipe one byte per system call, a file in blocks. The reply
/// for each snippet is bash's error text, a NUL, the status and a newline; bash text never holds a NUL.
final class BashSyntaxChecker {
    private let process: SpawnedProcess
    private let directory: String
    private var batches = 0

    /// The parser loop bash runs; `$0` is `docrun`, so messages start with `docrun: eval: line N:`.
    static let script = """
        __docrun_parse() { local -; builtin eval $'set -n\\n'"$1"; }
        if (( BASH_VERSINFO[0] * 100 + BASH_VERSINFO[1] < 404 )); then builtin printf 'old\\n'; exit 1; fi
        builtin printf 'ready\\n'
        while IFS= builtin read -r __docrun_batch; do
            while IFS= builtin read -r -d '' __docrun_source; do
                __docrun_parse "$__docrun_source" 2>&1
                builtin printf '\\0%d\\n' "$?"
            done < "$__docrun_batch"
        done
        """

    /// How long to wait for bash to answer one snippet before giving up on it, in milliseconds.
    static let timeout: Int32 = 10_000

    /// Starts bash (the first on `PATH`, else `/bin/bash`) and waits until it is ready.
    init() throws(SpawnError) {
        guard let bash = SpawnedProcess.find("bash", fallback: ["/bin/bash"]) else {
            throw SpawnError(reason: "bash not found")
        }
        let environment = ["LC_ALL=C", "PATH=/usr/bin:/bin"]
        process = try SpawnedProcess(
            executable: bash, arguments: ["bash", "--noprofile", "--norc", "-c", Self.script, "docrun"],
            environment: environment)
        let answer = try process.read(until: UInt8(ascii: "\n"), timeout: Self.timeout)
        guard Array(answer) == Array("ready".utf8) else { throw SpawnError(reason: "bash 4.4 or later is needed") }
        directory = Self.temporaryDirectory()
    }

    /// Parses every snippet; nil for those bash accepts. Snippets must not contain NUL (page text never does).
    func check(_ snippets: [String]) throws(SpawnError) -> [BashSyntaxProblem?] {
        guard !snippets.isEmpty else { return [] }
        var batch: [UInt8] = []
        batch.reserveCapacity(snippets.reduce(0) { $0 + $1.utf8.count + 1 })
        for snippet in snippets {
            batch += snippet.utf8
            batch.append(0)
        }
        batches += 1
        let path = "\(directory)/docrun-bash-\(getpid())-\(ObjectIdentifier(self).hashValue)-\(batches)"
        try Self.writeFile(path, batch)
        defer { unlink(path) }
        try process.write(Array("\(path)\n".utf8))
        var problems: [BashSyntaxProblem?] = []
        problems.reserveCapacity(snippets.count)
        for snippet in snippets {
            let text = try process.read(until: 0, timeout: Self.timeout)
            let status = try process.read(until: UInt8(ascii: "\n"), timeout: Self.timeout)
            let lines = snippet.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            problems.append(Self.problem(text: String(decoding: text, as: UTF8.self), status: status, lines: lines))
        }
        return problems
    }

    /// Reads bash's error text for one snippet of `lines` lines.
    static func problem(text: String, status: ArraySlice<UInt8>, lines: Int) -> BashSyntaxProblem? {
        let failed = Array(status) != [UInt8(ascii: "0")]
        for entry in text.split(separator: "\n") {
            guard let (evalLine, message) = located(entry) else { continue }
            if message.hasPrefix("`") { continue }
            let isWarning = message.hasPrefix("warning:")
            if isWarning, !failed, let here = hereDocumentLine(message) {
                return BashSyntaxProblem(line: clamp(here - 1, lines), message: message, isWarning: true)
            }
            return BashSyntaxProblem(
                line: clamp(evalLine - 1, lines), message: message, isWarning: isWarning && !failed)
        }
        return failed ? BashSyntaxProblem(line: 1, message: "bash rejects the command", isWarning: false) : nil
    }

    /// `docrun: eval: line 3: message` → (3, "message").
    private static func located(_ entry: Substring) -> (Int, String)? {
        guard let range = entry.firstRange(of: "line ") else { return nil }
        let digits = entry[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let line = Int(digits) else { return nil }
        var rest = entry[range.upperBound...].dropFirst(digits.count)
        guard rest.hasPrefix(":") else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        return (line, String(rest))
    }

    /// `warning: here-document at line 2 delimited by end-of-file` → 2.
    private static func hereDocumentLine(_ message: String) -> Int? {
        guard let range = message.firstRange(of: "at line ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    private static func clamp(_ line: Int, _ lines: Int) -> Int { min(max(line, 1), max(lines, 1)) }

    private static func temporaryDirectory() -> String {
        if let value = getenv("TMPDIR"), value.pointee != 0 { return String(cString: value) }
        return "/tmp"
    }

    private static func writeFile(_ path: String, _ bytes: [UInt8]) throws(SpawnError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SpawnError(reason: "cannot create \(path): errno \(errno)") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw SpawnError(reason: "cannot write \(path): errno \(errno)")
            }
            offset += written
        }
    }
}
