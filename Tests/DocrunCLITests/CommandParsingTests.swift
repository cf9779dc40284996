import ArgumentParser
import Testing

@testable import DocrunCLI

/// The command line as the argument parser reads it.
@Suite struct CommandParsingTests {
    @Test func unknownSubcommandIsAUsageError() {
        #expect(throws: (any Error).self) { try DocrunCommand.parseAsRoot(["frobnicate"]) }
    }
}
