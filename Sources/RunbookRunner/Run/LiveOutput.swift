import Dispatch
import Foundation
import RunbookKit

/// The live output of one command, masked, behind a lock (the shell calls back from its reader thread).
///
/// Bytes held back in case they begin a secret are shown after `quietPeriod` of quiet, so that a prompt (`Password: `)
/// shows.
final class StreamBox: @unchecked Sendable {
    static let quietPeriod = 0.15

    private let lock = NSLock()
    private var masker: StreamMasker
    private let write: @Sendable (String) -> Void
    /// The last byte shown (a byte: Swift reads `\r\n` as one character, which is no `\n`).
    private var last: UInt8?
    /// A quiet-period check scheduled before a later chunk does nothing.
    private var generation = 0
    private var finished = false
    private var heartbeat: Heartbeat
    private let clock: @Sendable () -> Date
    private let stillRunning: @Sendable (String) -> String
    private let awaitingInput: @Sendable () -> Bool
    private var timer: (any DispatchSourceTimer)?

    /// `ticking` starts the heartbeat's ticks each second (tests call `tick()` themselves).
    init(
        masker: SecretMasker, messages: ScriptMessages? = nil, inPlace: Bool = false,
        clock: @escaping @Sendable () -> Date = Date.init,
        stillRunning: @escaping @Sendable (String) -> String = { $0 },
        awaitingInput: @escaping @Sendable () -> Bool = { false }, ticking: Bool = false,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.masker = StreamMasker(masker, messages: messages)
        self.write = write
        self.clock = clock
        self.stillRunning = stillRunning
        self.awaitingInput = awaitingInput
        heartbeat = Heartbeat(inPlace: inPlace, started: clock())
        guard ticking else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    func tick() {
        lock.withLock {
            guard !finished else { return }
            // Looked at only once the command has been quiet a while: it reads /proc.
            let date = clock()
            let waiting = heartbeat.isQuiet(at: date) && awaitingInput()
            let text = heartbeat.tick(at: date, awaitingInput: waiting, line: stillRunning)
            if !text.isEmpty { write(text) }
        }
    }

    func feed(_ bytes: [UInt8]) {
        lock.withLock {
            generation += 1
            show(masker.feed(bytes))
            guard masker.isHolding else { return }
            let scheduled = generation
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.quietPeriod) { [self] in
                lock.withLock {
                    if !finished, generation == scheduled { show(masker.flush()) }
                }
            }
        }
    }

    /// Written under the lock: a chunk and a quiet-period flush never pass each other.
    private func show(_ text: String) {
        guard !text.isEmpty else { return }
        last = text.utf8.last
        write(heartbeat.output(text, at: clock()) + text)
    }

    /// The rest of the output, ending with a line break when any output was shown.
    func finish() -> String {
        lock.withLock {
            finished = true
            timer?.cancel()
            let rest = masker.finish()
            if !rest.isEmpty { last = rest.utf8.last }
            return heartbeat.end() + (last == nil || last == UInt8(ascii: "\n") ? rest : rest + "\n")
        }
    }
}

/// What a quiet command shows (`  … still running (42s)`): at a line's start only (never over a prompt), not while it
/// reads the terminal; in place on a terminal, in a log a line at `logTimes`, then every 30 min.
struct Heartbeat {
    static let quiet = 3.0
    static let logTimes: [Double] = [30, 60, 120, 300, 600, 1200, 1800]
    private static let erase = "\r\u{1B}[K"

    let inPlace: Bool
    let started: Date
    private var lastOutput: Date
    private var atLineStart = true
    /// Whether the terminal line is on screen; how many log lines are due or past.
    private var shown = false
    private var logged = 0

    init(inPlace: Bool, started: Date) {
        self.inPlace = inPlace
        self.started = started
        lastOutput = started
    }

    /// Output `text` is about to be written at `date`: what to write before it.
    mutating func output(_ text: String, at date: Date) -> String {
        guard !text.isEmpty else { return "" }
        lastOutput = date
        // A line that ends with `\r\n` ends too: its end is a byte, not a character.
        atLineStart = text.utf8.last == UInt8(ascii: "\n")
        return end()
    }

    func isQuiet(at date: Date) -> Bool { date.timeIntervalSince(lastOutput) >= Self.quiet }

    /// What erases the terminal line.
    mutating func end() -> String {
        defer { shown = false }
        return shown ? Self.erase : ""
    }

    /// A tick at `date`: what to write now, `line` giving the text for the time the command has run.
    mutating func tick(at date: Date, awaitingInput: Bool = false, line: (String) -> String) -> String {
        let elapsed = date.timeIntervalSince(started)
        var due = false
        while elapsed >= (logged < Self.logTimes.count ? Self.logTimes[logged] : Double(logged - 5) * 1800) {
            logged += 1
            due = true
        }
        if awaitingInput { return end() }
        guard atLineStart, isQuiet(at: date) else { return "" }
        let text = "  … " + line(TimeLimit.describe(elapsed.rounded(.down)))
        guard inPlace else { return due ? text + "\n" : "" }
        shown = true
        return Self.erase + text
    }
}
