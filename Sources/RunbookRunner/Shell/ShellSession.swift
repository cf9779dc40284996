#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import ShellSyntax

/// One long-lived `bash --noprofile --norc` for a whole run: variables, `cd`, functions persist between commands.
///
/// Requests reach bash on a pipe of their own (fd 3), never on the command's stdin, and answers come back on
/// another (fd 4), so a command may read the terminal and its output may be anything. `exit n`, `set -e` and a
/// syntax error end the command, not the session (see `SessionScript`); a session that dies anyway (`exec`,
/// `kill $$`, `set -u` and an unset variable) is reported as `ShellError.sessionDied`: start a new one.
///
/// `run` is for one thread at a time; `interrupt()` may be called from any thread.
public final class ShellSession: @unchecked Sendable {
    /// How the session starts.
    public struct Options: Sendable {
        /// bash's first working directory.
        public var workingDirectory: String
        /// The whole environment bash starts with.
        public var environment: [String: String]
        /// true: bash shares docrun's terminal and process group, and commands read docrun's stdin; false:
        /// commands get `/dev/null` as stdin and bash runs in a session of its own, without a terminal.
        public var inheritsTerminal: Bool
        /// Bytes of output kept per command; beyond it the first and last halves are kept.
        public var outputLimit: Int

        /// Creates options.
        public init(
            workingDirectory: String, environment: [String: String], inheritsTerminal: Bool = false,
            outputLimit: Int = 1 << 20
        ) {
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.inheritsTerminal = inheritsTerminal
            self.outputLimit = outputLimit
        }
    }

    private let options: Options
    private let process: SessionProcess
    /// A private folder (0700) for the step and query files bash sources (bash names the step file in its error
    /// messages).
    private let folder: String
    private let lock = SessionLock()
    /// Guarded by `lock`.
    private var state = SessionState()
    private var answers: [UInt8] = []
    /// Output that arrived between commands (from background jobs), delivered with the next command's.
    private var pendingOutput: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// Starts bash in `options.workingDirectory`.
    public init(options: Options) throws(ShellError) {
        self.options = options
        var isDirectory = stat()
        guard stat(options.workingDirectory, &isDirectory) == 0, isDirectory.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotStart("no directory '\(options.workingDirectory)'")
        }
        let base = Self.privateBase(environment: options.environment)
        var template = Array("\(base)/docrun-shell.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw .cannotStart("mkdtemp in \(base): errno \(errno)") }
        folder = String(cString: made)
        do {
            process = try SessionProcess.start(
                bash: SessionProcess.findBash(path: options.environment["PATH"]), script: SessionScript.source,
                arguments: ["docrun", options.workingDirectory, folder], environment: options.environment,
                inheritsTerminal: options.inheritsTerminal)
        } catch {
            rmdir(folder)
            throw error
        }
        do {
            _ = try currentDirectory()
        } catch {
            close()
            throw .cannotStart("bash did not answer: \(error)")
        }
    }

    deinit { close() }

    /// Runs `script` in the session (it may span lines; variables, `cd`, functions persist).
    ///
    /// `onOutput` receives stdout and stderr bytes, merged in order, as they arrive, on the calling thread.
    /// A command that fails is a result; only a session that cannot go on throws.
    public func run(_ script: String, onOutput: @escaping @Sendable ([UInt8]) -> Void) throws(ShellError)
        -> CommandResult
    {
        try lock.withLock { () throws(ShellError) in
            try state.checkUsable()
            state.startCommand()
        }
        defer { lock.withLock { state.running = false } }
        let started = Self.now()
        var kept = OutputBuffer(limit: options.outputLimit)
        let deliver: (ArraySlice<UInt8>) -> Void = { bytes in
            kept.append(bytes)
            onOutput(Array(bytes))
        }
        if !pendingOutput.isEmpty {
            deliver(pendingOutput[...])
            pendingOutput = []
        }
        try send("run\n", file: "step", content: script)
        let record = try waitForAnswer(output: deliver, escalating: true) { Self.firstRecord(in: $0) }
        drainOutput(deliver)
        let status = Int32(String(decoding: record, as: UTF8.self)) ?? -1
        let interrupted = lock.withLock { state.interruptedAt != nil }
        return CommandResult(
            status: status, output: kept.text(), truncated: kept.truncated, duration: Self.now() - started,
            interrupted: interrupted)
    }

    /// Sends SIGINT to the running command and its children; the session survives. Safe from any thread.
    ///
    /// A command still running 2 s later gets SIGTERM, 4 s later SIGKILL (its processes, never bash).
    public func interrupt() {
        let running = lock.withLock { () -> Bool in
            guard state.running, !state.closed else { return false }
            if state.interruptedAt == nil { state.interruptedAt = Self.now() }
            return true
        }
        guard running else { return }
        if process.ownsGroup {
            kill(-process.pid, SIGINT)
        } else {
            kill(process.pid, SIGINT)
            for child in ProcessTree.descendants(of: process.pid) { kill(child, SIGINT) }
        }
    }

    /// Values of shell variables (set or exported) by name; absent ones, and names that are not shell names,
    /// are omitted. An array gives its first element.
    public func variables(named names: [String]) throws(ShellError) -> [String: String] {
        let valid = names.filter { ShellBytes.isVariableName($0.utf8) }
        guard !valid.isEmpty else { return [:] }
        let query =
            "for __docrun_n in \(valid.joined(separator: " ")); do if [[ -v $__docrun_n ]]; then "
            + "printf '%s\\0%s\\0' \"$__docrun_n\" \"${!__docrun_n}\"; fi; done; printf '\\0'\n"
        let pairs = try ask(query) { Self.pairs(in: $0) }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The session's current directory (bash's `$PWD`).
    public func currentDirectory() throws(ShellError) -> String {
        let record = try ask("printf '%s\\0' \"$PWD\"\n") { Self.firstRecord(in: $0) }
        return String(decoding: record, as: UTF8.self)
    }

    /// Ends bash; also done in deinit.
    public func close() {
        let wasOpen = lock.withLock { () -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard wasOpen else { return }
        process.closePipes()  // bash reads end of file on fd 3 and leaves its loop
        _ = process.reap(within: 500)
        for name in ["step", "query"] { unlink("\(folder)/\(name)") }
        rmdir(folder)
    }

    // MARK: Talking to bash

    private func ask<T>(_ query: String, parse: ([UInt8]) -> T?) throws(ShellError) -> T {
        try lock.withLock { () throws(ShellError) in try state.checkUsable() }
        try send("ask\n", file: "query", content: query)
        return try waitForAnswer(output: { self.pendingOutput += $0 }, escalating: false, parse: parse)
    }

    /// Writes `content` to `file` in the private folder, then `request` on the control pipe.
    private func send(_ request: String, file: String, content: String) throws(ShellError) {
        let path = "\(folder)/\(file)"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .io("cannot write \(path): errno \(errno)") }
        let written = SessionProcess.writeAll(descriptor, Array(content.utf8))
        closeDescriptor(descriptor)
        guard written else { throw .io("cannot write \(path): errno \(errno)") }
        guard SessionProcess.writeAll(process.control, Array(request.utf8)) else { throw died() }
    }

    /// Pumps output to `output` and answers into `answers` until `parse` accepts the answers.
    private func waitForAnswer<T>(
        output: (ArraySlice<UInt8>) -> Void, escalating: Bool, parse: ([UInt8]) -> T?
    ) throws(ShellError) -> T {
        var outputOpen = true
        var escalation = 0
        while true {
            if let value = parse(answers) {
                answers = []
                return value
            }
            var fds = [
                pollfd(fd: process.answers, events: Int16(POLLIN), revents: 0),
                pollfd(fd: outputOpen ? process.output : -1, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, 200)
            if ready < 0, errno != EINTR { throw .io("poll: errno \(errno)") }
            if fds[1].revents != 0 { outputOpen = readOutput(output) }
            if fds[0].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(process.answers, $0.baseAddress!, $0.count) }
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    drainOutput(output)
                    throw died()
                }
                if count > 0 { answers += chunk[..<count] }
            }
            if escalating { escalation = escalate(after: escalation) }
        }
    }

    /// Reads what output there is; false at end of file.
    private func readOutput(_ output: (ArraySlice<UInt8>) -> Void) -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(process.output, $0.baseAddress!, $0.count) }
            if count > 0 {
                output(chunk[..<count])
                if count < chunk.count { return true }
            } else if count == 0 {
                return false
            } else {
                return errno == EINTR ? true : errno == EAGAIN || errno == EWOULDBLOCK
            }
        }
    }

    /// Once bash has answered, what the command wrote is already in the pipe: read it all.
    private func drainOutput(_ output: (ArraySlice<UInt8>) -> Void) {
        _ = readOutput(output)
    }

    /// SIGTERM then SIGKILL to the command's processes when SIGINT did not stop them.
    private func escalate(after step: Int) -> Int {
        guard let since = lock.withLock({ state.interruptedAt }) else { return step }
        let elapsed = Self.now() - since
        let signal: Int32
        switch step {
        case 0 where elapsed > 2: signal = SIGTERM
        case 1 where elapsed > 4: signal = SIGKILL
        default: return step
        }
        for child in ProcessTree.descendants(of: process.pid) { kill(child, signal) }
        return step + 1
    }

    private func died() -> ShellError {
        lock.withLock { state.dead = true }
        return .sessionDied(SessionProcess.describe(process.reap(within: 1000)))
    }

    // MARK: Answers

    private static func firstRecord(in bytes: [UInt8]) -> [UInt8]? {
        bytes.firstIndex(of: 0).map { Array(bytes[..<$0]) }
    }

    /// `name\0value\0`… ended by an empty name.
    private static func pairs(in bytes: [UInt8]) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        var rest = bytes[...]
        while let nameEnd = rest.firstIndex(of: 0) {
            if nameEnd == rest.startIndex { return pairs }
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

    /// `/dev/shm` when it is there: on a disk, rewriting the command file costs milliseconds (ext4 with discard).
    private static func privateBase(environment: [String: String]) -> String {
        if access("/dev/shm", W_OK | X_OK) == 0 { return "/dev/shm" }
        return environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
