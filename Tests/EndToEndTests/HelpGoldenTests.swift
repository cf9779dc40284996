import TestSupport
import Testing

/// `--help` of `docrun` and each subcommand, compared with golden files a person has read.
@Suite struct HelpGoldenTests {
    static let commands: [[String]] = [[], ["list"], ["plan"], ["run"], ["check"]]

    @Test(arguments: commands) func help(command: [String]) throws {
        // A fixed width, so the wrapping does not depend on the terminal the tests run in.
        let result = try DocrunProcess.run(command + ["--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.stderr)")
        let name = (["docrun"] + command).joined(separator: "-") + ".help.txt"
        Snapshot.assert(result.stdout, named: name)
    }
}
