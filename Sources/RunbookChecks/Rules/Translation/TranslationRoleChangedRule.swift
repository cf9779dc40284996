import RunbookKit

/// `translation-role-changed`: the same block marked `{: pre}` in one language and `{: screen}` (or
/// `{: codeblock}`) in the other.
struct TranslationRoleChangedRule: DriftRule {
    static let description = RuleDescription(
        id: "translation-role-changed", severity: .warning,
        rationale: """
            docrun runs '{: pre}' blocks and compares '{: screen}' blocks with the output: a block whose role \
            changed in translation is run in one language and not in the other
            """,
        triggering: [
            RuleExample(
                """
                # Lister
                {: #list}

                ```sh
                ibmcloud ce app list
                ```
                {: pre}

                ```
                ↓OK
                ```
                {: pre}
                """, path: "fr/list.md",
                companions: [
                    "en/list.md": """
                    # List
                    {: #list}

                    ```sh
                    ibmcloud ce app list
                    ```
                    {: pre}

                    ```
                    OK
                    ```
                    {: screen}
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                "# Lister\n{: #list}\n\n```sh\nls\n```\n{: pre}\n\n```\nOK\n```\n{: screen}\n", path: "fr/list.md",
                companions: ["en/list.md": "# List\n{: #list}\n\n```sh\nls\n```\n{: pre}\n\n```\nOK\n```\n{: screen}\n"]
            )
        ])

    static let changed = Localized(
        en: "block is marked '{: {translation}}' here and '{: {original}}' in English",
        fr: "le bloc est marqué '{: {translation}}' ici et '{: {original}}' en anglais",
        pt: "o bloco está marcado como '{: {translation}}' aqui e '{: {original}}' em inglês")

    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String? {
        guard case .roleChanged(let original, let translation) = kind else { return nil }
        return changed(
            language, ["translation": DriftText.written(translation), "original": DriftText.written(original)])
    }
}
