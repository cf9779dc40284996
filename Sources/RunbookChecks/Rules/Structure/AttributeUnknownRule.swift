import MarkdownTree
import RunbookKit

/// `attribute-unknown`: an attribute list refers to a name that is neither the dialect's nor defined on the page.
///
/// Names are case-sensitive: `{: Important}` is not `{: important}`. A name that looks like an id is left to
/// `attribute-id-without-hash`.
struct AttributeUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-unknown", severity: .warning,
        rationale: "kramdown silently ignores a name it does not know, so the note, tip or code role is lost.",
        triggering: [
            RuleExample(
                """
                Do not delete the default namespace.
                {: ↓Important}
                """),
            RuleExample(
                """
                ```
                bx login
                ```
                {: ↓pre_command}
                """),
            RuleExample(
                """
                Remember the password.
                {: ↓remmeber}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                {:mynote: .note}

                Do not delete the default namespace.
                {: important}

                Keep a copy.
                {: mynote}

                ```
                bx login
                ```
                {:pre}
                """)
        ],
        details: AttributeNames.documentation)

    static let message = Localized(
        en: "attribute list refers to '{name}', which is neither a known name nor defined on the page",
        fr: "la liste d'attributs fait référence à '{name}', qui n'est ni un nom connu ni défini dans la page",
        pt: "a lista de atributos se refere a '{name}', que não é um nome conhecido nem está definido na página")
    static let didYouMean = Localized(
        en: "attribute list refers to '{name}'; did you mean '{known}'?",
        fr: "la liste d'attributs fait référence à '{name}' ; vouliez-vous dire '{known}' ?",
        pt: "a lista de atributos se refere a '{name}'; você quis dizer '{known}'?")
    static let messages = [message, didYouMean]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let unknown = page.unknownAttributeNames
        guard !unknown.isEmpty else { return }
        let names = AttributeNames.PageNames(page.runbook)
        let language = page.messageLanguage
        for reference in unknown where !names.defined.contains(reference.name) {
            let (use, name) = (reference.use, reference.name)
            let guess = AttributeNames.guess(name, targetsHeading: use.targetKind == .heading, anchors: names.anchors)
            let text: String
            switch guess {
            case .id: continue
            case .misspelt(let known): text = Self.didYouMean(language, ["name": name, "known": known])
            case .unknown: text = Self.message(language, ["name": name])
            }
            findings.append(page.finding(at: AttributeNames.location(of: name, in: use, source: page.source), text))
        }
    }
}
