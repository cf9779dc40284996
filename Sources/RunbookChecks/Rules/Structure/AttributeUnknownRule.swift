import RunbookKit

/// `attribute-unknown`: an attribute list refers to a known name misspelt (in another case, one edit away, or cut
/// in two); any other name is taken as defined by the site (`AttributeNames`).
struct AttributeUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-unknown", severity: .warning,
        rationale: "A misspelt attribute name refers to no definition, so kramdown drops it and the note, tip or code "
            + "role is lost.")

    static let didYouMean = Localized(
        en: "attribute list refers to '{name}'; did you mean '{known}'?",
        fr: "la liste d'attributs fait référence à '{name}' ; vouliez-vous dire '{known}' ?",
        pt: "a lista de atributos se refere a '{name}'; você quis dizer '{known}'?")
    static let messages = [didYouMean]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for (name, guess, location) in page.facts.unknownAttributes {
            guard case .misspelt(let known) = guess else { continue }
            findings.append(page.finding(at: location, Self.didYouMean, ["name": name, "known": known]))
        }
    }
}
