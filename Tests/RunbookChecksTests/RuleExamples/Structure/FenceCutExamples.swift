@testable import RunbookChecks

extension FenceCutRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Create the file.

                ```
                apiVersion: v1
            ↓kind: Pod
                ```
                {: codeblock}
            """,
            """
            1.  Create the file.

                ```
                items:
            ↓- one
                ```
            """,
            """
            1.  Print one.

                ```
                echo one
              ↓```
                {: pre}
            """,
        ],
        nonTriggering: [
            """
            1.  Create the file.

                ```
                apiVersion: v1
                kind: Pod
                ```
                {: codeblock}

            2.  Apply it.

                  ```
                  kubectl apply -f pod.yaml
                  ```
                  {: pre}
            """
        ],
        details: "The block is reported where the less indented line is (a code line, or the closing fence: the "
            + "third example, which docrun reads as its writer meant, see docs/dialect.md), with a note at the fence "
            + "it cut; "
            + "`fence-unclosed` does not report it again. A line that starts the next item (a numbered item, or "
            + "one with the same bullet) does not cut the block: the fence was never closed, and `fence-unclosed` "
            + "reports it.")
}
