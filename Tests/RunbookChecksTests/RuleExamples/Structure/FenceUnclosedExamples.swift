@testable import RunbookChecks

extension FenceUnclosedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            Log in:

            ↓```
            bx login

            Then list your clusters.
            """,
            """
            1. Log in.

               ↓```
               bx login

            2. List your clusters.
            """,
        ],
        nonTriggering: [
            """
            Log in:

            ```
            bx login
            ```
            {: pre}

            ~~~~
            a ``` fence inside a longer one
            ~~~~
            """
        ])
}
