#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a process docrun starts could not be used: the environment's fault, never the page's.
public struct SpawnError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a log line.
    public let reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

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
    /// A socket pair: the child reads and writes it, and so does docrun.
    case socket
    /// The same as another of the child's descriptors (stderr sharing stdout's pipe).
    case same(as: Int32)
}

/// How to start a child: its program, arguments, environment, descriptors and process group.
public struct ChildLaunch: Sendable {
    /// The program's path.
    public var executable: String
    /// The arguments, `argv[0]` included.
    public var arguments: [String]
    /// The whole environment, `NAME=value` each.
    public var environment: [String]
    /// The child's descriptors and what each is; every other descriptor is closed in the child.
    public var descriptors: [(number: Int32, what: ChildDescriptor)]
    /// true: the child leads a session and a process group of its own, without a controlling terminal, so that a
    /// signal to its group reaches everything it started and nothing of docrun's; false: it shares docrun's.
    public var ownSession: Bool

    /// Creates a launch description.
    public init(
        executable: String, arguments: [String], environment: [String],
        descriptors: [(number: Int32, what: ChildDescriptor)], ownSession: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.descriptors = descriptors
        self.ownSession = ownSession
    }
}

/// A process docrun started, its ends of the pipes to it, and its reaping: the only place docrun starts processes.
///
/// Every child, whatever it runs, starts the same way: with `posix_spawn` (Foundation's `Process` costs tens of
/// milliseconds per wait here), with exactly the descriptors its launch names (docrun's ends are close-on-exec from
/// their creation and every other descriptor is closed in the child, so a long-lived child never holds a pipe that
/// another thread has just made for something else), with the default action for every signal docrun may handle or
/// ignore, and with no signal blocked. The object owns the process: it is reaped here, and killed (its group, when
/// it leads one) if it is still running when the object goes away.
public final class ChildProcess: @unchecked Sendable {
    /// The child's process id (its process group id too, when `ownsGroup`).
    public let pid: pid_t
    /// Whether the child leads its own process group and session.
    public let ownsGroup: Bool
    /// docrun's end of each pipe or socket, by the child's descriptor number.
    public let ends: [Int32: Int32]
    private let lock = Lock()
    /// The wait status once reaped; guarded by `lock`.
    private var status: Int32?
    private var endsOpen = true

    /// Starts the child described by `launch`.
    public init(_ launch: ChildLaunch) throws(SpawnError) {
        Signals.ignoreBrokenPipes()
        var theirs: [Int32: Int32] = [:]
        var ours: [Int32: Int32] = [:]
        func closeAll() {
            for fd in Array(theirs.values) + Array(ours.values) { close(fd) }
        }
        for (number, what) in launch.descriptors {
            var pair: [Int32] = [-1, -1]
            switch what {
            case .toParent, .fromParent:
                guard Descriptors.makePipe(&pair) else {
                    closeAll()
                    throw SpawnError(reason: "pipe: errno \(errno)")
                }
                let childReads = what == .fromParent
                theirs[number] = childReads ? pair[0] : pair[1]
                ours[number] = childReads ? pair[1] : pair[0]
            case .socket:
                guard Descriptors.makeSocketPair(&pair) else {
                    closeAll()
                    throw SpawnError(reason: "socketpair: errno \(errno)")
                }
                theirs[number] = pair[1]
                ours[number] = pair[0]
            case .null, .inherited, .same:
                continue
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Each source goes first to a number above every source and target, then to its target: a target that is
        // also another source's number is overwritten only once every source has been copied.
        let sources = launch.descriptors.compactMap { entry -> Int32? in
            if case .inherited(let fd) = entry.what { return fd }
            return theirs[entry.number]
        }
        let highest = launch.descriptors.map(\.number).max() ?? 2
        let staging = max(highest, sources.max() ?? 0) + 1
        var staged: [(Int32, Int32)] = []
        for (index, entry) in launch.descriptors.enumerated() {
            let source: Int32?
            if case .inherited(let fd) = entry.what { source = fd } else { source = theirs[entry.number] }
            guard let source else { continue }
            posix_spawn_file_actions_adddup2(&actions, source, staging + Int32(index))
            staged.append((staging + Int32(index), entry.number))
        }
        for (from, to) in staged { posix_spawn_file_actions_adddup2(&actions, from, to) }
        for (number, what) in launch.descriptors {
            switch what {
            case .null: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDWR, 0)
            case .same(let other): posix_spawn_file_actions_adddup2(&actions, other, number)
            default: break
            }
        }
        Descriptors.closeFrom(&actions, highest + 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Signals.resetInChildren { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if launch.ownSession { flags |= Self.setsidFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = launch.arguments.map { strdup($0) } + [nil]
        let envp = launch.environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, launch.executable, &actions, &attributes, argv, envp)
        for fd in theirs.values { close(fd) }
        guard result == 0 else {
            for fd in ours.values { close(fd) }
            throw SpawnError(reason: "cannot start \(launch.executable): errno \(result)")
        }
        pid = child
        ownsGroup = launch.ownSession
        ends = ours
    }

    deinit {
        closeEnds()
        if exitStatus() == nil {
            signalAll(SIGKILL)
            _ = waitForExit()
        }
    }

    /// Closes docrun's ends of the pipes (the child sees end of file on what it reads).
    public func closeEnds() {
        let open = lock.withLock { () -> Bool in
            defer { endsOpen = false }
            return endsOpen
        }
        guard open else { return }
        for fd in ends.values { close(fd) }
    }

    /// Sends `signal` to the child alone.
    public func signal(_ signal: Int32) {
        guard lock.withLock({ status == nil }) else { return }
        kill(pid, signal)
    }

    /// Sends `signal` to everything the child started, never the child itself: its group when it leads one (bash
    /// is then spared by sending to each other member), else its descendants found in `/proc`.
    public func signalDescendants(_ signal: Int32) {
        let alive = lock.withLock { status == nil }
        if alive { for descendant in ProcessTree.descendants(of: pid) { kill(descendant, signal) } }
        if ownsGroup {
            for member in ProcessTree.members(ofGroup: pid) where member != pid { kill(member, signal) }
        }
    }

    /// Sends `signal` to the child and everything it started: its whole group when it leads one, else the child
    /// and its descendants.
    public func signalAll(_ signal: Int32) {
        if ownsGroup {
            // Even once the child is reaped: the group lives on while a member does, and Linux does not hand out
            // a process id still in use as a group's.
            kill(-pid, signal)
        } else {
            guard lock.withLock({ status == nil }) else { return }
            let below = ProcessTree.descendants(of: pid)
            kill(pid, signal)
            for descendant in below { kill(descendant, signal) }
        }
    }

    /// The wait status if the child has exited (reaping it), else nil.
    public func exitStatus() -> Int32? {
        lock.withLock { () -> Int32? in
            if let status { return status }
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
            return status
        }
    }

    /// Waits for the child to exit; after `milliseconds` (nil: no limit) it is killed with its group. Returns its
    /// wait status.
    @discardableResult
    public func waitForExit(within milliseconds: Int? = nil) -> Int32 {
        if let milliseconds {
            for _ in 0..<max(1, milliseconds / 5) {
                if let status = exitStatus() { return status }
                usleep(5_000)
            }
            signalAll(SIGKILL)
        }
        return lock.withLock { () -> Int32 in
            if let status { return status }
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = raw
            return raw
        }
    }

    /// A wait status as text: `exited with status n` or `killed by signal n`.
    public static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "killed by signal \(signal)"
    }

    /// The first executable `name` in the `:`-separated `path` (docrun's `PATH` when nil), else the first of
    /// `fallback` that is executable.
    public static func find(_ name: String, path: String? = nil, fallback: [String] = []) -> String? {
        let path = path ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + fallback
        return candidates.first { access($0, X_OK) == 0 }
    }

    #if canImport(Glibc)
        private static let setsidFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID, a GNU extension Swift does not import
    #else
        private static let setsidFlag = Int32(POSIX_SPAWN_SETSID)
    #endif
}
