import Foundation
import RunbookRunner
import Testing

/// Whether `check`'s text report and `run` are coloured: one decision for both (no-color.org: `NO_COLOR` turns
/// colour off when it is present and not empty).
@Suite struct ColourTests {
    @Test(arguments: [
        (["TERM": "xterm"], true), (["TERM": "xterm", "NO_COLOR": ""], true),
        (["TERM": "xterm", "NO_COLOR": "1"], false), (["TERM": "dumb"], false),
    ])
    func aTerminalIsColouredUnlessTheEnvironmentSaysNo(environment: [String: String], coloured: Bool) throws {
        let master = openTerminal(O_RDWR | O_NOCTTY)
        try #require(master >= 0 && unlockTerminal(master) == 0)
        defer { close(master) }
        let name = try #require(terminalName(master))
        let terminal = open(String(cString: name), O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        defer { close(terminal) }
        #expect(RunOptions.colorsWanted(descriptor: terminal, environment: environment) == coloured)
        var pipe: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&pipe) == 0)
        defer { for descriptor in pipe { close(descriptor) } }
        #expect(!RunOptions.colorsWanted(descriptor: pipe[1], environment: environment), "a pipe is never coloured")
    }
}

// A pseudo-terminal's calls, which Swift's Glibc module does not import.
@_silgen_name("posix_openpt") private func openTerminal(_ flags: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func terminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
