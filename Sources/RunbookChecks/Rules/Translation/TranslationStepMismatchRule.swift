import RunbookKit

/// `translation-step-mismatch`: a section with a different number of numbered steps than in English.
///
/// Only numbered steps count: unnumbered steps are commands, which the command rules compare one by one.
struct TranslationStepMismatchRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-step-mismatch", severity: .warning,
        rationale: """
            a procedure with more or fewer steps than its English original has lost or gained an instruction, or \
            its list was broken by a wrong indentation
            """,
        triggering: [
            RuleExample(
                """
                ↓# Installer
                {: #install}

                1. Téléchargez l'outil.
                2. Installez-le.
                """, path: "fr/install.md",
                companions: [
                    "en/install.md": "# Install\n{: #install}\n\n1. Download the tool.\n2. Unpack it.\n3. Install it.\n"
                ])
        ],
        nonTriggering: [
            RuleExample(
                "# Instalar\n{: #install}\n\n1. Baixe.\n2. Instale.\n", path: "pt/install.md",
                companions: ["en/install.md": "# Install\n{: #install}\n\n1. Download.\n2. Install.\n"])
        ])

    static let mismatch = Localized(
        en: "{section} has {translation} numbered steps here and {original} in English",
        fr: "{section} a {translation} étapes numérotées ici et {original} en anglais",
        pt: "{section} tem {translation} etapas numeradas aqui e {original} em inglês")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .stepCount(let anchor, let original, let translation) = kind else { return nil }
        return mismatch(
            language,
            [
                "section": DriftText.section(anchor, language), "translation": String(translation),
                "original": String(original),
            ])
    }
}
