@testable import RunbookChecks

extension CommandRoleMissingRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Log in

            ↓```sh
            ibmcloud login --sso
            ```
            """,
            """
            1. Check the version.

               ↓```console
               $ ibmcloud version
               ibmcloud version 2.20.0
               ```

            2. List the plug-ins.

               ↓```
               $ ibmcloud plugin list
               ```
            """,
        ],
        nonTriggering: [
            """
            # Log in

            ```sh
            ibmcloud login --sso
            ```
            {: pre}

            ```bash
            ibmcloud version 2.20.0
            ```
            {: screen}

            ```sh
            export REGION=us-south
            ```
            {: codeblock}
            """,
            """
            # Files and prose

            ```
            ibmcloud login --sso
            ```

            ```yaml
            name: app
            ```

            ```sh
            ```

            ```sh
            ibmcloud secrets-manager secret-create --name NAME [--description DESCRIPTION]
            ```
            """,
        ],
        details: "A fenced block whose info string names a shell or a terminal session (`sh`, `bash`, `shell`, `zsh`, "
            + "`ksh`, `console`, `terminal`, `shell-session`…), or that has none and opens with a prompt "
            + "(`$ ibmcloud login`), and that no attribute list follows: the site shows it as plain code and "
            + "docrun reads it as text, so the step it is in is one to do by hand. A block without an info string "
            + "or a prompt is not reported: it may be any text; nor is a synopsis (`--name NAME [--image IMAGE]`), "
            + "which is reference (`command-usage-notation`). An attribute list with a blank line before it is "
            + "`attribute-detached`'s.")
}
