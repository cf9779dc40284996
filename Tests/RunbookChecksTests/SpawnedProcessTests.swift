import Foundation
import Testing

@testable import RunbookChecks

/// The long-lived helpers (bash's parser) must not keep other programs' pipes open: a test once hung waiting for
/// the end of a tmux pipe that a bash parser started at the same moment had inherited.
@Suite struct SpawnedProcessTests {
    @Test func theChildInheritsNoDescriptorButItsStandardStreams() throws {
        var ends: [Int32] = [-1, -1]
        // A pipe without close-on-exec, as a program started by another thread would have it.
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var info = stat()
        try #require(fstat(ends[1], &info) == 0)
        let ourPipe = "pipe:[\(info.st_ino)]"

        let bash = try #require(SpawnedProcess.find("bash", fallback: ["/bin/bash"]))
        let process = try SpawnedProcess(
            executable: bash,
            arguments: ["bash", "-c", #"echo $(for f in /proc/$$/fd/*; do readlink "$f"; done); sleep 10"#],
            environment: ["PATH=/usr/bin:/bin"])
        let answer = String(decoding: try process.read(until: UInt8(ascii: "\n"), timeout: 10_000), as: UTF8.self)
        let links = answer.split(separator: " ").map(String.init)
        #expect(!links.isEmpty)
        #expect(!links.contains(ourPipe), "the child holds our pipe: \(links)")
    }
}
