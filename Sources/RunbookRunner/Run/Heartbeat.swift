import Foundation
import RunbookKit

/// What a command that prints nothing for a while shows, so that the operator sees it is alive and a log is not
/// flooded: a value fed with the command's output and with ticks, each at a time the caller gives (tests need not
/// wait).
///
/// Only ever at the start of a line and after `quiet` seconds without output, so that a command's own prompt
/// without a newline (`Password: `) is never written over or pushed down; and not while the command waits for the
/// operator to type (its prompt on a line of its own, then `read`), whose typing the line would write over. On a terminal the line is
/// `  … still running (42s)`, written over in place at each tick and erased as soon as the command prints or ends.
/// Elsewhere (a pipe, a log) it is a line of its own once the command has run 30 s, 1, 2, 5, 10, 20 and 30 min,
/// then every 30 min: a few lines an hour at most.
struct Heartbeat {
    /// Seconds without output before anything is shown.
    static let quiet = 3.0
    /// Seconds of the run after which a line is written when the output is not a terminal; then every 30 min.
    static let logTimes: [Double] = [30, 60, 120, 300, 600, 1200, 1800]

    /// Whether the output is a terminal (written over in place) or a log (lines now and then).
    let inPlace: Bool
    let started: Date
    private var lastOutput: Date
    private var atLineStart = true
    /// Whether the terminal line is on screen now.
    private var shown = false
    /// How many of the log lines are due or past (`logTimes`, then every 30 min).
    private var logged = 0

    init(inPlace: Bool, started: Date) {
        self.inPlace = inPlace
        self.started = started
        lastOutput = started
    }

    /// Output `text` is about to be written at `date`: what to write before it (the terminal line erased).
    mutating func output(_ text: String, at date: Date) -> String {
        guard !text.isEmpty else { return "" }
        lastOutput = date
        atLineStart = text.hasSuffix("\n")
        defer { shown = false }
        return shown ? Self.erase : ""
    }

    /// Whether the output has been quiet long enough, at `date`, for the line to be shown.
    func isQuiet(at date: Date) -> Bool { date.timeIntervalSince(lastOutput) >= Self.quiet }

    /// The command ended: what to write (the terminal line erased).
    mutating func end() -> String {
        defer { shown = false }
        return shown ? Self.erase : ""
    }

    /// A tick at `date`: what to write now, `line` giving the text for the time the command has run;
    /// `awaitingInput`: the command is reading the terminal.
    mutating func tick(at date: Date, awaitingInput: Bool = false, line: (String) -> String) -> String {
        let elapsed = date.timeIntervalSince(started)
        var due = false
        while elapsed >= Self.logTime(logged) {
            logged += 1
            due = true
        }
        if awaitingInput { return end() }
        guard atLineStart, isQuiet(at: date) else { return "" }
        let text = "  … " + line(TimeLimit.describe(elapsed.rounded(.down)))
        if inPlace {
            shown = true
            return "\r\u{1B}[K" + text
        }
        return due ? text + "\n" : ""
    }

    /// Back to the start of the line, the line cleared.
    private static let erase = "\r\u{1B}[K"

    /// The run time of log line `index`.
    private static func logTime(_ index: Int) -> Double {
        index < logTimes.count
            ? logTimes[index] : logTimes[logTimes.count - 1] + Double(index - logTimes.count + 1) * 1800
    }
}
