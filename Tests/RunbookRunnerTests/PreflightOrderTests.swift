import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// The programs are checked before any value is asked: no answer is typed and then lost to a missing program.
@Suite struct PreflightOrderTests {
    /// The operator's answer to "continue anyway?", the exit, and whether the value was then asked.
    static let answers: [(answer: String?, exit: RunExit, asked: Bool)] = [
        ("n", .quit, false), ("", .quit, false), (nil, .quit, false), ("y", .success, true),
    ]

    @Test(arguments: answers) func theMissingProgramIsReportedBeforeAnyValueIsAsked(
        answer: String?, exit: RunExit, asked: Bool
    ) throws {
        let fixture = try RunFixture(page: SamplePages.missingProgram)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(answer.map { [$0, "ada"] } ?? [], console: console)
        let result = fixture.engine(try fixture.plan(), console: console, prompter: prompter).run()
        #expect(result.exit == exit, "\(console.text)")
        #expect(prompter.asked.first?.prompt == "Continue anyway? [y/N] ")
        #expect(prompter.asked.contains { $0.prompt.hasPrefix("user_name") } == asked, "\(console.text)")
        let reported = try #require(console.text.range(of: "nosuchprogram-docrun  (step 1)"))
        if let question = console.text.range(of: "<user_name>") {
            #expect(reported.upperBound < question.lowerBound)
        }
    }

    @Test(arguments: [Language.en, .fr, .pt]) func withoutATerminalTheRunDoesNotStart(language: Language) throws {
        let fixture = try RunFixture(page: SamplePages.missingProgram)
        let console = RecordingConsole()
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(["user_name": "ada"]), console: console, shell: shell, language: language
        ).run()
        #expect(result.exit == .notStarted)
        #expect(shell.scripts.isEmpty)
        #expect(console.text.contains(RunMessages.stoppedPrograms(language, ["path": fixture.pagePath])))
    }

    /// A program several steps start is reported with all of them, the word for step in the plural.
    @Test(arguments: [
        (Language.en, "(step 1)", "(steps 1, 2)"), (.fr, "(étape 1)", "(étapes 1, 2)"),
        (.pt, "(passo 1)", "(passos 1, 2)"),
    ])
    func stepsAgreeWithTheirNumber(language: Language, one: String, many: String) throws {
        let run = { (fence: String) in "   ```\n   \(fence)\n   ```\n   {: pre}\n\n" }
        let page =
            "# Page\n\n1. Start.\n\n" + run("nosuchtool-one && nosuchtool-two") + "2. Again.\n\n"
            + run("nosuchtool-two")
        let fixture = try RunFixture(page: page)
        let console = RecordingConsole()
        _ = fixture.engine(try fixture.plan(), console: console, language: language).run()
        #expect(console.text.contains("nosuchtool-one  \(one)"), "\(console.text)")
        #expect(console.text.contains("nosuchtool-two  \(many)"), "\(console.text)")
    }
}
