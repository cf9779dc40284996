import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// `--resume` on a page that changed since the state was saved says what changed in its steps, by their numbers,
/// and where the step it stopped at went; then asks on a terminal, and stops without one.
@Suite struct ResumeChangesTests {
    static func page(_ steps: [(text: String, command: String)]) -> String {
        "# Resume {#resume}\n\n## Install {#install}\n\n"
            + steps.enumerated().map { index, step in
                "\(index + 1).  \(step.text)\n\n    ```\n    \(step.command)\n    ```\n    {: pre}\n"
            }.joined(separator: "\n")
    }

    static let before = page([
        ("Prepare.", "echo one"), ("Build.", "echo two"), ("Check.", "echo three"), ("Finish.", "echo four"),
    ])
    /// A step added at 2, "Check." (where the run stopped) reworded and now 4, "Finish." removed.
    static let after = page([
        ("Prepare.", "echo one"), ("Download.", "echo download"), ("Build.", "echo two"),
        ("Check it.", "echo three"),
    ])

    /// A run of `before` that stops at step 3, and the fixture with the page rewritten as `after`.
    static func stoppedThenChanged() throws -> RunFixture {
        let fixture = try RunFixture(page: before)
        let failing = FakeShell { $0 == "echo three" ? FakeShell.failed(1) : FakeShell.ok("") }
        let first = fixture.engine(try fixture.plan(), shell: failing).run()
        #expect(first.exit == .stepFailed)
        return try fixture.rewriting(after)
    }

    @Test(arguments: [Language.en, .fr, .pt]) func saysWhatChangedAsksAndFollowsTheStep(language: Language) throws {
        let fixture = try Self.stoppedThenChanged()
        let console = RecordingConsole()
        let shell = FakeShell()
        let yes = ["en": "y", "fr": "o", "pt": "s"][language.rawValue]!
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: ScriptedPrompter([yes], console: console), shell: shell,
            language: language, resume: true
        ).run()
        #expect(result.exit == .success)
        // Resumed at the step it stopped at, now numbered 4.
        #expect(shell.commands == ["echo three"])
        Snapshot.assert(fixture.stable(console.text), named: "resume-changed.\(language.rawValue).txt")
    }

    @Test func withoutATerminalItStopsAfterSayingWhat() throws {
        let fixture = try Self.stoppedThenChanged()
        let console = RecordingConsole()
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, shell: shell, language: .en, resume: true
        ).run()
        #expect(result.exit == .notStarted)
        #expect(shell.commands.isEmpty)
        for said in [
            "1 step added: 2", "1 step removed (numbered 4 before)", "1 step whose text changed: 4",
            "2 steps renumbered: 2–3 → 3–4", "Step 3, where the run stopped, is now step 4.", "not resumed",
        ] {
            #expect(console.text.contains(said), "\(said)\n\(console.text)")
        }
    }

    /// Two sections that both number steps 1 and 2: the summary and the renumbering name the section of each.
    static func twoSections(_ run: [String]) -> String {
        "# Deploy {#deploy}\n\n## Prepare {#prep}\n\n1.  One.\n\n    ```\n    echo p1\n    ```\n    {: pre}\n\n"
            + "2.  Two.\n\n    ```\n    echo p2\n    ```\n    {: pre}\n\n## Run {#run}\n\n"
            + run.enumerated().map { "\($0 + 1).  Step.\n\n    ```\n    \($1)\n    ```\n    {: pre}\n" }
            .joined(separator: "\n")
    }

    @Test func aNumberTwoSectionsUseIsNamedWithItsSection() throws {
        let fixture = try RunFixture(page: Self.twoSections(["echo r1", "echo r2", "echo r3"]))
        let failing = FakeShell { $0 == "echo p2" ? FakeShell.failed(1) : FakeShell.ok("") }
        let console = RecordingConsole()
        _ = fixture.engine(try fixture.plan(), console: console, shell: failing).run()
        // Only the first section ran, but the page has a step 1 and a step 2 in the other.
        #expect(console.text.contains("Step 1 (#prep)  passed"), "\(console.text)")
        #expect(console.text.contains("Step 2 (#prep)  failed"), "\(console.text)")
        let changed = try fixture.rewriting(Self.twoSections(["echo r0", "echo r1", "echo r2", "echo r3"]))
        let resumed = RecordingConsole()
        _ = changed.engine(try changed.plan(), console: resumed, language: .en, resume: true).run()
        #expect(resumed.text.contains("3 steps renumbered: 1–3 (#run) → 2–4 (#run)"), "\(resumed.text)")
    }

    @Test func aChangeOutsideTheStepsIsSaidAndTheRunGoesOn() throws {
        let fixture = try Self.stoppedThenChanged().rewriting(Self.before + "\nA closing paragraph.\n")
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(), console: console, language: .en, resume: true).run()
        #expect(result.exit == .success)
        #expect(console.text.contains("but none of its steps did") && console.text.contains("Resuming at step 3"))
    }

    /// A state saved before docrun kept the steps' digests (format 2) is still read; what changed cannot be told.
    @Test func aStateOfTheFormerFormatIsReadAndSaysLess() throws {
        let fixture = try RunFixture(page: Self.before)
        var state = RunState(page: fixture.pagePath)
        state.version = 2
        state.passed = ["install/1"]
        state.stoppedAt = "install/2"
        state.pageDigest = "0"
        var encoder = StateEncoder()
        try RunStore(pagePath: fixture.pagePath).save(state, encoder: &encoder)
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(), console: console, language: .en, resume: true).run()
        #expect(result.exit == .notStarted)
        #expect(console.text.contains("the step to resume at may have moved"), "\(console.text)")
    }
}
