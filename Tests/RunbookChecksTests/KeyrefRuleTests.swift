import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// What the keyref rules decide, with and without a keyword file.
@Suite struct KeyrefRuleTests {
    static let file = KeywordTable(values: ["product_full": "Product", "product_short": "Prod", "other": "Other"])

    /// The two rules' findings on `text`, as `rule line:column message`.
    static func findings(_ text: String, keywords: KeywordTable?) -> [String] {
        let report = try! CheckRunner(
            options: CheckOptions(threads: 1, keywords: keywords),
            pageRules: [KeyrefUnknownRule.self, KeyrefMalformedRule.self], setRules: []
        ).check(pages: [PageInput(path: "page.md", text: text)])
        return report.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test(
        arguments: [
            // Without a keyword file, a well-formed keyref is never judged.
            ("Use {{site.data.keyword.anything_at_all}}.", nil, []),
            ("Use {{ site.data.keyword.x }} and `{{site.data.keyword.y}}`.", nil, []),
            // With one, an unknown key is an error naming the nearest key, when one is near.
            (
                "Use {{site.data.keyword.product_ful}}.", file,
                [
                    "keyref-unknown 1:5 keyref '{{site.data.keyword.product_ful}}' names no key of the keyword file: "
                        + "'product_ful'; did you mean 'product_full'?"
                ]
            ),
            (
                "Use {{site.data.keyword.Product_Short}} now.", file,
                [
                    "keyref-unknown 1:5 keyref '{{site.data.keyword.Product_Short}}' names no key of the keyword "
                        + "file: 'Product_Short'; did you mean 'product_short'?"
                ]
            ),
            (
                "Use {{site.data.keyword.unrelated_service_name}}.", file,
                [
                    "keyref-unknown 1:5 keyref '{{site.data.keyword.unrelated_service_name}}' names no key of the "
                        + "keyword file: 'unrelated_service_name'"
                ]
            ),
            ("Use {{site.data.keyword.product_full}} and {{site.data.keyword.other}}.", file, []),
            // Malformed keyrefs are findings with or without a file.
            (
                "By {site.data.keyword.product_full}} now.", nil,
                [
                    "keyref-malformed 1:4 malformed keyref '{site.data.keyword.product_full}}'; write "
                        + "'{{site.data.keyword.KEY}}'"
                ]
            ),
            (
                "By {site.data.keyword.product_full} now.", file,
                [
                    "keyref-malformed 1:4 malformed keyref '{site.data.keyword.product_full}'; write "
                        + "'{{site.data.keyword.KEY}}'"
                ]
            ),
            (
                "By {{site.data.data.keyword.product_full}}.", nil,
                [
                    "keyref-malformed 1:4 malformed keyref '{{site.data.data.keyword.product_full}}'; write "
                        + "'{{site.data.keyword.KEY}}'"
                ]
            ),
            (
                "By {{site.data.keyword.}} and {{site.data.keyword.product_full}.", file,
                [
                    "keyref-malformed 1:4 malformed keyref '{{site.data.keyword.}}'; write '{{site.data.keyword.KEY}}'",
                    "keyref-malformed 1:31 keyref '{{site.data.keyword.product_full}' is not closed by '}}' on its "
                        + "line",
                ]
            ),
            // As Liquid pairs them (and the reader, which leaves these unresolved): a `{{` up to the first `}}`.
            (
                "Log in to {{ a {{site.data.keyword.product_full}}.", file,
                [
                    "keyref-malformed 1:11 malformed keyref '{{ a {{site.data.keyword.product_full}}'; write "
                        + "'{{site.data.keyword.KEY}}'"
                ]
            ),
            (
                "Use {{site.data.keyword.other {{site.data.keyword.other}}.", nil,
                [
                    "keyref-malformed 1:5 malformed keyref '{{site.data.keyword.other {{site.data.keyword.other}}'; write "
                        + "'{{site.data.keyword.KEY}}'"
                ]
            ),
            // Braces that are no keyref: JSON, templates, a keyref's own second brace.
            (
                "`{\"site\": {\"a\": 1}}` {{ .Values.site }} {{site.data.content.x}} {site} {{site.data.keyword.other}}",
                file, []
            ),
        ] as [(String, KeywordTable?, [String])])
    func decides(_ text: String, _ keywords: KeywordTable?, _ expected: [String]) {
        #expect(Self.findings(text + "\n", keywords: keywords) == expected)
    }

    /// The rules pass a line exactly when the reader resolves every keyref in it: both pair `{{` one way.
    @Test(arguments: [
        "{{site.data.keyword.product_full}} and {{ site.data.keyword.other }}", "{{ a {{site.data.keyword.other}}",
        "{{{site.data.keyword.other}}", "{{ a {site.data.keyword.other}} }}", "{{site.data.keyword.other {{x}}",
        "{{site.data.keyword.other", "{{ x }} {{site.data.keyword.other}} {{ y }}", "{site.data.keyword.other}}",
        "{{site.data.keyword.nokey}}", "{{site.data.keyword.}}", "{{\tsite.data.keyword.nokey\t}}",
    ])
    func rulesAndReaderPairAlike(_ line: String) {
        let unresolved = Self.file.resolve(line).contains("site.data.keyword")
        #expect(Self.findings(line + "\n", keywords: Self.file).isEmpty == !unresolved, "\(line)")
    }

    /// Past the first 100 distinct unknown keys of a page, no key gets a hint: each is compared with every key of
    /// the file, and a page of hundreds has the wrong file.
    @Test func hintsForTheFirstUnknownKeysOnly() {
        let keys = (0..<KeyrefUnknownRule.hintedKeys + 2).map { "key\($0)" }
        let table = KeywordTable(values: Dictionary(uniqueKeysWithValues: keys.map { ($0 + "x", "v") }))
        let text = keys.map { "Use {{site.data.keyword.\($0)}}." }.joined(separator: "\n\n")
        let found = Self.findings(text, keywords: table)
        #expect(found.count == keys.count)
        #expect(found.prefix(KeyrefUnknownRule.hintedKeys).allSatisfy { $0.hasSuffix("x'?") }, "\(found.first ?? "")")
        #expect(found.dropFirst(KeyrefUnknownRule.hintedKeys).allSatisfy { !$0.contains("did you mean") })
    }

    /// `--keywords` is added to a configuration's `keywords:` file, its keys winning; both say which keys exist.
    @Test func commandLineFileJoinsTheConfigurationOne() throws {
        let folder = try TemporaryFolder.make("docrun-keyrefs")
        try "keywords: site.yml\n".write(
            to: folder.appendingPathComponent(".docrun.yml"), atomically: true, encoding: .utf8)
        try "keyword:\n  from_config: Config\n".write(
            to: folder.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let page = "{{site.data.keyword.from_config}} {{site.data.keyword.from_line}} {{site.data.keyword.neither}}\n"
        try page.write(to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        func unknown(_ keywords: KeywordTable?) throws -> [String] {
            try CheckRunner(
                options: CheckOptions(threads: 1, keywords: keywords), pageRules: [KeyrefUnknownRule.self], setRules: []
            ).check(paths: [folder.path]).diagnostics.map { String($0.message.split(separator: "'")[1]) }
        }
        #expect(
            try unknown(nil) == ["{{site.data.keyword.from_line}}", "{{site.data.keyword.neither}}"])
        #expect(try unknown(KeywordTable(values: ["from_line": "Line"])) == ["{{site.data.keyword.neither}}"])
    }
}
