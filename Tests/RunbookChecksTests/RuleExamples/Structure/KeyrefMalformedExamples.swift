@testable import RunbookChecks

extension KeyrefMalformedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            "Log in to ↓{{site.data.data.keyword.product_full}}.\n",
            "Log in to ↓{{site.data.keyword.}}.\n",
            "Log in to ↓{{site.data.keyword.product_full} now.\n",
            "Use ↓{{site.data.keyword.product_full and {{site.data.keyword.product_full}}.\n",
            "Used by ↓{site.data.keyword.storage_short}} to get a token.\n",
            "| `apikey` | Your ↓{site.data.keyword.product_full} API key. |\n",
            "Log in to ↓{{ a {{site.data.keyword.product_full}}.\n",
            "Log in to ↓{{site.data.keyword.product_full | }}.\n",
        ],
        nonTriggering: [
            "Log in to {{site.data.keyword.product_full}}.\n",
            "Run {{site.data.keyword.cli | downcase}} or {{ site.data.keyword.name | replace: \"a\", \"b\" | upcase }}.\n",
            "A template: `{{ .Values.image }` and `{{- end }}`.\n",
            "JSON: `{\"site\": {\"name\": \"x\"}}` and a set {a, b}.\n",
        ],
        details: "Malformed: `site.` and `keyword` are there but the keyref is not exactly `site.data.keyword.KEY` "
            + "with a non-empty key of letters, digits, `_`, `-` and `.`; or it is opened with one brace "
            + "(`{site.data.keyword.KEY}}`), which Liquid leaves as text; or it stands inside another `{{…}}`, which "
            + "Liquid reads as one variable up to the first `}}`; or `{{` is not closed by `}}` on its line. "
            + "Reported whether or not a keyword file is given. Liquid filters after the key "
            + "(`{{site.data.keyword.KEY | downcase}}`) are valid, each `|` followed by a filter's name: docrun does "
            + "not apply them, and shows such a keyref as written (`keyref-unknown` still looks up its key).")
}
