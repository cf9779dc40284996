@testable import RunbookChecks

extension PlaceholderUndocumentedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Get the org's ID.

                ```
                bx iam org ↓<org_name> --guid
                ```
                {: pre}
            """,
            """
            Create the file:

            ```
            name: ↓<pod_name>
            ```
            {: codeblock}
            """,
        ],
        nonTriggering: [
            """
            1.  Get the org's ID. Replace <org_name> with the name of your org.

                ```
                bx iam org <org_name> --guid
                ```
                {: pre}
            """,
            """
            Example output:

            ```
            Token: <token_value>
            ```
            {: screen}
            """,
        ],
        details: "A placeholder is `<name>` in a `{: pre}` command or a `{: codeblock}` file or request. It counts "
            + "as documented when the page explains it anywhere: an HTML or Markdown table row, a bullet (`- "
            + "<name>: …`), a definition, or a \"Replace <name> with …\" sentence (in English, French or "
            + "Portuguese). Slots in `{: screen}` outputs are not inputs and are not reported. Reported once "
            + "per placeholder, at its first use.")
}
