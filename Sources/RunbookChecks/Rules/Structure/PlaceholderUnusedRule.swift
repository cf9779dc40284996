import RunbookKit

/// `placeholder-unused`: a placeholder the page documents that no command, file or request uses.
struct PlaceholderUnusedRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-unused", severity: .notice,
        rationale: "Documentation of a placeholder nothing uses is left over from an edit, or the command lost it. "
            + "A warning when a command that uses placeholders gives the documented option a fixed value instead; "
            + "otherwise a notice, since an options table may explain an example written with real values, or an "
            + "option the example leaves out.",
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

    static let message = Localized(
        en: "placeholder '{name}' is documented but no command or file uses it",
        fr: "l'espace réservé '{name}' est documenté mais aucune commande ni aucun fichier ne l'utilise",
        pt: "o espaço reservado '{name}' está documentado, mas nenhum comando ou arquivo o usa")
    static let fixedValue = Localized(
        en: "placeholder '{name}' is documented for '{option}', but the command gives '{option}' the value '{value}'",
        fr: "l'espace réservé '{name}' est documenté pour '{option}', mais la commande donne à '{option}' la valeur "
            + "'{value}'",
        pt: "o espaço reservado '{name}' está documentado para '{option}', mas o comando dá a '{option}' o valor "
            + "'{value}'")
    static let fixedHere = Localized(
        en: "'{option}' is set to '{value}' here", fr: "'{option}' reçoit la valeur '{value}' ici",
        pt: "'{option}' recebe o valor '{value}' aqui")
    static let messages = [message, fixedValue, fixedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.placeholderAudit
        let language = page.messageLanguage
        for placeholder in audit.unused {
            let name = "<\(placeholder.name)>"
            guard let fixed = audit.fixedValues[placeholder.name] else {
                findings.append(
                    page.finding(at: audit.location(of: placeholder), Self.message(language, ["name": name])))
                continue
            }
            let message = Self.fixedValue(language, ["name": name, "option": fixed.option, "value": fixed.value])
            let note = page.note(
                at: fixed.location, Self.fixedHere(language, ["option": fixed.option, "value": fixed.value]))
            findings.append(
                page.finding(at: audit.location(of: placeholder), message, notes: [note], severity: .warning))
        }
    }
}
