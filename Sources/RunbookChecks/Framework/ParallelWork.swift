import Foundation
import Synchronization

/// Runs work on a few threads with 8 MB stacks, not Dispatch's smaller ones: hostile pages nest blocks hundreds
/// deep and rules walk trees recursively.
public enum ParallelWork {
    /// `body(index)` for every index below `count`, computed on up to `threads` threads, returned in index order.
    ///
    /// With `sizes` (an estimate of each index's work), the largest are started first: a large piece started last
    /// would run alone at the end while the other threads wait.
    public static func map<T: Sendable>(
        count: Int, threads: Int, largestFirst sizes: [Int]? = nil, _ body: @escaping @Sendable (Int) -> T
    ) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let order = sizes.map { sizes in (0..<count).sorted { sizes[$0] > sizes[$1] } }
        let workers = max(1, min(threads, count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while case let next = slots.next.wrappingAdd(1, ordering: .relaxed).oldValue, next < count {
                    let index = order?[next] ?? next
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
