import Processes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Talking to bash: requests on fd 3, answers on fd 4 checked against their nonce, output pumped meanwhile, and the
/// escalation that stops a command that Ctrl-C or its time limit did not.
extension ShellSession {
    /// How long a query (`pwd`, `vars`) may take: the loop answers it at once unless the page broke it.
    static let queryLimit = 10.0

    /// Sends `request` with a new nonce and `extra` lines, and parses the answer with `parse` (nil: not whole yet).
    func ask<T>(
        _ request: String, extra: String, parse: (String, [UInt8]) throws(ShellError) -> T?
    ) throws(ShellError) -> T {
        try lock.withLock { () throws(ShellError) in try state.checkUsable() }
        let nonce = Nonce.make(bytes: 16)
        try send(request, nonce: nonce, extra: extra)
        return try waitForAnswer(
            output: { self.pendingOutput += $0 }, deadline: MonotonicClock.now() + Self.queryLimit, escalates: false
        ) { () throws(ShellError) in try parse(nonce, answers) }
    }

    /// Writes `content` to `file` in the private folder, then `request`, the nonce and `extra` on the control pipe.
    func send(_ request: String, nonce: String, file: String? = nil, content: String = "", extra: String = "")
        throws(ShellError)
    {
        if let file {
            let path = "\(folder)/\(file)"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { throw .io("cannot write \(path): errno \(errno)") }
            let written = Descriptors.writeAll(descriptor, Array(content.utf8))
            Glibc.close(descriptor)
            guard written else { throw .io("cannot write \(path): errno \(errno)") }
        }
        guard Descriptors.writeAll(control, Array("\(request)\n\(nonce)\n\(extra)".utf8)) else { throw died() }
    }

    /// Pumps output to `output` and answers into `answers` until `parse` accepts the answers. Past `deadline`, a
    /// run is stopped as by `interrupt()` (`escalates`), a query gives up.
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
                    drainOutput(output)
                    throw died()
                }
            }
            if let deadline, MonotonicClock.now() > deadline {
                guard escalates else {
                    lock.withLock { state.dead = true }
                    throw .interfered("no answer within \(Int(Self.queryLimit)) s")
                }
                timeOut()
            }
            if escalates { escalation = escalate(after: escalation) }
        }
    }

    /// The command ran past its time limit: it is interrupted, the processes it started (its background jobs
    /// included, not those of earlier commands) get SIGTERM, and the result says why.
    private func timeOut() {
        let first = lock.withLock { () -> Bool in
            guard !state.timedOut else { return false }
            state.timedOut = true
            if state.interruptedAt == nil { state.interruptedAt = MonotonicClock.now() }
            return true
        }
        guard first else { return }
        process.signalAll(SIGINT)
        let since = lock.withLock { state.started }
        for pid in ProcessTree.started(processesLeft(), after: since) { kill(pid, SIGTERM) }
    }

    /// Reads what output there is; false at end of file.
    private func readOutput(_ output: (ArraySlice<UInt8>) -> Void) -> Bool {
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

    /// Once bash has answered, what the command wrote is already in the pipe: read it all.
    func drainOutput(_ output: (ArraySlice<UInt8>) -> Void) {
        _ = readOutput(output)
    }

    /// SIGTERM, then SIGKILL, to the command's processes when SIGINT did not stop them; then bash itself.
    private func escalate(after step: Int) -> Int {
        guard let since = lock.withLock({ state.interruptedAt }) else { return step }
        let elapsed = MonotonicClock.now() - since
        switch step {
        case 0 where elapsed > 2: process.signalDescendants(SIGTERM)
        case 1 where elapsed > 4: process.signalDescendants(SIGKILL)
        case 2 where elapsed > 6:
            lock.withLock { state.stoppedBash = true }
            process.signalAll(SIGKILL)
        default: return step
        }
        return step + 1
    }

    func died() -> ShellError {
        let (terminated, stopped) = lock.withLock { () -> (Bool, Bool) in
            state.dead = true
            return (state.terminated, state.stoppedBash)
        }
        let status = process.waitForExit(within: 1000)
        if terminated { return .sessionDied(.terminated) }
        if stopped { return .sessionDied(.stopped) }
        let signal = status & 0x7F
        return .sessionDied(signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal))
    }

    // MARK: Answers

    /// The answer to `run`: `report\0nonce\0status\0directory\n\0`; what the report names was tampering, removed
    /// by the loop. The shell's folder after the command comes with it, so that saving the state after a step asks
    /// bash nothing more.
    static func runAnswer(in bytes: [UInt8], nonce: String) throws(ShellError)
        -> (status: Int32, tampering: [String], directory: String)?
    {
        guard let (report, rest) = try header(in: bytes, nonce: nonce, report: true) else { return nil }
        guard let end = bytes[rest...].firstIndex(of: 0) else { return nil }
        guard let status = Int32(String(decoding: bytes[rest..<end], as: UTF8.self)) else {
            throw interfered(bytes[rest...])
        }
        guard let directory = try directory(in: bytes, from: end + 1) else { return nil }
        return (status, tampering(String(decoding: report, as: UTF8.self)), directory)
    }

    /// The answer to `pwd`: `\0nonce\0directory\n\0`.
    static func directoryAnswer(in bytes: [UInt8], nonce: String) throws(ShellError) -> String? {
        guard let (_, rest) = try header(in: bytes, nonce: nonce, report: false) else { return nil }
        return try directory(in: bytes, from: rest)
    }

    /// `directory\n\0` at `start`, ending the answer; nil while incomplete.
    private static func directory(in bytes: [UInt8], from start: Int) throws(ShellError) -> String? {
        guard let end = bytes[start...].firstIndex(of: 0) else { return nil }
        guard end + 1 == bytes.count else { throw interfered(bytes[(end + 1)...]) }
        var directory = bytes[start..<end]
        if directory.last == UInt8(ascii: "\n") { directory = directory.dropLast() }
        return String(decoding: directory, as: UTF8.self)
    }

    /// The answer to `vars`: `\0nonce\0` then `name\0value\0`… ended by an empty name.
    static func pairs(in bytes: [UInt8], nonce: String) throws(ShellError) -> [(String, String)]? {
        guard let (_, start) = try header(in: bytes, nonce: nonce, report: false) else { return nil }
        var pairs: [(String, String)] = []
        var rest = bytes[start...]
        while let nameEnd = rest.firstIndex(of: 0) {
            if nameEnd == rest.startIndex {
                guard nameEnd + 1 == bytes.count else { throw interfered(bytes[(nameEnd + 1)...]) }
                return pairs
            }
            guard let valueEnd = rest[(nameEnd + 1)...].firstIndex(of: 0) else { return nil }
            pairs.append(
                (
                    String(decoding: rest[..<nameEnd], as: UTF8.self),
                    String(decoding: rest[(nameEnd + 1)..<valueEnd], as: UTF8.self)
                ))
            rest = rest[(valueEnd + 1)...]
        }
        return nil
    }

    /// `report\0nonce\0`: the report and where the rest starts; nil while incomplete. Throws as soon as the answer
    /// cannot be the one asked for: another nonce, or (unless `report`) anything before it.
    private static func header(in bytes: [UInt8], nonce: String, report: Bool) throws(ShellError)
        -> (ArraySlice<UInt8>, Int)?
    {
        guard let first = bytes.firstIndex(of: 0) else {
            if !report, !bytes.isEmpty { throw interfered(bytes[...]) }
            return nil
        }
        if !report, first != 0 { throw interfered(bytes[..<first]) }
        let expected = Array(nonce.utf8)
        let arrived = bytes[(first + 1)...]
        guard let second = arrived.firstIndex(of: 0) else {
            if !expected.starts(with: arrived) { throw interfered(arrived) }
            return nil
        }
        guard arrived[..<second].elementsEqual(expected) else { throw interfered(arrived[..<second]) }
        return (bytes[..<first], second + 1)
    }

    /// The builtins the page shadowed with functions or disabled, and the DEBUG and RETURN traps it set, from the
    /// loop's report (`compgen -A function`, `trap -p DEBUG RETURN`, `enable -n`).
    static func tampering(_ report: String) -> [String] {
        var found: [String] = []
        // Split on bytes: the report comes after every command, and splitting on characters was most of its cost.
        for bytes in report.utf8.split(separator: UInt8(ascii: "\n")) {
            let line = Substring(bytes)
            if line.hasPrefix("enable -n ") {
                found.append(String(line))
            } else if line.hasPrefix("trap -- ") {
                if line.hasPrefix("trap -- - ") { continue }
                found.append("trap " + (line.split(separator: " ").last.map(String.init) ?? ""))
            } else if SessionScript.guarded.contains(String(line)) {
                found.append(String(line))
            }
        }
        return found
    }

    private static func interfered(_ bytes: ArraySlice<UInt8>) -> ShellError {
        .interfered(String(decoding: bytes.prefix(80), as: UTF8.self))
    }
}

/// Random tokens for the session's protocol.
enum Nonce {
    /// `bytes` random bytes as lowercase hex.
    static func make(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(2 * bytes)
        // Eight bytes from each draw: a draw is a system call, and a run step takes three tokens.
        var word: UInt64 = 0
        for index in 0..<bytes {
            if index % 8 == 0 { word = generator.next() }
            let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            text += [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
