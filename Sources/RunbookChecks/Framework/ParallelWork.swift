import Foundation
import Synchronization

/// Runs work on a few threads with 8 MB stacks, not Dispatch's smaller ones: hostile pages nest blocks hundreds
/// deep and rules walk trees recursively.
public enum ParallelWork {
    /// `body(index)` for every index below `count`, computed on up to `threads` threads, in index order.
    public static func map<T: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while case let index = slots.next.wrappingAdd(1, ordering: .relaxed).oldValue, index < count {
                    let value = body(index)
                    slots.results.withLock { $0[index] = value }
                }
                finished.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
        return slots.results.withLock { $0.map { $0! } }
    }

    /// Up to `parts` ranges of consecutive indices below `count`, of about the same length, that cover them all.
    static func runs(count: Int, parts: Int) -> [Range<Int>] {
        let size = max(1, (count + max(1, parts) - 1) / max(1, parts))
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }
}

private final class Slots<T: Sendable>: Sendable {
    let next = Atomic(0)
    let results: Mutex<[T?]>

    init(count: Int) {
        results = Mutex(Array(repeating: nil, count: count))
    }
}
