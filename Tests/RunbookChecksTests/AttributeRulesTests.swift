import RunbookKit
import Testing

@testable import RunbookChecks

/// Where the three attribute-list rules report, on pages that mix what applies, what is lost and what is free.
@Suite struct AttributeRulesTests {
    /// The `rule line:column` of each finding of the three rules on `text`.
    static func findings(_ text: String) -> [String] {
        let report = try! CheckRunner(
            options: CheckOptions(threads: 1),
            pageRules: [AttributeDetachedRule.self, AttributeUnknownRule.self, AttributeIDWithoutHashRule.self],
            setRules: []
        ).check(pages: [PageInput(path: "page.md", text: text)])
        return report.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column)" }
    }

    @Test(
        arguments: [
            // Detached at the end of a list item, before the next item: applies to nothing.
            ("1.  Log in.\n\n    ```\n    bx login\n    ```\n\n    {: pre}\n2.  Next.\n", ["attribute-detached 7:5"]),
            // Attached inside the item, and a list after the list that is meant for the list.
            ("1.  Log in.\n\n    ```\n    bx login\n    ```\n    {: pre}\n\n{: .steps}\n", []),
            // A defined name that gives a code role, after a list: meant for the code block.
            ("{:run: .pre}\n\n1.  Log in.\n\n    ```\n    bx login\n    ```\n\n{: run}\n", ["attribute-detached 9:1"]),
            // Several lists written together are one finding, at the first.
            ("## Title\n\n{: #title}\n{: notoc}\n\nText.\n", ["attribute-detached 3:1"]),
            // The last line of the page.
            ("Text.\n\n{: shortdesc}", ["attribute-detached 3:1"]),
            // Free names, known names, a known name misspelt in case, by a swap, cut in two.
            (
                "Text.\n{: requirement .x data-a=\"b\"}\n\nMore.\n{: Tip}\n\nAgain.\n{: shrotdesc}\n\nLast.\n{: short desc}\n",
                ["attribute-unknown 5:4", "attribute-unknown 8:4", "attribute-unknown 11:4"]
            ),
            // An id without '#' the page links to, on any block; a free name on a heading with an id.
            (
                "Text.\n{: intro}\n\n## Next\n{: #next}\n{: intro-text}\n\nSee [the intro](#intro).\n",
                ["attribute-id-without-hash 2:4"]
            ),
        ] as [(String, [String])])
    func reports(_ text: String, _ expected: [String]) {
        #expect(Self.findings(text) == expected, "\(text)")
    }

    /// What `attribute-malformed` says of a token: a `.` name of characters kramdown 1.10 and later keep in a class
    /// (`ALD_TYPE_CLASS_NAME = /\.([^\s.#]+)/`) is read as a class or dropped, as the version goes; the rest is
    /// dropped by every version.
    @Test(
        arguments: [
            (
                "Keep it.\n{: .audience=\"ops\"}\n", .en,
                "'.audience=\"ops\"' is no attribute: kramdown reads it as a class"
            ),
            (
                "Gardez-la.\n{: .public=oui}\n", .fr,
                "'.public=oui' n'est pas un attribut : kramdown le lit comme une classe"
            ),
            (
                "Guarde-a.\n{: #nota.rotulo='x'}\n", .pt,
                "'#nota.rotulo='x'' não é um atributo: o kramdown o lê como uma classe"
            ),
            ("Keep it.\n{: #step=one}\n", .en, "kramdown drops '#step=one'"),
            ("Keep it.\n{: .a#b=c}\n", .en, "kramdown drops '.a#b=c'"),
            ("Keep it.\n{: .intro.}\n", .en, "kramdown drops '.intro.'"),
        ] as [(String, Language, String)])
    func malformedTokenIsSaidAsKramdownReadsIt(_ text: String, _ language: Language, _ expected: String) {
        var findings: [Finding] = []
        AttributeMalformedRule().check(RuleHarness.page(text, language: language), into: &findings)
        #expect(findings.count == 1 && findings[0].message.hasPrefix(expected), "\(findings.map(\.message))")
    }

    /// A list with blanks between its `{` and `:`, under a fenced code block or a heading, is text to kramdown: said
    /// at its `{`, with the list as kramdown reads it; a line that would not read as a list, or that stands under a
    /// paragraph, is not.
    @Test(
        arguments: [
            ("```\nls\n```\n{ :pre}\n", .en, [(4, 1, "'{ :pre}' is text on the published page")]),
            ("1. Run.\n\n   ```\n   ls\n   ```\n   {\t:  pre }\n", .en, [(6, 4, "write '{: pre }'")]),
            ("> ```\n> x\n> ```\n> { : screen}\n", .fr, [(4, 3, "'{ : screen}' est du texte sur la page publiée")]),
            ("## Criar\n{ : #criar .hidden}\n", .pt, [(2, 1, "escreva '{: #criar .hidden}'")]),
            ("```\nls\n```\n{ :pre: }\n", .en, []),
            ("```\nls\n```\n{ \"a\": 1 }\n", .en, []),
            ("```\nls\n```\n{:pre}\n", .en, []),
            ("```\nls\n```\n{ :#a=b}\n", .en, []),
            ("Text.\n{ :pre}\n", .en, []),
        ] as [(String, Language, [(Int, Int, String)])])
    func aListWithABlankAfterItsBraceIsText(_ text: String, _ language: Language, _ expected: [(Int, Int, String)]) {
        var findings: [Finding] = []
        AttributeMalformedRule().check(RuleHarness.page(text, language: language), into: &findings)
        #expect(findings.count == expected.count, "\(findings.map(\.message))")
        for (finding, (line, column, said)) in zip(findings, expected) {
            #expect(finding.location.line == line && finding.location.column == column, "\(finding.location)")
            #expect(finding.message.contains(said), "\(finding.message)")
        }
    }

    /// `attribute-id-without-hash` suggests `#name` only where kramdown takes it as an id (`#([A-Za-z][\w:-]*)`): for a
    /// name that starts with a digit, `_` or `-` it asks for an id that starts with a letter.
    @Test(
        arguments: [
            (
                "## Release of 2024\n{: 2024-release}\n", .en,
                "'2024-release' looks like an id, but kramdown would drop '#2024-release' too, as an id starts with a "
                    + "letter: write '#' and an id that starts with one"
            ),
            (
                "## Notes du 3 mars\n{: 3mars2025}\n", .fr,
                "'3mars2025' ressemble à un identifiant, mais kramdown ignorerait aussi '#3mars2025', car un "
                    + "identifiant commence par une lettre : écrivez '#' et un identifiant qui commence par une lettre"
            ),
            (
                "## Rascunho\n{: _rascunho-notas}\n", .pt,
                "'_rascunho-notas' parece um id, mas o kramdown também descartaria '#_rascunho-notas', pois um id "
                    + "começa com uma letra: escreva '#' e um id que comece com uma letra"
            ),
            (
                "## Supported regions\n{: supported-regions}\n", .en,
                "'supported-regions' looks like an id; write '#supported-regions' to give the block that id"
            ),
        ] as [(String, Language, String)])
    func idWithoutHashSuggestsOnlyAnIDKramdownTakes(_ text: String, _ language: Language, _ expected: String) {
        var findings: [Finding] = []
        AttributeIDWithoutHashRule().check(RuleHarness.page(text, language: language), into: &findings)
        #expect(findings.map(\.message) == [expected])
    }

    /// `heading-id-in-text` shows the forms kramdown reads only for an id it takes (`#([A-Za-z][\w:-]*)`): for one
    /// that starts with a digit or `_` it says so rather than suggest the same id after a space.
    @Test(
        arguments: [
            (
                "## Releases of 3 March 2031 {#3March2031}\n", .en,
                "'{#3March2031}' at the end of this heading gives it no id: kramdown drops an id that does not start "
                    + "with a letter, here and in '{: #3March2031}' on the next line; write one that starts with a "
                    + "letter"
            ),
            (
                "## Brouillon {: #_brouillon}\n", .fr,
                "'{: #_brouillon}' à la fin de ce titre ne lui donne pas d'identifiant : kramdown ignore un "
                    + "identifiant qui ne commence pas par une lettre, ici comme dans '{: #_brouillon}' sur la ligne "
                    + "suivante ; écrivez-en un qui commence par une lettre"
            ),
            (
                "## Configurar a CLI{#configurar-cli}\n", .pt,
                "'{#configurar-cli}' no fim deste título não lhe dá um id: o kramdown só lê um id ali na forma "
                    + "'{#configurar-cli}' após um espaço, o id começando com uma letra, ou '{: #configurar-cli}' na "
                    + "linha seguinte"
            ),
        ] as [(String, Language, String)])
    func headingIDInTextSuggestsOnlyAnIDKramdownTakes(_ text: String, _ language: Language, _ expected: String) {
        var findings: [Finding] = []
        HeadingIDInTextRule().check(RuleHarness.page(text, language: language), into: &findings)
        #expect(findings.map(\.message) == [expected])
    }

    @Test func swapsAndEditsAreMisspellings() {
        func folded(_ text: String) -> [UInt8] { PlaceholderAudit.normalized(text) }
        #expect(AttributeNames.transposed(folded("remember"), folded("remmeber")))
        #expect(AttributeNames.transposed(folded("shortdesc"), folded("shrotdesc")))
        #expect(!AttributeNames.transposed(folded("note"), folded("ntoe")))  // shorter than five letters
        #expect(!AttributeNames.transposed(folded("screen"), folded("scerne")))
    }
}
