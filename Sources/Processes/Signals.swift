import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docrun's own signals: which ones children get back at their default, SIGPIPE, and a watcher that turns
/// signals into calls on a thread.
public enum Signals {
    /// Signals docrun may catch or ignore for itself; every child gets their default action back.
    static let resetInChildren = [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU]

    /// A child that dies while docrun writes to it must not kill docrun with SIGPIPE; the write reports EPIPE.
    public static func ignoreBrokenPipes() { _ = brokenPipesIgnored }

    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()
}

/// Turns signals sent to docrun into calls of a closure on a thread of its own, instead of their default action.
///
/// The handler only writes the signal's number to a pipe (the one thing a signal handler may safely do); the
/// thread reads it. A handler, unlike `SIG_IGN`, is reset in the programs docrun starts (and `ChildProcess` resets
/// them anyway), so bash and the commands still stop on Ctrl-C. One watcher at a time.
public final class SignalWatcher: @unchecked Sendable {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    private let signals: [Int32]
    private let thread: Thread

    /// Starts watching `signals`; `onSignal` receives each one, on the watcher's thread.
    public init(_ signals: [Int32], onSignal: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var ends: [Int32] = [-1, -1]
        _ = Descriptors.makePipe(&ends)
        let readEnd = ends[0]
        Self.writeEnd = ends[1]
        thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 || byte == 0 {
                    close(readEnd)
                    return
                }
                onSignal(Int32(byte))
            }
        }
        thread.start()
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalWatcher.writeEnd, &byte, 1)
            }
        #else
            action.__sigaction_u.__sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalWatcher.writeEnd, &byte, 1)
            }
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in signals {
            sigaction(number, &action, nil)
            sigaddset(&unblock, number)
        }
        // docrun may have been started with these signals blocked (the mask is inherited): unblock them.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Puts the signals back to their default action and ends the thread.
    public func cancel() {
        for number in signals { signal(number, SIG_DFL) }
        var stop: UInt8 = 0
        _ = write(Self.writeEnd, &stop, 1)
    }
}

/// A pthread mutex (it owns one, hence a class).
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// Creates an unlocked mutex.
    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the mutex held.
    public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Seconds on the monotonic clock, for durations and deadlines.
public enum MonotonicClock {
    /// Seconds since an arbitrary start that never jumps.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
