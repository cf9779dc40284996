import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// What a run does for each step, made cheap for pages of hundreds of thousands of steps, still says and keeps
/// the same: the summary's lines and counts, and the digests the state keeps of each step.
@Suite struct RunStepCostTests {
    /// A page whose steps are, in order: `m` done by hand, `p` a command that passes, `d` one that looks destructive
    /// (skipped under `--yes`, with a note), `f` one that fails (the run stops there).
    static func page(_ kinds: String) -> String {
        var text = "# Page\n{: #page}\n\n"
        for (index, kind) in kinds.enumerated() {
            let command: String? =
                switch kind {
                case "p": "echo step-\(index)"
                case "d": "rm -rf /tmp/step-\(index)"
                case "f": "ls exit-with-failure"
                default: nil
                }
            text += "1.  Step text \(index), é.\n\n"
            if let command { text += "    ```\n    \(command)\n    ```\n    {: pre}\n\n" }
        }
        return text
    }

    static let pages = ["m", "p", "mpd", "dmmp", "ppmmd", "mpf", String(repeating: "m", count: 12) + "pd"]

    /// The summary as it was written before it was made cheap: Foundation's padding, a pass over the outcomes for
    /// each count.
    static func expectedSummary(_ outcomes: [(step: Step, outcome: StepOutcome)]) -> [String] {
        let labels = outcomes.map { PlanMessages.step(.en, ["id": $0.step.id]) }
        let width = max(labels.map(\.count).max() ?? 0, 12)
        var lines = zip(outcomes, labels).map { pair, label in
            let note =
                DestructiveSteps.reason(pair.step) != nil && pair.outcome == .skipped
                ? " (" + RunMessages.destructiveNote(.en, ["id": pair.step.id]) + ")" : ""
            return "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + pair.outcome.rawValue
                + note
        }
        // The interrupted step is counted only when there is one.
        lines.append(
            RunMessages.summaryCounts.compactMap { kind, text in
                let count = outcomes.filter { $0.outcome == kind }.count
                return kind == .interrupted && count == 0 ? nil : text(.en, count: count)
            }.joined(separator: ", "))
        return lines
    }

    @Test(arguments: pages) func theSummaryHasALinePerStepAndTheCounts(kinds: String) throws {
        let fixture = try RunFixture(page: Self.page(kinds))
        let console = RecordingConsole()
        let shell = FakeShell { $0.contains("exit-with-failure") ? FakeShell.failed(1) : FakeShell.ok("") }
        let engine = fixture.engine(try fixture.plan(), console: console, shell: shell, language: .en, yes: true)
        let result = engine.run()
        #expect(
            result.outcomes.count
                == (kinds.firstIndex(of: "f").map { kinds.distance(from: kinds.startIndex, to: $0) + 1 } ?? kinds.count)
        )
        let expected = Self.expectedSummary(result.outcomes).joined(separator: "\n")
        #expect(console.text.contains(RunMessages.summaryTitle(.en) + "\n" + expected + "\n"), "\(console.text)")
    }

    /// Steps and what their digests are made of: commands and files, then text and details, each joined by a line
    /// break and a NUL.
    static let steps: [String] = [
        "1.  Only text.\n",
        "1.  A command.\n\n    ```\n    echo one\n    ```\n    {: pre}\n",
        "1.  Two commands.\n\n    ```\n    echo one\n    ```\n    {: pre}\n\n    Then:\n\n    ```\n    echo two\n    ```\n    {: pre}\n",
        "1.  Text, ü.\n\n    A detail.\n\n    Another detail.\n",
        // Steps that repeat a text or a command: each is digested once, and every step gets its digests.
        "1.  Same.\n\n1.  Same.\n\n    ```\n    echo one\n    ```\n    {: pre}\n\n1.  Other.\n\n    ```\n    echo one\n    ```\n"
            + "    {: pre}\n\n1.  Same.\n\n    A detail.\n\n1.  Same.\n",
    ]

    @Test(arguments: steps) func eachStepsDigestsAreOfItsJoinedTexts(step: String) throws {
        let fixture = try RunFixture(page: "# Page\n{: #page}\n\n" + step)
        let saved = SavedStep.of(fixture.runbook)
        let keys = RunEngine.keys(of: fixture.runbook)
        #expect(saved.count == fixture.runbook.steps.count && !saved.isEmpty)
        for (saved, step) in zip(saved, fixture.runbook.steps) {
            let runs = (step.commands.map(\.text) + step.files.map(\.text)).joined(separator: "\n\u{0}")
            let text = ([step.text] + step.details).joined(separator: "\n\u{0}")
            #expect(saved.key == keys[step.line])
            #expect(saved.command == String(PageDigest.of(Array(runs.utf8)).prefix(16)))
            #expect(saved.text == String(PageDigest.of(Array(text.utf8)).prefix(16)))
        }
    }
}
