import MarkdownTree
import RunbookKit

/// `placeholder-unused`: a placeholder the page documents that no command, file or request uses.
struct PlaceholderUnusedRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-unused", severity: .notice,
        rationale: "Documentation of a placeholder nothing uses is left over from an edit, or the command lost it. "
            + "A notice until it can tell that from an options table that explains an example written with real "
            + "values, or an option the example leaves out.",
        triggering: [
            RuleExample(
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
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                1.  Create the secret.

                    ```
                    kubectl create secret docker-registry <secret_name>
                    ```
                    {: pre}

                    | Value | Description |
                    |-------|-------------|
                    | `<secret_name>` | The name of the secret. |
                """),
            RuleExample(
                """
                Send the request, replacing <region> with your region.

                ```
                POST https://iam.<region>.bluemix.net/oidc/token
                ```
                {: codeblock}
                """),
        ],
        details: "A documented placeholder counts as used when a command, a file, or an example output shows it, "
            + "or when it appears after an HTTP request (`{: codeblock}` starting `POST https://…`) in the same "
            + "step: the header and body tables that follow a request are part of it.")

    static let message = Localized(
        en: "placeholder '{name}' is documented but no command or file uses it",
        fr: "l'espace réservé '{name}' est documenté mais aucune commande ni aucun fichier ne l'utilise",
        pt: "o espaço reservado '{name}' está documentado, mas nenhum comando ou arquivo o usa")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        guard !page.runbook.placeholders.isEmpty else { return }
        let audit = PlaceholderAudit(page)
        for placeholder in audit.unused {
            findings.append(
                page.finding(
                    at: audit.location(of: placeholder),
                    Self.message(page.messageLanguage, ["name": SourceText.placeholder(placeholder.name)])))
        }
    }
}
