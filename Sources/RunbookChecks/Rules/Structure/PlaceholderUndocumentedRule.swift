import RunbookKit

/// `placeholder-undocumented`: a `<placeholder>` a command or file uses that the page never explains.
struct PlaceholderUndocumentedRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-undocumented", severity: .notice,
        rationale: "A reader (and docrun's prompt) cannot tell what to type for a placeholder the page never explains. "
            + "A notice until it can tell a name that says what to type ('<action_name>', most of them) from one "
            + "that does not, and reads every form pages document values in.",
        triggering: [
            """
            1.  Get the org's ID.

                ```
                bx iam org ↓<org_name> --guid
                ```
                {: pre}
            """,
            """
            Create the file:

            ```
            name: ↓<pod_name>
            ```
            {: codeblock}
            """,
        ],
        nonTriggering: [
            """
            1.  Get the org's ID. Replace <org_name> with the name of your org.

                ```
                bx iam org <org_name> --guid
                ```
                {: pre}
            """,
            """
            Example output:

            ```
            Token: <token_value>
            ```
            {: screen}
            """,
        ],
        details: "A placeholder is `<name>` in a `{: pre}` command or a `{: codeblock}` file or request. It counts "
            + "as documented when the page explains it anywhere: an HTML or Markdown table row, a bullet (`- "
            + "<name>: …`), a definition, or a \"Replace <name> with …\" sentence (in English, French or "
            + "Portuguese). Slots in `{: screen}` outputs are not inputs and are not reported. Reported once "
            + "per placeholder, at its first use.")

    static let message = Localized(
        en: "placeholder '{name}' is used but not documented on the page",
        fr: "l'espace réservé '{name}' est utilisé mais n'est pas documenté dans la page",
        pt: "o espaço reservado '{name}' é usado, mas não está documentado na página")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.placeholderAudit
        for placeholder in audit.undocumented {
            let name = "<\(placeholder.name)>"
            findings.append(
                page.finding(at: audit.location(of: placeholder), Self.message(page.messageLanguage, ["name": name])))
        }
    }
}
