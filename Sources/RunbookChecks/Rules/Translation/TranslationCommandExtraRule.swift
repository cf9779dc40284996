import RunbookKit

/// `translation-command-extra`: a command of the translation with no counterpart in the English page.
struct TranslationCommandExtraRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-command-extra", severity: .warning,
        rationale: """
            a command only the translation has is left over from an older English page, or a block marked as a \
            command in one language only
            """,
        triggering: [
            RuleExample(
                """
                # Se connecter
                {: #login}

                ```sh
                ibmcloud login
                ```
                {: pre}

                ```sh
                ↓ibmcloud cf install
                ```
                {: pre}
                """, path: "fr/login.md",
                companions: ["en/login.md": "# Log in\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n"])
        ],
        nonTriggering: [
            RuleExample(
                "# Entrar\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n", path: "pt/login.md",
                companions: ["en/login.md": "# Log in\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n"])
        ])

    static let extra = Localized(
        en: "command '{translation}' is not in the English page",
        fr: "la commande '{translation}' n'est pas dans la page anglaise",
        pt: "o comando '{translation}' não está na página em inglês")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .commandExtra(let translation) = kind else { return nil }
        return extra(language, ["translation": DriftText.excerpt(translation)])
    }
}
