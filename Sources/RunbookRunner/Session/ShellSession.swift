import Foundation
import Processes
import RunbookKit
import ShellSyntax
import Synchronization

/// One long-lived `bash --noprofile --norc` for a whole run: variables, `cd`, functions persist between commands.
///
/// Requests reach bash on a pipe of their own (fd 3), never on the command's stdin, and answers come back on
/// another (fd 4), each with a nonce the command cannot have seen, so a command may read the terminal, its output
/// may be anything, and nothing it prints passes for its end (see `SessionScript`). `exit n`, `set -e`, `set -u`,
/// `set -n` and a syntax error end the command, not the session; a session that dies anyway (`exec`, `kill $$`, an
/// unset name under `set -u`) is reported as `ShellError.sessionDied`, one whose answers are not docrun's as
/// `ShellError.interfered`: start a new one.
///
/// `run` is for one thread at a time; `interrupt()` and `terminate()` may be called from any thread.
public final class ShellSession: @unchecked Sendable {
    /// How the session starts.
    public struct Options: Sendable {
        /// bash's first working directory.
        public var workingDirectory: String
        /// The whole environment bash starts with.
        public var environment: [String: String]
        /// true: bash shares docrun's terminal and process group, and commands read docrun's stdin; false:
        /// commands get `/dev/null` as stdin and bash runs in a session of its own, without a terminal.
        public var inheritsTerminal = false
        /// Bytes of output kept per command; beyond it the first and last halves are kept (`RunMessages.outputCut`
        /// says 1 MB).
        public var outputLimit = 1 << 20
    }

    let options: Options
    /// bash: fd 0 the terminal or `/dev/null`, fds 1–2 the output pipe, fd 3 requests, fd 4 answers.
    let process: ChildProcess
    let outputPipe: Int32
    let control: Int32
    let answerPipe: Int32
    /// The session's tag: in the names the loop uses, and in bash's environment as `DOCRUN_SESSION`, by which the
    /// processes a command started are found even when they left bash's group.
    let tag: String
    /// A private folder (0700) for the command files bash sources (bash names them in its error messages).
    public let folder: String
    /// What the session knows about itself, shared between `run`, `interrupt()` and `terminate()`.
    struct Shared {
        var running = false
        var closed = false
        var dead = false
        var terminated = false
        /// When `interrupt()` was first called, or the time limit passed, during the running command.
        var interruptedAt: Double?
        var timedOut = false
        var stoppedBash = false
        /// When the running command started (processes started since are its own).
        var started = ProcessTree.Moment.origin

        func checkUsable() throws(ShellError) {
            if closed { throw .closed }
            if terminated { throw .sessionDied(.terminated) }
            if dead { throw .sessionDied(.earlier) }
        }
    }
    let shared = Mutex(Shared())
    /// Held while `terminate()` ends the session's processes.
    let ending = Mutex(())
    // Used by the thread that runs commands only.
    var answers: [UInt8] = []
    /// Output that arrived between commands (from background jobs), for `earlierOutput()`.
    var pendingOutput: [UInt8] = []
    /// bash's folder as the last answer gave it (every `run` answers with it, and the start asks for it).
    var directory: String?
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    /// The command file of the last `run`, removed when the next one is written or the session closes.
    var scriptFile: String?

    /// Starts bash in `options.workingDirectory`.
    public init(options: Options) throws(ShellError) {
        self.options = options
        guard SystemPath.status(options.workingDirectory)?.isFolder == true else {
            throw .cannotStart("no directory '\(options.workingDirectory)'")
        }
        do {
            folder = try ScratchFiles.makeFolder(prefix: "docrun-shell")
        } catch {
            throw .cannotStart(error.reason)
        }
        // Removed however docrun ends (a signal handled by the run included), not only by `close()`.
        ScratchFiles.removeAtExit([folder + "/" + SessionScript.debugFile], folder: folder)
        tag = Nonce.make(bytes: 6)
        var environment = options.environment
        environment["DOCRUN_SESSION"] = tag
        do {
            process = try ChildProcess(
                ChildProcess.find("bash", path: options.environment["PATH"] ?? "") ?? "/bin/bash",
                arguments: [
                    "bash", "--noprofile", "--norc", "-c", SessionScript.source(tag: tag), "docrun",
                    options.workingDirectory, folder,
                ],
                environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                descriptors: [
                    (0, options.inheritsTerminal ? .inherited(STDIN_FILENO) : .null), (1, .toParent),
                    (2, .same(as: 1)), (3, .fromParent), (4, .toParent),
                ],
                // Without a terminal bash leads a session of its own: `/dev/tty` fails instead of hanging, and a
                // signal to its group reaches every process a command started.
                ownSession: !options.inheritsTerminal)
        } catch {
            ScratchFiles.remove([], folder: folder)
            throw .cannotStart(error.reason)
        }
        outputPipe = process.ends[1]!
        control = process.ends[3]!
        answerPipe = process.ends[4]!
        Descriptors.setNonBlocking(outputPipe)
        do {
            // bash's own spelling of its folder (`$PWD`, as `pwd` prints it), until a command's answer gives another.
            directory = try variables(named: ["PWD"])["PWD"]?.value
        } catch {
            close()
            throw .cannotStart("bash did not answer: \(error)")
        }
    }

    deinit { close() }

    /// Runs `script` (it may span lines); `onOutput` gets stdout and stderr, merged, as they arrive, on this thread.
    ///
    /// bash sources it from `folder/file` (`file` letters and digits), the path its messages name: a function the
    /// command defines keeps that path in the messages of its later calls, so distinct names tell commands apart.
    /// A command still running after `timeout` seconds is stopped as by `interrupt()` and its result says so.
    /// A command that fails is a result; only a session that cannot go on throws.
    public func run(
        _ script: String, file: String = "step", timeout: Double? = nil,
        onOutput: @escaping @Sendable ([UInt8]) -> Void
    ) throws(ShellError) -> CommandResult {
        precondition(!file.isEmpty && file.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        // A time limit and Ctrl-C stop the processes that are the command's own.
        let moment = ProcessTree.Moment.now()
        try shared.withLock { (shared) throws(ShellError) in
            try shared.checkUsable()
            shared.running = true
            shared.started = moment
            shared.interruptedAt = nil
            shared.timedOut = false
        }
        defer { shared.withLock { $0.running = false } }
        let start = ProcessInfo.processInfo.systemUptime
        var kept = OutputBuffer(limit: options.outputLimit)
        let deliver: (ArraySlice<UInt8>) -> Void = { bytes in
            kept.append(bytes)
            onOutput(Array(bytes))
        }
        // Background jobs' output from before the command: shown, never the command's own.
        if !pendingOutput.isEmpty {
            onOutput(pendingOutput)
            pendingOutput = []
        }
        let nonce = Nonce.make(bytes: 16)
        let path = folder + "/" + file
        if let previous = scriptFile, previous != path { unlink(previous) }
        scriptFile = path
        ScratchFiles.removeAtExit([path, folder + "/" + SessionScript.debugFile], folder: folder)
        do { try ScratchFiles.writeAll(path, Array(script.utf8)) } catch { throw .io(error.reason) }
        try send("run " + file, nonce: nonce)
        let answer: RunAnswer
        do throws(ShellError) {
            answer = try waitForAnswer(output: deliver, deadline: timeout.map { start + $0 }) {
                () throws(ShellError) in try Self.runAnswer(in: answers, nonce: nonce, tag: tag)
            }
        } catch {
            // The command ended bash: what it printed until then is its result.
            guard case .sessionDied(let end) = error, let status = end.status else { throw error }
            return CommandResult(
                status: status, output: kept.text(), truncated: kept.truncated,
                duration: ProcessInfo.processInfo.systemUptime - start, interrupted: false, ended: end)
        }
        _ = readOutput(deliver)  // once bash has answered, what the command wrote is in the pipe
        directory = answer.directory
        let (interrupted, ranOut) = shared.withLock { ($0.interruptedAt != nil, $0.timedOut) }
        // A job started after the sweep in `stop` (by a program that answers SIGINT, or forked as it landed) would
        // outlive the command: sweep again now that it has ended.
        if interrupted { terminateStarted(since: moment, timedOut: ranOut) }
        // A line is judged as a whole, as pasted, by its last command: the loop does so for the lines before the
        // last (`SessionScript`); a failure on the last line that the command's status does not show is none.
        let lastLine = script.utf8.reversed().drop { $0 == UInt8(ascii: "\n") }.count { $0 == UInt8(ascii: "\n") } + 1
        let failure = answer.failure.flatMap { answer.status == 0 && $0.line >= lastLine ? nil : $0 }
        return CommandResult(
            status: answer.status, output: kept.text(), truncated: kept.truncated,
            duration: ProcessInfo.processInfo.systemUptime - start, interrupted: interrupted && !ranOut,
            timedOut: ranOut, tampering: answer.tampering, failure: failure)
    }

    /// Sends SIGINT to the running command and its children; the session survives.
    ///
    /// Safe from any thread. The processes the command started that ignore SIGINT (its background jobs: bash starts
    /// them so) get SIGTERM, as on a time limit. A command still running 2 s later gets SIGTERM, 4 s later SIGKILL
    /// (its processes, never bash); 6 s later, bash itself is killed (the session is then dead).
    public func interrupt() { stop(timedOut: false) }

    /// Interrupts the running command, for Ctrl-C or, once (`timedOut`), for its time limit: then every process it
    /// started (its background jobs included, not those of earlier commands) gets SIGTERM, and the result says why.
    func stop(timedOut: Bool) {
        let since = shared.withLock { shared -> ProcessTree.Moment? in
            guard shared.running, !shared.closed, !(timedOut && shared.timedOut) else { return nil }
            shared.timedOut = shared.timedOut || timedOut
            if shared.interruptedAt == nil { shared.interruptedAt = ProcessInfo.processInfo.systemUptime }
            return shared.started
        }
        guard let since else { return }
        // First the processes SIGINT cannot stop: on Ctrl-C, once it reaches bash the run may end, and docrun with it;
        // a background job would go on to its next line once SIGINT ended the program it waits for.
        terminateStarted(since: since, timedOut: false)
        // bash too: its INT trap ends the command (`return 130`) once the processes it waits for are gone. On a
        // terminal, Ctrl-C reached docrun's process group, the command's, already: a second SIGINT would read as a
        // second Ctrl-C, which many tools take for "abort without cleaning up". Only processes in a group of their
        // own get it from docrun.
        let foreground = options.inheritsTerminal && !timedOut && tcgetpgrp(STDIN_FILENO) == getpgrp()
        process.signalAll(SIGINT, skippingGroup: foreground ? getpgrp() : nil)
        if timedOut { terminateStarted(since: since, timedOut: true) }
    }

    /// `signal` to the processes the command started after `since`: all of them on a time limit (and as Ctrl-C
    /// escalates), on Ctrl-C those that ignore SIGINT (background jobs).
    func terminateStarted(since: ProcessTree.Moment, timedOut: Bool, signal: Int32 = SIGTERM) {
        let pids = ProcessTree.started(processesLeft(), after: since, ignoringInterrupt: !timedOut)
        for pid in pids { kill(pid, signal) }
    }

    /// Ends bash and every process a command started, whatever it is doing.
    ///
    /// SIGTERM goes to them all, SIGKILL to what is left a second later. For docrun's own end (SIGTERM, SIGHUP); a
    /// `run` in progress throws `sessionDied`.
    public func terminate() {
        shared.withLock { $0.terminated = true }
        // `close()` waits for this to finish: docrun must not exit while processes of the session are left.
        ending.withLock { _ in
            let start = ProcessInfo.processInfo.systemUptime
            var round = 0
            while true {
                let left = processesLeft()
                if left.isEmpty && process.exitStatus() != nil { break }
                let signal = ProcessInfo.processInfo.systemUptime - start < 1 ? SIGTERM : SIGKILL
                if round == 0 || signal == SIGKILL {
                    process.signalAll(signal)
                    for pid in left { kill(pid, signal) }
                }
                if ProcessInfo.processInfo.systemUptime - start > 3 { break }
                round += 1
                usleep(20_000)
            }
        }
    }

    /// The processes of the session but bash (`processesLeft`), in order, with their command lines; nil for a subshell
    /// of the run's bash (`{ …; } &`: its command line is bash's, docrun's own script).
    public func stillRunning() -> [(pid: pid_t, command: String?)] {
        let shell = ProcessTree.commandLine(of: process.pid)
        return processesLeft().sorted().map { pid in
            let command = ProcessTree.commandLine(of: pid)
            return (pid, command == shell ? nil : command)
        }
    }

    /// Every process of the session but bash: its group, its descendants, and whatever carries its tag.
    func processesLeft() -> [pid_t] {
        var found = Set(ProcessTree.descendants(of: process.pid))
        if process.ownsGroup { found.formUnion(ProcessTree.members(ofGroup: process.pid)) }
        found.formUnion(ProcessTree.carrying(environmentEntry: "DOCRUN_SESSION=" + tag))
        found.remove(process.pid)
        found.remove(getpid())
        return Array(found)
    }

    /// What the session's processes printed since the last command ended, taken once: no later command's output.
    ///
    /// Background jobs share the commands' output. For the thread that runs commands.
    public func earlierOutput() -> [UInt8] {
        guard shared.withLock({ !$0.closed && !$0.dead }) else { return [] }
        _ = readOutput { pendingOutput += $0 }
        defer { pendingOutput = [] }
        return pendingOutput
    }

    /// Values of shell variables (set or exported) by name, omitting absent ones and names that are not shell names.
    ///
    /// An array gives its first element (its attributes say it is one).
    public func variables(named names: [String]) throws(ShellError) -> [String: ShellVariable] {
        let valid = names.filter { ShellBytes.isVariableName($0.utf8) }
        guard !valid.isEmpty else { return [:] }
        try shared.withLock { (shared) throws(ShellError) in try shared.checkUsable() }
        let nonce = Nonce.make(bytes: 16)
        try send("vars", nonce: nonce, extra: valid.joined(separator: " ") + "\n")
        let pairs = try waitForAnswer(
            output: { self.pendingOutput += $0 }, deadline: ProcessInfo.processInfo.systemUptime + Self.queryLimit,
            escalates: false, parse: { () throws(ShellError) in try Self.variables(in: answers, nonce: nonce) })
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The session's current directory (bash's `pwd`).
    public func currentDirectory() throws(ShellError) -> String {
        try shared.withLock { (shared) throws(ShellError) in try shared.checkUsable() }
        // Only a command changes bash's folder, and each one's answer gave it.
        return directory ?? options.workingDirectory
    }

    /// Ends bash; also done in deinit.
    public func close() {
        ending.withLock { _ in }
        let wasOpen = shared.withLock { shared -> Bool in
            defer { shared.closed = true }
            return !shared.closed
        }
        guard wasOpen else { return }
        process.closeEnds()  // bash reads end of file on fd 3 and leaves its loop
        process.waitForExit(within: 500)
        ScratchFiles.remove((scriptFile.map { [$0] } ?? []) + [folder + "/" + SessionScript.debugFile], folder: folder)
    }
}
