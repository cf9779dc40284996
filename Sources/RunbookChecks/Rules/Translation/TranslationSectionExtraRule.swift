import RunbookKit

/// `translation-section-extra`: a section (by anchor) of the translation that its English page does not have.
struct TranslationSectionExtraRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-section-extra", severity: .warning,
        rationale: """
            a section only the translation has is either left over from an older English page or an anchor that \
            was translated, which breaks every link to it
            """,
        triggering: [
            RuleExample(
                """
                # Installer
                {: #install}

                ↓## Configurer
                {: #configurer}
                """, path: "fr/install.md",
                companions: ["en/install.md": "# Install\n{: #install}\n"])
        ],
        nonTriggering: [
            RuleExample(
                "# Installer\n{: #install}\n", path: "fr/install.md",
                companions: ["en/install.md": "# Install\n{: #install}\n"])
        ])

    static let extra = Localized(
        en: "section '#{anchor}' is not in the English page",
        fr: "la section '#{anchor}' n'est pas dans la page anglaise",
        pt: "a seção '#{anchor}' não está na página em inglês")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .sectionExtra(let anchor) = kind else { return nil }
        return extra(language, ["anchor": anchor])
    }
}
