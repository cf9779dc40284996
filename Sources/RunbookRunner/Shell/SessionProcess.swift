#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bash process of a `ShellSession` and the pipes to it: the only file that spawns it.
///
/// bash gets: fd 0 the terminal (docrun's stdin) or `/dev/null`; fds 1 and 2 one output pipe; fd 3 the control
/// pipe (docrun → bash); fd 4 the answer pipe (bash → docrun). Our ends are close-on-exec from their creation.
struct SessionProcess {
    let pid: pid_t
    /// Whether bash leads its own session and process group (not sharing the terminal).
    let ownsGroup: Bool
    let output: Int32
    let control: Int32
    let answers: Int32

    /// Starts `bash --noprofile --norc -c script name arguments…`.
    static func start(
        bash: String, script: String, arguments: [String], environment: [String: String], inheritsTerminal: Bool
    ) throws(ShellError) -> SessionProcess {
        ignoreBrokenPipes()
        var outputPipe: [Int32] = [-1, -1]
        var controlPipe: [Int32] = [-1, -1]
        var answerPipe: [Int32] = [-1, -1]
        guard makePipe(&outputPipe), makePipe(&controlPipe), makePipe(&answerPipe) else {
            for fd in outputPipe + controlPipe + answerPipe where fd >= 0 { close(fd) }
            throw .cannotStart("pipe: errno \(errno)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !inheritsTerminal { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, controlPipe[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answerPipe[1], 4)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // docrun may ignore SIGINT or SIGPIPE for itself; commands must get the defaults and an empty mask.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if !inheritsTerminal { flags |= setsidFlag }  // no terminal at all: `/dev/tty` fails instead of hanging
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = (["bash", "--noprofile", "--norc", "-c", script] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, bash, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(controlPipe[0])
        close(answerPipe[1])
        guard status == 0 else {
            close(outputPipe[0])
            close(controlPipe[1])
            close(answerPipe[0])
            throw .cannotStart("cannot start \(bash): errno \(status)")
        }
        _ = fcntl(outputPipe[0], F_SETFL, fcntl(outputPipe[0], F_GETFL) | O_NONBLOCK)
        return SessionProcess(
            pid: child, ownsGroup: !inheritsTerminal, output: outputPipe[0], control: controlPipe[1],
            answers: answerPipe[0])
    }

    /// Closes our ends; bash sees end of file on its control pipe and leaves its loop.
    func closePipes() {
        close(control)
        close(output)
        close(answers)
    }

    /// Waits up to `milliseconds` for bash to exit, then kills it; returns its wait status.
    func reap(within milliseconds: Int) -> Int32 {
        var status: Int32 = 0
        for _ in 0..<max(1, milliseconds / 10) {
            if waitpid(pid, &status, WNOHANG) == pid { return status }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return status
    }

    /// Writes all of `bytes` to `descriptor`.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// A wait status as text, for `sessionDied`.
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "bash exited with status \((status >> 8) & 0xFF)" : "bash was killed by signal \(signal)"
    }

    /// The first executable `bash` on `path`, else `/bin/bash`.
    static func findBash(path: String?) -> String {
        let directories = (path ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/bash" }.first { access($0, X_OK) == 0 } ?? "/bin/bash"
    }

    #if canImport(Glibc)
        private static let setsidFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID, a GNU extension Swift does not import
    #else
        private static let setsidFlag = Int32(POSIX_SPAWN_SETSID)
    #endif

    /// A bash that dies while we write to it must not kill docrun with SIGPIPE; the write reports EPIPE instead.
    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    private static func ignoreBrokenPipes() { _ = brokenPipesIgnored }
}

/// A pipe whose ends are close-on-exec from the start: other threads may spawn children at that moment.
private func makePipe(_ ends: inout [Int32]) -> Bool {
    #if canImport(Glibc)
        return ends.withUnsafeMutableBufferPointer { linuxPipe2($0.baseAddress!, O_CLOEXEC) } == 0
    #else
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return true
    #endif
}

#if canImport(Glibc)
    /// glibc's `pipe2`, which Swift's Glibc module does not import (it is a GNU extension).
    @_silgen_name("pipe2")
    private func linuxPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif
