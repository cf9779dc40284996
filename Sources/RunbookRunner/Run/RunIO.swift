import Foundation
import Processes
import Synchronization

/// Where a run writes what a person reads; called from the thread that reads a command's output too.
public protocol RunConsole: Sendable {
    /// Writes `text` as it is (no newline added).
    func write(_ text: String)
}

extension RunConsole {
    func line(_ text: String = "") { write(text + "\n") }

    /// Writes `texts`, each followed by a newline, at once (nothing when there is none).
    func lines(_ texts: [String]) {
        if !texts.isEmpty { write(texts.joined(separator: "\n") + "\n") }
    }
}

/// Asks a person for a line of text; only used when docrun has a terminal.
public protocol Prompter: AnyObject {
    /// Shows `prompt` and reads one line (without its newline); `secret` turns echo off. Nil at end of input.
    func readLine(prompt: String, secret: Bool) -> String?
}

/// Standard output (or another descriptor), unbuffered.
public struct StandardOutputConsole: RunConsole {
    private let descriptor: Int32

    /// Creates the console on `descriptor` (standard output unless told).
    public init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    /// Where a run's questions are written: standard output when it is the terminal, else `/dev/tty` (so that
    /// `docrun run PAGE | tee run.log` still shows each question), else standard output.
    public static func forQuestions() -> StandardOutputConsole { StandardOutputConsole(descriptor: terminal()) }

    /// The descriptor `forQuestions` writes to (the caller closes it unless it is standard output).
    static func terminal() -> Int32 {
        if isatty(STDOUT_FILENO) == 1 { return STDOUT_FILENO }
        let terminal = open("/dev/tty", O_WRONLY | O_CLOEXEC)
        return terminal >= 0 ? terminal : STDOUT_FILENO
    }

    /// Writes `text` at once, retrying short writes.
    public func write(_ text: String) {
        _ = Descriptors.writeAll(descriptor, Array(text.utf8))
    }
}

/// How many times Ctrl-C was pressed since the last reset, and whether docrun is ending on a signal.
public final class Interruptions: Sendable {
    private let state = Mutex((count: 0, ending: Int32?.none))

    /// Creates a counter at zero.
    public init() {}

    /// Counts one Ctrl-C; returns the count.
    public func record() -> Int {
        state.withLock {
            $0.count += 1
            return $0.count
        }
    }

    /// The count.
    public var current: Int { state.withLock { $0.count } }

    /// Back to zero (once an interruption has been dealt with).
    public func reset() { state.withLock { $0.count = 0 } }

    /// Records that docrun must end because of `signal` (SIGTERM, SIGHUP, a second Ctrl-C); the first one counts.
    public func end(_ signal: Int32) { state.withLock { $0.ending = $0.ending ?? signal } }

    /// The signal docrun is ending on, if any.
    public var endingSignal: Int32? { state.withLock { $0.ending } }
}

/// Reads answers from the terminal on standard input, echo off for secrets; Ctrl-C while it waits ends the answer.
public final class TerminalPrompter: Prompter {
    private let console: any RunConsole
    private let interruptions: Interruptions

    /// Creates a prompter that writes its prompts to `console` and gives up when `interruptions` grows; it keeps the
    /// terminal's settings as they are now, the run's start.
    public init(console: any RunConsole, interruptions: Interruptions) {
        self.console = console
        self.interruptions = interruptions
        var settings = termios()
        if Self.original == nil, tcgetattr(STDIN_FILENO, &settings) == 0 { Self.original = settings }
    }

    /// Whether standard input is a terminal: a person can answer (standard output may be a pipe).
    public static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 }

    /// The longest line a terminal passes in its line mode (Linux's, less the line break): a longer one is cut.
    public static let lineLimit = 4095

    /// The terminal's settings at the run's start, put back before each question and when docrun ends: a command may
    /// leave echo off (`stty -echo`, a tool's password prompt ended by Ctrl-C), or the line mode.
    nonisolated(unsafe) private static var original: termios?
    /// Whether a question for a secret is open: what was typed of it must not reach the shell after docrun.
    nonisolated(unsafe) private static var asksSecret = false

    /// Puts the terminal back as it was at the run's start; if a secret was being typed, what was typed of it is
    /// dropped, not left for the shell docrun returns to.
    public static func restoreTerminal() {
        guard var settings = original else { return }
        tcsetattr(STDIN_FILENO, asksSecret ? TCSAFLUSH : TCSANOW, &settings)
        asksSecret = false
    }

    /// Turns the terminal's echo off for a secret's question.
    private static func hideTyping() {
        guard var settings = original else { return }
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        asksSecret = true
    }

    /// When `descriptor` is a pipe (`docrun run PAGE | tee run.log`, the questions then going to the terminal),
    /// waits up to `limit` seconds for the program that reads it to take what docrun wrote, and a moment for it to
    /// show it: the text a question is about (a value's description, a step's verdict) reaches the screen first.
    static func waitForReader(of descriptor: Int32 = STDOUT_FILENO, limit: Double = 0.5) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return }
        let deadline = ProcessInfo.processInfo.systemUptime + limit
        var unread: Int32 = 0
        while ioctl(descriptor, UInt(FIONREAD), &unread) == 0, unread > 0 {
            guard ProcessInfo.processInfo.systemUptime < deadline else { return }
            usleep(2000)
        }
        usleep(20000)
    }

    /// Shows `prompt` and reads a line from the terminal; nil at end of input or on Ctrl-C.
    public func readLine(prompt: String, secret: Bool) -> String? {
        Self.waitForReader()
        Self.restoreTerminal()
        // What is waiting unread (keys pressed while a step ran, the rest of a paste) is no answer to this question: an
        // impatient Enter would answer "Run it? [y/N]" or take a secret that was never typed here.
        tcflush(STDIN_FILENO, TCIFLUSH)
        if secret { Self.hideTyping() }
        console.write(prompt)
        defer {
            if secret {
                Self.restoreTerminal()
                console.write("\n")
            }
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        let before = interruptions.current
        // Non-blocking, so that a Ctrl-C is noticed even when poll says a line is ready and read would still wait.
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        _ = fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(STDIN_FILENO, F_SETFL, flags) }
        while true {
            if interruptions.current > before || interruptions.endingSignal != nil { return nil }
            // Stopped (Ctrl-Z) and resumed (`fg`), docrun finds the terminal as the shell left it, echo on: off again,
            // and the question asked again.
            var now = termios()
            if secret, tcgetattr(STDIN_FILENO, &now) == 0, now.c_lflag & tcflag_t(ECHO) != 0 {
                Self.hideTyping()
                console.write("\n" + prompt)
            }
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 100) <= 0 { continue }
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if ready.revents & Int16(POLLHUP) != 0 || count < 0 && errno == EIO {
                // The terminal went away: no Ctrl-D, the operator did not quit. The SIGHUP that comes with it ends the
                // run (129); if it has not come within a second, docrun ends as if it had.
                for _ in 0..<50 where interruptions.endingSignal == nil { usleep(20000) }
                interruptions.end(SIGHUP)
                return nil
            }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { break }
            bytes.append(byte)
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        // More waiting: a paste that held a line break, one answer, not several (the line break is kept, for the
        // question to refuse it, and the rest dropped).
        let rest = Self.restOfPaste()
        if !rest.isEmpty {
            tcflush(STDIN_FILENO, TCIFLUSH)
            bytes.append(0x0A)
            // The terminal echoed the rest; an unended last line would run into what is said next.
            if !secret, rest.last != 0x0A { console.write("\n") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What came after the line just read (the rest of a paste, its last line unended too), read and so dropped.
    ///
    /// The line mode shows the reader only ended lines, so a paste of two lines without a final line break (`us-`,
    /// then `south`) looked like `us-` alone, and `south` was dropped at the next question. Out of the line mode for a
    /// moment (Linux then passes what its line holds), the rest of a paste arriving in pieces is read too.
    private static func restOfPaste() -> [UInt8] {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return [] }
        var bytewise = settings
        bytewise.c_lflag &= ~tcflag_t(ICANON)
        withUnsafeMutableBytes(of: &bytewise.c_cc) { cc in (cc[Int(VMIN)], cc[Int(VTIME)]) = (0, 0) }
        tcsetattr(STDIN_FILENO, TCSANOW, &bytewise)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        usleep(30_000)
        var rest: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while rest.count < 1 << 16, case let count = read(STDIN_FILENO, &chunk, chunk.count), count > 0 {
            rest += chunk[..<count]
        }
        return rest
    }
}
