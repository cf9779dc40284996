import Foundation
import TestSupport
import Testing

/// docs/json.md names every field `docrun list --format json`, `docrun plan --format json` and `docrun check --format
/// json` print for the seed pages, and every field it names is printed for one of them.
@Suite struct JSONContractTests {
    /// The field paths of a JSON value, such as `steps`, `steps[]` and `steps[].commands[].line`.
    static func paths(of value: Any, prefix: String = "", into paths: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.insert(path)
                Self.paths(of: child, prefix: path, into: &paths)
            }
        } else if let array = value as? [Any] {
            for element in array where element is [String: Any] || element is [Any] {
                Self.paths(of: element, prefix: prefix + "[]", into: &paths)
            }
        }
    }

    /// The field paths docs/json.md documents in the part titled `heading`: the first cell of its table rows.
    static func documented(under heading: String, until end: String?) throws -> Set<String> {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
        var part = text.components(separatedBy: heading).dropFirst().joined()
        if let end { part = part.components(separatedBy: end).first ?? part }
        var found = Set<String>()
        for line in part.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            found.insert(String(cell))
        }
        return found
    }

    /// The field paths the seeds' JSON has; the command exits 0, or 1 when `failing` (a check that found errors).
    static func printed(
        _ arguments: (String) -> [String], unwrapArray: Bool, failing: Bool = false
    ) throws -> Set<String> {
        var found = Set<String>()
        for seed in SeedGoldenTests.seeds {
            let result = try DocrunProcess.run(arguments(seed), environment: [:])
            #expect(result.status == 0 || failing && result.status == 1, "\(result.stderr)")
            let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            if unwrapArray, let pages = value as? [Any] {
                for page in pages { paths(of: page, into: &found) }
            } else {
                paths(of: value, into: &found)
            }
        }
        return found
    }

    /// Each JSON form prints the fields its part of docs/json.md lists, and only those.
    ///
    /// Some seeds have errors (`check` exits 1), and some a problem with notes.
    @Test(arguments: ["list", "plan", "check"])
    func fieldsAreDocumented(verb: String) throws {
        let headings = ["list", "plan", "check"].map { "## `docrun \($0) --format json`" }
        let index = try #require(headings.firstIndex(of: "## `docrun \(verb) --format json`"))
        let printed = try Self.printed(
            { seed in
                switch verb {
                case "plan": ["plan", "--format", "json", "runbooks/\(seed).md"] + SeedGoldenTests.values(for: seed)
                case "check": ["check", "--min-severity", "notice", "--format", "json", "runbooks/\(seed).md"]
                default: [verb, "--format", "json", "runbooks/\(seed).md"]
                }
            }, unwrapArray: verb != "plan", failing: verb == "check")
        let documented = try Self.documented(
            under: headings[index], until: index + 1 < headings.count ? headings[index + 1] : nil)
        #expect(printed.subtracting(documented).sorted() == [], "printed but not in docs/json.md")
        #expect(documented.subtracting(printed).sorted() == [], "in docs/json.md but never printed")
    }
}
