import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// The run engine with a scripted person and a shell that runs nothing: what is asked, in which language, what is
/// run, what is remembered.
@Suite struct RunEngineTests {
    static let dedicated = "ibm-cloud/fr/cs_dedicated_tokens.md"
    /// Seed 000's placeholders, in the order the page first uses them.
    static let names = [
        "dedicated_domain", "org_name", "kubernetes_namespace", "secret_name", "registry_url", "token_value",
        "docker_email", "pod_name", "container_name", "my_namespace", "my_image", "tag",
    ]
    /// Answers for seed 000's prompts, in the same order.
    static let answers = [
        "example.com", "my-org", "default", "registry-token", "registry.example.com", "s3cr3t-T0ken", "a@b.c",
        "demo-pod", "demo", "team", "hello", "1.0",
    ]
    /// Every value of seed 000, as --set would give them.
    static var values: [String: String] { Dictionary(uniqueKeysWithValues: zip(names, answers)) }

    @Test(arguments: [Language.fr, .en, .pt]) func promptsAreInThePageLanguageOrTheChosenOne(language: Language) throws
    {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(Self.answers, console: console)
        let engine = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, language: language, yes: true)
        let result = engine.run()
        #expect(result.exit == .success)
        Snapshot.assert(fixture.stable(console.text), named: "run-000-prompts.\(language.rawValue).txt")
    }

    @Test func eachValueIsAskedOnceInTheOrderOfFirstUseAndTheSecretIsHidden() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(Self.answers, console: console)
        let shell = FakeShell()
        _ = fixture.engine(try fixture.plan(), console: console, prompter: prompter, shell: shell, yes: true).run()
        let names = prompter.asked.map { String($0.prompt.prefix { $0 != " " }) }
        #expect(names == Self.names)
        #expect(prompter.asked.filter(\.secret).map { String($0.prompt.prefix { $0 != " " }) } == ["token_value"])
        #expect(shell.commands.count == 7)
        #expect(!console.text.contains("s3cr3t-T0ken"))
    }

    @Test func withoutATerminalMissingValuesStopBeforeAnythingRuns() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let console = RecordingConsole()
        let shell = FakeShell()
        let result = fixture.engine(try fixture.plan(["org_name": "o"]), console: console, shell: shell).run()
        #expect(result.exit == .notStarted)
        #expect(shell.scripts.isEmpty)
        for name in ["dedicated_domain", "kubernetes_namespace", "token_value", "tag"] {
            #expect(console.text.contains("--set \(name)=…"), "\(name)")
        }
        #expect(!console.text.contains("--set org_name"))
        Snapshot.assert(fixture.stable(console.text), named: "run-000-missing.fr.txt")
    }

    @Test func secretsReachNeitherTheScreenNorTheTranscriptNorTheState() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let console = RecordingConsole()
        let secret = "s3cr3t-T0ken"
        // The shell echoes the secret back, as a careless tool would.
        let shell = FakeShell { script in FakeShell.ok(script.contains("docker-registry") ? "using \(secret)\n" : "") }
        var values = Self.values
        values["token_value"] = secret
        let result = fixture.engine(try fixture.plan(values), console: console, shell: shell).run()
        #expect(result.exit == .success)
        #expect(shell.scripts.contains { $0.contains(secret) }, "the shell needs the real value")
        #expect(!console.text.contains(secret))
        #expect(console.text.contains("using ********"))
        #expect(!fixture.transcript.isEmpty && !fixture.transcript.contains(secret))
        #expect(!fixture.state.isEmpty && !fixture.state.contains(secret))
        let written = try String(contentsOf: fixture.folder.appendingPathComponent("mypod.yaml"), encoding: .utf8)
        #expect(written.contains("registry-token"))
    }

    @Test func aFailingStepStopsTheRunAndResumeStartsThere() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let values = Self.values
        let failing = FakeShell { $0.hasPrefix("kubectl describe") ? FakeShell.failed(1) : FakeShell.ok("") }
        let first = fixture.engine(try fixture.plan(values), shell: failing).run()
        #expect(first.exit == .stepFailed)
        #expect(first.outcomes.map(\.outcome) == [.passed, .passed, .passed, .warned, .failed])
        let shell = FakeShell()
        let console = RecordingConsole()
        let second = fixture.engine(try fixture.plan(values), console: console, shell: shell, resume: true).run()
        #expect(second.exit == .success)
        #expect(shell.commands.first == "kubectl describe secrets")
        #expect(console.text.contains("Reprise à l'étape 5"))
    }

    /// A command of several lines whose last line succeeded fails when an earlier one did, naming its page line.
    @Test(arguments: [Language.en, .fr, .pt]) func aFailedLineBeforeTheLastFailsTheStep(language: Language) throws {
        let fixture = try RunFixture(
            page: """
                # Log in
                {: #log-in}

                1.  Log in and target.

                    ```
                    bx login --apikey abc
                    bx target -g default
                    ```
                    {: pre}

                2.  Next.

                    ```
                    echo next
                    ```
                    {: pre}
                """)
        var login = FakeShell.ok("FAILED: bad key\nOK\n")
        login.failure = .init(status: 1, line: 1)
        let failing = login
        let shell = FakeShell { $0.hasPrefix("bx login") ? failing : FakeShell.ok("") }
        let console = RecordingConsole()
        let run = fixture.engine(try fixture.plan(), console: console, shell: shell, language: language).run()
        #expect(run.exit == .stepFailed)
        #expect(run.outcomes.map(\.outcome) == [.failed])
        #expect(console.text.contains(RunMessages.lineFailed(language, ["line": "7", "status": "1"])))
        Snapshot.assert(fixture.stable(console.text), named: "line-failed.\(language.rawValue).txt")
    }

    @Test func strictTurnsAnOutputMismatchIntoAFailure() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let values = Self.values
        let result = fixture.engine(try fixture.plan(values), strict: true).run()
        #expect(result.exit == .stepFailed)
        #expect(result.outcomes.last?.outcome == .failed)
        #expect(result.outcomes.last?.step.id == "4")
    }

    /// A warned command ends with a verdict line, as a passed one does.
    @Test func aWarnedCommandSaysItsVerdict() throws {
        let fixture = try RunFixture(runbook: Self.dedicated)
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(Self.values), console: console, language: .en).run()
        #expect(result.exit == .success)
        #expect(result.outcomes.contains { $0.outcome == .warned })
        #expect(console.text.contains("! passed with a warning (1 ms)"), "\(console.text)")
    }
}
