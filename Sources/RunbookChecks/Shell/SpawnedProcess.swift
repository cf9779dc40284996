#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a helper process could not be used: the environment's fault, never the page's.
struct SpawnError: Error, Sendable, Equatable {
    /// What went wrong, for a log line.
    let reason: String
}

/// A child process started with `posix_spawn`, its stdin and stdout on one socket pair and its stderr discarded.
///
/// Foundation's `Process` costs tens of milliseconds per wait here; this costs one `posix_spawn`. Our end of the
/// socket pair is close-on-exec from its creation, so a second child never holds the first one's stdin open
/// (which would keep it from seeing end of file when we go away).
final class SpawnedProcess {
    let pid: pid_t
    private let channel: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time: Swift's Glibc
    /// module does not declare it. Nil where the C library has none; the child then inherits what is open.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(
            symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Starts `executable` with `arguments` (argv[0] included) and exactly `environment`.
    init(executable: String, arguments: [String], environment: [String]) throws(SpawnError) {
        Self.ignoreBrokenPipes()
        var ends: [Int32] = [-1, -1]
        guard makeChannel(&ends) else { throw SpawnError(reason: "socketpair: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else is inherited: a pipe another thread has just made for a short-lived program (without
        // close-on-exec) would otherwise stay open in this long-lived child, and whoever reads that pipe would wait
        // for its end as long as docrun runs.
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            throw SpawnError(reason: "cannot start \(executable): errno \(status)")
        }
        pid = child
        channel = ends[0]
    }

    deinit {
        close(channel)
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
    }

    /// Writes all of `bytes` to the child's stdin.
    func write(_ bytes: [UInt8]) throws(SpawnError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { rawWrite(channel, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw SpawnError(reason: "write to child: errno \(errno)")
            }
            offset += written
        }
    }

    /// Reads from the child's stdout up to and including the next `delimiter`, which is not returned.
    ///
    /// Gives up after `timeout` milliseconds without a byte, or at end of file.
    func read(until delimiter: UInt8, timeout: Int32) throws(SpawnError) -> ArraySlice<UInt8> {
        var scanned = 0
        while true {
            if let end = buffer[(start + scanned)...].firstIndex(of: delimiter) {
                let frame = buffer[start..<end]
                start = end + 1
                return frame
            }
            scanned = buffer.count - start
            try fill(timeout: timeout)
        }
    }

    /// Reads everything the child writes until it closes its output, then waits for it to exit.
    ///
    /// Gives up after `timeout` milliseconds without a byte.
    func readToEnd(timeout: Int32) throws(SpawnError) -> [UInt8] {
        while true {
            do {
                try fill(timeout: timeout)
            } catch {
                if error.reason == Self.closed { break }
                throw error
            }
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let all = Array(buffer[start...])
        buffer = []
        start = 0
        return all
    }

    private static let closed = "child closed its output"

    private func fill(timeout: Int32) throws(SpawnError) {
        if start > 0 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        var poller = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat { ready = poll(&poller, 1, timeout) } while ready < 0 && errno == EINTR
        guard ready > 0 else { throw SpawnError(reason: "no answer from child within \(timeout) ms") }
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { rawRead(channel, $0.baseAddress!, $0.count) }
        } while count < 0
            && errno == EINTR
        guard count > 0 else { throw SpawnError(reason: Self.closed) }
        buffer += chunk[..<count]
    }

    /// The first executable called `name` on `PATH` (or `fallback` when `PATH` has none).
    static func find(_ name: String, fallback: [String] = []) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + fallback
        return candidates.first { access($0, X_OK) == 0 }
    }

    /// A child that dies while we write to it must not kill us with SIGPIPE; the write reports EPIPE instead.
    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    private static func ignoreBrokenPipes() { _ = brokenPipesIgnored }
}

private func rawWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func rawRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}

/// A connected pair of sockets, close-on-exec from the start: other threads may spawn children at that moment.
private func makeChannel(_ ends: inout [Int32]) -> Bool {
    #if canImport(Glibc)
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
        let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return false }
    #if !canImport(Glibc)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    #endif
    return true
}
