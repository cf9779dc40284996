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
            """
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
        details: "The block is reported where the less indented line is, with a note at the fence it cut; "
            + "`fence-unclosed` does not report it again.")
}
