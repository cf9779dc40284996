import Foundation
import TestSupport
import Testing

@testable import Processes

@Suite struct ProcessTreeTests {
    /// What the child's standard input is, as `/proc/<pid>/fd/0` names it, once `ready` says so.
    private static func input(of pid: pid_t) -> String {
        var link = [UInt8](repeating: 0, count: 256)
        let length = readlink("/proc/\(pid)/fd/0", &link, link.count)
        return length > 0 ? String(decoding: link[..<length], as: UTF8.self) : ""
    }

    /// A command waiting for typed input is told from one that is busy: blocked in `read` on the given input, or not.
    @Test(arguments: [("read -r line", true), ("sleep 5", false), ("while :; do :; done", false)])
    func aProcessReadingItsInputIsSeen(script: String, reading: Bool) throws {
        let process = try ChildProcess(
            ChildProcessTests.bash, arguments: ["bash", "-c", script],
            environment: ["PATH=/usr/bin:/bin"], descriptors: [(0, .fromParent), (1, .null), (2, .null)],
            ownSession: true)
        defer {
            process.signalAll(SIGKILL)
            _ = process.waitForExit(within: 1000)
        }
        let input = Self.input(of: process.pid)
        #expect(input.hasPrefix("pipe:["))
        // Until it reads (or a second has passed for the others).
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline, !ProcessTree.isReading(terminal: input, among: [process.pid]) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(ProcessTree.isReading(terminal: input, among: [process.pid]) == reading)
        #expect(!ProcessTree.isReading(terminal: "/dev/pts/999", among: [process.pid]))
    }

    /// A zombie has ended: it is neither a descendant nor a member of its group any more, even while nobody reaps
    /// it (here its parent has `exec`ed a program that never waits).
    @Test func aZombieIsNotAProcessLeft() throws {
        let process = try ChildProcess(
            ChildProcessTests.bash, arguments: ["bash", "-c", "sleep 0.2 & echo $!; exec sleep 60"],
            environment: ["PATH=/usr/bin:/bin"], descriptors: [(0, .null), (1, .toParent), (2, .null)],
            ownSession: true)
        defer {
            process.signalAll(SIGKILL)
            _ = process.waitForExit(within: 1000)
        }
        var chunk = [UInt8](repeating: 0, count: 64)
        guard case .bytes(let count) = Descriptors.read(process.ends[1]!, into: &chunk) else {
            Issue.record("no pid")
            return
        }
        let zombie = try #require(
            pid_t(String(decoding: chunk[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        try waitUntil { ProcessState.letter(of: zombie) == "Z" }
        #expect(ProcessTree.descendants(of: process.pid).isEmpty)
        #expect(ProcessTree.members(ofGroup: process.pid) == [process.pid])
    }
}
