import Foundation

/// Runs work on a few threads with large stacks.
///
/// Hostile pages nest blocks hundreds deep and rules walk trees recursively, so the work runs on threads with
/// 8 MB stacks rather than on Dispatch's smaller ones.
public enum ParallelWork {
    /// The stack size of every worker thread.
    static let stackSize = 8 << 20

    /// `body(index)` for every index below `count`, computed on up to `threads` threads, in index order.
    public static func map<T: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = slots.claim() { slots.store(body(index), at: index) }
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
        return slots.values()
    }
}

/// The results being filled in by the workers, and the next index to hand out; a lock guards both.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [T?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        results[index] = value
        lock.unlock()
    }

    func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return results.map { $0! }
    }
}
