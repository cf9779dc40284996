@testable import RunbookChecks

extension TranslationRoleChangedRule: RuleWithExamples {
    static let examples = RuleExamples(
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
}
