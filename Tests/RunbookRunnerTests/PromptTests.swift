import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// The questions of a run, as a person sees them, in each language.
@Suite struct PromptTests {
    static let page = """
        # Prompts
        {: #prompts}

        | Placeholder | Description |
        |---|---|
        | `<user_name>` | Required. Your name, as the summary shows it. |
        | `<nickname>` | Optional. What friends call you. |

        1.  Greet.

            ```
            echo "hello <user_name> <nickname>"
            ```
            {: pre}
        """

    /// Blank answers are refused for a required value, each time with the description again.
    @Test(arguments: [Language.en, .fr, .pt]) func aBlankRequiredValueIsRefusedWithItsDescription(
        language: Language
    ) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["", "   ", "\t ", "ada", "  "], console: console)
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success)
        #expect(prompter.asked.count == 5)
        // The optional value takes what was typed, spaces included.
        #expect(shell.scripts.contains { $0.contains("__docrun_nickname='  '") }, "\(shell.scripts)")
        Snapshot.assert(fixture.stable(console.text), named: "prompt-blank.\(language.rawValue).txt")
    }
}
