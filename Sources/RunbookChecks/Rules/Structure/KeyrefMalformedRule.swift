import RunbookKit

/// `keyref-malformed`: a keyword keyref that is malformed, whether or not a keyword file is given.
///
/// Malformed: not `{{site.data.keyword.KEY}}`, opened with one brace, or not closed on its line.
struct KeyrefMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "keyref-malformed", severity: .error,
        rationale: "A malformed keyref breaks the page's build or is published as raw Liquid text.")

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
        for keyref in page.facts.keyrefs where keyref.problem == .malformed || keyref.problem == .unclosed {
            let message = keyref.problem == .malformed ? Self.message : Self.unclosed
            findings.append(page.finding(at: keyref.location, message, ["keyref": keyref.text]))
        }
    }
}
