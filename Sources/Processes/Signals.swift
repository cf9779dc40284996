import Foundation

/// Turns signals sent to docrun into calls of a closure on a thread of its own; one watcher at a time.
///
/// The handler only writes the signal's number to a pipe (the one thing a signal handler may safely do). A handler,
/// unlike `SIG_IGN`, is reset in the programs docrun starts, so bash and the commands still stop on Ctrl-C.
public final class SignalWatcher: @unchecked Sendable {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    private let signals: [Int32]

    /// Starts watching `signals`; `onSignal` receives each one, on the watcher's thread.
    public init(_ signals: [Int32], onSignal: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var ends: [Int32] = [-1, -1]
        _ = Descriptors.makePipe(&ends)
        let readEnd = ends[0]
        Self.writeEnd = ends[1]
        Thread.detachNewThread {
            var byte: [UInt8] = [0]
            // Until the pipe ends or `cancel` writes 0.
            while case .bytes = Descriptors.read(readEnd, into: &byte), byte[0] != 0 {
                onSignal(Int32(byte[0]))
            }
            close(readEnd)
        }
        let handler: @convention(c) (Int32) -> Void = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(SignalWatcher.writeEnd, &byte, 1)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
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
