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

    /// A step typed in a remote shell in a fence of another shell gives both reasons, in the plan's text and script
    /// and in the run (the script and the run gave only the remote shell's).
    @Test func bothReasonsAreGivenEverywhere() throws {
        let page =
            "1. Log in.\n\n   ```\n   ssh admin@host.example.com\n   ```\n   {: pre}\n\n"
            + Self.page("fish", "set -x A 1")
            .replacingOccurrences(of: "1. Set up", with: "2. Set up").replacingOccurrences(
                of: "2. Check", with: "3. Check")
        let fixture = try RunFixture(page: page)
        let plan = try fixture.plan([:])
        #expect(plan.steps.map(\.disposition) == [.manual, .manual, .manual])
        let reasons = plan.steps[1].byHandReasons(.en)
        #expect(reasons.count == 2, "\(reasons)")
        let console = RecordingConsole()
        _ = fixture.engine(plan, console: console, shell: FakeShell(), language: .en).run()
        for output in [
            PlanTextReport(language: .en).render(plan), PlanScriptReport(language: .en).render(plan), console.text,
        ] {
            #expect(reasons.allSatisfy(output.contains), "\(output)")
        }
    }
}
