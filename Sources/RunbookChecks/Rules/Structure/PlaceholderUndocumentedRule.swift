import RunbookKit

/// `placeholder-undocumented`: a `<placeholder>` a command or file uses that the page never explains.
struct PlaceholderUndocumentedRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-undocumented", severity: .notice,
        rationale: "A reader (and docrun's prompt) cannot tell what to type for a placeholder the page never explains. "
            + "A notice until it can tell a name that says what to type ('<action_name>', most of them) from one "
            + "that does not, and reads every form pages document values in.")

    static let message = Localized(
        en: "placeholder '{name}' is used but not documented on the page",
        fr: "l'espace réservé '{name}' est utilisé mais n'est pas documenté dans la page",
        pt: "o espaço reservado '{name}' é usado, mas não está documentado na página")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.facts.placeholderAudit
        guard !audit.undocumented.isEmpty else { return }
        let written = Self.unmarkedForms(in: page)
        for placeholder in audit.undocumented {
            let name = written[placeholder.name] ?? "<\(placeholder.name)>"
            findings.append(page.finding(at: audit.location(of: placeholder), Self.message, ["name": name]))
        }
    }

    /// How each value the page did not mark is written where its commands first use it.
    ///
    /// `RESOURCE_GROUP`, `{instance_ID}`; a value whose first use is `<name>` is not in it. One pass over the commands.
    static func unmarkedForms(in page: CheckedPage) -> [String: String] {
        var forms: [String: String] = [:]
        var seen: Set<String> = []
        for read in page.commands {
            let script = read.command.script
            for occurrence in script.placeholders where seen.insert(occurrence.name).inserted {
                guard !occurrence.isMarked(in: script.bytes) else { continue }
                forms[occurrence.name] = script.text(occurrence.offset..<(occurrence.offset + occurrence.length))
            }
        }
        return forms
    }
}
