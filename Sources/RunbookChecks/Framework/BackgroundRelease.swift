import Foundation

/// Frees a large value on a thread of its own, so that the thread done with it goes on at once.
///
/// A checked doc set is hundreds of thousands of small objects (tree nodes, steps, lines); releasing them one by
/// one takes tens of milliseconds that nothing waits for: the report can be written meanwhile, and a command that
/// exits does not need them freed at all. The caller hands over its last reference with `consume`; any other
/// reference left keeps the value alive wherever it is.
public enum BackgroundRelease {
    /// Releases `value` on a new thread, with `ParallelWork`'s large stack (deep trees are freed recursively).
    public static func release<T: Sendable>(_ value: consuming T) {
        let holder = Holder<T>()
        holder.value = value
        let thread = Thread { holder.value = nil }
        thread.stackSize = ParallelWork.stackSize
        thread.start()
    }
}

/// The value in transit: set before the thread starts, dropped by the thread alone.
private final class Holder<T: Sendable>: @unchecked Sendable {
    var value: T?
}
