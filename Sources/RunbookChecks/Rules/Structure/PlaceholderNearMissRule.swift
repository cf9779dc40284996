import RunbookKit

/// `placeholder-near-miss`: the page documents one spelling of a placeholder and uses another.
struct PlaceholderNearMissRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-near-miss", severity: .error,
        rationale: "A placeholder documented as '<docker-email>' but used as '<docker_email>' is one typo away from "
            + "both being reported; naming both at once shows the fix.")

    static let message = Localized(
        en: "placeholder '{used}' is used, but the page documents '{documented}'",
        fr: "l'espace réservé '{used}' est utilisé, mais la page documente '{documented}'",
        pt: "o espaço reservado '{used}' é usado, mas a página documenta '{documented}'")
    static let documentedHere = Localized(
        en: "'{documented}' is documented here", fr: "'{documented}' est documenté ici",
        pt: "'{documented}' está documentado aqui")
    static let messages = [message, documentedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.facts.placeholderAudit
        let language = page.messageLanguage
        for miss in audit.nearMisses {
            let used = "<\(miss.used.name)>"
            let documented = "<\(miss.documentedName)>"
            let notes = [miss.documentation].compactMap { $0 }.map { doc in
                page.note(at: doc.location, Self.documentedHere(language, ["documented": documented]))
            }
            findings.append(
                page.finding(
                    at: audit.location(of: miss.used), Self.message, ["used": used, "documented": documented],
                    notes: notes))
        }
    }
}
