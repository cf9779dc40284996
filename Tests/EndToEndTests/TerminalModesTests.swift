import Foundation
import TestSupport
import Testing

/// What a run leaves and takes at a real terminal (tmux): one Ctrl-C is one SIGINT for the command, the terminal's
/// modes come back whatever a command left, a paste is one answer, and a secret is only what is typed at its question.
@Suite(.serialized) struct TerminalModesTests {
    typealias Terminal = TerminalRunTests.Terminal
    static let enabled = TerminalRunTests.tmux != nil

    /// A page of one step running `command`, and a second step asking for `<region>` then the secret `<api_key>`.
    static func page(_ command: String) -> String {
        """
        # Modes
        {: #modes}

        1.  Run it.

            ```
            \(command)
            ```
            {: pre}

        2.  Log in.

            ```
            echo "region=<region> key-length=$(printf %s <api_key> | wc -c)"
            ```
            {: pre}

            Replace `<region>` with your region and `<api_key>` with your API key.
        """
    }

    static func start(_ terminal: Terminal, _ sandbox: RunSandbox, _ arguments: String = "") throws {
        try terminal.start(
            "cd '\(sandbox.folder.path)' && NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run '\(sandbox.page)' "
                + "\(arguments); "
                + "echo DOCRUN-EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\{0,1\\}echo' | sed 's/^/MODE=/'; "
                + "sleep 60")
    }

    /// The terminal sends a Ctrl-C to the command's process group, docrun's: docrun sends it no second one, which
    /// many tools read as "abort without cleaning up".
    @Test(.enabled(if: enabled, "tmux is not installed")) func oneCtrlCIsOneInterrupt() throws {
        // The words it prints are not written whole in the command, which the screen shows too.
        let counter =
            "python3 -c 'import signal,time; signal.signal(signal.SIGINT, lambda *a: print(\"GOT-\" \"SIGINT\", "
            + "flush=True)); print(\"REA\" \"DY\", flush=True); time.sleep(3)'"
        let sandbox = try RunSandbox(page: Self.page(counter))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        try terminal.waitFor("READY")
        _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
        let screen = try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ", seconds: 10)
        #expect(screen.components(separatedBy: "GOT-SIGINT").count - 1 == 1, "\(screen)")
        try terminal.type("q")
        try terminal.waitFor("DOCRUN-EXIT=")
    }

    /// A command that turns echo off and is interrupted leaves it off; the next question and the shell after docrun
    /// have it back.
    @Test(.enabled(if: enabled, "tmux is not installed")) func echoComesBackAfterACommandTurnedItOff() throws {
        let sandbox = try RunSandbox(page: Self.page("stty -echo; sleep 30"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        try terminal.waitFor("$ stty -echo; sleep 30")
        Thread.sleep(forTimeInterval: 0.5)
        _ = try terminal.tmux(["send-keys", "-t", "run", "C-c"])
        try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ", seconds: 10)
        try terminal.type("q")
        let end = try terminal.waitFor("MODE=")
        #expect(end.contains("[s]kip or [q]uit? q"), "the answer was not echoed:\n\(end)")
        #expect(end.contains("MODE=echo") && !end.contains("MODE=-echo"), "\(end)")
    }

    /// A paste that holds a line break is one answer, refused, with or without a final line break.
    ///
    /// Its second line answers no later question, the secret's least of all. Without a final line break, the line
    /// mode hid the unended `south`, and `us-` was taken for the value.
    @Test(.enabled(if: enabled, "tmux is not installed"), arguments: ["us-\nsouth\n", "us-\nsouth"])
    func aPastedLineBreakIsRefusedAndAnswersNothingElse(_ paste: String) throws {
        let sandbox = try RunSandbox(page: Self.page("true"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        try terminal.waitFor("region (required): ")
        _ = try terminal.tmux(["send-keys", "-t", "run", "-l", paste])
        let refused = try terminal.waitFor("south\nThe value cannot contain a line break.")
        #expect(!refused.contains("api_key (required"), "\(refused)")
        try terminal.waitFor("region (required): ", occurrences: 2)
        try terminal.type("eu-de")
        try terminal.waitFor("api_key (required; secret, input hidden): ")
        try terminal.type("abcd1234efgh")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("region=eu-de key-length=12"), "\(end)")
        #expect(!end.contains("abcd1234efgh"), "\(end)")
    }

    /// A command retyped from the screen holds the mask where a secret was: refused, for bash would read `********`
    /// as a pattern of file names and pass them for the secret.
    @Test(.enabled(if: enabled, "tmux is not installed")) func anEditedCommandWithTheMaskIsRefused() throws {
        let sandbox = try RunSandbox(page: Self.page("test <api_key> = nope"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox, "--set api_key=tok-SECRET-123")
        try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ", seconds: 10)
        try terminal.type("e")
        try terminal.waitFor("New command (empty keeps it): ")
        try terminal.type("test ******** = tok-SECRET-123")
        let screen = try terminal.waitFor("[r]etry, [e]dit the command, [s]kip or [q]uit? ", occurrences: 2)
        #expect(
            screen.contains(
                "which is how docrun shows a secret, not the secret: write its placeholder instead "
                    + "(<api_key>)"), "\(screen)")
        try terminal.type("q")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("DOCRUN-EXIT=3"), "\(end)")
    }

    /// Stopped with Ctrl-Z at a secret's question and brought back with `fg`, docrun finds echo on (the shell's
    /// settings): it turns it off again and asks again, and what is typed then is not shown.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aSecretStaysHiddenAfterCtrlZAndFg() throws {
        let sandbox = try RunSandbox(page: Self.page("true"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        // The test runner may ignore SIGTSTP, which its children would inherit: the shell gets the default.
        try terminal.start("PS1='SHELL> ' env --default-signal=TSTP bash --norc --noprofile -i")
        try terminal.waitFor("SHELL> ")
        try terminal.type(
            "cd '\(sandbox.folder.path)' && NO_COLOR=1 '\(RepositoryPaths.docrun.path)' run '\(sandbox.page)' "
                + "--set region=eu-de")
        try terminal.waitFor("api_key (required; secret, input hidden): ")
        _ = try terminal.tmux(["send-keys", "-t", "run", "C-z"])
        try terminal.waitFor("SHELL> ", occurrences: 2)
        try terminal.type("fg")
        try terminal.waitFor("api_key (required; secret, input hidden): ", occurrences: 2)
        try terminal.type("abcd1234efgh")
        // The job's end: the shell's prompt once more.
        let end = try terminal.waitFor("SHELL> ", occurrences: 3)
        #expect(end.contains("region=eu-de key-length=12"), "\(end)")
        #expect(!end.contains("abcd1234efgh"), "\(end)")
    }

    /// Keys pressed while a step runs answer no question asked after it: an impatient `y` and Enter do not run a
    /// destructive step that `--yes` holds back.
    @Test(.enabled(if: enabled, "tmux is not installed")) func keysTypedAheadAnswerNoQuestion() throws {
        let page = Self.page("sleep 2; mkdir keep; echo WAITED")
        let sandbox = try RunSandbox(
            page: page.replacingOccurrences(of: "echo \"region=", with: "rm -rf keep; echo \"region="))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox, "--yes --set region=eu-de --set api_key=abcd1234efgh")
        try terminal.waitFor("$ sleep 2")
        try terminal.type("y")
        try terminal.waitFor("Run it? [y/N] ")
        Thread.sleep(forTimeInterval: 1)
        // The step's output, not its command (which the question shows): it did not run.
        #expect(!(try terminal.screen()).contains("key-length=12"), "the typed-ahead y answered the question")
        try terminal.type("n")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(!end.contains("key-length=12"), "\(end)")
        #expect(FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("keep").path))
    }

    /// A terminal closed while docrun waits at a question is a hang-up (129), not the operator's Ctrl-D (3), though
    /// the end of input may reach docrun before the SIGHUP.
    @Test(.enabled(if: enabled, "tmux is not installed")) func aTerminalClosedAtAQuestionIsAHangUp() throws {
        let sandbox = try RunSandbox(page: Self.page("true"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox)
        try terminal.waitFor("region (required): ")
        _ = try terminal.tmux(["kill-session", "-t", "run"])
        try waitUntil(seconds: 10) { sandbox.transcripts().contains("\"event\":\"end\"") }
        #expect(sandbox.transcripts().contains("\"exit\":129"), "\(sandbox.transcripts())")
    }

    /// A command that leaves the terminal raw (`stty raw`) garbles none of docrun's later lines: the terminal is put
    /// back after each command, not only before a question.
    @Test(.enabled(if: enabled, "tmux is not installed")) func theTerminalIsPutBackAfterEachCommand() throws {
        let sandbox = try RunSandbox(page: Self.page("stty raw; echo RAW-NOW"))
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try Self.start(terminal, sandbox, "--set region=eu-de --set api_key=abcd1234efgh")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        let lines = end.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Summary:") }, "\(end)")
        #expect(lines.contains { $0.hasPrefix("DOCRUN-EXIT=0") }, "\(end)")
    }
}
