import RunbookKit

/// `translation-section-missing`: a section (by anchor) of the English page that the translation lacks.
struct TranslationSectionMissingRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-section-missing", severity: .warning,
        rationale: """
            a translation without a section of its English page leaves its readers without those instructions; \
            reported where the section would be, after the last section both pages share
            """,
        triggering: [
            RuleExample(
                """
                # Installer
                {: #install}

                ↓## Avant de commencer
                {: #before}
                """, path: "fr/install.md",
                companions: [
                    "en/install.md": """
                    # Install
                    {: #install}

                    ## Before you begin
                    {: #before}

                    ## Configure
                    {: #configure}
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                "# Installer\n{: #install}\n\n## Configurer\n{: #configure}\n", path: "fr/install.md",
                companions: ["en/install.md": "# Install\n{: #install}\n\n## Configure\n{: #configure}\n"])
        ])

    static let missing = Localized(
        en: "section '#{anchor}' of the English page is missing here",
        fr: "la section '#{anchor}' de la page anglaise manque ici",
        pt: "a seção '#{anchor}' da página em inglês está faltando aqui")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .sectionMissing(let anchor) = kind else { return nil }
        return missing(language, ["anchor": anchor])
    }
}
