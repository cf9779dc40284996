import Foundation
import Processes
import TestSupport
import Testing

/// `docrun run` in a real pseudo-terminal (tmux): prompts in the page's language, a secret typed without echo,
/// questions answered at the keyboard, and a run that completes.
@Suite(.serialized) struct TerminalRunTests {
    static let tmux = ["/usr/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A tmux server of the test's own, so that nothing of the user's is touched.
    struct Terminal {
        let socket = "docrun-test-\(UUID().uuidString.prefix(8))"
        let folder: URL

        func tmux(_ arguments: [String]) throws -> ProcessResult {
            try DocrunProcess.runProgram(
                URL(fileURLWithPath: TerminalRunTests.tmux!), ["-L", socket] + arguments, directory: folder,
                environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "HOME": folder.path])
        }

        /// Starts `command` in a new detached session.
        ///
        /// Started as docrun starts its children (`ChildProcess`): only /dev/null open, since the tmux server outlives
        /// the call and would hold on to any pipe it inherits (the test's own pipes included), and no signal blocked,
        /// which `Process` would pass on from the test's thread: a server whose shell cannot get SIGHUP outlives its
        /// `kill-server` (an interactive bash, left running by every run of the suite).
        func start(_ command: String) throws {
            let tmux = TerminalRunTests.tmux!
            let client = try ChildProcess(
                tmux,
                arguments: [
                    tmux, "-L", socket, "new-session", "-d", "-c", folder.path, "-x", "220", "-y", "60", "-s", "run",
                    command,
                ],
                environment: ["PATH=/usr/bin:/bin", "TERM=xterm", "HOME=\(folder.path)"],
                descriptors: [(0, .null), (1, .null), (2, .null)])
            _ = client.waitForExit(within: 30_000)
        }

        /// Starts `docrun run` on the sandbox's page without colours; `DOCRUN-EXIT=` and its status follow its end.
        func startRun(_ sandbox: RunSandbox) throws {
            try start(
                "cd '\(sandbox.folder.path)' && NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run '\(sandbox.page)'; "
                    + "echo DOCRUN-EXIT=$?; sleep 60")
        }

        func screen() throws -> String {
            try tmux(["capture-pane", "-p", "-J", "-S", "-1000", "-t", "run"]).stdout
        }

        func type(_ text: String) throws {
            _ = try tmux(["send-keys", "-t", "run", "-l", text])
            _ = try tmux(["send-keys", "-t", "run", "Enter"])
        }

        /// Waits until the screen shows `text` (at most `seconds`); returns the screen.
        @discardableResult
        func waitFor(_ text: String, occurrences: Int = 1, seconds: Double = 30) throws -> String {
            let deadline = Date().addingTimeInterval(seconds)
            var screen = ""
            while Date() < deadline {
                screen = try self.screen()
                if screen.components(separatedBy: text).count - 1 >= occurrences { return screen }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("the terminal never showed '\(text)'; it shows:\n\(screen)")
            throw CancellationError()
        }

        func stop() {
            _ = try? tmux(["kill-server"])
        }
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func frenchPromptsHiddenSecretAndACompleteRun() throws {
        let sandbox = try RunSandbox("ibm-cloud/fr/cs_dedicated_tokens.md")
        let values = sandbox.folder.appendingPathComponent("values.yml")
        try """
        kubernetes_namespace: default
        secret_name: registry-token
        registry_url: registry.example.com
        docker_email: a@b.c
        pod_name: demo-pod
        container_name: demo
        my_namespace: team
        my_image: hello
        tag: "1.0"
        org_name: my-org
        """.write(to: values, atomically: true, encoding: .utf8)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        let secret = "Typed-S3cret-99"
        let command =
            "cd '\(sandbox.folder.path)' && PATH='\(RunSandbox.doubles)':/usr/bin:/bin "
            + "DOCRUN_DOUBLE_LOG='\(sandbox.log.path)' NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run "
            + "'\(sandbox.page)' --values '\(values.path)'; echo DOCRUN-EXIT=$?; sleep 60"
        try terminal.start(command)
        try terminal.waitFor(
            "2 valeurs seront demandées, chacune quand la première étape qui en a besoin sera atteinte :")
        try terminal.waitFor("dedicated_domain (obligatoire) : ")
        try terminal.type("example.com")
        try terminal.waitFor("token_value (obligatoire ; secret, saisie masquée) : ")
        try terminal.type(secret)
        // Step 7.1 is manual, 7.2 writes mypod.yaml after asking, 7.3 is manual again.
        try terminal.waitFor("[t]erminé, [i]gnorer ou [q]uitter ? ")
        try terminal.type("t")
        try terminal.waitFor("Écrire ce fichier ? [O/n] ")
        try terminal.type("o")
        try terminal.waitFor("[t]erminé, [i]gnorer ou [q]uitter ? ", occurrences: 2)
        try terminal.type("t")
        let screen = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(screen.contains("DOCRUN-EXIT=0"), "\(screen)")
        #expect(!screen.contains(secret), "the typed secret was echoed or shown:\n\(screen)")
        #expect(screen.contains("--docker-password=********"))
        #expect(screen.contains("Résumé :"))
        let calls = try sandbox.calls()
        #expect(calls.contains { $0.args.contains("--docker-password=\(secret)") })
        #expect(!sandbox.transcripts().contains(secret))
    }

    /// A secret a step prints before the operator types it at a later step: the screen keeps what the program printed,
    /// the transcript is masked again when the secret is typed.
    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func aSecretTypedLateIsMaskedInTheTranscript() throws {
        let sandbox = try RunSandbox(
            page: """
                # Keys
                {: #keys}

                1.  Create a key.

                    ```
                    echo "Your new key: Late-S3cret-77"
                    ```
                    {: pre}

                2.  Use the key.

                    ```
                    test "<api_key>" = Late-S3cret-77 && echo used
                    ```
                    {: pre}
                """)
        let screen = try Self.answering([("api_key (required; secret, input hidden): ", "Late-S3cret-77")], sandbox)
        #expect(screen.contains("DOCRUN-EXIT=0") && screen.contains("used"), "\(screen)")
        let transcripts = sandbox.transcripts()
        #expect(transcripts.contains("Your new key: ********"), "\(transcripts)")
        #expect(!transcripts.contains("Late-S3cret"), "\(transcripts)")
    }

    /// A variable no step sets is asked in the real terminal at its step, a credential-named one without echo, and
    /// the answers reach the command; the credential is masked in what the command prints and in the transcript.
    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func aVariableNoStepSetsIsAskedInTheTerminal() throws {
        let sandbox = try RunSandbox(
            page: """
                # Target
                {: #target}

                1.  Target your region, where `REGION` is the region of your account.

                    ```
                    echo "region=$REGION token=$ACCESS_TOKEN"
                    ```
                    {: pre}
                """)
        let screen = try Self.answering(
            [
                ("$REGION  the region of your account\nREGION (optional): ", "eu-de"),
                ("ACCESS_TOKEN (optional, secret, input hidden): ", "Tok-Hidden-4417"),
            ], sandbox)
        #expect(screen.contains("DOCRUN-EXIT=0") && screen.contains("region=eu-de token=********"), "\(screen)")
        #expect(!screen.contains("Tok-Hidden"), "\(screen)")
        #expect(!sandbox.transcripts().contains("Tok-Hidden"))
    }

    /// Runs the sandbox's page in a terminal, typing each answer once its question shows; the screen at the end.
    static func answering(_ answers: [(question: String, answer: String)], _ sandbox: RunSandbox) throws -> String {
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try terminal.startRun(sandbox)
        for (question, answer) in answers {
            try terminal.waitFor(question)
            try terminal.type(answer)
        }
        return try terminal.waitFor("DOCRUN-EXIT=")
    }

    static let sleepyPage = """
        # Interrupt me
        {: #interrupt}

        1.  Set a variable.

            ```
            GREETING=hello
            ```
            {: pre}

        2.  Wait a long time.

            ```
            sleep "${NAP:-30}"
            ```
            {: pre}

        3.  Use the variable.

            ```
            echo "$GREETING world"
            ```
            {: pre}
        """

    /// Runs the sleepy page on a terminal, its step 2 interrupted by Ctrl-C, then `body` at the failure question.
    func interruptingSleepy(_ body: (Terminal, RunSandbox) throws -> Void) throws {
        let sandbox = try RunSandbox(page: Self.sleepyPage)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try terminal.startRun(sandbox)
        try terminal.waitFor("$ sleep \"${NAP:-30}\"")
        Thread.sleep(forTimeInterval: 0.3)
        _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
        try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ", seconds: 5)
        try body(terminal, sandbox)
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func ctrlCStopsTheCommandNotTheRun() throws {
        try interruptingSleepy { terminal, sandbox in
            #expect(try terminal.screen().contains("✗ interrupted (Ctrl-C)"))
            try terminal.type("e")
            try terminal.waitFor("New command (empty keeps it): ")
            try terminal.type("true")
            let screen = try terminal.waitFor("DOCRUN-EXIT=")
            #expect(screen.contains("hello world"), "the shell kept its variable across the interruption:\n\(screen)")
            #expect(screen.contains("DOCRUN-EXIT=0"), "\(screen)")
        }
    }

    /// Ctrl-C at the new command's question stops the run, as it does at the question before it (it showed that
    /// question again, on the same line).
    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func ctrlCWhileEditingStopsTheRun() throws {
        try interruptingSleepy { terminal, sandbox in
            try terminal.type("e")
            try terminal.waitFor("New command (empty keeps it): ")
            _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
            let screen = try terminal.waitFor("DOCRUN-EXIT=", seconds: 5)
            #expect(screen.contains("DOCRUN-EXIT=130"), "\(screen)")
        }
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func aSecondCtrlCQuitsAndResumeContinues() throws {
        try interruptingSleepy { terminal, sandbox in
            _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
            let screen = try terminal.waitFor("DOCRUN-EXIT=")
            #expect(screen.contains("DOCRUN-EXIT=130"), "\(screen)")
            let state = try #require(sandbox.state())
            #expect(state.contains("\"GREETING\": \"hello\""), "\(state)")
            #expect(sandbox.transcripts().contains("\"event\":\"end\""), "the end of the run was not recorded")
            // Resume without a terminal: step 2 again (now quick), then step 3 with the saved variable.
            let resumed = try sandbox.run(["--resume"], environment: ["NAP": "0"])
            #expect(resumed.status == 0, "\(resumed.stdout)\n\(resumed.stderr)")
            #expect(resumed.stdout.contains("Resuming at step 2"))
            #expect(resumed.stdout.contains("hello world"))
        }
    }

    static let twoValuesPage = """
        # Two values
        {: #two-values}

        1.  Name the bucket.

            ```
            echo "bucket <bucket_name>"
            ```
            {: pre}

        2.  Name the key.

            ```
            echo "key <object_key>"
            ```
            {: pre}

        | Name | Description |
        |---|---|
        | `<bucket_name>` | The bucket. |
        | `<object_key>` | The object's key. |
        """

    /// Ctrl-C at a value's question is an interruption, not a skip: the step is `interrupted` in the summary and the
    /// transcript, the run exits with 130, and `--resume` starts at the step and asks the question again.
    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func ctrlCAtAValueQuestionInterruptsTheRun() throws {
        let sandbox = try RunSandbox(page: Self.twoValuesPage)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try terminal.startRun(sandbox)
        try terminal.waitFor("bucket_name (required): ")
        try terminal.type("logs")
        try terminal.waitFor("object_key (required): ")
        _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
        let screen = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(screen.contains("DOCRUN-EXIT=130"), "\(screen)")
        #expect(screen.contains("Step 2        interrupted") && !screen.contains("Step 2        skipped"), "\(screen)")
        #expect(screen.contains("1 passed, 0 warned, 0 failed, 0 skipped, 0 manual, 1 interrupted"), "\(screen)")
        let transcript = sandbox.transcripts()
        #expect(transcript.contains(#"{"id":"2","section":"two-values","outcome":"interrupted"}"#), "\(transcript)")
        // Resumed without a terminal: step 2 is where it starts, and its value is missing again.
        let resumed = try sandbox.run(["--resume"])
        #expect(resumed.status == 2 && resumed.stdout.contains("Resuming at step 2"), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("<object_key>"), "\(resumed.stdout)")
    }

    /// Closing the terminal (SIGHUP) ends the run and every process the step started, even one that ignores
    /// SIGHUP, and the run's end and state are written.
    @Test(.enabled(if: tmux != nil, "tmux is not installed")) func closingTheTerminalEndsTheRunAndItsProcesses() throws
    {
        let marker = "docrun-hup-\(UUID().uuidString.prefix(8))"
        let page = Self.sleepyPage.replacingOccurrences(
            of: "sleep \"${NAP:-30}\"", with: "nohup bash -c 'exec -a \(marker) sleep 300' >/dev/null 2>&1 & sleep 300")
        let sandbox = try RunSandbox(page: page)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try terminal.start(
            "cd '\(sandbox.folder.path)' && NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run '\(sandbox.page)'; sleep 60"
        )
        try terminal.waitFor("sleep 300")
        try waitUntil(seconds: 30) { Processes.matching(marker).count == 1 }
        // What the kernel does when a terminal goes away: SIGHUP to its foreground process group, which is
        // docrun's (bash shares it on a terminal). tmux's own kill-server does not always get that far here.
        let docrun = try #require(
            Processes.matching(sandbox.page).first {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/exe"))?.hasSuffix("/docrun")
                    == true
            })
        kill(-getpgid(docrun), SIGHUP)
        // The step's exit, the state and the run's end are written one after another: all three are waited for, on
        // a machine that may be busy (until 30 November 2026 the first alone, for 10 s).
        try waitUntil(seconds: 30) {
            Processes.matching(marker).isEmpty && sandbox.transcripts().contains("\"exit\":129")
                && sandbox.transcripts().contains("\"event\":\"end\"")
                && sandbox.state()?.contains("\"stoppedAt\": \"interrupt/2\"") == true
        }
        #expect(Processes.matching(marker).isEmpty, "left running after SIGHUP")
        #expect(sandbox.transcripts().contains("\"event\":\"end\""))
        #expect(sandbox.state()?.contains("\"stoppedAt\": \"interrupt/2\"") == true, "\(sandbox.state() ?? "")")
    }
}
