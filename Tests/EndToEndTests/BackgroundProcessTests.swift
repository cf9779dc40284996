import Foundation
import TestSupport
import Testing

/// Processes a step starts in the background (`… &`) outlive the run: docrun names them at the end, masked, and says
/// how to stop them, in the run's language and in the transcript.
@Suite struct BackgroundProcessTests {
    static let page = """
        # Background
        {: #background}

        1.  Start a helper.

            ```
            sh -c 'sleep 300' "<api_token>" &
            ```
            {: pre}

        2.  Go on.

            ```
            echo going-on
            ```
            {: pre}
        """

    /// The page with the helper step's command replaced by `command`.
    static func page(starting command: String) -> String {
        page.replacingOccurrences(of: "sh -c 'sleep 300' \"<api_token>\" &", with: command)
    }

    /// Runs `page` with `arguments`: the output's lines, and the process ids the line that starts with `stop` names
    /// (for the test to kill: docrun leaves them running).
    static func run(_ page: String, _ arguments: [String] = [], stop: String = "Stop them with: kill ") throws -> (
        result: ProcessResult, sandbox: RunSandbox, lines: [String], pids: [String]
    ) {
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(arguments)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pids = lines.first { $0.hasPrefix(stop) }.map { $0.dropFirst(stop.count).split(separator: " ") } ?? []
        return (result, sandbox, lines, pids.map(String.init))
    }

    static func kill(_ pids: [String]) {
        for pid in pids { Foundation.kill(pid_t(pid) ?? 0, SIGKILL) }
    }

    @Test(arguments: [
        ("en", "Still running, started by the steps (docrun leaves them running):", "Stop them with: kill "),
        ("fr", "Encore en cours, lancés par les étapes (docrun les laisse tourner) :", "Pour les arrêter : kill "),
        ("pt", "Ainda em execução, iniciados pelos passos (o docrun os deixa rodando):", "Para pará-los: kill "),
    ])
    func leftRunningProcessesAreNamed(language: String, heading: String, stop: String) throws {
        let (result, sandbox, lines, pids) = try Self.run(
            Self.page, ["--set", "api_token=Bg-S3cret-42", "--lang", language], stop: stop)
        defer { Self.kill(pids) }
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("going-on\n"))
        #expect(lines.contains(heading), "\(result.stdout)")
        // sh and, where sh does not exec its last command, the sleep it waits for.
        #expect(!pids.isEmpty, "\(result.stdout)")
        #expect(lines.contains("  \(pids.first ?? "")  sh -c sleep 300 ********"), "\(result.stdout)")
        #expect(!result.stdout.contains("Bg-S3cret"))
        let transcript = sandbox.transcripts()
        #expect(transcript.contains("\"event\":\"left-running\""), "\(transcript)")
        #expect(!transcript.contains("Bg-S3cret"))
    }

    /// A secret with a tab is masked before the command line's control characters become spaces: until 30 November
    /// 2026 `pw<TAB>K9-tok` was shown, and recorded, as `pw K9-tok`.
    @Test func aSecretWithATabIsMasked() throws {
        let (result, sandbox, lines, pids) = try Self.run(Self.page, ["--set", "api_token=pw\tK9-tok"])
        defer { Self.kill(pids) }
        #expect(lines.contains("  \(pids.first ?? "")  sh -c sleep 300 ********"), "\(result.stdout)")
        #expect(!result.stdout.contains("K9-tok") && !sandbox.transcripts().contains("K9-tok"), "\(result.stdout)")
    }

    /// A command line of megabytes is cut to 200 characters.
    @Test func aLongCommandLineIsCut() throws {
        let (_, _, lines, pids) = try Self.run(
            Self.page(starting: "sh -c 'sleep 300' " + String(repeating: "x", count: 1000) + " &"))
        defer { Self.kill(pids) }
        let shown = try #require(lines.first { $0.contains("sh -c sleep 300 xxx") })
        #expect(shown.unicodeScalars.count == "  \(pids.first ?? "")  ".unicodeScalars.count + 200, "\(shown)")
        #expect(shown.hasSuffix("x…"))
    }

    /// A subshell of the run's bash is named so, not by the command line it shares with docrun's own script.
    @Test func aSubshellIsNamedSo() throws {
        let (result, _, lines, pids) = try Self.run(Self.page(starting: "{ sleep 300; } &"))
        defer { Self.kill(pids) }
        #expect(
            lines.contains { $0.hasSuffix("  a subshell of the run's bash (a step's { …; } & or ( … ) &)") },
            "\(result.stdout)")
        #expect(!result.stdout.contains("__docrun"), "\(result.stdout)")
    }

    /// A run whose steps leave nothing running says nothing of it.
    @Test func nothingLeftSaysNothing() throws {
        let (result, _, _, _) = try Self.run(Self.page(starting: "true"))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("Still running"), "\(result.stdout)")
    }
}
