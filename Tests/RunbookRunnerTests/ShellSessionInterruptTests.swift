import Foundation
import Processes
import TestSupport
import Testing

@testable import RunbookRunner

@Suite struct ShellSessionInterruptTests {
    /// Runs `command` after `touch started`, and interrupts it once the file is there.
    private func runInterrupted(_ command: String, in session: ShellSession, temp: TemporaryDirectory) throws
        -> CommandResult
    {
        let marker = temp.path + "/started"
        try? FileManager.default.removeItem(atPath: marker)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { done.signal() }
            for _ in 0..<1000 where !FileManager.default.fileExists(atPath: marker) { usleep(10_000) }
            usleep(100_000)  // let the command start its children
            session.interrupt()
        }
        let result = try session.run("touch started; " + command, onOutput: { _ in })
        done.wait()
        return result
    }

    @Test(arguments: [false, true])
    func interruptStopsTheCommandAndItsChildrenAndTheSessionGoesOn(inheritsTerminal: Bool) throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path, inheritsTerminal: inheritsTerminal)
        _ = try session.run("KEEP=kept", onOutput: { _ in })
        let commands = [
            "sleep 30; echo not-reached", "bash -c 'sleep 30; echo child'; echo not-reached",
            "(sleep 30) | cat; echo not-reached", "for i in 1 2 3; do sleep 30; done; echo not-reached",
        ]
        for command in commands {
            let result = try runInterrupted(command, in: session, temp: temp)
            #expect(result.interrupted, "\(command)")
            #expect(result.status == 130, "\(command)")
            #expect(!result.output.contains("not-reached"), "\(command)")
            #expect(result.duration < 29, "\(command) ran to its end")
        }
        #expect(try session.run("echo $KEEP", onOutput: { _ in }).output == "kept\n")
        #expect(try !session.run("true", onOutput: { _ in }).interrupted)
    }

    @Test func aCommandIgnoringSIGINTIsTerminated() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        let result = try runInterrupted("bash -c 'trap \"\" INT; sleep 30'", in: session, temp: temp)
        #expect(result.interrupted)
        #expect(result.duration < 29)
        #expect(try session.run("echo alive", onOutput: { _ in }).output == "alive\n")
    }

    /// Bash starts a background job ignoring SIGINT: Ctrl-C stops it with SIGTERM, as a time limit does, whether
    /// or not bash shares a terminal; a job of an earlier command is left alone, also by the SIGTERM and SIGKILL
    /// that end a program that outlasts Ctrl-C (until 1 December 2026 those went to every process below bash).
    @Test(arguments: [(false, "sleep 30"), (true, "sleep 30"), (false, "bash -c 'trap \"\" INT TERM; sleep 30'")])
    func interruptStopsTheCommandsBackgroundJobs(inheritsTerminal: Bool, program: String) throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path, inheritsTerminal: inheritsTerminal)
        _ = try session.run("sleep 60 & echo $! > earlier", onOutput: { _ in })
        let result = try runInterrupted("sleep 61 & echo $! > job; " + program, in: session, temp: temp)
        #expect(result.interrupted)
        #expect(result.duration < 29)
        let job = try #require(pid_t(try String(contentsOfFile: temp.path + "/job", encoding: .utf8).dropLast()))
        let earlier = try #require(
            pid_t(try String(contentsOfFile: temp.path + "/earlier", encoding: .utf8).dropLast()))
        for _ in 0..<500 where !ProcessState.hasEnded(job) { usleep(10_000) }
        #expect(ProcessState.hasEnded(job))
        #expect(!ProcessState.hasEnded(earlier))
        kill(earlier, SIGKILL)
    }

    /// A background job started after Ctrl-C reached the command (here by the command's own INT trap, as a program
    /// that cleans up may) is stopped once the command ends: the first sweep, before SIGINT, could not see it.
    @Test(arguments: [false, true])
    func aBackgroundJobStartedAsTheCommandStopsIsStoppedToo(inheritsTerminal: Bool) throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path, inheritsTerminal: inheritsTerminal)
        let result = try runInterrupted(
            "bash -c 'trap \"sleep 62 & echo \\$! > late; exit 130\" INT; sleep 30'", in: session, temp: temp)
        #expect(result.interrupted)
        #expect(result.duration < 29)
        let late = try #require(pid_t(try String(contentsOfFile: temp.path + "/late", encoding: .utf8).dropLast()))
        for _ in 0..<500 where !ProcessState.hasEnded(late) { usleep(10_000) }
        #expect(ProcessState.hasEnded(late))
        kill(late, SIGKILL)
    }

    @Test func interruptBetweenCommandsDoesNothing() throws {
        let session = try makeSession()
        _ = try session.run("A=1", onOutput: { _ in })
        session.interrupt()
        let result = try session.run("echo $A", onOutput: { _ in })
        #expect(result.output == "1\n")
        #expect(!result.interrupted)
    }

    /// Per-command overhead of `run(":")` over bash running the same lines; printed for the report.
    @Test func overheadOfFiveHundredTrivialCommands() throws {
        let session = try makeSession()
        let count = 500
        let start = ProcessInfo.processInfo.systemUptime
        var failures = 0
        for _ in 0..<count where try session.run(":", onOutput: { _ in }).status != 0 { failures += 1 }
        let sessionTime = ProcessInfo.processInfo.systemUptime - start
        #expect(failures == 0)
        let plain = try session.run(
            "s=$EPOCHREALTIME; bash --noprofile --norc -c \"$(yes : | head -n \(count))\"; e=$EPOCHREALTIME; "
                + "echo $(( (${e/./} - ${s/./}) ))", onOutput: { _ in })
        let plainMicros = Double(plain.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
        let perCommand = sessionTime / Double(count) * 1000
        print(
            "shell-session overhead: \(count) run(\":\") in \(sessionTime * 1000) ms = \(perCommand) ms each; "
                + "plain bash \(count) ':' lines in \(plainMicros / 1000) ms (with its start)")
        #expect(plain.status == 0)
    }
}
