import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import DocrunCLI

/// `list` and `check` take their paths outside the argument parser (`PathArguments`); these tests hold the cut to
/// what the parser itself would read.
@Suite struct PathArgumentsTests {
    private let listOptions = DocrunCommand.optionsTakingValues["list"]!
    private let checkOptions = DocrunCommand.optionsTakingValues["check"]!

    @Test func pathsBetweenOptionsAreCollectedInOrder() {
        let cut = PathArguments(
            ["a.md", "--format", "json", "b.md", "--lang=fr", "c.md"], optionsTakingValues: listOptions)
        #expect(cut.paths == ["a.md", "b.md", "c.md"])
        #expect(cut.parsed == ["a.md", "--format", "json", "--lang=fr"])
    }

    @Test func anOptionValueIsNotAPathEvenWhenItLooksLikeOne() {
        let cut = PathArguments(["--keywords", "keys.yml", "page.md", "other.md"], optionsTakingValues: listOptions)
        #expect(cut.paths == ["page.md", "other.md"])
        #expect(cut.parsed == ["--keywords", "keys.yml", "page.md"])
    }

    @Test func flagsTakeNoValue() {
        let cut = PathArguments(
            ["--strict", "a.md", "--shellcheck", "b.md"], optionsTakingValues: checkOptions)
        #expect(cut.paths == ["a.md", "b.md"])
        #expect(cut.parsed == ["--strict", "a.md", "--shellcheck"])
    }

    @Test func everythingAfterTheTerminatorIsAPath() {
        let cut = PathArguments(["--format", "json", "--", "--odd.md", "-", "b.md"], optionsTakingValues: listOptions)
        #expect(cut.paths == ["--odd.md", "-", "b.md"])
        #expect(cut.parsed == ["--format", "json", "--", "--odd.md"])
    }

    @Test func aLoneDashIsAPath() {
        let cut = PathArguments(["-", "a.md"], optionsTakingValues: listOptions)
        #expect(cut.paths == ["-", "a.md"])
    }

    @Test func theParserSetsTheSamePathsAndOptionsAsTheCut() throws {
        let arguments = ["check", "a.md", "--format", "json", "b.md", "--strict", "c.md", "--lang", "pt"]
        let whole = try #require(try DocrunCommand.parseAsRoot(arguments) as? CheckCommand)
        let cut = PathArguments(Array(arguments.dropFirst()), optionsTakingValues: checkOptions)
        let parsed = try DocrunCommand.parseAsRoot(["check"] + cut.parsed)
        let reduced = try #require(cut.handingPaths(to: parsed) as? CheckCommand)
        #expect(reduced.paths == whole.paths)
        #expect(reduced.format == whole.format && reduced.strict == whole.strict && reduced.lang == whole.lang)
    }

    /// The long options that take a value, as the argument parser declares them (`--experimental-dump-help`).
    private func declaredOptionsTakingValues(of command: String) throws -> Set<String> {
        let result = try DocrunProcess.run([command, "--experimental-dump-help"])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let info = try #require(tool["command"] as? [String: Any])
        let arguments = try #require(info["arguments"] as? [[String: Any]])
        var names = Set<String>()
        for argument in arguments where argument["kind"] as? String == "option" {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                names.insert("--" + (name["name"] as? String ?? ""))
            }
        }
        return names
    }

    @Test func listKnowsEveryOptionThatTakesAValue() throws {
        #expect(try declaredOptionsTakingValues(of: "list") == listOptions)
    }

    @Test func checkKnowsEveryOptionThatTakesAValue() throws {
        #expect(try declaredOptionsTakingValues(of: "check") == checkOptions)
    }

    @Test func manyPathsThroughTheBinaryMatchOneByOne() throws {
        let shipped = RepositoryPaths.root.appendingPathComponent("runbooks/ibm-cloud")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: shipped.path).filter { $0.hasSuffix(".md") }
            .sorted().map { shipped.appendingPathComponent($0).path }
        try #require(pages.count >= 2)
        let together = try DocrunProcess.run(["list", pages[0], "--format", "json"] + pages.dropFirst())
        var parts: [String] = []
        for page in pages {
            let alone = try DocrunProcess.run(["list", "--format", "json", page])
            #expect(alone.status == 0)
            parts.append(alone.stdout)
        }
        #expect(together.status == 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(together.stdout.utf8)) as? [Any]
        let expected = try parts.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any] }
        #expect(decoded?.count == pages.count)
        #expect(NSArray(array: decoded ?? []) == NSArray(array: expected.flatMap { $0 ?? [] }))
    }

    @Test func aBadOptionAmongManyPathsIsStillAUsageError() throws {
        let result = try DocrunProcess.run(["check", "a.md", "b.md", "--bogus"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--bogus"))
    }
}
