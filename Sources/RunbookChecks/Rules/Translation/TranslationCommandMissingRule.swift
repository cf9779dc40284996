import RunbookKit

/// `translation-command-missing`: an English command with no counterpart in the translation.
///
/// Reported on the translation's command before the place it would be (or on its section's heading).
struct TranslationCommandMissingRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-command-missing", severity: .warning,
        rationale: "a step whose command was lost in translation cannot be followed",
        triggering: [
            RuleExample(
                """
                # Se connecter
                {: #login}

                ```sh
                ↓ibmcloud login
                ```
                {: pre}
                """, path: "fr/login.md",
                companions: [
                    "en/login.md": """
                    # Log in
                    {: #login}

                    ```sh
                    ibmcloud login
                    ```
                    {: pre}

                    ```sh
                    ibmcloud target -g default
                    ```
                    {: pre}
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                "# Entrar\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n", path: "pt/login.md",
                companions: ["en/login.md": "# Log in\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n"])
        ])

    static let missing = Localized(
        en: "the English command '{original}' is missing after this line",
        fr: "la commande anglaise '{original}' manque après cette ligne",
        pt: "o comando em inglês '{original}' está faltando depois desta linha")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .commandMissing(let original) = kind else { return nil }
        return missing(language, ["original": DriftText.excerpt(original)])
    }
}
