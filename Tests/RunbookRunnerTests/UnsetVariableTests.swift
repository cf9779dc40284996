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

        1.  Log in to your region, where `REGION` is the region of your account.

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

            | Variable | Description |
            |---|---|
            | `NAMESPACE` | The namespace of your team. |
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
        #expect(fixture.runbook.unsetVariableNames == ["DEPLOY_API_KEY", "REGION", "NAMESPACE"])
        #expect(
            fixture.runbook.keptVariables(unset: fixture.runbook.unsetVariableNames) == [
                "APP", "DEPLOY_API_KEY", "REGION", "NAMESPACE",
            ])
        let used = try RunFixture(
            page: "1.  Go.\n\n    ```\n    echo \"$HOME $PWD $RANDOM\"; . ./env.sh; echo $LATER\n    ```\n    {: pre}\n"
        )
        #expect(UnsetVariable.find(in: used.runbook.bashCommands).isEmpty, "after `.` anything may be set")
    }

    /// The page's unset variables are read once, by the caller of `Planner.plan`: the plan lists those it is given,
    /// and the run keeps in its state those and the ones the commands set, not a list of its own.
    @Test func thePlanAndTheRunReadTheAnswerTheyAreGiven() throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try Planner.plan(fixture.runbook, selection: .init(), inputs: ValueInputs(), unset: ["REGION"])
        #expect(plan.unsetVariables == ["REGION"] && plan.pageUnsetVariables == ["REGION"])
        #expect(fixture.engine(plan).variableNames == ["APP", "REGION"])
        let read = try Planner.plan(fixture.runbook, selection: .init(), inputs: ValueInputs())
        #expect(read.pageUnsetVariables == fixture.runbook.unsetVariableNames)
    }

    /// What a run on a terminal did: how it ended, what it showed, and the names it asked for, each hidden or not.
    struct TerminalRun {
        let exit: RunExit
        let text: String
        let asked: [(name: Substring, hidden: Bool)]
    }

    /// Runs `plan` (the whole page when nil) on a terminal whose operator answers `answers` in turn.
    static func onTerminal(
        _ fixture: RunFixture, _ plan: RunPlan? = nil, answers: [String], shell: FakeShell = FakeShell(),
        language: Language? = nil, resume: Bool = false, environment: [String: String] = [:]
    ) throws -> TerminalRun {
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(answers, console: console)
        let engine = fixture.engine(
            try plan ?? fixture.plan(), console: console, prompter: prompter, shell: shell, language: language,
            resume: resume, environment: environment)
        let exit = engine.run().exit
        return TerminalRun(
            exit: exit, text: console.text, asked: prompter.asked.map { ($0.prompt.prefix { $0 != " " }, $0.secret) })
    }

    /// On a terminal each is asked once, at the first step that uses it, then exported in the shell with that
    /// command's values; a name that says it holds a credential is typed hidden, never shown, never kept.
    @Test(arguments: [Language.en, .fr, .pt]) func eachIsAskedAtItsFirstStep(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let shell = FakeShell {
            $0.contains("echo") ? FakeShell.ok("deploying key-0123456789abcdef\n") : FakeShell.ok("")
        }
        // What the shell holds after the exports, as the state reads it when a step passed.
        shell.variableValues = ["DEPLOY_API_KEY": "key-0123456789abcdef", "REGION": "eu-de", "NAMESPACE": "team-a"]
        let run = try Self.onTerminal(
            fixture, answers: ["key-0123456789abcdef", "eu-de", "team-a"], shell: shell, language: language)
        #expect(run.exit == .success, "\(run.text)")
        #expect(run.asked.map(\.name) == ["DEPLOY_API_KEY", "REGION", "NAMESPACE"])
        #expect(run.asked.map(\.hidden) == [true, false, false])
        #expect(
            Self.exports(shell) == [
                "export DEPLOY_API_KEY='key-0123456789abcdef'", "export REGION='eu-de'", "export NAMESPACE='team-a'",
            ])
        // Asked before the step's command is shown: step 3's question comes after step 2 ran.
        let asked = try #require(run.text.range(of: "NAMESPACE ("))
        let before = try #require(run.text.range(of: "$ export APP=billing"))
        #expect(before.upperBound < asked.lowerBound)
        #expect(!run.text.contains("key-0123456789abcdef") && !fixture.transcript.contains("key-0123456789abcdef"))
        #expect(!fixture.state.contains("key-0123456789abcdef") && fixture.state.contains("eu-de"))
        Snapshot.assert(fixture.stable(run.text), named: "unset-variable-asked.\(language.rawValue).txt")
    }

    /// One the environment has is neither named nor asked; an empty answer leaves one unset (nothing exported).
    @Test func theEnvironmentsAndEmptyAnswersAreKept() throws {
        let fixture = try RunFixture(page: Self.page)
        let shell = FakeShell()
        let run = try Self.onTerminal(
            fixture, answers: ["", ""], shell: shell, environment: ["DEPLOY_API_KEY": "from-the-environment"])
        #expect(run.exit == .success, "\(run.text)")
        #expect(run.asked.count == 2 && !run.text.contains("$DEPLOY_API_KEY,"))
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
        let said = RunMessages.setByNoStep(
            language,
            ["name": "$NAMESPACE", "user": "3", "variable": "NAMESPACE", "which": RunMessages.noStepSets(language)])
        #expect(console.text.contains(said))
        #expect(!console.text.contains("$REGION,"))
        Snapshot.assert(fixture.stable(console.text), named: "unset-variable-named.\(language.rawValue).txt")
    }

    /// One the page sets only in a subshell before using it is named and asked as such: bash forgot it when the
    /// subshell ended, so the page does set it, in the wrong place.
    @Test func oneSetOnlyInASubshellIsToldSo() throws {
        let fixture = try RunFixture(
            page: """
                # Deploy

                1.  Read the ID.

                    ```
                    (cd app && APP_ID=$(cat id.txt)); echo "$APP_ID"
                    ```
                    {: pre}
                """)
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(), console: console, language: .en, environment: [:]).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(
            console.text.contains(
                "Step 1 uses $APP_ID, which the page sets only in a subshell (bash forgets it when the subshell ends) "
                    + "and the environment does not have: it is empty."), "\(console.text)")
        let run = try Self.onTerminal(fixture, answers: [""], language: .fr)
        #expect(run.asked.map(\.name) == ["APP_ID"])
        #expect(run.text.contains("$APP_ID  la page ne la définit que dans un sous-shell ; Entrée la laisse vide"))
    }

    /// A value given with `--set` or `--values` is exported before the first command, a credential's masked; none is
    /// asked or named; the state keeps them but the credential.
    @Test func aGivenValueIsExportedAtTheStart() throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(),
            inputs: ValueInputs(
                commandLine: ["DEPLOY_API_KEY": "key-0123456789abcdef", "REGION": "eu-de"],
                valuesFile: ["NAMESPACE": "team-a", "REGION": "us-south"]))
        let shell = FakeShell { _ in FakeShell.ok("key-0123456789abcdef\n") }
        shell.variableValues = ["DEPLOY_API_KEY": "key-0123456789abcdef", "REGION": "eu-de", "NAMESPACE": "team-a"]
        let run = try Self.onTerminal(fixture, plan, answers: [], shell: shell)
        #expect(run.exit == .success, "\(run.text)")
        #expect(run.asked.isEmpty && !run.text.contains("no step of the page sets"))
        #expect(
            Self.exports(shell) == [
                "export DEPLOY_API_KEY='key-0123456789abcdef'", "export REGION='eu-de'", "export NAMESPACE='team-a'",
            ])
        #expect(!run.text.contains("key-0123456789abcdef") && run.text.contains("********"))
        #expect(fixture.state.contains("team-a") && !fixture.state.contains("key-0123456789abcdef"))
        // Too short to be masked, a credential's value is refused before anything runs.
        let short = try Planner.plan(
            fixture.runbook, selection: .init(), inputs: ValueInputs(commandLine: ["DEPLOY_API_KEY": "abc"]))
        let refused = RecordingConsole()
        #expect(fixture.engine(short, console: refused).run().exit == .notStarted)
        #expect(refused.text.contains(RunMessages.secretTooShort(.en, ["name": "DEPLOY_API_KEY"])))
        // A line break is refused from a values file as a placeholder's is.
        let broken = try Planner.plan(
            fixture.runbook, selection: .init(), inputs: ValueInputs(valuesFile: ["REGION": "eu-de\nus-south"]))
        let said = RecordingConsole()
        #expect(fixture.engine(broken, console: said).run().exit == .notStarted)
        #expect(said.text.contains(RunMessages.badValue(.en, ["name": "REGION", "origin": "--values"])))
    }

    /// A given value that holds a secret (a credential variable's) is shown as the mask and left out of the script,
    /// as `run` masks it: until 30 November 2026 `plan` showed it and the script exported it.
    @Test func aGivenValueThatHoldsASecretIsHidden() throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(),
            inputs: ValueInputs(
                commandLine: ["NAMESPACE": "ns-key-0123456789abcdef", "DEPLOY_API_KEY": "key-0123456789abcdef"]))
        let shown = PlanTextReport(language: .en).render(plan) + PlanScriptReport(language: .en).render(plan)
        #expect(!shown.contains("0123456789abcdef") && shown.contains("step 3: ********  (--set)"), "\(shown)")
    }

    /// A typed value the state keeps is restored by `--resume` and not asked again; a credential is asked again.
    @Test func aResumedRunRestoresWhatWasTyped() throws {
        let fixture = try RunFixture(page: Self.page)
        let first = FakeShell { $0.hasPrefix("echo \"deploying") ? FakeShell.failed(1) : FakeShell.ok("") }
        first.variableValues = ["REGION": "eu-de", "DEPLOY_API_KEY": "key-0123456789abcdef", "APP": "billing"]
        let failed = try Self.onTerminal(fixture, answers: ["key-0123456789abcdef", "eu-de", ""], shell: first)
        #expect(failed.exit != .success, "\(failed.text)")
        #expect(fixture.state.contains("\"REGION\"") && !fixture.state.contains("DEPLOY_API_KEY"))
        let shell = FakeShell()
        let resumed = try Self.onTerminal(fixture, answers: ["team-a"], shell: shell, resume: true)
        #expect(resumed.exit == .success, "\(resumed.text)")
        #expect(Self.lines(shell).contains("REGION='eu-de'"))
        // Step 1, the only one that uses the credential, passed: only what step 3 needs and the state lacks is asked.
        #expect(resumed.asked.map(\.name) == ["NAMESPACE"])
    }

    /// `plan` lists them under the values, saying which the environment gives, in text, JSON and the script, with
    /// what the page says of each (a sentence, a table's row).
    @Test(arguments: [Language.en, .fr, .pt]) func thePlanListsThem(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(),
            inputs: ValueInputs(
                commandLine: ["NAMESPACE": "team 'a'", "DEPLOY_API_KEY": "key-0123456789abcdef"],
                environment: ["REGION": "eu-de"]))
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
        #expect(
            fixture.runbook.variableDescriptions == [
                "REGION": "the region of your account", "NAMESPACE": "The namespace of your team.",
            ])
        // `list` and `check` do not read them: a page without placeholders keeps its fast reading.
        #expect(try RunbookReader().read(path: fixture.pagePath).variableDescriptions.isEmpty)
        #expect(!(text + script).contains("key-0123456789abcdef"), "a credential's value is never written")
        // From step 3 on, only what steps 3 and later use.
        let later = try Planner.plan(fixture.runbook, selection: .init(from: "3"), inputs: ValueInputs())
        #expect(ValueSchedule(later).unsetVariables.map(\.name) == ["REGION", "NAMESPACE"])
    }
}
