import Foundation
import TestSupport
import Testing

@testable import Processes

/// Every child starts the same way: only the descriptors its launch names, signals at their defaults, reaped by
/// its owner, and (with a session of its own) a group that one signal ends.
@Suite struct ChildProcessTests {
    static let bash = ChildProcess.find("bash", fallback: ["/bin/bash"])!

    /// A child of each shape docrun uses: the helpers' (output pipe, stdin and stderr on `/dev/null`) and the run's session (output
    /// pipe on 1 and 2, control pipe on 3, answer pipe on 4, with and without a session of its own).
    static let shapes: [(name: String, descriptors: [(number: Int32, what: ChildDescriptor)], ownSession: Bool)] = [
        ("helper", [(0, .null), (1, .toParent), (2, .null)], false),
        ("session", [(0, .null), (1, .toParent), (2, .same(as: 1)), (3, .fromParent), (4, .toParent)], true),
        (
            "terminal session",
            [(0, .inherited(STDIN_FILENO)), (1, .toParent), (2, .same(as: 1)), (3, .fromParent), (4, .toParent)],
            false
        ),
    ]

    /// Starts bash running `script` in the shape `index`, and reads what it prints on fd 1 until it closes it.
    private func run(_ script: String, shape index: Int) throws -> (ChildProcess, String) {
        let shape = Self.shapes[index]
        let process = try ChildProcess(
            Self.bash, arguments: ["bash", "-c", script], environment: ["PATH=/usr/bin:/bin"],
            descriptors: shape.descriptors, ownSession: shape.ownSession)
        let out = process.ends[1]!
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case .bytes(let count) = Descriptors.read(out, into: &chunk) { text += chunk[..<count] }
        return (process, String(decoding: text, as: UTF8.self))
    }

    @Test(arguments: 0..<3) func theChildHoldsOnlyTheDescriptorsItWasGiven(shape: Int) throws {
        // A pipe without close-on-exec, as a program started by another thread would have it.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let (process, answer) = try run(#"cd /proc/$$/fd && echo *; readlink *"#, shape: shape)
        defer { process.waitForExit(within: 1000) }
        var lines = answer.split(separator: "\n").map(String.init)
        let numbers = lines.removeFirst().split(separator: " ").map(String.init)
        let expected = Self.shapes[shape].descriptors.map { String($0.number) }.sorted()
        // bash opens the directory it lists (one more descriptor, the highest) while it lists it.
        #expect(Array(numbers.dropLast()).sorted() == expected, "\(numbers)")
        var info = stat()
        try #require(fstat(ends[1], &info) == 0)
        #expect(!lines.contains("pipe:[\(info.st_ino)]"), "the child holds our pipe: \(lines)")
    }

    @Test(arguments: 0..<3) func signalsDocrunIgnoresAreAtTheirDefaultInTheChild(shape: Int) throws {
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        _ = ChildProcess.brokenPipesIgnored
        let (process, answer) = try run("grep -E '^Sig(Ign|Blk)' /proc/$$/status", shape: shape)
        process.waitForExit(within: 1000)
        let masks = answer.split(separator: "\n").map { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
        #expect(masks.count == 2)
        for mask in masks {
            let mask = try #require(mask)
            // bash itself ignores SIGQUIT (bit 3) when not interactive, and never blocks anything at start.
            #expect(mask & (1 << (UInt64(SIGINT) - 1)) == 0, "\(answer)")
            #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "\(answer)")
        }
    }

    @Test(arguments: [true, false]) func aChildStillRunningIsKilledAndReapedWithItsOwner(ownSession: Bool) throws {
        var pid: pid_t = 0
        var child: pid_t = 0
        do {
            let process = try ChildProcess(
                Self.bash, arguments: ["bash", "-c", "sleep 60 & echo $!; wait"],
                environment: ["PATH=/usr/bin:/bin"], descriptors: [(0, .null), (1, .toParent), (2, .null)],
                ownSession: ownSession)
            pid = process.pid
            var chunk = [UInt8](repeating: 0, count: 64)
            guard case .bytes(let count) = Descriptors.read(process.ends[1]!, into: &chunk) else {
                Issue.record("no pid")
                return
            }
            child =
                pid_t(String(decoding: chunk[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                ?? 0
        }
        // Reaped: no zombie left under that pid; killed with its group: the sleep has ended too.
        #expect(kill(pid, 0) != 0)
        try waitUntil { ProcessState.hasEnded(child) }
    }

    /// Other suites open and close descriptors in this process at the same time, so one spawn cannot be judged by
    /// a count: 100 failed spawns that each left even one of their four descriptors open would add 100.
    @Test func aMissingProgramIsASpawnErrorAndLeavesNoDescriptorOpen() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        for _ in 0..<100 {
            #expect(throws: SpawnError.self) {
                try ChildProcess(
                    "/nonexistent/program", arguments: ["x"], environment: [],
                    descriptors: [(0, .fromParent), (1, .toParent), (3, .fromParent)])
            }
        }
        let after = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        #expect(after - before < 50, "\(after - before) more descriptors open after 100 failed spawns")
    }

    @Test func outputReadsTheChildsOutputToTheEnd() throws {
        let output = try ChildProcess.output(
            of: Self.bash, arguments: ["bash", "-c", "echo one; echo two >&2; echo three"],
            environment: ["PATH=/usr/bin:/bin"], timeout: 5000)
        #expect(String(decoding: output.bytes, as: UTF8.self) == "one\nthree\n")
        #expect(output.status == 0)
    }
}

/// Polls `condition` every 10 ms for up to 10 s.
func waitUntil(_ condition: () -> Bool) throws {
    for _ in 0..<1000 {
        if condition() { return }
        usleep(10_000)
    }
    Issue.record("the condition never held")
}
