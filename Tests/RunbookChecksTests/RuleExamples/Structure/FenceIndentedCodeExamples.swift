@testable import RunbookChecks

extension FenceIndentedCodeRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Log in.

                    ↓```
                    bx login
                    ```
            """,
            """
            Log in.

            ```
            bx login
            ```

                ↓{: pre}
            """,
            """
            1.  Log in.

              a. With a key:
                    ↓```
                    bx login --apikey <key>
                    ```
                    {: pre}
            """,
            """
            Log in in one of two ways.

                * With a key.
                  ↓```
                  bx login --apikey <key>
                  ```
                  {: pre}
                * With single sign-on.
                  ```
                  bx login --sso
                  ```
                  {: pre}
            """,
            """
            10.  Target a group.

                ↓```
                bx target -g default
                ```
                {: pre}
            """,
        ],
        nonTriggering: [
            """
            1.  Log in.

                ```
                bx login
                ```
                {: pre}

            An indented code block:

                bx logout
            """
        ],
        details: "A fence or an attribute list indented four columns more than its container (a tab counts as "
            + "four) is an indented code block to Markdown.")
}
