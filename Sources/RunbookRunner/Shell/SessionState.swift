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
