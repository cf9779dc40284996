import Foundation

/// Frees a large value on a thread of its own, so that the thread done with it goes on at once.
///
/// A checked doc set is hundreds of thousands of small objects: freeing them takes tens of milliseconds that nothing
/// waits for (the report is written meanwhile; a command that exits need not free them at all).
public enum BackgroundRelease {
    /// Releases `value`, the caller's last reference (`consume`), on a thread with `ParallelWork`'s large stack:
    /// deep trees are freed recursively.
    public static func release<T: Sendable>(_ value: consuming T) {
        let holder = Holder<T>()
        holder.value = value
        let thread = Thread { holder.value = nil }
        thread.stackSize = ParallelWork.stackSize
        thread.start()
    }
}

private final class Holder<T: Sendable>: @unchecked Sendable {
    var value: T?
}
