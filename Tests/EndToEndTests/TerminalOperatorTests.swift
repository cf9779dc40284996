import Foundation
import TestSupport
import Testing

/// What an operator meets in the first minutes of `docrun run` in a real pseudo-terminal (tmux): the order of the
/// questions, what they offer, and what the screen shows while a command runs.
@Suite(.serialized) struct TerminalOperatorTests {
    typealias Terminal = TerminalRunTests.Terminal

    /// Starts `docrun run PAGE arguments` in `terminal`, in the sandbox, with the doubles first on PATH.
    ///
    /// The shell prints `DOCRUN-EXIT=<status>` when docrun ends. `after` is appended to docrun's command line (a pipe).
    static func start(
        _ terminal: Terminal, _ sandbox: RunSandbox, _ arguments: [String] = [], environment: String = "NO_COLOR=1",
        after: String = ""
    ) throws {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        try terminal.start(
            "cd '\(sandbox.folder.path)' && PATH='\(RunSandbox.doubles)':/usr/bin:/bin "
                + "DOCRUN_DOUBLE_LOG='\(sandbox.log.path)' \(environment) '\(RepositoryPaths.docrun.path)' run "
                + "'\(sandbox.page)' \(quoted.joined(separator: " "))\(after); echo DOCRUN-EXIT=$?; sleep 60")
    }

    static let enabled = TerminalRunTests.tmux != nil

    @Test(.enabled(if: enabled, "tmux is not installed")) func aMissingProgramIsReportedBeforeAnyValueIsAsked() throws {
        let sandbox = try RunSandbox(page: SamplePages.missingProgram)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        let screen = try terminal.waitFor("Continue anyway? [y/N] ")
        #expect(screen.contains("nosuchprogram-docrun  (step 1)"))
        #expect(!screen.contains("user_name"), "a value was asked before the programs were checked:\n\(screen)")
        try terminal.type("n")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("DOCRUN-EXIT=3"), "\(end)")
        #expect(!end.contains("user_name ("), "\(end)")
    }

    /// A value is asked when its step is reached, below what the earlier steps printed; the list at the start says
    /// which values will be asked.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aValueIsAskedAtTheStepThatNeedsIt() throws {
        let sandbox = try RunSandbox(page: OperatorPages.learnThenAnswer)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        let screen = try terminal.waitFor("region (required): ")
        let list = try #require(screen.range(of: "1 value will be asked when the step that needs it is reached:"))
        let learnt = try #require(screen.range(of: "regions you may use: eu-gb", options: .backwards))
        let question = try #require(screen.range(of: "<region>  The region", options: .backwards))
        #expect(list.upperBound < learnt.lowerBound && learnt.upperBound < question.lowerBound, "\(screen)")
        try terminal.type("eu-gb")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("chosen eu-gb"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }

    /// The value given last time is offered at the question; Enter keeps it.
    @Test(.enabled(if: enabled, "tmux is not installed")) func enterKeepsTheValueOfferedFromTheLastRun() throws {
        let sandbox = try RunSandbox(page: OperatorPages.learnThenAnswer)
        let first = try sandbox.run(["--set", "region=eu-gb"])
        #expect(first.status == 0, "\(first.stdout)")
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        let screen = try terminal.waitFor("region (required) [last: eu-gb]: ")
        #expect(screen.contains("region  at step 2 [last: eu-gb]"), "\(screen)")
        try terminal.type("")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("chosen eu-gb"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }

    /// A value typed at its question is the run's value: a later example output that shows it as a slot does not
    /// replace it with what the real output shows there.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aTypedValueIsNotReplacedByALaterSlot() throws {
        let sandbox = try RunSandbox(page: RunValueTests.namespaces)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        try terminal.waitFor("namespace (required): ")
        try terminal.type("mine")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("pushing to registry.example.com/mine/app"), "\(end)")
        #expect(!end.contains("namespace = team"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }

    /// A command's own prompt without a newline shows within a second, though docrun masks a secret in the output.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aCommandsPromptShowsAtOnceWhileASecretIsKnown() throws {
        let sandbox = try RunSandbox(page: OperatorPages.commandPrompt)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        let secret = "S3cret-token-value-42"
        try Self.start(terminal, sandbox, ["--set", "api_token=\(secret)"])
        try terminal.waitFor("read -r answer")
        try terminal.waitFor("Password: ", seconds: 1)
        try terminal.type("answer-typed")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("got answer-typed, key ********"), "\(end)")
        #expect(!end.contains(secret), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }

    /// `docrun run PAGE | tee run.log` with the terminal on standard input: docrun still asks (on the terminal) and
    /// shows the output live through the pipe; the log holds the run, not the questions.
    @Test(.enabled(if: enabled, "tmux is not installed")) func withStandardOutputPipedItStillAsks() throws {
        let sandbox = try RunSandbox(page: OperatorPages.learnThenAnswer)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        let line =
            "cd '\(sandbox.folder.path)' && NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run '\(sandbox.page)' "
            + "| tee run.log; echo DOCRUN-EXIT=${PIPESTATUS[0]}; sleep 60"
        try terminal.start("bash -c " + "'" + line.replacingOccurrences(of: "'", with: "'\\''") + "'")
        let screen = try terminal.waitFor("region (required): ")
        #expect(screen.contains("regions you may use: eu-gb"), "the output did not show live:\n\(screen)")
        try terminal.type("eu-gb")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("chosen eu-gb"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
        let log = try #require(sandbox.file("run.log"))
        #expect(log.contains("chosen eu-gb") && log.contains("<region>  The region"), "\(log)")
        #expect(!log.contains("region (required): "), "the question went into the log:\n\(log)")
    }

    /// Verdicts and commands are coloured on a terminal, not with NO_COLOR, not through a pipe.
    @Test(.enabled(if: enabled, "tmux is not installed"), arguments: [true, false])
    func coloursOnATerminalOnly(colours: Bool) throws {
        let sandbox = try RunSandbox(page: OperatorPages.learnThenAnswer)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(
            terminal, sandbox, ["--set", "region=eu-gb"],
            environment: colours ? "env -u NO_COLOR TERM=xterm" : "NO_COLOR=1")
        try terminal.waitFor("DOCRUN-EXIT=0")
        let screen = try terminal.tmux(["capture-pane", "-p", "-e", "-J", "-S", "-1000", "-t", "run"]).stdout
        #expect(screen.contains("\u{1B}[32m✓ passed") == colours, "\(screen)")
        #expect(screen.contains("\u{1B}[36m  $ echo") == colours, "\(screen)")
        // Through a pipe, NO_COLOR unset (the test harness sets it for every process it starts).
        let piped = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "env -u NO_COLOR \"$0\" run \"$1\" --set region=eu-gb", RepositoryPaths.docrun.path, sandbox.page],
            directory: sandbox.folder, environment: sandbox.environment(["TERM": "xterm"]))
        #expect(piped.status == 0 && !piped.stdout.contains("\u{1B}"), "colours through a pipe")
    }

    /// `[e]dit` opens `$EDITOR` on the failed command, shows the edited command and runs it once confirmed; the
    /// transcript records the edit.
    ///
    /// An editor that saves CRLF line endings gives the same command (bash would read `true\r`).
    @Test(
        .enabled(if: enabled, "tmux is not installed"),
        arguments: ["EDITOR='sed -i s/false/true/'", #"EDITOR="sed -i -e s/false/true/ -e 's/\$/\\r/'""#])
    func editOpensTheEditorAndRunsTheEditedCommand(editor: String) throws {
        let sandbox = try RunSandbox(page: OperatorPages.failing)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        // An editor that changes the file without a screen: enough to see what docrun does with what it saves.
        try Self.start(terminal, sandbox, [], environment: "NO_COLOR=1 " + editor)
        try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ")
        try terminal.type("e")
        let screen = try terminal.waitFor("Run the edited command? [Y/n] ")
        #expect(screen.contains("$ echo edited && true"), "\(screen)")
        try terminal.type("")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
        // The summary says the step ran edited.
        #expect(end.contains("passed (a command edited, not as the page writes it)"), "\(end)")
        #expect(sandbox.transcripts().contains(#""event":"edit""#), "\(sandbox.transcripts())")
        #expect(sandbox.transcripts().contains(#""after":"echo edited && true""#))
    }

    /// An edited command that uses a placeholder the page does not have is refused: nothing would give it a value,
    /// and bash would read `<in_name>.bak` as two redirections.
    @Test(.enabled(if: enabled, "tmux is not installed")) func anEditWithAPlaceholderThePageLacksIsRefused() throws {
        let sandbox = try RunSandbox(page: OperatorPages.failing)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox, [], environment: #"NO_COLOR=1 EDITOR="sed -i 's/false/cat <in_name>.bak/'""#)
        try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ")
        try terminal.type("e")
        try terminal.waitFor("Run the edited command? [Y/n] ")
        try terminal.type("")
        let screen = try terminal.waitFor("which the page does not ask for")
        #expect(screen.contains("The command uses <in_name>, which the page does not ask for"), "\(screen)")
        try terminal.type("q")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("DOCRUN-EXIT=3"), "\(end)")
        #expect(!end.contains("in_name: No such file"), "the edited command ran:\n\(end)")
        #expect(!sandbox.transcripts().contains(#""event":"edit""#), "\(sandbox.transcripts())")
    }

    /// A page of several procedures asks which one to run, on a terminal, when nothing is selected.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aPageOfSeveralProceduresAsksWhichToRun() throws {
        let sandbox = try RunSandbox(page: StepSelectionTests.sections)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        let screen = try terminal.waitFor("Which one to run? [1-2, Enter: the whole page] ")
        #expect(screen.contains("1. Create  (#create, 2 steps)") && screen.contains("2. Remove  (#remove, 1 step)"))
        try terminal.type("2")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("$ echo remove") && !end.contains("$ echo create"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }
}

/// Pages of the operator's terminal tests.
enum OperatorPages {
    /// Step 1 prints what the operator needs to answer step 2's question.
    static let learnThenAnswer = """
        # Learn then answer
        {: #learn}

        | Placeholder | Description |
        |---|---|
        | `<region>` | Required. The region to use, one of those step 1 lists. |

        1.  List the regions.

            ```
            echo "regions you may use: eu-gb us-south"
            ```
            {: pre}

        2.  Choose one.

            ```
            echo "chosen <region>"
            ```
            {: pre}
        """

    /// A command asks for a password on its own, without a newline, while a secret of the page is known.
    static let commandPrompt = """
        # Command prompt
        {: #prompt}

        1.  Log in.

            ```
            KEY=<api_token>; printf 'Pass%s: ' word; read -r answer; echo "got $answer, key $KEY"
            ```
            {: pre}
        """

    /// A step whose command fails until it is edited.
    static let failing = """
        # Failing
        {: #failing}

        1.  Fail.

            ```
            echo edited && false
            ```
            {: pre}
        """
}
