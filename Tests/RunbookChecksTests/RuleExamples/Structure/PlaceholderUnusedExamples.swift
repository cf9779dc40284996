@testable import RunbookChecks

extension PlaceholderUnusedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Create the secret.

                ```
                kubectl create secret docker-registry <secret_name> --docker-username=token
                ```
                {: pre}

                | Value | Description |
                |-------|-------------|
                | `<secret_name>` | The name of the secret. |
                | `↓<docker_username>` | The user name for the registry. |
            """,
            """
            1.  Create the secret.

                ```
                kubectl create secret docker-registry <secret_name> --docker-username=token
                ```
                {: pre}

                | Option | Description |
                |--------|-------------|
                | `<secret_name>` | The name of the secret. |
                | `--docker-username ↓<docker_username>` | The user name for the registry. |
            """,
        ],
        nonTriggering: [
            """
            1.  Create the secret.

                ```
                kubectl create secret docker-registry <secret_name>
                ```
                {: pre}

                | Value | Description |
                |-------|-------------|
                | `<secret_name>` | The name of the secret. |
            """,
            """
            Send the request, replacing <region> with your region.

            ```
            POST https://iam.<region>.bluemix.net/oidc/token
            ```
            {: codeblock}
            """,
        ],
        details: "A documented placeholder counts as used when a command, a file, or an example output shows it, "
            + "or when it appears after an HTTP request (`{: codeblock}` starting `POST https://…`) in the same "
            + "step: the header and body tables that follow a request are part of it. Reported as a warning, with a "
            + "note at the command, when the placeholder is documented with an option (`--docker-username "
            + "<docker_username>`) that a command using other placeholders sets to a fixed value "
            + "(`--docker-username=token`): the page says two things about one value. A command written only with "
            + "real values is an example the table explains, and stays a notice.")
}
