@testable import RunbookChecks

extension AttributeDetachedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            ```
            bx login
            ```

            ↓{: pre}

            Then list the clusters.
            """,
            """
            1.  Log in.

                ```
                bx login
                ```

            ↓{: pre}
            """,
            """
            1.  Log in.
                ~~~bash
                bx login
                ~~~
                <!-- the same as the API -->
                ↓{: pre}
            """,
            """
            1.  Write the configuration.
                ```yaml ↓{: codeblock}
                name: web
                ```
            """,
            """
            ## Before you begin

            ↓{: #before}

            You need an account.
            """,
        ],
        nonTriggering: [
            """
            ```
            bx login
            ```
            {: pre}

            {:shortdesc: .shortdesc}

            ## Symptoms
            {: #symptoms}

            {: tsSymptoms}
            The action fails.
            """,
            """
            | Name | Value |
            |------|-------|
            | a    | b     |

            {: caption="Table 1. Values" caption-side="top"}

            1. First step.
            2. Second step.

            {: #steps}
            """,
        ],
        details: "A list directly above or below a block applies to it (below it: after a blank line, `{: tsSymptoms}` "
            + "above its paragraph). Reported: a list with a blank line (or the end of its list item or page) on both "
            + "sides, except after a table, which keeps its caption, and after a list, which keeps the list for "
            + "itself unless it gives a code role (`pre`, `screen`, `codeblock`) meant for the list's last code "
            + "block. Only the first of several lists written together is reported. A list that ends a fence's "
            + "opening line (```` ```yaml {: codeblock} ````) is reported too: kramdown reads no code block there, "
            + "and CommonMark reads the list as part of the fence's info string; docrun gives the block the list's "
            + "role, as its writer meant.")
}
