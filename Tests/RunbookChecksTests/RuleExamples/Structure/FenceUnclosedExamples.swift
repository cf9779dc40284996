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
            """
            Log in:

            ↓```
            bx login
            {: pre}

            List your clusters.

            ```
            bx cs clusters
            ```
            {: pre}
            """,
            """
            1. Log in.

               ↓```
               bx login
               {: pre}

            2. List your clusters.

               ```
               bx cs clusters
               ```
               {: pre}
            """,
            """
            1. Log in.

               ↓~~~
               bx login
               ```
               {: pre}
            """,
            """
            1. Connectez-vous.

               ↓```
               bx login
               ``` {: pre}

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
            """,
            """
            The attribute list names the block above it:

            ```
            bx login
            {: pre}
            ```
            {: codeblock}

            Or, with no list after the block:

            ```
            bx login
            {: pre}
            ```

            Then run it:

            ```
            bx login
            ```
            {: pre}
            """,
        ],
        details: "A fence whose code holds, on a line of its own, an attribute list with a role (`{: pre}`, "
            + "`{: screen}`, `{: codeblock}`) was meant to end just before it when Markdown runs it on past it, to "
            + "the end of its page or list item, or to a line after which the page's fences fall in place only that "
            + "way: the message says where to close it, and docrun reads the page as its writer meant it. The "
            + "closing fences that, on the published page, open blocks running on to the end are not reported "
            + "again. A block closed and followed by an attribute list keeps the lists its code holds. A closing "
            + "fence with an attribute list after it on its line (```` ``` {: pre} ````) closes nothing, in CommonMark "
            + "as in kramdown: the message names that line, and docrun reads the block as the page does.")
}
