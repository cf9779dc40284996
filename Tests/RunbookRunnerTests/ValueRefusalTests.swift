import Foundation
import RunbookKit
import Testing

@testable import RunbookRunner

/// A value that cannot be data where a command puts it is refused before anything runs, with a message that names
/// the placeholder, the step and why, whether it comes from `--set`, a prompt or an earlier command's output.
@Suite struct ValueRefusalTests {
    static let counting = """
        # Count

        1. Add one.

           ```sh
           echo $(( <n> + 1 ))
           ```
           {: pre}
        """

    @Test(arguments: [
        (Language.en, "the value of <n> cannot be used in step 1: bash evaluates it as arithmetic there"),
        (Language.fr, "la valeur de <n> ne peut pas servir à l'étape 1 : bash l'y évalue comme une expression"),
        (Language.pt, "o valor de <n> não pode ser usado no passo 1: o bash o avalia ali como aritmética"),
    ])
    func aGivenValueIsRefusedBeforeAnythingRuns(language: Language, message: String) throws {
        let fixture = try RunFixture(page: Self.counting)
        let console = RecordingConsole()
        let shell = FakeShell()
        let engine = fixture.engine(
            try fixture.plan(["n": "a[$(touch x)]"]), console: console, shell: shell, language: language)
        #expect(engine.run().exit == .notStarted)
        #expect(console.text.contains(message), "\(console.text)")
        #expect(shell.scripts.isEmpty)
    }

    @Test func aPromptAsksAgainUntilTheValueIsAnInteger() throws {
        let fixture = try RunFixture(page: Self.counting)
        let console = RecordingConsole()
        let shell = FakeShell()
        let prompter = ScriptedPrompter(["1;touch x", "-41"], console: console)
        let engine = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell, yes: true)
        #expect(engine.run().exit == .success)
        #expect(console.text.contains("the value of <n> cannot be used in step 1"))
        #expect(prompter.asked.count == 2)
        #expect(shell.scripts.contains("__docrun_n='-41'"))
        #expect(shell.commands == ["echo $(( (\"${__docrun_n}\") + 1 ))"])
    }

    @Test func aValueFromAnOutputIsNotBoundWhereItWouldBeCode() throws {
        let page = """
            # Count

            1. Read the count.

               ```sh
               bx count
               ```
               {: pre}

               ```
               Count: <n>
               ```
               {: screen}

            2. Add one.

               ```sh
               echo $(( <n> + 1 ))
               ```
               {: pre}
            """
        let fixture = try RunFixture(page: page)
        let console = RecordingConsole()
        let shell = FakeShell { $0 == "bx count" ? FakeShell.ok("Count: a[$(id)]\n") : FakeShell.ok("") }
        let engine = fixture.engine(try fixture.plan(), console: console, shell: shell)
        #expect(engine.run().exit == .stepFailed)
        #expect(console.text.contains("the value of <n> cannot be used in step 2"), "\(console.text)")
        #expect(shell.commands == ["bx count"])
    }

    @Test func anEditedCommandIsCheckedBeforeItRuns() throws {
        let fixture = try RunFixture(page: Self.counting.replacingOccurrences(of: "$(( <n> + 1 ))", with: "<n>"))
        let console = RecordingConsole()
        let shell = FakeShell { _ in FakeShell.failed(1) }
        // The value suits the page's command; after it fails, the operator edits it into arithmetic, then quits.
        let prompter = ScriptedPrompter(["edit", "echo $(( <n> ))", "quit"], console: console)
        let engine = fixture.engine(try fixture.plan(["n": "a b"]), console: console, prompter: prompter, shell: shell)
        #expect(engine.run().exit == .quit)
        #expect(console.text.contains("✗ the value of <n> cannot be used in step 1"), "\(console.text)")
        #expect(shell.commands == ["echo \"${__docrun_n}\""])
    }
}
