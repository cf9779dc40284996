import MarkdownTree
import Testing

@testable import RunbookKit

/// Front matter read as the docs site reads it: keyword keyrefs resolved before the YAML, and no YAML that stops
/// docrun.
@Suite struct FrontMatterYAMLTests {
    @Test(
        arguments: [
            // Keyrefs at the start of a value, alone, in a list, in quotes: valid front matter.
            ("keywords: {{site.data.keyword.product}}, cli", nil, "site.data.keyword.product  , cli"),
            ("keywords: {{site.data.keyword.product}}", nil, "site.data.keyword.product"),
            ("keywords: [{{ site.data.keyword.a }}, b]", nil, nil),
            ("keywords: \"{{site.data.keyword.a}} docs\"", nil, "  site.data.keyword.a   docs"),
            // Other errors stay errors, and other Liquid is not resolved (here a flow mapping to YAML, not a value).
            ("keywords: {{site.data.keyword.a}}, cli\ntitle: \"open", "found unexpected end of stream", nil),
            ("keywords: {{ page.title | default: 'x' }}\ntitle: t", nil, nil),
            // A mapping used as a key, which Yams' loader stopped the process on, is skipped.
            ("? {a: b}\n: c\nkeywords: d", nil, "d"),
            ("[a]: b\nkeywords: d", nil, "d"),
        ] as [(String, String?, String?)])
    func readsAsTheSiteDoes(_ yaml: String, _ problem: String?, _ keywords: String?) {
        let (values, found) = FrontMatter.yamlValues(FrontMatter.withKeyrefsResolved(yaml))
        if let problem {
            #expect(found?.message.contains(problem) == true, "\(yaml): \(found?.message ?? "no problem")")
        } else {
            #expect(found == nil, "\(yaml): \(found?.message ?? "")")
        }
        if let keywords { #expect(values["keywords"] == keywords, "\(yaml)") }
    }

    /// A resolved keyref takes as many characters as the keyref, so a YAML error's line and column stay true.
    @Test func keepsColumns() {
        let yaml = "a: {{site.data.keyword.x}} {{ page.title }} {{site.data.keyword.}}\nb: {{site.data.keyword.y}}"
        let resolved = FrontMatter.withKeyrefsResolved(yaml)
        #expect(
            resolved == "a:   site.data.keyword.x   {{ page.title }} {{site.data.keyword.}}\nb:   site.data.keyword.y  "
        )
        #expect(resolved.count == yaml.count)
    }

    /// A problem is at its place in the page (the YAML starts on line 2), and so are the positions its message names;
    /// one found at the end of the front matter is where what was left open opens.
    @Test func problemsArePlacesInThePage() {
        let cases: [(String, String, MarkdownTree.SourceLocation)] = [
            (
                "lang: fr\ntitle: [unclosed",
                "did not find expected ',' or ']' (while parsing a flow sequence at line 3, "
                    + "column 8)", MarkdownTree.SourceLocation(line: 3, column: 8)
            ),
            // A `[` left open at the end: libyaml places it and what it read at the end (until 30 November 2026, the
            // closing `---`); the writer looks at the `[`.
            (
                "lang: fr\ntitle: [a, {b: [\n",
                "did not find expected node content (while parsing a flow node at line 4, column 1)",
                MarkdownTree.SourceLocation(line: 3, column: 16)
            ),
            (
                "tags:\n  - x\n  y: 2\nb: 1",
                "did not find expected '-' indicator (while parsing a block collection at line 3, column 3)",
                MarkdownTree.SourceLocation(line: 4, column: 3)
            ),
            (
                "a: b: c", "mapping values are not allowed in this context",
                MarkdownTree.SourceLocation(line: 2, column: 5)
            ),
            (
                "lang: fr\ntitle: a\ntitle: b", "duplicated key: 'title'",
                MarkdownTree.SourceLocation(line: 4, column: 1)
            ),
            (
                "lang: fr\ntitle: \u{1}", "control characters are not allowed",
                MarkdownTree.SourceLocation(line: 3, column: 8)
            ),
        ]
        for (yaml, message, location) in cases {
            let problem = FrontMatter.yamlValues(yaml).problem
            #expect(problem?.message == message, "\(yaml)")
            #expect(problem?.location == location, "\(yaml)")
        }
    }
}
