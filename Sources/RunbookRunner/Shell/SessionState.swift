/// What a `ShellSession` knows about itself, shared between `run` and `interrupt()` under its lock.
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
