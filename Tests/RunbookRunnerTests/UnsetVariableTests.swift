import Foundation
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// A variable the page's commands expand that no command of the page sets (`$REGION` with no `REGION=…` above it):
/// `run` asks for it at the first step that uses it, unless the environment has it; `plan` lists it.
@Suite struct UnsetVariableTests {
    static let page = """
        # Deploy the app
        {: #deploy}

        1.  Log in to your region.

            ```
            bx login --apikey "$DEPLOY_API_KEY" -r "$REGION"
            ```
            {: pre}

        2.  Name the app.

            ```
            export APP=billing
            ```
            {: pre}

        3.  Deploy it.

            ```
            echo "deploying $APP to ${ZONE:-dal10} in $REGION"
            if [ -z "$TRACE" ]; then echo quiet; fi
            kubectl apply -n "$NAMESPACE" -f app.yaml
            ```
            {: pre}
        """

    /// The lines the shell was given, the page's and docrun's own.
    static func lines(_ shell: FakeShell) -> [String] {
        shell.scripts.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// The variables docrun exported with a value given to it (single-quoted, unlike the page's `export APP=billing`).
    static func exports(_ shell: FakeShell) -> [String] {
        lines(shell).filter { $0.hasPrefix("export ") && $0.contains("='") }
    }

    /// Only the variables no command sets before one expands it: not `$APP` (step 2 sets it), `${ZONE:-dal10}`
    /// (it says what unset gives), `$TRACE` (a command tests for it) or `$HOME`-like session variables.
    @Test func theUnsetVariablesAreThoseNoCommandSetsFirst() throws {
        let fixture = try RunFixture(page: Self.page)
        #expect(
            UnsetVariable.find(in: fixture.runbook.bashCommands).map(\.name) == [
                "DEPLOY_API_KEY", "REGION", "NAMESPACE",
            ])
        #expect(fixture.runbook.keptVariables == ["APP", "DEPLOY_API_KEY", "REGION", "NAMESPACE"])
        let used = try RunFixture(
            page: "1.  Go.\n\n    ```\n    echo \"$HOME $PWD $RANDOM\"; . ./env.sh; echo $LATER\n    ```\n    {: pre}\n"
        )
        #expect(UnsetVariable.find(in: used.runbook.bashCommands).isEmpty, "after `.` anything may be set")
    }

    /// On a terminal each is asked once, at the first step that uses it, then exported in the shell with that
    /// command's values; a name that says it holds a credential is typed hidden, never shown, never kept.
    @Test(arguments: [Language.en, .fr, .pt]) func eachIsAskedAtItsFirstStep(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["key-0123456789abcdef", "eu-de", "team-a"], console: console)
        let shell = FakeShell {
            $0.contains("echo") ? FakeShell.ok("deploying key-0123456789abcdef\n") : FakeShell.ok("")
        }
        // What the shell holds after the exports, as the state reads it when a step passed.
        shell.variableValues = ["DEPLOY_API_KEY": "key-0123456789abcdef", "REGION": "eu-de", "NAMESPACE": "team-a"]
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.map(\.secret) == [true, false, false])
        #expect(prompter.asked.map { $0.prompt.prefix { $0 != " " } } == ["DEPLOY_API_KEY", "REGION", "NAMESPACE"])
        #expect(
            Self.exports(shell) == [
                "export DEPLOY_API_KEY='key-0123456789abcdef'", "export REGION='eu-de'", "export NAMESPACE='team-a'",
            ])
        // Asked before the step's command is shown: step 3's question comes after step 2 ran.
        let text = console.text
        let asked = try #require(text.range(of: "NAMESPACE ("))
        let before = try #require(text.range(of: "$ export APP=billing"))
        #expect(before.upperBound < asked.lowerBound)
        #expect(!text.contains("key-0123456789abcdef") && !fixture.transcript.contains("key-0123456789abcdef"))
        #expect(!fixture.state.contains("key-0123456789abcdef") && fixture.state.contains("eu-de"))
        Snapshot.assert(fixture.stable(text), named: "unset-variable-asked.\(language.rawValue).txt")
    }

    /// One the environment has is neither named nor asked; an empty answer leaves one unset (nothing exported).
    @Test func theEnvironmentsAndEmptyAnswersAreKept() throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["", ""], console: console)
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell,
            environment: ["DEPLOY_API_KEY": "from-the-environment"]
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.count == 2 && !console.text.contains("$DEPLOY_API_KEY,"))
        #expect(Self.exports(shell).isEmpty)
    }

    /// Without a terminal each missing one is named before anything runs, with how to give it, and the run goes on
    /// (bash expands it empty, as the page would in a shell that lacks it).
    @Test(arguments: [Language.en, .fr, .pt]) func withoutATerminalEachIsNamed(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let result = fixture.engine(
            try fixture.plan(), console: console, language: language, environment: ["REGION": "eu-de"]
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        let said = RunMessages.setByNoStep(language, ["name": "$NAMESPACE", "user": "3", "variable": "NAMESPACE"])
        #expect(console.text.contains(said))
        #expect(!console.text.contains("$REGION,"))
        Snapshot.assert(fixture.stable(console.text), named: "unset-variable-named.\(language.rawValue).txt")
    }

    /// A typed value the state keeps is restored by `--resume` and not asked again; a credential is asked again.
    @Test func aResumedRunRestoresWhatWasTyped() throws {
        let fixture = try RunFixture(page: Self.page)
        let first = FakeShell { $0.hasPrefix("echo \"deploying") ? FakeShell.failed(1) : FakeShell.ok("") }
        first.variableValues = ["REGION": "eu-de", "DEPLOY_API_KEY": "key-0123456789abcdef", "APP": "billing"]
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["key-0123456789abcdef", "eu-de", ""], console: console)
        let failed = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: first).run()
        #expect(failed.exit != .success, "\(console.text)")
        #expect(fixture.state.contains("\"REGION\"") && !fixture.state.contains("DEPLOY_API_KEY"))
        let again = RecordingConsole()
        let resumed = ScriptedPrompter(["team-a"], console: again)
        let shell = FakeShell()
        let result = fixture.engine(try fixture.plan(), console: again, prompter: resumed, shell: shell, resume: true)
            .run()
        #expect(result.exit == .success, "\(again.text)")
        #expect(Self.lines(shell).contains("REGION='eu-de'"))
        // Step 1, the only one that uses the credential, passed: only what step 3 needs and the state lacks is asked.
        #expect(resumed.asked.map { $0.prompt.prefix { $0 != " " } } == ["NAMESPACE"])
    }

    /// `plan` lists them under the values, saying which the environment gives, in text, JSON and the script.
    @Test(arguments: [Language.en, .fr, .pt]) func thePlanListsThem(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(), inputs: ValueInputs(environment: ["REGION": "eu-de"]))
        let text = PlanTextReport(language: language).render(plan)
        let script = PlanScriptReport(language: language).render(plan)
        Snapshot.assert(
            fixture.stable(text + "\n" + script), named: "unset-variable-plan.\(language.rawValue).txt")
        let json = PlanJSONReport.value(of: plan)
        guard case .object(let fields) = json,
            case .array(let unset)? = fields.first(where: { $0.0 == "unset_variables" })?.1
        else {
            Issue.record("no unset_variables")
            return
        }
        #expect(unset.count == 3)
        // From step 3 on, only what steps 3 and later use.
        let later = try Planner.plan(fixture.runbook, selection: .init(from: "3"), inputs: ValueInputs())
        #expect(ValueSchedule(later).unsetVariables.map(\.name) == ["REGION", "NAMESPACE"])
    }
}
