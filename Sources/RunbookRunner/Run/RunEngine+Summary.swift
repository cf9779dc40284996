import Foundation
import RunbookKit

/// The summary a run ends with.
extension RunEngine {
    /// The summary: a line per step with its outcome and why when it says, the counts, and what to do next.
    func printSummary(_ exit: RunExit) {
        // Written at once: a line per step, and a page may have hundreds of thousands. Each line is built in one
        // buffer, the step read in place (not copied out of `outcomes`), and the counts taken in the same pass.
        var lines = ["", RunMessages.summaryTitle(language)]
        lines.reserveCapacity(outcomes.count + 5)
        // A step id that several sections use is named with its section.
        var uses: [String: Int] = [:]
        for index in outcomes.indices { uses[outcomes[index].step.id, default: 0] += 1 }
        var labels: [String] = []
        labels.reserveCapacity(outcomes.count)
        for index in outcomes.indices {
            let id = outcomes[index].step.id
            let label = RunMessages.step(language, ["id": id])
            labels.append(uses[id, default: 0] > 1 ? label + " (#" + (outcomes[index].step.section ?? "") + ")" : label)
        }
        let width = max(labels.map(\.count).max() ?? 0, 12)
        let words = StepOutcome.allCases.map { outcome -> String in
            switch outcome {
            case .passed: paint(RunMessages.outcomePassed(language), .passed)
            case .warned: paint(RunMessages.outcomeWarned(language), .warned)
            case .failed: paint(RunMessages.outcomeFailed(language), .failed)
            case .skipped: RunMessages.outcomeSkipped(language)
            case .manual: RunMessages.outcomeManual(language)
            }
        }
        var tally = [Int](repeating: 0, count: StepOutcome.allCases.count)
        for (index, label) in labels.enumerated() {
            let outcome = outcomes[index].outcome
            let kind = StepOutcome.allCases.firstIndex(of: outcome)!
            tally[kind] += 1
            // A note is rare: no key is made for a step when there are none.
            let note = notes.isEmpty ? nil : notes[Self.key(outcomes[index].step)]
            var line = "  "
            line.reserveCapacity(width + words[kind].utf8.count + (note?.utf8.count ?? 0) + 8)
            line += Self.padded(label, to: width)
            line += "  "
            line += words[kind]
            if let note { line += " (" + note + ")" }
            lines.append(line)
        }
        let counts = RunMessages.summaryCounts.map { kind, text in
            text(language, count: tally[StepOutcome.allCases.firstIndex(of: kind)!])
        }
        lines.append(counts.joined(separator: ", "))
        if exit != .success { lines.append(RunMessages.resumeHint(language, ["path": plan.runbook.file])) }
        if let transcript { lines.append(RunMessages.transcript(language, ["path": transcript.url.path])) }
        console.lines(lines)
    }

    /// `label` padded with spaces to `width` UTF-16 units, as Foundation's `padding(toLength:)` pads (which also cuts a
    /// longer label, the rare case left to it): one summary line per step, and Foundation's is slow.
    static func padded(_ label: String, to width: Int) -> String {
        let length = label.utf16.count
        guard length <= width else { return label.padding(toLength: width, withPad: " ", startingAt: 0) }
        return label + String(repeating: " ", count: width - length)
    }
}
