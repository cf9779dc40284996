import Dispatch
import Foundation

/// The live output of one command, masked, behind a lock (the shell calls back from its reader thread).
///
/// The masker holds back the last bytes of the stream in case they begin a secret that the next chunk ends. When the
/// output then goes quiet for `quietPeriod` (a command's own prompt, `Password: `, waiting for an answer), what can
/// be shown of them is shown (`StreamMasker.flush`), so that the operator sees the prompt at once. A tick each
/// second keeps the `Heartbeat` going while the command is quiet.
final class StreamBox: @unchecked Sendable {
    /// How long the output must be quiet before the held-back bytes are looked at again.
    static let quietPeriod = 0.15

    private let lock = NSLock()
    private var masker: StreamMasker
    private let holding: Bool
    private let write: @Sendable (String) -> Void
    private var last: Character?
    /// Counts the chunks, so that a quiet-period check scheduled before a later chunk does nothing.
    private var generation = 0
    private var finished = false
    private var heartbeat: Heartbeat
    private let clock: @Sendable () -> Date
    /// The heartbeat's line for a time the command has run.
    private let stillRunning: @Sendable (String) -> String
    private var timer: (any DispatchSourceTimer)?
    /// Whether the command is waiting for the operator to type (the heartbeat then keeps off the line).
    private let awaitingInput: @Sendable () -> Bool

    /// A box writing with `write`; `ticking` starts the heartbeat's ticks (tests call `tick()` themselves).
    init(
        masker: SecretMasker, holding: Bool, inPlace: Bool = false, clock: @escaping @Sendable () -> Date = Date.init,
        stillRunning: @escaping @Sendable (String) -> String = { $0 },
        awaitingInput: @escaping @Sendable () -> Bool = { false }, ticking: Bool = false,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.awaitingInput = awaitingInput
        self.masker = StreamMasker(masker)
        self.holding = holding
        self.write = write
        self.clock = clock
        self.stillRunning = stillRunning
        heartbeat = Heartbeat(inPlace: inPlace, started: clock())
        guard ticking else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    /// One tick of the heartbeat.
    func tick() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        // Looked at only once the command has been quiet a while: it reads /proc.
        let date = clock()
        let waiting = heartbeat.isQuiet(at: date) && awaitingInput()
        let text = heartbeat.tick(at: date, awaitingInput: waiting, line: stillRunning)
        if !text.isEmpty { write(text) }
    }

    /// Takes a chunk and writes what can be shown of it now.
    func feed(_ bytes: [UInt8]) {
        guard !holding else { return }
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        show(masker.feed(bytes))
        guard masker.isHolding else { return }
        let scheduled = generation
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.quietPeriod) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished, generation == scheduled else { return }
            show(masker.flush())
        }
    }

    /// Written under the lock: a chunk and a quiet-period flush never pass each other.
    private func show(_ text: String) {
        guard !text.isEmpty else { return }
        last = text.last
        write(heartbeat.output(text, at: clock()) + text)
    }

    /// The rest of the output, ending with a line break when any output was shown.
    func finish() -> String {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        timer?.cancel()
        let rest = masker.finish()
        if !rest.isEmpty { last = rest.last }
        return heartbeat.end() + (last == nil || last == "\n" ? rest : rest + "\n")
    }
}
