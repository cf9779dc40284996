import Testing

@testable import RunbookKit

/// Front matter is read by Yams: its top-level scalars become strings, mappings and sequences are left out, and
/// text that is not YAML is a problem to report, not a failure.
@Suite struct FrontMatterTests {
    /// The page made of `yaml` as front matter and one heading.
    private func page(_ yaml: String) throws -> PageSource {
        try PageSource(path: "p.md", bytes: Array("---\n\(yaml)\n---\n\n# Title\n".utf8))
    }

    @Test func readsTheUsualIBMCloudFrontMatter() throws {
        let source = try page(
            """

            copyright:
              years: 2022
            lastupdated: "2025-02-07"

            keywords: apps in code engine, http requests, C#, memory, cpu
            subcollection: codeengine
            content-type: tutorial
            completion-time: 10m\u{20}
            lang: 'fr'
            """)
        #expect(source.frontMatterProblem == nil)
        #expect(
            source.frontMatter == [
                "lastupdated": "2025-02-07", "keywords": "apps in code engine, http requests, C#, memory, cpu",
                "subcollection": "codeengine", "content-type": "tutorial", "completion-time": "10m", "lang": "fr",
            ])
        // The front matter's lines are blank, so every later line keeps its number.
        #expect(source.frontMatterLines == 1...12)
        #expect(source.lines.prefix(12).allSatisfy { $0.isEmpty })
        #expect(source.line(14) == "# Title")
    }

    /// Each scalar as the text it is written with: numbers, dates and booleans are not resolved.
    @Test(
        arguments: [
            ("a: b c  ", "b c"), ("a: 'e f'  ", "e f"), ("a: \"h\"", "h"), ("a: 10m", "10m"),
            ("a: nullable", "nullable"),
            ("a: 12", "12"), ("a: 0x1F", "0x1F"), ("a: 1e5", "1e5"), ("a: true", "true"),
            ("a: 2015, 2019", "2015, 2019"),
            ("a: 2022-11-21", "2022-11-21"), ("a:", ""), ("a: caf\u{E9}", "caf\u{E9}"), ("a: 'it''s'", "it's"),
            ("a: \"b\\\"c\"", "b\"c"),
            ("a: b\n  c", "b c"), ("a: b # comment", "b"), ("a:\n  - x\nb: y", nil), ("a:\n  b:\n    c: d", nil),
        ] as [(String, String?)])
    func readsScalarsAsWritten(yaml: String, expected: String?) throws {
        let source = try page(yaml)
        #expect(source.frontMatterProblem == nil)
        #expect(source.frontMatter["a"] == expected)
    }

    @Test(arguments: ["a: b\na: c", "a: b: c", "a: [b, c", "a: 'b", "\tb: c"])
    func reportsWhatIsNotYAML(yaml: String) throws {
        let source = try page(yaml)
        #expect(source.frontMatterProblem != nil)
        #expect(source.frontMatter.isEmpty)
    }

    /// The rules may have blanks around them (tabs and Unicode spaces), and `...` closes as `---` does.
    @Test(arguments: ["---\na: b\n---\n", "  ---\t\na: b\n... \n", "---\u{A0}\na: b\n\u{2003}---\n"])
    func findsRulesWithBlanksAround(text: String) throws {
        let source = try PageSource(path: "p.md", bytes: Array((text + "# Title\n").utf8))
        #expect(source.frontMatter == ["a": "b"])
        #expect(source.frontMatterLines == 1...3)
    }

    @Test(arguments: ["# Title\n---\na: b\n---\n", "---\na: b\n", "--- x\na: b\n---\n", "-\u{301}--\na: b\n---\n"])
    func findsNoFrontMatterWithoutTwoRules(text: String) throws {
        let source = try PageSource(path: "p.md", bytes: Array((text + "\nText\n").utf8))
        #expect(source.frontMatterLines == nil)
        #expect(source.frontMatter.isEmpty)
    }
}
