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

    static let chain = """
        # Chain
        {: #chain}

        1.  Create a token.

            ```
            bx token-create
            ```
            {: pre}

            ```
            Token: <token_value>
            ```
            {: screen}

        2.  Use the token.

            ```
            docker login -p <token_value>
            ```
            {: pre}

        3.  Choose a region.

            ```
            kubectl config set region <region>
            ```
            {: pre}
        """

    static func chainShell() -> FakeShell {
        FakeShell { script in
            script.hasPrefix("bx token-create") ? FakeShell.ok("Token: tok-123456789\n") : FakeShell.ok("")
        }
    }

    /// A value is asked when its step is reached, after what earlier steps printed; one bound from an output is
    /// listed at the start and never asked.
    @Test(arguments: [Language.en, .fr, .pt]) func eachValueIsAskedAtItsStepAndBoundOnesNever(language: Language)
        throws
    {
        let fixture = try RunFixture(page: Self.chain)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["eu-de"], console: console)
        let shell = Self.chainShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(
            prompter.asked.map(\.prompt) == [
                "region (" + ListMessages.required(language) + (language == .fr ? ") : " : "): ")
            ])
        #expect(shell.commands.contains("docker login -p \"${__docrun_token_value}\""), "\(shell.commands)")
        let text = console.text
        let asked = try #require(text.range(of: "<region>"))
        let earlier = try #require(text.range(of: "$ docker login"))
        #expect(earlier.upperBound < asked.lowerBound, "the value was asked before step 2 ran")
        Snapshot.assert(fixture.stable(text), named: "prompt-at-step.\(language.rawValue).txt")
    }

    static let variables = """
        # Variables
        {: #variables}

        1.  Get the org.

            ```
            ORG_GUID=$(bx org-guid)
            export REGION=us-south
            ```
            {: pre}

        2.  Create the namespace.

            ```
            kubectl create ns "$ORG_GUID-dev" --region "$REGION" --home "$HOME"
            ORG_GUID=set-again
            ```
            {: pre}

        3.  Use it again.

            ```
            echo "$ORG_GUID"
            ```
            {: pre}
        """

    /// With `--from` or `--only`, a variable a selected step uses that only a step left out sets is named before
    /// anything runs (once, at its first use), unless the environment sets it; one set by a selected step is not.
    @Test(arguments: [Language.en, .fr, .pt]) func aVariableOnlyAStepLeftOutSetsIsNamed(language: Language) throws {
        let fixture = try RunFixture(page: Self.variables)
        let environment = ["REGION": "eu-de"]
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(from: "2"), inputs: ValueInputs(environment: environment))
        let console = RecordingConsole()
        let result = fixture.engine(
            plan, console: console, shell: FakeShell { _ in FakeShell.ok("") }, language: language,
            environment: environment
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        let said = RunMessages.setByUnselected(language, ["name": "$ORG_GUID", "user": "2", "setter": "1"])
        #expect(console.text.components(separatedBy: said).count == 2, "\(console.text)")
        // $REGION: the environment sets it; $HOME: no step does.
        #expect(
            !console.text.contains("$REGION,") && !console.text.contains("$REGION ") && !console.text.contains("$HOME,")
        )
        Snapshot.assert(fixture.stable(console.text), named: "variable-not-selected.\(language.rawValue).txt")
        // Resumed after step 1 passed, or with step 1 selected, nothing is said.
        let whole = try Planner.plan(fixture.runbook, selection: .init(), inputs: ValueInputs())
        let quiet = RecordingConsole()
        _ = fixture.engine(whole, console: quiet, shell: FakeShell { _ in FakeShell.ok("") }, language: language).run()
        #expect(!quiet.text.contains(said))
    }

    /// `plan` says it too, in the page's language, as `run` would before anything runs; not of a variable the
    /// environment has, nor with the setter selected.
    @Test(arguments: [Language.en, .fr, .pt]) func thePlanNamesAVariableOnlyAStepLeftOutSets(language: Language) throws
    {
        let fixture = try RunFixture(page: Self.variables)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(from: "2"), inputs: ValueInputs(environment: ["REGION": "eu-de"]))
        let text = PlanTextReport(language: language).render(plan)
        let said = RunMessages.setByUnselected(language, ["name": "$ORG_GUID", "user": "2", "setter": "1"])
        #expect(text.components(separatedBy: said).count == 2, "\(text)")
        #expect(!text.contains("$REGION,") && !text.contains("$REGION "), "\(text)")
        Snapshot.assert(fixture.stable(text), named: "variable-not-selected-plan.\(language.rawValue).txt")
        // The JSON names it too, whatever the language (until 1 December 2026 it had no field for it).
        if language == .en {
            let json = PlanJSONReport.value(of: plan).rendered()
            Snapshot.assert(fixture.stable(json), named: "variable-not-selected-plan.json")
        }
        // Without the environment's $REGION it is named too; with step 1 selected, nothing is.
        let bare = try Planner.plan(fixture.runbook, selection: .init(from: "2"), inputs: ValueInputs())
        #expect(PlanTextReport(language: language).render(bare).contains("$REGION,"))
        let whole = try Planner.plan(fixture.runbook, selection: .init(), inputs: ValueInputs())
        #expect(!PlanTextReport(language: language).render(whole).contains(said))
    }

    /// Resumed with `--from`, a variable the state restores is not said to be empty.
    @Test func aVariableTheStateRestoresIsNotNamed() throws {
        let fixture = try RunFixture(page: Self.variables)
        let whole = try Planner.plan(fixture.runbook, selection: .init(), inputs: ValueInputs())
        let failing = FakeShell { $0.hasPrefix("kubectl") ? FakeShell.failed(1) : FakeShell.ok("") }
        failing.variableValues = ["ORG_GUID": "g-1"]
        _ = fixture.engine(whole, shell: failing, yes: true).run()
        let plan = try Planner.plan(fixture.runbook, selection: .init(from: "2"), inputs: ValueInputs())
        let console = RecordingConsole()
        _ = fixture.engine(plan, console: console, shell: FakeShell { _ in FakeShell.ok("") }, resume: true).run()
        let said = RunMessages.setByUnselected(.en, ["name": "$ORG_GUID", "user": "2", "setter": "1"])
        #expect(!console.text.contains(said), "\(console.text)")
        let fresh = RecordingConsole()
        _ = fixture.engine(plan, console: fresh, shell: FakeShell { _ in FakeShell.ok("") }).run()
        #expect(fresh.text.contains(said), "\(fresh.text)")
    }

    /// With `--from`, a value the skipped step would have printed is asked at the step that needs it, naming the
    /// step that would have given it; `plan` names it among its values.
    @Test(arguments: [Language.en, .fr, .pt]) func aValueWhoseProducerIsNotSelectedIsAskedSayingWhich(
        language: Language
    ) throws {
        let fixture = try RunFixture(page: Self.chain)
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(from: "2"), inputs: ValueInputs(commandLine: ["region": "eu-de"]))
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["tok-123456789"], console: console)
        let shell = Self.chainShell()
        let result = fixture.engine(plan, console: console, prompter: prompter, shell: shell, language: language).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.count == 1 && prompter.asked.first?.secret == true)
        let note = RunMessages.notSelectedProducer(language, ["id": "1"])
        #expect(console.text.components(separatedBy: note).count == 3, "at the start and at the question")
        Snapshot.assert(fixture.stable(console.text), named: "prompt-not-selected.\(language.rawValue).txt")
        // Without a terminal the missing value is listed with the same note, and nothing runs.
        let quiet = RecordingConsole()
        let stopped = fixture.engine(plan, console: quiet, language: language).run()
        #expect(stopped.exit == .notStarted)
        #expect(quiet.text.contains(note))
        // The plan names it too (until 1 December 2026 it said only `<missing>`).
        #expect(PlanTextReport(language: language).render(plan).contains(note))
    }

    /// The word a tool prints for no value is none to bind: the value is asked where it is needed.
    @Test(arguments: ["null", "<none>", "None", "undefined"]) func aWordForNoValueIsNotBound(printed: String) throws {
        let fixture = try RunFixture(page: Self.chain)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["tok-123456789", "eu-de"], console: console)
        let shell = FakeShell {
            $0.hasPrefix("bx token-create") ? FakeShell.ok("Token: \(printed)\n") : FakeShell.ok("")
        }
        let result = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.map(\.secret) == [true, false], "\(console.text)")
        #expect(!console.text.contains("(from the output of step 1)"), "\(console.text)")
    }

    /// When the output does not show the value it was to give, the value is asked at the step that needs it, saying
    /// so; without a terminal the run stops there.
    @Test func aValueTheOutputDidNotShowIsAskedWhereItIsNeeded() throws {
        let fixture = try RunFixture(page: Self.chain)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["tok-123456789", "eu-de"], console: console)
        let shell = FakeShell()
        let result = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.map(\.secret) == [true, false])
        #expect(console.text.contains("<token_value> was expected in the output of step 1, which did not show it."))
        let quiet = RecordingConsole()
        let stopped = fixture.engine(try fixture.plan(["region": "eu-de"]), console: quiet).run()
        #expect(stopped.exit == .stepFailed)
        #expect(
            quiet.text.contains("token_value is missing and there is no terminal to ask for it; the run stops here"))
    }

    /// The last run's value is offered at the question, Enter keeping it, and the list at the start says so; with
    /// `--yes` or without a terminal it is used as it is.
    @Test(arguments: [Language.en, .fr, .pt]) func theLastRunsValueIsOfferedNotUsedUnasked(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["", "buddy"], console: console)
        let shell = FakeShell()
        let plan = try fixture.plan(remembered: ["user_name": "ada", "nickname": "old"])
        let result = fixture.engine(plan, console: console, prompter: prompter, shell: shell, language: language).run()
        #expect(result.exit == .success)
        let offer = "[" + RunMessages.lastValue(language, ["value": "ada"]) + "]"
        let colon = language == .fr ? " : " : ": "
        #expect(prompter.asked.map(\.prompt).first?.hasSuffix(") " + offer + colon) == true, "\(prompter.asked)")
        #expect(shell.commands == [#"echo "hello ${__docrun_user_name} ${__docrun_nickname}""#])
        #expect(shell.scripts.contains { $0.contains("__docrun_user_name='ada'") && $0.contains("'buddy'") })
        #expect(fixture.transcript.contains(#""name":"user_name","source":"remembered""#), "\(fixture.transcript)")
        Snapshot.assert(fixture.stable(console.text), named: "prompt-last-value.\(language.rawValue).txt")
        for prompting in [false, true] {
            let quiet = RecordingConsole()
            let noOne = ScriptedPrompter([], console: quiet)
            let used = fixture.engine(
                plan, console: quiet, prompter: prompting ? noOne : nil, language: language, yes: true
            ).run()
            #expect(used.exit == .success)
            #expect(noOne.asked.isEmpty)
            #expect(quiet.text.contains("ada  (" + PlanMessages.remembered(language) + ")"), "\(quiet.text)")
        }
    }

    static let defaulted = """
        # Region
        {: #region}

        | Placeholder | Description |
        |---|---|
        | `<region>` | Required. The region to use. The default value is us-south. |

        1.  Choose the region.

            ```
            kubectl config set region <region>
            ```
            {: pre}
        """

    /// A default the page documents is offered at the question, Enter keeping it; without a terminal it is not
    /// used unasked.
    @Test(arguments: [Language.en, .fr, .pt]) func aDocumentedDefaultIsOffered(language: Language) throws {
        let fixture = try RunFixture(page: Self.defaulted)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter([" "], console: console)
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success)
        #expect(shell.scripts.contains { $0.contains("__docrun_region='us-south'") })
        #expect(fixture.transcript.contains(#""source":"page-default""#))
        Snapshot.assert(fixture.stable(console.text), named: "prompt-page-default.\(language.rawValue).txt")
        let quiet = fixture.engine(try fixture.plan(), language: language).run()
        #expect(quiet.exit == .notStarted)
    }

    /// With `--yes` a value still missing is asked on a terminal all the same, and the page's default is offered there
    /// too (Enter was refused as an empty answer).
    @Test func withYesADocumentedDefaultIsOfferedAtTheQuestion() throws {
        let fixture = try RunFixture(page: Self.defaulted)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter([""], console: console)
        let shell = FakeShell()
        let result = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell, yes: true)
            .run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.map(\.prompt) == ["region (required) [default: us-south]: "])
        #expect(shell.scripts.contains { $0.contains("__docrun_region='us-south'") })
    }

    /// A key the terminal's line mode does not edit with (an arrow, a Ctrl key) comes in the answer as text: refused,
    /// and asked again; a page's default that holds control characters is offered in caret notation, not obeyed.
    @Test func controlCharactersAreNeitherTakenNorObeyed() throws {
        let page = Self.defaulted.replacingOccurrences(of: "us-south", with: "us-\u{1B}]2;title\u{07}south")
        let fixture = try RunFixture(page: page)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["eu-\u{1B}[D1", "eu\u{08}de", "eu-de"], console: console)
        let shell = FakeShell()
        let result = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(prompter.asked.count == 3, "\(console.text)")
        #expect(shell.scripts.contains { $0.contains("__docrun_region='eu-de'") })
        #expect(console.text.contains("The answer holds a control character (^[)"), "\(console.text)")
        #expect(console.text.contains("The answer holds a control character (^H)"), "\(console.text)")
        #expect(console.text.contains("[default: us-^[]2;title^Gsouth]"), "\(console.text)")
        #expect(!console.text.contains("\u{1B}]2"), "\(console.text)")
    }

    static let unmarked = """
        # Region
        {: #region}

        1.  Choose the region.

            ```
            kubectl config set region REGION_NAME
            ```
            {: pre}

            Replace `REGION_NAME` with the region of your cluster.
        """

    /// A value the command does not mark is asked with what the sentence that documents it says of it, as a `<x>` is.
    @Test(arguments: [Language.en, .fr, .pt]) func anUnmarkedValueIsAskedWithItsSentence(language: Language) throws {
        let fixture = try RunFixture(page: Self.unmarked)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["eu-de"], console: console)
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success)
        #expect(console.text.contains("<REGION_NAME>  the region of your cluster\n"), "\(console.text)")
        Snapshot.assert(fixture.stable(console.text), named: "prompt-unmarked-value.\(language.rawValue).txt")
    }
}

extension PromptTests {
    /// An answer as long as a terminal's line may have been cut: it is refused, saying how to give a long value.
    @Test(arguments: [Language.en, .fr, .pt]) func anAnswerAtTheTerminalsLineLimitIsRefused(language: Language)
        throws
    {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let cut = String(repeating: "A", count: TerminalPrompter.lineLimit)
        let prompter = ScriptedPrompter([cut, "ada", ""], console: console)
        let shell = FakeShell()
        let result = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: language
        ).run()
        #expect(result.exit == .success)
        #expect(prompter.asked.count == 3)
        #expect(!shell.scripts.contains { $0.contains(cut) })
        let said = RunMessages.tooLongToType(language, ["variable": "DOCRUN_USER_NAME"])
        #expect(console.text.contains(said), "\(console.text)")
    }
}
