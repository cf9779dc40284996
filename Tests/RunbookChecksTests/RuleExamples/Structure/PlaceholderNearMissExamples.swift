@testable import RunbookChecks

extension PlaceholderNearMissRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Create the secret.

                ```
                kubectl create secret docker-registry my-secret --docker-email=↓<docker_email>
                ```
                {: pre}

                | Value | Description |
                |-------|-------------|
                | `<docker-email>` | Your Docker email address. |
            """,
            """
            1.  Log in. Replace <UserName> with your IBM ID.

                ```
                bx login -u ↓<username>
                ```
                {: pre}
            """,
            """
            1.  Ciblez la région. Remplacez `<région>` par la région de votre compte.

                ```
                ibmcloud target -r ↓<region>
                ```
                {: pre}
            """,
        ],
        nonTriggering: [
            """
            1.  Create the secret.

                ```
                kubectl create secret docker-registry my-secret --docker-email=<docker_email>
                ```
                {: pre}

                | Value | Description |
                |-------|-------------|
                | `<docker_email>` | Your Docker email address. |
            """,
            """
            1.  Give the service ID its roles.
                ```
                ibmcloud iam service-policy-create my-id --roles <role1,role2>
                ```
                {: pre}
                | Option | Description |
                |--------|-------------|
                | `--roles <role>` | A role to give, such as `Reader`. |
            """,
            """
            1.  Créez l'espace. Remplacez `<nom_de_l’espace>` par le nom de l'espace.

                ```
                ibmcloud cr namespace-add <nom_de_l'espace>
                ```
                {: pre}
            """,
            """
            1.  Connect. Replace <ip> with the address of the server.

                ```
                ssh root@<id>
                ```
                {: pre}
            """,
        ],
        details: "Reports a placeholder documented only under another spelling of its name (the reader matches "
            + "names ignoring case, `-`, `_`, spaces and a leading 'your'), and pairs a placeholder used but "
            + "documented nowhere with one documented but used nowhere when their names differ by one letter "
            + "(names of five letters or more, accents and apostrophes folded: `<région>` for `<region>`). Each "
            + "is reported once, at the use, with a note at the "
            + "documentation; neither name is then reported by `placeholder-undocumented` or `placeholder-unused`. "
            + "A placeholder that lists values of the documented one (`<role1,role2>` for `<role>`) is no other "
            + "spelling.")
}
