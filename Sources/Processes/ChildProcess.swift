import Foundation
import Synchronization

/// Why a process docrun starts could not be used: the environment's fault, never the page's.
public struct SpawnError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a log line.
    public let reason: String

    /// Creates an error.
    public init(reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}

/// What one descriptor of a child is, set up before its program starts.
public enum ChildDescriptor: Sendable, Equatable {
    /// `/dev/null`, open for reading and writing.
    case null
    /// A copy of one of docrun's own descriptors (docrun's stdin, the terminal).
    case inherited(Int32)
    /// A pipe the child writes and docrun reads.
    case toParent
    /// A pipe the child reads and docrun writes.
    case fromParent
    /// The same as another of the child's descriptors (stderr sharing stdout's pipe).
    case same(as: Int32)
}

/// A process docrun started, its ends of the pipes to it, and its reaping: the only place docrun starts processes.
///
/// With `posix_spawn` (Foundation's `Process` costs tens of milliseconds per wait here); with exactly the descriptors
/// it is given, every other one closed (so a long-lived child never holds a pipe another thread has just made); with
/// the default action for every signal docrun may handle or ignore, none blocked. It is reaped here, and killed
/// (its group, when it leads one) if it is still running when the object goes away.
public final class ChildProcess: Sendable {
    /// The child's process id (its process group id too, when `ownsGroup`).
    public let pid: pid_t
    /// Whether the child leads its own process group and session.
    public let ownsGroup: Bool
    /// docrun's end of each pipe, by the child's descriptor number.
    public let ends: [Int32: Int32]
    /// The wait status once reaped, and whether docrun's ends are still open.
    private let state = Mutex<(status: Int32?, endsOpen: Bool)>((nil, true))

    /// Starts `executable` with `arguments` (`argv[0]` included), exactly `environment` and `descriptors`.
    ///
    /// With `ownSession` it leads a session and process group without a terminal, so that a signal to its group reaches
    /// everything it started and nothing of docrun's.
    public init(
        _ executable: String, arguments: [String], environment: [String],
        descriptors: [(number: Int32, what: ChildDescriptor)], ownSession: Bool = false
    ) throws(SpawnError) {
        _ = Self.brokenPipesIgnored
        var theirs: [Int32: Int32] = [:]
        var ours: [Int32: Int32] = [:]
        for (number, what) in descriptors where what == .toParent || what == .fromParent {
            var pair: [Int32] = [-1, -1]
            guard Descriptors.makePipe(&pair) else {
                let error = SpawnError(reason: "pipe: errno \(errno)")
                for fd in Array(theirs.values) + Array(ours.values) { close(fd) }
                throw error
            }
            theirs[number] = what == .fromParent ? pair[0] : pair[1]
            ours[number] = what == .fromParent ? pair[1] : pair[0]
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Each source goes first to a number above every source and target, then to its target, so that a target that
        // is another source is overwritten only once every source is copied.
        let sources = descriptors.map { entry -> Int32? in
            if case .inherited(let fd) = entry.what { return fd }
            return theirs[entry.number]
        }
        let highest = descriptors.map(\.number).max() ?? 2
        let staging = max(highest, sources.compactMap { $0 }.max() ?? 0) + 1
        for (index, source) in sources.enumerated() where source != nil {
            posix_spawn_file_actions_adddup2(&actions, source!, staging + Int32(index))
        }
        for (index, source) in sources.enumerated() where source != nil {
            posix_spawn_file_actions_adddup2(&actions, staging + Int32(index), descriptors[index].number)
        }
        for (number, what) in descriptors {
            if what == .null { posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDWR, 0) }
            if case .same(let other) = what { posix_spawn_file_actions_adddup2(&actions, other, number) }
        }
        _ = Descriptors.closeFrom?(&actions, highest + 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Self.resetInChildren { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if ownSession { flags |= Self.setsidFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        for fd in theirs.values { close(fd) }
        guard result == 0 else {
            for fd in ours.values { close(fd) }
            throw SpawnError(reason: "cannot start \(executable): errno \(result)")
        }
        pid = child
        ownsGroup = ownSession
        ends = ours
    }

    deinit {
        closeEnds()
        if exitStatus() == nil {
            signalAll(SIGKILL)
            waitForExit()
        }
    }

    /// Closes docrun's ends of the pipes.
    public func closeEnds() {
        let open = state.withLock { state in
            defer { state.endsOpen = false }
            return state.endsOpen
        }
        if open { for fd in ends.values { close(fd) } }
    }

    /// Sends `signal` to the child and everything it started: its whole group when it leads one, else the child
    /// and its descendants.
    ///
    /// `skippingGroup`: not the processes of that process group (those a terminal's Ctrl-C reached already).
    public func signalAll(_ signal: Int32, skippingGroup group: pid_t? = nil) {
        if let group, !ownsGroup {
            guard state.withLock({ $0.status == nil }) else { return }
            for process in [pid] + ProcessTree.descendants(of: pid) where getpgid(process) != group {
                kill(process, signal)
            }
        } else if ownsGroup {
            // Even once the child is reaped: the group lives on while a member does, and Linux does not hand out
            // a process id still in use as a group's.
            kill(-pid, signal)
        } else if state.withLock({ $0.status == nil }) {
            let below = ProcessTree.descendants(of: pid)
            kill(pid, signal)
            for descendant in below { kill(descendant, signal) }
        }
    }

    /// The signal that ended a child whose wait status is `status`; nil when it exited.
    public static func terminatingSignal(_ status: Int32) -> Int32? {
        let signal = status & 0x7F
        return signal == 0 || signal == 0x7F ? nil : signal
    }

    /// The wait status if the child has exited (reaping it), else nil.
    public func exitStatus() -> Int32? {
        state.withLock { state in
            var raw: Int32 = 0
            if state.status == nil, waitpid(pid, &raw, WNOHANG) == pid { state.status = raw }
            return state.status
        }
    }

    /// Waits for the child to exit, killing it with its group after `milliseconds`; its wait status.
    @discardableResult
    public func waitForExit(within milliseconds: Int? = nil) -> Int32 {
        if let milliseconds {
            for _ in 0..<max(1, milliseconds / 5) {
                if let status = exitStatus() { return status }
                usleep(5_000)
            }
            signalAll(SIGKILL)
        }
        return state.withLock { state in
            var raw: Int32 = 0
            if state.status == nil {
                while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
                state.status = raw
            }
            return state.status!
        }
    }

    /// Runs `executable` with stdin and stderr on `/dev/null`: all it writes on stdout, and its wait status.
    ///
    /// Gives up after `timeout` milliseconds without a byte.
    public static func output(
        of executable: String, arguments: [String], environment: [String], timeout: Int32
    ) throws(SpawnError) -> (bytes: [UInt8], status: Int32) {
        let process = try ChildProcess(
            executable, arguments: arguments, environment: environment,
            descriptors: [(0, .null), (1, .toParent), (2, .null)])
        let pipe = process.ends[1]!
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            guard Descriptors.poll([pipe], milliseconds: timeout)[0] else {
                throw SpawnError(reason: "no answer from child within \(timeout) ms")
            }
            switch Descriptors.read(pipe, into: &chunk) {
            case .bytes(let count): bytes += chunk[..<count]
            case .nothing: continue
            case .end: return (bytes, process.waitForExit())
            }
        }
    }

    /// The first executable `name` in the `:`-separated `path` (docrun's `PATH` when nil), else the first of
    /// `fallback` that is executable.
    public static func find(_ name: String, path: String? = nil, fallback: [String] = []) -> String? {
        let path = path ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/\(name)" } + fallback).first { access($0, X_OK) == 0 }
    }

    /// Signals docrun may catch or ignore for itself; every child gets their default action back.
    static let resetInChildren = [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU]

    /// A child that dies while docrun writes to it must not kill docrun with SIGPIPE; the write reports EPIPE.
    static let brokenPipesIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private static let setsidFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID, a GNU extension Swift does not import
}
