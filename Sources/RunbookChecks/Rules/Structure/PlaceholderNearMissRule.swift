import RunbookKit

/// `placeholder-near-miss`: the page documents one spelling of a placeholder and uses another.
struct PlaceholderNearMissRule: PageRule {
    static let description = RuleDescription(
        id: "placeholder-near-miss", severity: .error,
        rationale: "A placeholder documented as '<docker-email>' but used as '<docker_email>' is one typo away from "
            + "both being reported; naming both at once shows the fix.",
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
            + "(names of five letters or more). Each is reported once, at the use, with a note at the "
            + "documentation; neither name is then reported by `placeholder-undocumented` or `placeholder-unused`. "
            + "A placeholder that lists values of the documented one (`<role1,role2>` for `<role>`) is no other "
            + "spelling.")

    static let message = Localized(
        en: "placeholder '{used}' is used, but the page documents '{documented}'",
        fr: "l'espace réservé '{used}' est utilisé, mais la page documente '{documented}'",
        pt: "o espaço reservado '{used}' é usado, mas a página documenta '{documented}'")
    static let documentedHere = Localized(
        en: "'{documented}' is documented here", fr: "'{documented}' est documenté ici",
        pt: "'{documented}' está documentado aqui")
    static let messages = [message, documentedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let audit = page.placeholderAudit
        let language = page.messageLanguage
        for miss in audit.nearMisses {
            let used = "<\(miss.used.name)>"
            let documented = "<\(miss.documentedName)>"
            let notes = [miss.documentation].compactMap { $0 }.map { doc in
                page.note(at: doc.location, Self.documentedHere(language, ["documented": documented]))
            }
            findings.append(
                page.finding(
                    at: audit.location(of: miss.used),
                    Self.message(language, ["used": used, "documented": documented]), notes: notes))
        }
    }
}
