import Processes

/// What a `ShellSession` knows about itself, shared between `run`, `interrupt()` and `terminate()` under its lock.
struct SessionState {
    var running = false
    var closed = false
    var dead = false
    /// `terminate()` was called: docrun is ending.
    var terminated = false
    /// When `interrupt()` was first called, or the time limit passed, during the running command.
    var interruptedAt: Double?
    /// The running command passed its time limit.
    var timedOut = false
    /// The running command did not stop, and docrun killed bash.
    var stoppedBash = false
    /// When the running command started (processes started since are its own).
    var started = ProcessTree.Moment.origin

    func checkUsable() throws(ShellError) {
        if closed { throw .closed }
        if terminated { throw .sessionDied(.terminated) }
        if dead { throw .sessionDied(.earlier) }
    }

    mutating func startCommand(at moment: ProcessTree.Moment) {
        running = true
        started = moment
        interruptedAt = nil
        timedOut = false
    }
}

/// Shell variable names.
enum ShellNames {
    /// Whether `text` is a shell variable name: a letter or `_`, then letters, digits and `_` (ASCII).
    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return text.utf8.allSatisfy {
            ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39)
                || $0 == UInt8(ascii: "_")
        }
    }
}
