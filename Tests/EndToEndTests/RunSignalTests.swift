import Foundation
import TestSupport
import Testing

/// `docrun run` through the built binary, stopped by SIGTERM or SIGHUP while a step runs: nothing the step started
/// is left, the transcript ends with its `end` event, the state is saved, the scratch folder is gone, and the exit
/// code is the signal's.
@Suite(.serialized) struct RunSignalTests {
    /// A page whose second step starts processes every way a step can: in the foreground, in the background, in a
    /// new session, twice forked, immune to SIGHUP, ignoring SIGTERM.
    static func page(marker: String) -> String {
        let sleeper = "exec -a \(marker) sleep 300"
        return """
            # Sleepy
            {: #sleepy}

            1.  Set a variable.

                ```
                GREETING=hello
                ```
                {: pre}

            2.  Start things and wait.

                ```
                (\(sleeper)) &
                setsid bash -c '\(sleeper)' &
                ( (\(sleeper)) & )
                nohup bash -c '\(sleeper)' >/dev/null 2>&1 &
                bash -c 'trap "" TERM; \(sleeper)' &
                \(sleeper)
                ```
                {: pre}

            3.  Use the variable.

                ```
                echo "$GREETING world"
                ```
                {: pre}
            """
    }

    @Test(arguments: [(SIGTERM, Int32(143), "SIGTERM"), (SIGHUP, 129, "SIGHUP"), (SIGQUIT, 131, "SIGQUIT")])
    func aSignalEndsTheStepsProcessesAndSavesTheRun(signal: Int32, code: Int32, name: String) throws {
        let marker = "docrun-e2e-\(UUID().uuidString.prefix(8))"
        let sandbox = try RunSandbox(page: Self.page(marker: marker))
        let scratch = sandbox.folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let run = try BackgroundRun(sandbox, ["--yes"], environment: ["TMPDIR": scratch.path])
        try waitUntil(seconds: 20) { Processes.matching(marker).count == 6 }
        kill(run.process.processIdentifier, signal)
        let status = run.wait()
        #expect(status == code, "\(run.output())")
        try waitUntil(seconds: 5) { Processes.matching(marker).isEmpty }
        #expect(Processes.matching(marker).isEmpty, "left running: \(Processes.matching(marker))")
        #expect(run.output().contains("stopped by \(name)"), "\(run.output())")
        let transcript = sandbox.transcripts()
        #expect(transcript.contains("\"event\":\"end\",") && transcript.contains("\"exit\":\(code)"), "\(transcript)")
        let state = try #require(sandbox.state())
        #expect(state.contains("\"stoppedAt\": \"sleepy/2\""), "\(state)")
        #expect(state.contains("\"GREETING\": \"hello\""), "\(state)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "scratch left behind")
    }

    /// SIGINT without a terminal (Ctrl-C's signal) stops the step's background job too, which bash starts ignoring
    /// SIGINT: it got SIGINT only, and outlived the run.
    @Test func sigintWithoutATerminalStopsTheStepsBackgroundJob() throws {
        // Durations no other process has: the marker.
        let marker = "\(Int.random(in: 3_000_000..<4_000_000))"
        let sandbox = try RunSandbox(
            page: "# Int\n\n1.  Wait.\n\n    ```\n    sleep \(marker)0 & sleep \(marker)1\n    ```\n    {: pre}\n")
        let run = try BackgroundRun(sandbox, ["--yes"])
        try waitUntil(seconds: 20) { Processes.matching(marker).count == 2 }
        Thread.sleep(forTimeInterval: 1)  // the run settled in its wait, as when an operator presses Ctrl-C
        kill(run.process.processIdentifier, SIGINT)
        #expect(run.wait() == 130, "\(run.output())")
        #expect(run.output().contains("docrun: interrupted"), "\(run.output())")
        try waitUntil(seconds: 5) { Processes.matching(marker).isEmpty }
        #expect(Processes.matching(marker).isEmpty, "left running: \(Processes.matching(marker))")
    }

    @Test func aTimeLimitFailsTheStepAndResumeRetriesIt() throws {
        let sandbox = try RunSandbox(page: TerminalRunTests.sleepyPage)
        // The step sleeps 120 s: that the run ends well before is the promise (the limit stops the step; it is not
        // waited out), not a measure of speed, and the margin (about 1 s against 60) holds on a loaded machine.
        let started = Date()
        let first = try sandbox.run(["--timeout", "1s"], environment: ["NAP": "120"])
        #expect(first.status == 1, "\(first.stdout)")
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(first.stdout.contains("✗ stopped: the step ran longer than 1s (--timeout)"), "\(first.stdout)")
        #expect(sandbox.transcripts().contains("\"verification\":\"timed-out\""))
        let resumed = try sandbox.run(["--resume", "--timeout", "10s"], environment: ["NAP": "0"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("Resuming at step 2") && resumed.stdout.contains("hello world"))
    }

    @Test func thePagesConfigurationGivesTheDefaultTimeLimit() throws {
        let sandbox = try RunSandbox(page: TerminalRunTests.sleepyPage)
        try "run:\n  timeout: 1s\n".write(
            to: sandbox.folder.appendingPathComponent(".docrun.yml"), atomically: true, encoding: .utf8)
        let limited = try sandbox.run([])
        #expect(limited.status == 1 && limited.stdout.contains("longer than 1s"), "\(limited.stdout)")
        try "run:\n  timeout: soon\n".write(
            to: sandbox.folder.appendingPathComponent(".docrun.yml"), atomically: true, encoding: .utf8)
        let broken = try sandbox.run([])
        #expect(broken.status == 64, "\(broken.stderr)")
        #expect(broken.stderr.contains("'soon' is not a duration"), "\(broken.stderr)")
    }

    @Test(arguments: ["5x", "0", "-1s", "m"]) func aBadDurationIsAUsageError(duration: String) throws {
        let sandbox = try RunSandbox(page: TerminalRunTests.sleepyPage)
        let result = try sandbox.run(["--timeout", duration])
        #expect(result.status == 64, "\(result.stderr)")
    }
}

/// `docrun run` started in the background, its output collected in a file.
struct BackgroundRun {
    let process = Process()
    let log: URL

    init(_ sandbox: RunSandbox, _ arguments: [String], environment extra: [String: String] = [:]) throws {
        log = sandbox.folder.appendingPathComponent("docrun.out")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.executableURL = RepositoryPaths.docrun
        process.arguments = ["run", sandbox.page] + arguments
        process.currentDirectoryURL = sandbox.folder
        var environment = sandbox.environment(extra)
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for docrun to exit; its status.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
}

/// The processes whose command line holds a marker, read from `/proc`.
enum Processes {
    static func matching(_ marker: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            // A zombie has an empty command line: it is gone, waiting for its parent.
            return String(decoding: line, as: UTF8.self).contains(marker)
        }
    }
}

/// Polls `condition` every 50 ms for up to `seconds`.
func waitUntil(seconds: Double, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return }
        Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the condition never held within \(seconds) s")
}

/// What a page can do to docrun's shell, through the built binary: each is reported as such, the run stops there
/// with the state saved, and `--resume` is offered.
@Suite struct RunShellSafetyTests {
    static let cases: [(command: String, says: String)] = [
        ("exec true", "this command ended docrun's shell (bash exited with status 0)"),
        ("kill -9 $$", "this command ended docrun's shell (bash was killed by signal 9)"),
        ("set -u; echo \"$unset_name_here\"", "this command ended docrun's shell (bash exited with status"),
        ("trap 'echo hi' DEBUG", "this command changed what docrun's shell relies on ('trap DEBUG')"),
        ("printf() { :; }", "this command changed what docrun's shell relies on ('printf')"),
    ]

    @Test(arguments: cases.indices) func aStepThatBreaksTheShellIsReportedAndTheStateSaved(index: Int) throws {
        let (command, says) = Self.cases[index]
        let sandbox = try RunSandbox(
            page: """
                # Breaker
                {: #breaker}

                1.  Keep a variable.

                    ```
                    KEEP=kept
                    ```
                    {: pre}

                2.  Break the shell.

                    ```
                    echo "said before"
                    \(command)
                    ```
                    {: pre}

                3.  Use the variable.

                    ```
                    echo "$KEEP"
                    ```
                    {: pre}
                """)
        let result = try sandbox.run([])
        #expect(result.status == 1, "\(command): \(result.stdout)")
        #expect(result.stdout.contains(says), "\(command): \(result.stdout)")
        #expect(result.stdout.contains("--resume"), "\(command)")
        let state = try #require(sandbox.state())
        #expect(state.contains("\"stoppedAt\": \"breaker/2\"") && state.contains("\"KEEP\": \"kept\""), "\(state)")
        // The transcript keeps what the command printed, and, when it ended bash, bash's status.
        let transcript = sandbox.transcripts()
        #expect(transcript.contains(#""output":"said before\n"#), "\(transcript)")
        if command == "kill -9 $$" { #expect(transcript.contains(#""status":137"#), "\(transcript)") }
        if command == "exec true" { #expect(transcript.contains(#""status":0"#), "\(transcript)") }
    }

    @Test func resumeRefusesAChangedPageAndAGoneFolder() throws {
        let sandbox = try RunSandbox(page: TerminalRunTests.sleepyPage)
        let work = sandbox.folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let page = try String(contentsOfFile: sandbox.page, encoding: .utf8)
        try page.replacingOccurrences(of: "GREETING=hello", with: "GREETING=hello; cd work").write(
            toFile: sandbox.page, atomically: true, encoding: .utf8)
        let first = try sandbox.run(["--timeout", "1s"])
        #expect(first.status == 1)
        // The folder the run was in is gone: docrun says so and runs nothing.
        try FileManager.default.removeItem(at: work)
        let gone = try sandbox.run(["--resume"], environment: ["NAP": "0"])
        #expect(gone.status == 2, "\(gone.stdout)")
        #expect(gone.stdout.contains("The folder the last run was in is gone: \(work.path)"), "\(gone.stdout)")
        #expect(gone.stdout.contains("not resumed") && !gone.stdout.contains("hello world"))
        // The page changed since: the same.
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try (page + "\n").write(toFile: sandbox.page, atomically: true, encoding: .utf8)
        let changed = try sandbox.run(["--resume"], environment: ["NAP": "0"])
        #expect(changed.status == 2, "\(changed.stdout)")
        #expect(changed.stdout.contains("changed since the last run saved its state"), "\(changed.stdout)")
    }
}
