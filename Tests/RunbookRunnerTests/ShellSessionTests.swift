import Foundation
import TestSupport
import Testing

@testable import RunbookRunner

extension Locked<[UInt8]> {
    /// Collects here what a session's `onOutput` receives, from whatever thread.
    var collect: @Sendable ([UInt8]) -> Void { { chunk in self.update { $0 += chunk } } }
    var text: String { String(decoding: value, as: UTF8.self) }
}

/// A temporary directory, removed at the end of a test.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = try TemporaryFolder.make("docrun-shell-test").path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + name) }
}

/// A session in `directory`, else in a new folder of the test process's own (removed when the tests end).
func makeSession(
    in directory: String? = nil, limit: Int = 1 << 20, environment: [String: String] = [:],
    inheritsTerminal: Bool = false
) throws -> ShellSession {
    let directory = try directory ?? TemporaryFolder.make("docrun-shell-test").path
    var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": directory, "LC_ALL": "C"]
    env.merge(environment) { $1 }
    return try ShellSession(
        options: .init(
            workingDirectory: directory, environment: env, inheritsTerminal: inheritsTerminal, outputLimit: limit))
}

@Suite struct ShellSessionTests {
    @Test func variablesAndDirectoryPersistBetweenCommands() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        #expect(try session.run("OAUTH_TOKEN=abc; mkdir -p sub && cd sub", onOutput: { _ in }).status == 0)
        let result = try session.run("echo \"$OAUTH_TOKEN\"; pwd", onOutput: { _ in })
        let real = try #require(URL(fileURLWithPath: temp.path).resolvingSymlinksInPath().path as String?)
        #expect(result.output == "abc\n\(real)/sub\n" || result.output == "abc\n\(temp.path)/sub\n")
        #expect(try session.currentDirectory().hasSuffix("/sub"))
    }

    /// What a background job prints between commands is no later command's output, which its verdict was judged on:
    /// read while docrun asked for variables, it is shown with the next command, not kept as its output; still in
    /// the pipe, `earlierOutput()` gives it, once, before the command runs.
    @Test func backgroundOutputBetweenCommandsIsNotTheNextCommands() throws {
        let session = try makeSession()
        for read in [false, true] {
            #expect(try session.run("(sleep 0.2; echo daemon ready) &", onOutput: { _ in }).output == "")
            Thread.sleep(forTimeInterval: 0.8)
            if read {
                #expect(String(decoding: session.earlierOutput(), as: UTF8.self) == "daemon ready\n")
                #expect(session.earlierOutput().isEmpty)
            } else {
                _ = try session.variables(named: ["HOME"])
            }
            let shown = Locked<[UInt8]>([])
            let result = try session.run("echo mine", onOutput: shown.collect)
            #expect(result.output == "mine\n")
            #expect(shown.text == (read ? "mine\n" : "daemon ready\nmine\n"))
        }
    }

    @Test func exportedVariablesReachChildProcesses() throws {
        let session = try makeSession()
        _ = try session.run("export ORG_GUID=g-42", onOutput: { _ in })
        #expect(try session.run("bash -c 'echo $ORG_GUID'", onOutput: { _ in }).output == "g-42\n")
    }

    @Test func functionsAndDeclarePersist() throws {
        let session = try makeSession()
        _ = try session.run("greet() { echo \"hi $1\"; }\ndeclare -a LIST=(a b)", onOutput: { _ in })
        #expect(try session.run("greet you; echo ${LIST[1]}", onOutput: { _ in }).output == "hi you\nb\n")
    }

    @Test func exitReportsItsStatusAndTheSessionGoesOn() throws {
        let session = try makeSession()
        _ = try session.run("KEEP=1", onOutput: { _ in })
        let result = try session.run("echo before; exit 3; echo after", onOutput: { _ in })
        #expect(result.status == 3)
        #expect(result.output == "before\n")
        #expect(try session.run("(exit 4)", onOutput: { _ in }).status == 4)
        #expect(try session.run("echo $KEEP", onOutput: { _ in }).output == "1\n")
    }

    @Test func setEStopsTheCommandNotTheSession() throws {
        let session = try makeSession()
        let result = try session.run("set -e\nf() { false; echo in-f; }\nf\necho after", onOutput: { _ in })
        #expect(result.status == 1)
        #expect(result.output == "")
        // `set -e` lasted one command: a failure in the next one does not stop it.
        #expect(try session.run("false; echo next", onOutput: { _ in }).output == "next\n")
    }

    /// A command of several lines runs every line, as pasted, and reports the first of its own lines that failed;
    /// a failure bash does not count as one (a condition, the left of `||` or `&&`, inside a function that then
    /// succeeds) is none.
    @Test(
        arguments: [
            ("false\ntrue", CommandResult.Failure(status: 1, line: 1)),
            ("true\n(exit 3)\nfalse\ntrue", CommandResult.Failure(status: 3, line: 2)),
            ("x=$(false)\necho \"$x\"", CommandResult.Failure(status: 1, line: 1)),
            ("cd /nonexistent-folder\ntrue", CommandResult.Failure(status: 1, line: 1)),
            ("false | true\ntrue | false\ntrue", CommandResult.Failure(status: 1, line: 2)),
            ("true\nfalse", CommandResult.Failure(status: 1, line: 2)),
            ("if false; then :; fi\nfalse || true\nfalse && true\ntrue", nil),
            ("f() { false; true; }\nf", nil),
            ("while false; do :; done\n! false", nil),
            ("true", nil),
            // A line is judged by its last command, as pasted, whichever line it is.
            ("false; echo hi", nil), ("grep -q x /nonexistent-file; echo \"status $?\"\n\n", nil),
            ("false; echo hi\ntrue", nil), ("grep -q x /nonexistent-file; echo \"status $?\"\necho next", nil),
            ("echo a; false\necho b", CommandResult.Failure(status: 1, line: 1)),
            ("false || (exit 4)\ntrue", CommandResult.Failure(status: 4, line: 1)),
            ("false && true\ntrue || false\ntrue", nil),
            ("for n in 1 2; do test $n = 2; done\ntrue", nil),
            ("for n in 1 2; do test $n = 1; done\ntrue", CommandResult.Failure(status: 1, line: 1)),
            ("for n in 1 2; do\n  test $n = 2\ndone\ntrue", nil),
            ("f() { false; }\nf; echo y\ntrue", nil),
            ("false; true\nf() { false; }; f\ntrue", CommandResult.Failure(status: 1, line: 2)),
            ("false; true\nfalse; (exit 5)\ntrue", CommandResult.Failure(status: 5, line: 2)),
            ("set -x\nfalse; true\ng() { :; }; g\ntrue", nil),
            ("set -e\necho a; false; echo b\necho c", CommandResult.Failure(status: 1, line: 2)),
            ("false; true\n# the end", nil), ("true; false\n# the end", CommandResult.Failure(status: 1, line: 1)),
        ] as [(String, CommandResult.Failure?)])
    func theFirstFailingLineIsReported(command: String, failure: CommandResult.Failure?) throws {
        let session = try makeSession()
        let result = try session.run(command, onOutput: { _ in })
        #expect(result.failure == failure, "\(command)")
        // The next command starts with none.
        #expect(try session.run("true", onOutput: { _ in }).failure == nil)
    }

    @Test func syntaxErrorReportsTwoAndTheSessionGoesOn() throws {
        let session = try makeSession()
        let result = try session.run("if then fi (", onOutput: { _ in })
        #expect(result.status == 2)
        #expect(result.output.contains("syntax error"))
        #expect(try session.run("echo ok", onOutput: { _ in }).output == "ok\n")
    }

    @Test func outputWithoutNewlineAndBinaryOutputArriveWhole() throws {
        let session = try makeSession()
        let sink = Locked<[UInt8]>([])
        let result = try session.run("printf 'abc'; printf '\\000\\001\\377' >&2", onOutput: sink.collect)
        #expect(sink.value == Array("abc".utf8) + [0, 1, 255])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("abc\u{0}\u{1}"))
        #expect(try session.run("echo next", onOutput: { _ in }).output == "next\n")
    }

    @Test func largeOutputNeverBlocksAndIsBounded() throws {
        let session = try makeSession(limit: 1000)
        let sink = Locked<[UInt8]>([])
        let result = try session.run("head -c 10000000 /dev/zero | tr '\\0' a; echo END", onOutput: sink.collect)
        #expect(result.status == 0)
        #expect(sink.value.count == 10_000_004)
        #expect(result.truncated)
        #expect(result.output.hasPrefix(String(repeating: "a", count: 500) + "\n[…"))
        #expect(result.output.hasSuffix("aaaaEND\n"))
        #expect(result.output.utf8.count < 1100)
        #expect(try !session.run("echo small", onOutput: { _ in }).truncated)
    }

    @Test func stdinIsEmptyWhenNotInheritingTheTerminal() throws {
        let session = try makeSession()
        let result = try session.run("cat; echo \"read:$?\"; [ -t 0 ] || echo not-a-tty", onOutput: { _ in })
        #expect(result.output == "read:0\nnot-a-tty\n")
    }

    @Test func variablesWithNewlinesAndQuotesComeBackExactly() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        _ = try session.run(
            "A=$'line 1\\nline \"2\"\\n'; B=\"it's\"; C=; export D=exported; declare -i E=4; F=(f g); G=([2]=g)\n"
                + "declare -A H=([k]=v)",
            onOutput: { _ in })
        let values = try session.variables(
            named: ["A", "B", "C", "D", "E", "F", "G", "H", "MISSING", "bad name", "$(touch x)"])
        #expect(
            values.mapValues(\.value) == [
                "A": "line 1\nline \"2\"\n", "B": "it's", "C": "", "D": "exported", "E": "4", "F": "f", "G": "",
                "H": "",
            ])
        // An array without an element 0 and an associative array are there too, though `-v` asks for that element.
        #expect(
            values.mapValues(\.attributes) == [
                "A": "", "B": "", "C": "", "D": "x", "E": "i", "F": "a", "G": "a", "H": "A",
            ])
        #expect(!temp.exists("x"))
    }

    @Test func commandsNeverSeeTheControlPipes() throws {
        let session = try makeSession()
        let result = try session.run("ls /proc/self/fd | sort -n | tr '\\n' ' '", onOutput: { _ in })
        #expect(result.output == "0 1 2 3 ")  // 3 is the directory ls reads
    }

    @Test func redirectingTheSessionInOneCommandDoesNotReachTheNext() throws {
        let session = try makeSession()
        _ = try session.run("exec >/dev/null 2>&1", onOutput: { _ in })
        #expect(try session.run("echo visible", onOutput: { _ in }).output == "visible\n")
    }

    @Test func outputArrivesWhileTheCommandRuns() throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(in: temp.path)
        let seen = temp.path + "/seen"
        // The command waits (boundedly) for the callback to have seen its first line.
        let script =
            "echo first; for i in $(seq 200); do [ -e seen ] && break; sleep 0.05; done; "
            + "[ -e seen ] && echo live || echo late"
        let result = try session.run(script) { chunk in
            if String(decoding: chunk, as: UTF8.self).contains("first") {
                _ = FileManager.default.createFile(atPath: seen, contents: nil)
            }
        }
        #expect(result.output == "first\nlive\n")
    }

    @Test func execEndsTheSessionAndIsReported() throws {
        let session = try makeSession()
        #expect(try session.run("exec true", onOutput: { _ in }).ended == .exited(0))
        #expect(throws: ShellError.self) { try session.variables(named: ["A"]) }
    }

    @Test func aDeadBashIsReported() throws {
        let session = try makeSession()
        #expect(try session.run("kill -9 $$", onOutput: { _ in }).ended == .killed(SIGKILL))
        #expect(throws: ShellError.self) { try session.run("echo again", onOutput: { _ in }) }
        #expect(throws: ShellError.self) { try session.currentDirectory() }
    }

    @Test func closedSessionRefusesCommands() throws {
        let session = try makeSession()
        session.close()
        #expect(throws: ShellError.closed) { try session.run(":", onOutput: { _ in }) }
    }

    @Test func missingDirectoryCannotStart() {
        #expect(throws: ShellError.self) { try makeSession(in: "/nonexistent/docrun") }
    }
}
