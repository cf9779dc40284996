import RunbookKit

/// `ignore-rule-unknown`: a `<!-- docrun-ignore … -->` comment that names a rule docrun does not have.
struct IgnoreRuleUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "ignore-rule-unknown", severity: .warning,
        rationale: "An ignore comment that names a rule docrun does not have (a misspelt id) silences nothing, so the "
            + "finding it was written for is still reported.")

    static let message = Localized(
        en: "ignore comment names no rule: '{name}'",
        fr: "le commentaire d'exclusion ne nomme aucune règle : '{name}'",
        pt: "o comentário de exclusão não nomeia nenhuma regra: '{name}'")
    static let didYouMean = Localized(
        en: "ignore comment names no rule: '{name}'; did you mean '{known}'?",
        fr: "le commentaire d'exclusion ne nomme aucune règle : '{name}' ; vouliez-vous dire '{known}' ?",
        pt: "o comentário de exclusão não nomeia nenhuma regra: '{name}'; você quis dizer '{known}'?")
    static let messages = [message, didYouMean]
    private static let known = RuleRegistry.descriptions.map(\.id)

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        // The names are those the page's suppressions found (`Suppressions.names`), in page order, each where it is
        // written. A name is looked up once a page: a page may repeat one misspelt name in thousands of comments.
        var nearestKnown: [String: String?] = [:]
        for (name, location) in page.facts.suppressions.names where !Self.known.contains(name) {
            let nearest = nearestKnown[name] ?? NameSuggestion.closest(to: name, in: Self.known)
            nearestKnown[name] = nearest
            let message = nearest == nil ? Self.message : Self.didYouMean
            findings.append(page.finding(at: location, message, ["name": name, "known": nearest ?? ""]))
        }
    }
}
