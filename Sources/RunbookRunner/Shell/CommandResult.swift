/// What a command run in a `ShellSession` did: a failing command is a result, not an error.
public struct CommandResult: Sendable, Equatable {
    /// The exit status; 128+n when the command was killed by signal n.
    public let status: Int32
    /// The output kept (bounded): stdout and stderr merged in order, decoded as lossy UTF-8.
    public let output: String
    /// Whether output was dropped from the middle to stay within the session's limit.
    public let truncated: Bool
    /// Wall-clock seconds from sending the command to seeing its end.
    public let duration: Double
    /// Whether `interrupt()` was called while the command ran.
    public let interrupted: Bool

    /// Creates a result.
    public init(status: Int32, output: String, truncated: Bool, duration: Double, interrupted: Bool) {
        self.status = status
        self.output = output
        self.truncated = truncated
        self.duration = duration
        self.interrupted = interrupted
    }

    /// Whether the command succeeded.
    public var succeeded: Bool { status == 0 }
}

/// Why a `ShellSession` cannot go on: the environment's fault, never the command's.
public enum ShellError: Error, Sendable, Equatable {
    /// bash could not be started (not found, pipes or spawn failed).
    case cannotStart(String)
    /// bash ended (a command ran `exec`, `kill $$`, or the process was killed); start a new session.
    case sessionDied(String)
    /// The session was closed with `close()`.
    case closed
    /// Talking to bash failed (a read or write on the control pipes).
    case io(String)
}
