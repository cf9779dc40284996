import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// "Write this file?" answered no: the step is skipped, not passed, and the summary says why.
@Suite struct FileQuestionTests {
    static let page = """
        # Pod
        {: #pod}

        1.  Create a file that is named mypod.yaml with the following content.

            ```
            name: <pod_name>
            ```
            {: codeblock}

        2.  Apply it.

            ```
            kubectl apply -f mypod.yaml
            ```
            {: pre}
        """

    /// The answer to the question, and what becomes of step 1, the file and the run.
    static let answers: [(answer: String?, outcome: StepOutcome, written: Bool, exit: RunExit)] = [
        ("n", .skipped, false, .success), ("non", .skipped, false, .success), ("", .passed, true, .success),
        ("y", .passed, true, .success), (nil, .skipped, false, .quit),
    ]

    @Test(arguments: answers) func noSkipsTheStep(answer: String?, outcome: StepOutcome, written: Bool, exit: RunExit)
        throws
    {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(answer.map { [$0] } ?? [], console: console)
        let result = fixture.engine(
            try fixture.plan(["pod_name": "demo"]), console: console, prompter: prompter, language: .en
        ).run()
        #expect(result.exit == exit)
        #expect(result.outcomes.first?.outcome == outcome, "\(console.text)")
        let url = fixture.folder.appendingPathComponent("mypod.yaml")
        #expect(FileManager.default.fileExists(atPath: url.path) == written)
        #expect(console.text.contains("mypod.yaml not written") == !written, "\(console.text)")
    }

    @Test(arguments: [Language.en, .fr, .pt]) func theSummarySaysTheFileWasNotWritten(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["n"], console: console)
        _ = fixture.engine(
            try fixture.plan(["pod_name": "demo"]), console: console, prompter: prompter, language: language
        ).run()
        Snapshot.assert(fixture.stable(console.text), named: "file-not-written.\(language.rawValue).txt")
    }
}
