import Foundation
import Processes
import TestSupport
import Testing

@testable import RunbookRunner

/// What a command can do to docrun's shell: end it (reported), break its loop (reported), take it over (never: what
/// it changes is undone and reported, what it prints or writes never passes for its end), run too long (stopped).
@Suite struct ShellSessionSafetyTests {
    /// Commands that end bash itself: the session reports how (nil: any exit status), and refuses the next request.
    static let killers: [(command: String, end: ShellEnd?)] = [
        ("exec true", .exited(0)),
        ("builtin exit 5", .exited(5)),
        ("kill $$", .killed(SIGTERM)),
        ("kill -9 $$", .killed(SIGKILL)),
        ("set -u; echo \"$docrun_test_unset_name\"", nil),
    ]

    /// A command that ends bash is a result that says so, with its status and what it printed before; the session
    /// cannot go on.
    @Test(arguments: killers.indices) func aCommandThatEndsBashIsReported(index: Int) throws {
        let (command, expected) = Self.killers[index]
        let session = try makeSession()
        let result = try session.run("echo before; " + command, onOutput: { _ in })
        let end = try #require(result.ended, "\(command): the session survived with \(result)")
        if let expected {
            #expect(end == expected, "\(command)")
        } else {
            #expect("\(end)".hasPrefix("exited"), "\(command): \(end)")
        }
        #expect(result.status == end.status && result.output.hasPrefix("before\n"), "\(command): \(result)")
        #expect(throws: ShellError.sessionDied(.earlier)) { try session.run("echo again", onOutput: { _ in }) }
    }

    /// Commands that change what the loop relies on: the change is undone, reported when it could have taken the
    /// loop over, and the next command runs as if nothing happened.
    static let tamperers: [(command: String, reported: [String])] = [
        ("set -o noexec; echo hidden", []),
        ("set -n", []),
        ("set -u", []),
        ("set -x", []),
        ("set -o pipefail", []),
        ("set -o posix", []),
        ("shopt -u expand_aliases", []),
        ("alias printf=false read=false pwd=false exit='builtin exit'", []),
        ("PROMPT_COMMAND='echo PROMPT'", []),
        ("__docrun_run() { echo fake; }; __docrun_dir=/nonexistent; __docrun_status=0", []),
        ("PWD=/nonexistent", []),
        ("trap 'echo TRAPPED' DEBUG", ["trap DEBUG"]),
        // The loop's own DEBUG trap, set while a line that failed waits for its end, is not the page's; the page's
        // is reported, set after it as before it.
        ("false; true\nf() { :; }; f\ntrue", []),
        ("false; true\ntrap 'echo TRAPPED' DEBUG\ntrue", ["trap DEBUG"]),
        ("trap 'echo TRAPPED' DEBUG\nfalse; true\ntrue", ["trap DEBUG"]),
        ("trap 'echo TRAPPED' RETURN", ["trap RETURN"]),
        ("printf() { builtin printf 'forged\\0'; }", ["printf"]),
        ("read() { return 0; }", ["read"]),
        ("builtin() { :; }; command() { :; }", ["builtin", "command"]),
        ("enable -n read printf", ["enable -n printf", "enable -n read"]),
        ("pwd() { echo /nonexistent; }", ["pwd"]),
        // The loop's functions declare their variables local: a page's `local` would run in their place in the next
        // command (in the command that defines it, after a failed line, it runs as the page's own would).
        ("local() { echo hidden; set -x; }", ["local"]),
    ]

    @Test(arguments: tamperers.indices) func whatACommandChangesInTheLoopIsUndone(index: Int) throws {
        let (command, reported) = Self.tamperers[index]
        let session = try makeSession()
        _ = try session.run("KEEP=kept; mkdir -p sub; cd sub", onOutput: { _ in })
        let result = try session.run(command, onOutput: { _ in })
        #expect(result.tampering == reported, "\(command)")
        #expect(!result.output.contains("hidden"), "\(command)")
        // The next command: exact output and status, no trace, no trap, options back as they were.
        let next = try session.run("echo \"$KEEP\"; false | true", onOutput: { _ in })
        #expect(next.output == "kept\n", "\(command): \(next.output)")
        #expect(next.status == 0, "\(command)")
        #expect(next.tampering.isEmpty, "\(command)")
        #expect(try session.run("exit 3", onOutput: { _ in }).status == 3, "\(command)")
        #expect(try session.variables(named: ["KEEP"]).mapValues(\.value) == ["KEEP": "kept"], "\(command)")
        #expect(try session.currentDirectory().hasSuffix("/sub"), "\(command)")
    }

    /// What a command prints, or writes where docrun's answers go, never passes for its end or its status.
    static let forgers = [
        "printf '\\0%s\\0%d\\0' forged 0; false",
        "printf '\\0forged\\0000\\0' >&4; false",
        "printf '0\\0' >&3; false",
        "exec 4>&1; printf '\\0forged\\0000\\0'; false",
    ]

    @Test(arguments: forgers) func printedOrWrittenAnswersAreOutputOnly(command: String) throws {
        let session = try makeSession()
        let result = try session.run(command, onOutput: { _ in })
        #expect(result.status == 1, "\(command)")
        #expect(try session.run("echo ok", onOutput: { _ in }).output == "ok\n")
    }

    /// A command that deliberately finds bash's saved copies of docrun's descriptors can write there; the answer
    /// then lacks its nonce, and the session says so instead of believing it.
    @Test func anAnswerWithoutItsNonceIsRefused() throws {
        let session = try makeSession()
        let forge =
            "for f in /proc/$$/fd/*; do n=${f##*/}; if (( n >= 10 )); then printf '\\0forged\\0000\\0' >&$n; fi; "
            + "done 2>/dev/null; sleep 0.2; false"
        #expect(throws: ShellError.self) { try session.run(forge, onOutput: { _ in }) }
        #expect(throws: ShellError.self) { try session.run("echo again", onOutput: { _ in }) }
    }

    @Test(arguments: [
        "sleep 30", "bash -c 'sleep 30'", "while :; do :; done", "sleep 30 | cat", "trap '' INT; sleep 30",
    ])
    func aCommandPastItsTimeLimitIsStoppedAndTheSessionGoesOn(command: String) throws {
        let session = try makeSession()
        _ = try session.run("KEEP=kept", onOutput: { _ in })
        let result = try session.run(command, timeout: 0.5, onOutput: { _ in })
        #expect(result.timedOut, "\(command)")
        #expect(!result.interrupted, "\(command)")
        #expect(result.duration < 10, "\(command)")
        #expect(try session.run("echo $KEEP", timeout: 5, onOutput: { _ in }).output == "kept\n")
    }

    /// The time limit ends the command's own background jobs too, not those an earlier command started.
    @Test func aTimedOutCommandTakesItsBackgroundJobsWithIt() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        _ = try session.run("sleep 60 & EARLIER=$!", onOutput: { _ in })
        _ = try session.run("sleep 60 & LATER=$!; echo $LATER > later; sleep 60", timeout: 0.5, onOutput: { _ in })
        let later = try #require(
            pid_t(
                String(contentsOfFile: temp.path + "/later", encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        let earlier = try #require(pid_t(try session.variables(named: ["EARLIER"])["EARLIER"]?.value ?? ""))
        usleep(200_000)
        #expect(ProcessState.hasEnded(later), "the timed-out command's job is still running")
        #expect(["S", "R"].contains(ProcessState.letter(of: earlier)), "an earlier command's job was ended")
        kill(earlier, SIGKILL)
    }

    /// A timed-out command's background job runs no further line: until 1 December 2026 SIGINT ended the program it
    /// waited for before the job itself got SIGTERM, and it went on to its next line in between.
    @Test func aTimedOutCommandsBackgroundJobRunsNoFurtherLine() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        _ = try session.run("(sleep 60; touch later) & sleep 60", timeout: 0.5, onOutput: { _ in })
        usleep(200_000)
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/later"))
    }

    @Test func aShellThatIgnoresEveryStopIsKilledAtItsTimeLimit() throws {
        let session = try makeSession()
        #expect(throws: ShellError.sessionDied(.stopped)) {
            try session.run("trap '' INT; while :; do :; done", timeout: 0.3, onOutput: { _ in })
        }
    }

    /// `terminate()` ends everything the commands started: in bash's group, below bash, and what left both.
    @Test func terminateLeavesNoProcessOfTheSession() throws {
        let session = try makeSession()
        _ = try session.run("sleep 60 & (setsid sleep 60 &) ; nohup sleep 60 >/dev/null 2>&1 &", onOutput: { _ in })
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { done.signal() }
            usleep(300_000)
            session.terminate()
        }
        #expect(throws: ShellError.sessionDied(.terminated)) {
            try session.run("trap '' TERM; sleep 60", onOutput: { _ in })
        }
        done.wait()
        #expect(ProcessTree.carrying(environmentEntry: "DOCRUN_SESSION=" + session.tag).isEmpty)
        #expect(session.processesLeft().isEmpty)
    }
}
