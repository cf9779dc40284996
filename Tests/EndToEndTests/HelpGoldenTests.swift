import Foundation
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

    /// `docrun` alone prints the overview, as `docrun --help` does, and exits with 0.
    @Test func docrunAlonePrintsTheOverview() throws {
        let alone = try DocrunProcess.run([], environment: ["COLUMNS": "100"])
        #expect(alone.status == 0, "\(alone.stderr)")
        let help = try DocrunProcess.run(["--help"], environment: ["COLUMNS": "100"])
        #expect(alone.stdout == help.stdout && alone.stdout.contains("USAGE: docrun <subcommand>"))
    }

    /// `--version` prints the version (the `version:` of `DocrunCommand`'s configuration, read from its source file),
    /// on `docrun` and on every subcommand.
    @Test(arguments: commands) func version(command: [String]) throws {
        let source = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Sources/DocrunCLI/DocrunCommand.swift"),
            encoding: .utf8)
        let written = source.components(separatedBy: "version: \"").dropFirst().first
        let constant = try #require(written?.split(separator: "\"").first.map(String.init))
        #expect(constant.split(separator: ".").count == 3, "\(constant)")
        let result = try DocrunProcess.run(command + ["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == constant + "\n")
    }

    /// The completion scripts argument-parser writes name every subcommand.
    @Test(arguments: ["bash", "zsh", "fish"]) func completionScript(shell: String) throws {
        let result = try DocrunProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for subcommand in ["run", "plan", "list", "check"] {
            #expect(result.stdout.contains(subcommand), "\(shell): \(subcommand)")
        }
        #expect(result.stdout.contains("values") && result.stdout.contains("section"), "\(shell)")
    }
}
