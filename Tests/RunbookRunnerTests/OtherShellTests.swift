import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// A step whose commands are written for a shell whose syntax is not bash's (a fence labelled `zsh`, `fish`, `csh`
/// or `tcsh`) is done by hand: docrun's session is bash, which would fail on them or run them otherwise.
@Suite struct OtherShellTests {
    /// Step 1 in `language`'s fence, step 2 in `sh`'s.
    static func page(_ language: String, _ command: String) -> String {
        """
        1. Set up the shell.

           ```\(language)
           \(command)
           ```
           {: pre}

        2. Check.

           ```sh
           echo done
           ```
           {: pre}
        """
    }

    static let shells: [(String, String, Bool)] = [
        ("zsh", "print -l ~/.config/**/*.yaml(.N)", false), ("fish", "set -x TOOL_HOME /opt/tool", false),
        ("csh", "setenv TOOL_HOME /opt/tool", false), ("tcsh", "setenv TOOL_HOME /opt/tool", false),
        ("ksh", "export TOOL_HOME=/opt/tool", true), ("bash", "export TOOL_HOME=/opt/tool", true),
        ("Fish", "set -x TOOL_HOME /opt/tool", false),
    ]

    @Test(arguments: shells) func stepsForAnotherShellAreManual(language: String, command: String, runs: Bool) throws {
        let fixture = try RunFixture(page: Self.page(language, command))
        let plan = try fixture.plan([:])
        #expect(plan.steps.map(\.disposition) == [runs ? .run : .manual, .run], "\(language)")
        let console = RecordingConsole()
        let shell = FakeShell()
        _ = fixture.engine(plan, console: console, shell: shell, language: .en).run()
        #expect(shell.commands.contains(command) == runs, "\(language): \(shell.commands)")
        #expect(shell.commands.contains("echo done"))
        // The run shows what to type, and in which shell.
        #expect(
            runs || console.text.contains(command) && console.text.contains(language.lowercased()), "\(console.text)")
    }
}
