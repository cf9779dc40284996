@testable import RunbookChecks

extension AttributeRoleConflictRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Look at the variable.

                ```
                echo $TOKEN_FILE
                /home/me/.token
                ```
                {: pre}
                ↓{: screen}
            """,
            """
            ```
            kubectl get nodes
            ```
            ↓{: .pre .screen}
            """,
            """
            {:out: .screen}

            ```
            NAME      STATUS
            node-1    Ready
            ```
            ↓{: out .pre}
            """,
            """
            ```yaml
            kind: Pod
            ```
            ↓{: codeblock}{: pre}
            """,
        ],
        nonTriggering: [
            """
            {:cmd: .pre}

            ```
            kubectl get nodes
            ```
            {: cmd #list-nodes .wide}
            """,
            """
            ```
            kubectl get nodes
            ```
            {: pre}

            ```
            NAME      STATUS
            ```
            {: screen}
            """,
        ])
}
