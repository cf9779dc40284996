import RunbookKit

/// `translation-command-changed`: a command that differs from the English one at the same place.
///
/// Commands are compared section by section, aligned on their text with blanks and continuations normalised, so
/// a reflowed command is the same command. A translated placeholder name (`<nom_du_cluster>`) is a change.
struct TranslationCommandChangedRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-command-changed", severity: .warning,
        rationale: """
            commands are not translated: one that differs from its English original is out of date, mistyped, or \
            has placeholders that no longer match the English documentation
            """,
        triggering: [
            RuleExample(
                """
                # Se connecter
                {: #login}

                ```sh
                ibmcloud login -r us-south
                ```
                {: pre}

                ```sh
                ↓ibmcloud target -g <groupe>
                ```
                {: pre}
                """, path: "fr/login.md",
                companions: [
                    "en/login.md": """
                    # Log in
                    {: #login}

                    ```sh
                    ibmcloud login \\
                      -r us-south
                    ```
                    {: pre}

                    ```sh
                    ibmcloud target -g <group>
                    ```
                    {: pre}
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                "# Entrar\n{: #login}\n\n```sh\nibmcloud  login   -r us-south\n```\n{: pre}\n", path: "pt/login.md",
                companions: ["en/login.md": "# Log in\n{: #login}\n\n```sh\nibmcloud login -r us-south\n```\n{: pre}\n"]
            )
        ])

    static let changed = Localized(
        en: "command differs from the English one: '{original}'",
        fr: "la commande diffère de la commande anglaise : '{original}'",
        pt: "o comando difere do comando em inglês: '{original}'")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .commandChanged(let original, _) = kind else { return nil }
        return changed(language, ["original": DriftText.excerpt(original)])
    }
}
