import Foundation
import Testing

@testable import RunbookRunner

/// A quiet command shows it is alive: in place on a terminal, now and then in a log, never over a partial line.
///
/// The times are given, not waited for.
@Suite struct HeartbeatTests {
    /// Something that happens at a second of the command's run: a tick, or output.
    enum Event {
        case tick(Double)
        case output(Double, String)
        /// A tick while the command reads the terminal.
        case reading(Double)
    }

    static let start = Date(timeIntervalSince1970: 1_000_000)

    /// What is written for `events`, then at the end, each write quoted so that escapes show.
    static func written(_ events: [Event], inPlace: Bool) -> [String] {
        var heartbeat = Heartbeat(inPlace: inPlace, started: start)
        var writes: [String] = []
        for event in events {
            switch event {
            case .tick(let second):
                writes.append(heartbeat.tick(at: start + second) { "still running (\($0))" })
            case .reading(let second):
                writes.append(heartbeat.tick(at: start + second, awaitingInput: true) { "still running (\($0))" })
            case .output(let second, let text):
                writes.append(heartbeat.output(text, at: start + second) + text)
            }
        }
        writes.append(heartbeat.end())
        return writes.filter { !$0.isEmpty }
    }

    static let erase = "\r\u{1B}[K"

    static let terminalCases: [(events: [Event], writes: [String])] = [
        // Quiet for three seconds, then written over each second, erased at the end.
        (
            [.tick(1), .tick(2), .tick(3), .tick(4)],
            [erase + "  … still running (3s)", erase + "  … still running (4s)", erase]
        ),
        // Output erases it; it comes back only after three more quiet seconds.
        (
            [.tick(3), .output(3.5, "line\n"), .tick(4), .tick(6), .tick(7)],
            [erase + "  … still running (3s)", erase + "line\n", erase + "  … still running (7s)", erase]
        ),
        // A partial line (a command's own prompt) is never written over, however long it waits.
        ([.output(0.5, "Password: "), .tick(5), .tick(60), .tick(600)], ["Password: "]),
        // Until the line is ended.
        (
            [.output(0.5, "Password: "), .tick(5), .output(6, "\n"), .tick(9)],
            ["Password: ", "\n", erase + "  … still running (9s)", erase]
        ),
        // A line a Windows tool or an HTTP header ends with `\r\n` is ended too (Swift reads the pair as one character).
        (
            [.output(0.5, "Waiting for the job\r\n"), .tick(4)],
            ["Waiting for the job\r\n", erase + "  … still running (4s)", erase]
        ),
        // A command that keeps printing shows nothing more.
        (
            [.output(1, "a\n"), .tick(2), .output(3, "b\n"), .tick(4), .output(5, "c\n"), .tick(6)],
            ["a\n", "b\n", "c\n"]
        ),
        // While the command reads the terminal (the operator may be typing), the line is erased and not shown.
        (
            [.tick(3), .reading(4), .reading(9), .tick(10)],
            [erase + "  … still running (3s)", erase, erase + "  … still running (10s)", erase]
        ),
        // Long runs read in minutes and hours.
        ([.tick(3725)], [erase + "  … still running (1h2m5s)", erase]),
    ]

    @Test(arguments: terminalCases.indices) func onATerminal(index: Int) {
        let (events, writes) = Self.terminalCases[index]
        #expect(Self.written(events, inPlace: true) == writes)
    }

    @Test func inALogLinesComeAtGrowingIntervals() {
        let ticks = (1...7300).map { Event.tick(Double($0)) }
        let lines = ["30s", "1m", "2m", "5m", "10m", "20m", "30m", "1h", "1h30m", "2h"].map {
            "  … still running (\($0))\n"
        }
        #expect(Self.written(ticks, inPlace: false) == lines)
    }

    @Test func inALogOutputAroundAnIntervalTakesItsPlace() {
        // Output two seconds before the 30 s line: the command is alive, no line until 1 min.
        let events: [Event] =
            (1...29).map { .tick(Double($0)) } + [.output(29, "x\n")] + (30...61).map { .tick(Double($0)) }
        #expect(Self.written(events, inPlace: false) == ["x\n", "  … still running (1m)\n"])
        // After a partial line, no line at all.
        let partial: [Event] = [.output(1, "Continue? ")] + (2...130).map { .tick(Double($0)) }
        #expect(Self.written(partial, inPlace: false) == ["Continue? "])
    }

    /// The box the engine writes through: ticks and output pass through the same heartbeat, and its end erases it.
    @Test func theStreamBoxErasesItBeforeOutputAndAtTheEnd() {
        let now = Locked(Self.start)
        let written = Locked("")
        let box = StreamBox(
            masker: SecretMasker(secrets: []), inPlace: true, clock: { now.value },
            stillRunning: { "still running (\($0))" }, write: { text in written.update { $0 += text } })
        now.update { $0 = Self.start + 5 }
        box.tick()
        box.feed(Array("done\n".utf8))
        now.update { $0 = Self.start + 9 }
        box.tick()
        written.update { $0 += box.finish() }
        #expect(
            written.value
                == "\(Self.erase)  … still running (5s)\(Self.erase)done\n\(Self.erase)  … still running (9s)\(Self.erase)"
        )
    }
}

extension HeartbeatTests {
    /// Output whose last line ends with `\r\n` is ended: no blank line is added after it.
    @Test func theStreamBoxEndsNoLineTwice() {
        for (output, end) in [("ready\r\n", ""), ("ready\n", ""), ("ready\r", "\n"), ("ready", "\n")] {
            let written = Locked("")
            let box = StreamBox(masker: SecretMasker(secrets: []), write: { text in written.update { $0 += text } })
            box.feed(Array(output.utf8))
            #expect(written.value + box.finish() == output + end)
        }
    }
}
