#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a `ShellSession` knows about itself, shared between `run` and `interrupt()` under a `SessionLock`.
struct SessionState {
    var running = false
    var closed = false
    var dead = false
    /// When `interrupt()` was first called during the running command.
    var interruptedAt: Double?

    func checkUsable() throws(ShellError) {
        if closed { throw .closed }
        if dead { throw .sessionDied("bash ended during an earlier request") }
    }

    mutating func startCommand() {
        running = true
        interruptedAt = nil
    }
}

/// A mutex (it owns a pthread mutex, hence a class).
final class SessionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
