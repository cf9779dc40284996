import Foundation
import Processes
import Synchronization

/// Talking to bash: requests on fd 3, answers on fd 4 checked against their nonce, output pumped meanwhile, and the
/// escalation that stops a command that Ctrl-C or its time limit did not.
extension ShellSession {
    /// How long `variables(named:)` may take: the loop answers at once unless the page broke it.
    static let queryLimit = 10.0

    /// Writes `request`, the nonce and `extra` on the control pipe.
    func send(_ request: String, nonce: String, extra: String = "") throws(ShellError) {
        guard Descriptors.writeAll(control, Array("\(request)\n\(nonce)\n\(extra)".utf8)) else { throw died() }
    }

    /// Pumps output to `output` and answers into `answers` until `parse` accepts the answers.
    ///
    /// Past `deadline`, a run is stopped as by `interrupt()` (`escalates`), a query gives up.
    func waitForAnswer<T>(
        output: (ArraySlice<UInt8>) -> Void, deadline: Double?, escalates: Bool = true,
        parse: () throws(ShellError) -> T?
    ) throws(ShellError) -> T {
        var outputOpen = true
        var escalation = 0
        while true {
            if let value = try parse() {
                answers = []
                return value
            }
            let ready = Descriptors.poll([answerPipe, outputOpen ? outputPipe : -1], milliseconds: 100)
            if ready[1] { outputOpen = readOutput(output) }
            if ready[0] {
                switch Descriptors.read(answerPipe, into: &chunk) {
                case .bytes(let count): answers += chunk[..<count]
                case .nothing: break
                case .end:
                    _ = readOutput(output)
                    throw died()
                }
            }
            if let deadline, ProcessInfo.processInfo.systemUptime > deadline {
                guard escalates else {
                    shared.withLock { $0.dead = true }
                    throw .interfered("no answer within \(Int(Self.queryLimit)) s")
                }
                stop(timedOut: true)
            }
            if escalates { escalation = escalate(after: escalation) }
        }
    }

    /// false at end of file.
    func readOutput(_ output: (ArraySlice<UInt8>) -> Void) -> Bool {
        while true {
            switch Descriptors.read(outputPipe, into: &chunk) {
            case .bytes(let count):
                output(chunk[..<count])
                if count < chunk.count { return true }
            case .nothing: return true
            case .end: return false
            }
        }
    }

    /// SIGTERM, then SIGKILL, to the command's processes when SIGINT did not stop them (not to an earlier command's
    /// background jobs); then bash itself.
    private func escalate(after step: Int) -> Int {
        guard let (since, started) = shared.withLock({ shared in shared.interruptedAt.map { ($0, shared.started) } })
        else { return step }
        let elapsed = ProcessInfo.processInfo.systemUptime - since
        switch step {
        case 0 where elapsed > 2: terminateStarted(since: started, timedOut: true)
        case 1 where elapsed > 4: terminateStarted(since: started, timedOut: true, signal: SIGKILL)
        case 2 where elapsed > 6:
            shared.withLock { $0.stoppedBash = true }
            process.signalAll(SIGKILL)
        default: return step
        }
        return step + 1
    }

    func died() -> ShellError {
        let (terminated, stopped) = shared.withLock { shared -> (Bool, Bool) in
            shared.dead = true
            return (shared.terminated, shared.stoppedBash)
        }
        let status = process.waitForExit(within: 1000)
        if terminated { return .sessionDied(.terminated) }
        if stopped { return .sessionDied(.stopped) }
        return .sessionDied(ChildProcess.terminatingSignal(status).map { .killed($0) } ?? .exited((status >> 8) & 0xFF))
    }

    /// The answer to `run`, read: the command's status, its first failing line, what it did to the shell, its folder.
    typealias RunAnswer = (status: Int32, failure: CommandResult.Failure?, tampering: [String], directory: String)

    /// The answer to `run`: `report\0nonce\0status\0directory\n\0` (the report: see `tampering`), from the
    /// session tagged `tag`.
    static func runAnswer(in bytes: [UInt8], nonce: String, tag: String = "") throws(ShellError) -> RunAnswer? {
        guard let fields = try fields(in: bytes, nonce: nonce, report: true), fields.count >= 6 else { return nil }
        guard fields.count == 6, fields[5].isEmpty else { throw interfered(fields[5...].joined(separator: "\0")) }
        guard let status = Int32(fields[2]) else { throw interfered(fields[2...].joined(separator: "\0")) }
        let failure = fields[3].split(separator: " ")
        guard failure.isEmpty || failure.count == 2, let failedStatus = failure.first.map({ Int32($0) }) ?? 0,
            let failedLine = failure.last.map({ Int($0) }) ?? 0
        else { throw interfered(fields[3...].joined(separator: "\0")) }
        return (
            status, failure.isEmpty ? nil : CommandResult.Failure(status: failedStatus, line: failedLine),
            tampering(fields[0], tag: tag), fields[4].hasSuffix("\n") ? String(fields[4].dropLast()) : fields[4]
        )
    }

    /// The answer to `vars`: `\0nonce\0` then `name\0attributes\0value\0`… ended by an empty name.
    static func variables(in bytes: [UInt8], nonce: String) throws(ShellError) -> [(String, ShellVariable)]? {
        guard let fields = try fields(in: bytes, nonce: nonce, report: false) else { return nil }
        var end = 2
        while end + 2 < fields.count && !fields[end].isEmpty { end += 3 }
        guard end + 1 < fields.count else { return nil }
        guard end + 2 == fields.count, fields[end].isEmpty, fields[end + 1].isEmpty else {
            throw interfered(fields[end...].joined())
        }
        // A value whose bytes are not UTF-8 text reads with U+FFFD in their place: only then are its bytes looked at.
        let raw =
            stride(from: 4, to: end, by: 3).contains { fields[$0].unicodeScalars.contains("\u{FFFD}") }
            ? bytes.split(separator: 0, omittingEmptySubsequences: false) : []
        return stride(from: 2, to: end, by: 3).map {
            let isText = raw.isEmpty || String(validating: raw[$0 + 2], as: UTF8.self) != nil
            return (fields[$0], ShellVariable(value: fields[$0 + 2], attributes: fields[$0 + 1], isText: isText))
        }
    }

    /// The `\0`-separated fields of an answer (report, nonce, the request's own, an empty last one).
    ///
    /// Nil until the nonce has come. Throws as soon as the answer cannot be the one asked for.
    private static func fields(in bytes: [UInt8], nonce: String, report: Bool) throws(ShellError) -> [String]? {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if !report, !fields[0].isEmpty { throw interfered(fields[0]) }
        guard fields.count > 2 else { return nil }
        guard fields[1] == nonce else { throw interfered(fields[1]) }
        return fields
    }

    /// The builtins the page shadowed with functions or disabled, and the DEBUG and RETURN traps it set, from the
    /// loop's report (`compgen -A function`, `trap -p DEBUG RETURN`, `enable -n`) of the session tagged `tag`.
    ///
    /// The loop's own DEBUG trap, which waits for the end of a line that failed (`SessionScript`), is not the page's.
    static func tampering(_ report: String, tag: String = "") -> [String] {
        let own = SessionScript.lineTrap(tag: tag)
        // Split and compared as bytes: the report comes after every command, and reading characters was most of its cost.
        return report.utf8.split(separator: UInt8(ascii: "\n")).compactMap { bytes in
            let line = String(Substring(bytes))
            if bytes.starts(with: "enable -n ".utf8) || SessionScript.guarded.contains(line) { return line }
            guard bytes.starts(with: "trap -- ".utf8), !bytes.starts(with: "trap -- - ".utf8), line != own else {
                return nil
            }
            return "trap " + (line.split(separator: " ").last.map(String.init) ?? "")
        }
    }

    private static func interfered(_ seen: String) -> ShellError {
        .interfered(String(seen.prefix(80)))
    }
}

/// Random tokens for the session's protocol.
enum Nonce {
    /// `bytes` random bytes as lowercase hex.
    static func make(bytes: Int) -> String {
        // Eight bytes from each draw: a draw is a system call, and a run step takes three tokens.
        var generator = SystemRandomNumberGenerator()
        let words = (0..<(bytes + 7) / 8).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.utf8.count) + hex
        }
        return String(words.joined().prefix(2 * bytes))
    }
}
