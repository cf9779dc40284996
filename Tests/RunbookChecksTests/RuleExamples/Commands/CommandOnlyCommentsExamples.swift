@testable import RunbookChecks

extension CommandOnlyCommentsRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Restart the proxy

            1.  Restart it as root.

                ```
                ↓# service haproxy reload
                ```
                {: pre}
            """,
            """
            # A note in a command

            ```sh

            ↓# Set the variables before you go on.
            #   (see the table above)
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Comments with a command

            ```
            # Reload the proxy.
            service haproxy reload  # as root
            ```
            {: pre}
            """,
            """
            # A root prompt with its host

            ```
            root@proxy:/etc# service haproxy reload
            ```
            {: pre}
            """,
            """
            # A file of comments

            ```
            # proxy.conf: nothing yet
            ```
            {: codeblock}
            """,
        ])
}
