import RunbookKit

/// `keyref-malformed`: a keyword keyref that is not `{{site.data.keyword.KEY}}`, is opened with one brace, or is not
/// closed on its line. Malformed whether or not a keyword file is given.
struct KeyrefMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "keyref-malformed", severity: .error,
        rationale: "A malformed keyref breaks the page's build or is published as raw Liquid text.",
        triggering: [
            "Log in to ↓{{site.data.data.keyword.product_full}}.\n",
            "Log in to ↓{{site.data.keyword.}}.\n",
            "Log in to ↓{{site.data.keyword.product_full} now.\n",
            "Use ↓{{site.data.keyword.product_full and {{site.data.keyword.product_full}}.\n",
            "Used by ↓{site.data.keyword.storage_short}} to get a token.\n",
            "| `apikey` | Your ↓{site.data.keyword.product_full} API key. |\n",
            "Log in to ↓{{ a {{site.data.keyword.product_full}}.\n",
        ],
        nonTriggering: [
            "Log in to {{site.data.keyword.product_full}}.\n",
            "A template: `{{ .Values.image }` and `{{- end }}`.\n",
            "JSON: `{\"site\": {\"name\": \"x\"}}` and a set {a, b}.\n",
        ],
        details: "Malformed: `site.` and `keyword` are there but the keyref is not exactly `site.data.keyword.KEY` "
            + "with a non-empty key of letters, digits, `_`, `-` and `.`; or it is opened with one brace "
            + "(`{site.data.keyword.KEY}}`), which Liquid leaves as text; or it stands inside another `{{…}}`, which "
            + "Liquid reads as one variable up to the first `}}`; or `{{` is not closed by `}}` on its line. "
            + "Reported whether or not a keyword file is given.")

    static let message = Localized(
        en: "malformed keyref '{keyref}'; write '{{site.data.keyword.KEY}}'",
        fr: "keyref mal formé '{keyref}' ; écrivez '{{site.data.keyword.KEY}}'",
        pt: "keyref malformado '{keyref}'; escreva '{{site.data.keyword.KEY}}'")
    static let unclosed = Localized(
        en: "keyref '{keyref}' is not closed by '}}' on its line",
        fr: "le keyref '{keyref}' n'est pas fermé par '}}' sur sa ligne",
        pt: "o keyref '{keyref}' não é fechado por '}}' na sua linha")
    static let messages = [message, unclosed]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for keyref in page.keyrefs.problems {
            let message: Localized
            switch keyref.problem {
            case .malformed: message = Self.message
            case .unclosed: message = Self.unclosed
            case .unknownKey: continue
            }
            findings.append(page.finding(at: keyref.location, message(page.messageLanguage, ["keyref": keyref.text])))
        }
    }
}
