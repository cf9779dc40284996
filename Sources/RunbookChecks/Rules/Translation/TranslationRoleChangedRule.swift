import RunbookKit

/// `translation-role-changed`: the same block marked `{: pre}` in one language and `{: screen}` (or `{: codeblock}`) in
/// the other.
struct TranslationRoleChangedRule: SetRule {
    static let description = RuleDescription(
        id: "translation-role-changed", severity: .warning,
        rationale: """
            A block whose role changed in translation is run in one language and not in the other: docrun runs \
            '{: pre}' blocks and compares '{: screen}' blocks with the output.
            """)

    static let changed = Localized(
        en: "block is marked '{: {translation}}' here and '{: {original}}' in English",
        fr: "le bloc est marqué '{: {translation}}' ici et '{: {original}}' en anglais",
        pt: "o bloco está marcado como '{: {translation}}' aqui e '{: {original}}' em inglês")

    static let messages = [changed] + DriftText.all

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        for (pair, drift) in pages.translationDrifts {
            let language = pair.translation.messageLanguage
            for change in drift.roles {
                let note = pair.original.note(at: change.originalLocation, DriftText.original(language))
                let fields: KeyValuePairs = [
                    "translation": change.translation.attribute, "original": change.original.attribute,
                ]
                findings.append(
                    pair.translation.finding(at: change.location, Self.changed(language, fields), notes: [note]))
            }
        }
    }
}
