import RunbookKit

/// `placeholder-unused`: a placeholder the page documents that no command, file or request uses.
struct PlaceholderUnusedRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-unused", severity: .notice,
        rationale: "Documentation of a placeholder nothing uses is left over from an edit, or the command lost it. "
            + "A warning when a command that uses placeholders gives the documented option a fixed value instead; "
            + "otherwise a notice, since an options table may explain an example written with real values, or an "
            + "option the example leaves out.")

    static let message = Localized(
        en: "placeholder '{name}' is documented but no command or file uses it",
        fr: "l'espace réservé '{name}' est documenté mais aucune commande ni aucun fichier ne l'utilise",
        pt: "o espaço reservado '{name}' está documentado, mas nenhum comando ou arquivo o usa")
    static let fixedValue = Localized(
        en: "placeholder '{name}' is documented for '{option}', but the command gives '{option}' the value '{value}'",
        fr: "l'espace réservé '{name}' est documenté pour '{option}', mais la commande donne à '{option}' la valeur "
            + "'{value}'",
        pt: "o espaço reservado '{name}' está documentado para '{option}', mas o comando dá a '{option}' o valor "
            + "'{value}'")
    static let fixedHere = Localized(
        en: "'{option}' is set to '{value}' here", fr: "'{option}' reçoit la valeur '{value}' ici",
        pt: "'{option}' recebe o valor '{value}' aqui")
    static let messages = [message, fixedValue, fixedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.facts.placeholderAudit
        let language = page.messageLanguage
        for placeholder in audit.unused {
            let name = "<\(placeholder.name)>"
            guard let fixed = audit.fixedValues[placeholder.name] else {
                findings.append(page.finding(at: audit.location(of: placeholder), Self.message, ["name": name]))
                continue
            }
            let message = Self.fixedValue(language, ["name": name, "option": fixed.option, "value": fixed.value])
            let note = page.note(
                at: fixed.location, Self.fixedHere(language, ["option": fixed.option, "value": fixed.value]))
            findings.append(
                page.finding(at: audit.location(of: placeholder), message, notes: [note], severity: .warning))
        }
    }
}
