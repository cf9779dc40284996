import MarkdownTree
import Testing
import Yams

@testable import RunbookKit

/// `YAMLAliases`: what aliases may repeat before Yams reads a text, and where a refusal points.
struct YAMLAliasesTests {
    /// A billion laughs: `levels` anchors, each a sequence of nine aliases to the one before.
    static func laughs(levels: Int, then last: String) -> String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<levels {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text + last
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let yaml: String
        /// The line of the alias that goes over the bound; nil when the text is accepted.
        let refusedAt: Int?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no alias", yaml: "a: 1\nb: [x, y]\n", refusedAt: nil),
        Case(name: "a star in a plain scalar or a quoted one", yaml: "a: x*y\nb: '*c'\nc: \"*d\"\n", refusedAt: nil),
        Case(name: "a few aliases, as a configuration uses them", yaml: "x: &x [a, b]\ny: *x\nz: *x\n", refusedAt: nil),
        Case(name: "a merge key", yaml: "base: &b {a: 1, b: 2}\nthis:\n  <<: *b\n  c: 3\n", refusedAt: nil),
        Case(name: "an undefined alias (Yams says why)", yaml: "a: *nowhere\n", refusedAt: nil),
        Case(name: "not YAML (Yams says why)", yaml: "a: [*x\n", refusedAt: nil),
        Case(
            name: "five levels of laughs (59,049 scalars)", yaml: laughs(levels: 5, then: "top: *a4\n"), refusedAt: nil),
        Case(name: "nine levels of laughs, as values", yaml: laughs(levels: 9, then: "top: *a8\n"), refusedAt: 6),
        Case(name: "nine levels of laughs, as keys", yaml: laughs(levels: 9, then: "? *a8\n: x\n"), refusedAt: 6),
        Case(
            name: "one large scalar repeated",
            yaml: "big: &b " + String(repeating: "x", count: 100_000) + "\n"
                + (0..<20).map { "k\($0): *b\n" }.joined(),
            refusedAt: 11),
        Case(
            name: "anchors last for one document (Yams says the second's alias is undefined)",
            yaml: "a: &a " + String(repeating: "x", count: 600_000) + "\nb: *a\n---\nb: *a\n", refusedAt: nil),
        Case(
            name: "in flow style on one line",
            yaml: "{a: &a [x, x, x, x, x, x, x, x, x, x], b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a], "
                + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b], d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c], "
                + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d], f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]}\n",
            refusedAt: 1),
    ]

    @Test(arguments: cases) func boundsWhatAliasesRepeat(_ example: Case) {
        do {
            try YAMLAliases.check(example.yaml)
            #expect(example.refusedAt == nil, "accepted, expected refused at line \(example.refusedAt ?? 0)")
        } catch {
            #expect(error.line == example.refusedAt, "\(error)")
        }
    }

    /// What is accepted is what Yams reads: the bound never hides a text Yams can compose, below it.
    @Test func acceptedTextsStillCompose() throws {
        for example in Self.cases where example.refusedAt == nil && !example.name.contains("Yams says") {
            _ = try Yams.compose_all(yaml: example.yaml).map { $0 }
        }
    }

    /// Every reader of YAML goes through the bound: keyword files, front matter.
    @Test func keywordFilesAndFrontMatterRefuseABomb() {
        let bomb = Self.laughs(levels: 9, then: "top: *a8\n")
        #expect(throws: InputError.self) { try KeywordTable(yaml: bomb) }
        let (values, problem) = FrontMatter.yamlValues(bomb + "title: x\n")
        #expect(values.isEmpty)
        #expect(problem?.message.hasPrefix("YAML aliases") == true, "\(problem?.message ?? "")")
        #expect(problem?.location == MarkdownTree.SourceLocation(line: 7, column: 1))
    }
}
