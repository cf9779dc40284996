import RunbookKit

/// `translation-anchor-changed`: a section of the translation with another anchor than the English section at
/// the same place (the English anchor was renamed, or the translated one was).
///
/// Between two anchors both pages share, sections whose anchors only one page has are paired in order; a pair is
/// reported here once rather than as one section missing and one extra, and their content is still compared.
struct TranslationAnchorChangedRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-anchor-changed", severity: .warning,
        rationale: """
            links and the runner's section selection use anchors: a section whose anchor differs from the English \
            one cannot be reached by the same link in every language
            """,
        triggering: [
            RuleExample(
                """
                # Clés
                {: #keys}

                ↓## Supprimer une clé
                {: #delete}
                """, path: "fr/keys.md",
                companions: ["en/keys.md": "# Keys\n{: #keys}\n\n## Deleting a key\n{: #delete_key}\n"])
        ],
        nonTriggering: [
            RuleExample(
                "# Chaves\n{: #keys}\n\n## Excluir uma chave\n{: #delete_key}\n", path: "pt/keys.md",
                companions: ["en/keys.md": "# Keys\n{: #keys}\n\n## Deleting a key\n{: #delete_key}\n"])
        ])

    static let changed = Localized(
        en: "section '#{translation}' has the anchor '#{original}' in the English page",
        fr: "la section '#{translation}' a l'ancre '#{original}' dans la page anglaise",
        pt: "a seção '#{translation}' tem a âncora '#{original}' na página em inglês")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .anchorChanged(let original, let translation) = kind else { return nil }
        return changed(language, ["translation": translation, "original": original])
    }
}
