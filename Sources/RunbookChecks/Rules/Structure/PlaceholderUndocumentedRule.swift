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
        for placeholder in audit.undocumented {
            let name = Self.written(placeholder.name, in: page) ?? "<\(placeholder.name)>"
            findings.append(page.finding(at: audit.location(of: placeholder), Self.message, ["name": name]))
        }
    }

    /// How a value the page did not mark is written in its first command (`RESOURCE_GROUP`, `{instance_ID}`); nil
    /// when a command writes it `<name>`.
    static func written(_ name: String, in page: CheckedPage) -> String? {
        for read in page.commands {
            let script = read.command.script
            for occurrence in script.placeholders where occurrence.name == name {
                guard !occurrence.isMarked(in: script.bytes) else { return nil }
                return script.text(occurrence.offset..<(occurrence.offset + occurrence.length))
            }
        }
        return nil
    }
}
