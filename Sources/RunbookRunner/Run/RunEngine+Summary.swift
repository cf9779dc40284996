import Foundation
import RunbookKit

/// The summary a run ends with.
extension RunEngine {
    /// The summary: a line per step with its outcome and why when it says, the counts, and what to do next.
    func printSummary(_ exit: RunExit) {
        // Written at once: a line per step, and a page may have hundreds of thousands.
        var lines = ["", RunMessages.summaryTitle(language)]
        // A step id that several sections use is named with its section.
        var uses: [String: Int] = [:]
        for (step, _) in outcomes { uses[step.id, default: 0] += 1 }
        let labels = outcomes.map { step, _ in
            let label = RunMessages.step(language, ["id": step.id])
            return uses[step.id, default: 0] > 1 ? label + " (#" + (step.section ?? "") + ")" : label
        }
        let width = max(labels.map(\.count).max() ?? 0, 12)
        for ((step, outcome), label) in zip(outcomes, labels) {
            let word: String
            switch outcome {
            case .passed: word = paint(RunMessages.outcomePassed(language), .passed)
            case .warned: word = paint(RunMessages.outcomeWarned(language), .warned)
            case .failed: word = paint(RunMessages.outcomeFailed(language), .failed)
            case .skipped: word = RunMessages.outcomeSkipped(language)
            case .manual: word = RunMessages.outcomeManual(language)
            }
            let note = notes[Self.key(step)].map { " (" + $0 + ")" } ?? ""
            lines.append("  " + Self.padded(label, to: width) + "  " + word + note)
        }
        let counts = RunMessages.summaryCounts.map { kind, text in
            text(language, count: outcomes.filter { $0.outcome == kind }.count)
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
