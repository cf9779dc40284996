import Foundation
import TestSupport
import Testing

/// A long quiet command shows it is alive in a real pseudo-terminal (tmux): the elapsed time after a few quiet
/// seconds, erased when the command prints; never over a command's own prompt; nothing of it through a pipe.
@Suite(.serialized) struct TerminalHeartbeatTests {
    typealias Terminal = TerminalRunTests.Terminal

    static let page = """
        # Slow
        {: #slow}

        1.  Wait.

            ```
            sleep 5; echo slept
            ```
            {: pre}

        2.  Answer.

            ```
            printf 'Password: '; read -r answer; echo "got $answer"
            ```
            {: pre}

        3.  Name.

            ```
            echo "Your name, then Enter:"; read -r name; echo "hi $name"
            ```
            {: pre}
        """

    @Test(.enabled(if: TerminalOperatorTests.enabled, "tmux is not installed"))
    func theElapsedTimeShowsInPlaceAndLeavesAPromptAlone() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let terminal = Terminal(folder: sandbox.folder)
        defer { terminal.stop() }
        try TerminalOperatorTests.start(terminal, sandbox)
        let running = try terminal.waitFor("  … still running (3s)", seconds: 8)
        #expect(running.contains("$ sleep 5; echo slept\n  … still running (3s)"), "\(running)")
        try terminal.waitFor("  … still running (4s)", seconds: 3)
        try terminal.waitFor("Password: ")
        // The prompt waits longer than the quiet time: nothing is written over it or below it.
        Thread.sleep(forTimeInterval: 4.5)
        let waiting = try terminal.screen()
        #expect(!waiting.contains("still running"), "\(waiting)")
        #expect(waiting.contains("$ sleep 5; echo slept\nslept\n"), "the line was not erased:\n\(waiting)")
        try terminal.type("typed")
        // A prompt on a line of its own, then a read: what the operator types is not written over.
        try terminal.waitFor("Your name, then Enter:\n")
        Thread.sleep(forTimeInterval: 4)
        _ = try terminal.tmux(["send-keys", "-t", "run", "-l", "Ad"])
        Thread.sleep(forTimeInterval: 2.5)
        let typing = try terminal.screen()
        #expect(typing.contains("Your name, then Enter:\nAd\n") && !typing.contains("still running"), "\(typing)")
        try terminal.type("a")
        let end = try terminal.waitFor("DOCRUN-EXIT=")
        #expect(end.contains("Password: typed\ngot typed") && end.contains("hi Ada"), "\(end)")
        #expect(end.contains("DOCRUN-EXIT=0"), "\(end)")
    }

    @Test func throughAPipeAFewSecondsShowNothing() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(["--only", "1"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("still running") && !result.stdout.contains("\u{1B}"), "\(result.stdout)")
    }
}
