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
    public var interrupted: Bool
    /// Whether the command ran past its time limit and was stopped.
    public var timedOut = false
    /// What the command did to docrun's shell that docrun undid; empty for a command that left the shell alone.
    ///
    /// It lists the builtins it shadowed with functions (`printf`) and the DEBUG or RETURN traps it set (`trap DEBUG`).
    public var tampering: [String] = []
    /// The first of the command's own lines that failed, when a later line succeeded or the status is its own: a
    /// `{: pre}` block of several commands is run as pasted, every line, and fails when one of them did (a line is
    /// judged by its last command: `false; echo hi` alone is no failure).
    public var failure: Failure?
    /// How bash ended, when the command ended it (`exec`, `builtin exit 3`, `kill $$`, an unset name under
    /// `set -u`): `status` is its exit status (128+n for signal n), `output` what the command printed until then, and
    /// the session cannot go on.
    public var ended: ShellEnd?

    /// A line of the command that exited with a status other than 0.
    public struct Failure: Sendable, Equatable {
        /// Its exit status.
        public let status: Int32
        /// Its line in the command file bash sourced (the command as run, values filled in).
        public let line: Int
    }
}

/// Why a `ShellSession` cannot go on.
public enum ShellError: Error, Sendable, Equatable {
    /// bash could not be started (not found, pipes or spawn failed).
    case cannotStart(String)
    /// bash had ended (the command before ended it: its result says so, `CommandResult.ended`), or docrun stopped
    /// it; start a new session.
    case sessionDied(ShellEnd)
    /// bash answered something that is not docrun's answer (a command wrote on docrun's descriptors or broke its
    /// loop); what arrived, shortened. The session is not used again: start a new one.
    case interfered(String)
    /// The session was closed with `close()`.
    case closed
    /// Talking to bash failed (a read or write on the control pipes).
    case io(String)
}

/// How bash ended.
public enum ShellEnd: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// It was killed by this signal.
    case killed(Int32)
    /// A command did not stop on Ctrl-C or at its time limit, and docrun killed bash.
    case stopped
    /// docrun ended it, because docrun itself is ending (SIGTERM, SIGHUP).
    case terminated
    /// It had ended during an earlier request.
    case earlier

    /// The status of a command that ended bash itself (it exited, or a signal killed it: 128+n); nil when docrun
    /// stopped it or it had ended before.
    public var status: Int32? {
        switch self {
        case .exited(let status): status
        case .killed(let signal): 128 + signal
        case .stopped, .terminated, .earlier: nil
        }
    }
}

/// A shell variable's value and its attributes.
///
/// The attributes are as `${name@a}` gives them: `x` exported, `i` integer, `a` an array, `A` an associative array,
/// `r` read-only…
public struct ShellVariable: Sendable, Equatable {
    /// The value (an array's first element).
    public var value: String
    /// The attribute letters.
    public var attributes: String
    /// Whether the value's bytes are UTF-8 text: `value` holds U+FFFD for each byte that is not, so it is not the
    /// variable's value then.
    public var isText = true
}
