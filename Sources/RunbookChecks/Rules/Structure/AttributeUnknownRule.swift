import MarkdownTree
import RunbookKit

/// `attribute-unknown`: an attribute list refers to a known name misspelt: in another case, one edit away, or cut in
/// two.
///
/// Attribute names are free: a bare name refers to an attribute definition, the page's own (`{:name: …}`) or the
/// site's (`{{site.data.keyword.attribute-definition-list}}`), which docrun does not have. So only a name near one
/// of the dialect's is a finding; any other is taken as defined by the site. A name that is an id without `#` is
/// left to `attribute-id-without-hash`.
struct AttributeUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-unknown", severity: .warning,
        rationale: "A misspelt attribute name refers to no definition, so kramdown drops it and the note, tip or code "
            + "role is lost.",
        triggering: [
            """
            Do not delete the default namespace.
            {: ↓Important}
            """,
            """
            ```
            bx login
            ```
            {: ↓scren}
            """,
            """
            Remember the password.
            {: ↓remmeber}
            """,
            """
            Manage the actions of a namespace.
            {: ↓short desc}

            ```
            curl -X GET https://example.com
            ```
            {: ↓codebock}
            """,
        ],
        nonTriggering: [
            """
            {:mynote: .note}

            Do not delete the default namespace.
            {: important}

            Keep a copy.
            {: mynote}

            ```
            bx login
            ```
            {:pre}
            """,
            """
            You need an account.
            {: requirement}

            | Name | Value |
            |------|-------|
            | a    | b     |
            {: caption="Table 1. Values" caption-side="top"}

            See [the docs](https://example.com){: external}.
            {: .my-class custom-name}
            """,
        ],
        details: AttributeNames.documentation)

    static let didYouMean = Localized(
        en: "attribute list refers to '{name}'; did you mean '{known}'?",
        fr: "la liste d'attributs fait référence à '{name}' ; vouliez-vous dire '{known}' ?",
        pt: "a lista de atributos se refere a '{name}'; você quis dizer '{known}'?")
    static let messages = [didYouMean]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let unknown = page.unknownAttributeNames
        guard !unknown.isEmpty else { return }
        let names = AttributeNames.PageNames(page.runbook)
        let language = page.messageLanguage
        for reference in unknown where !names.defined.contains(reference.name) {
            let (use, name) = (reference.use, reference.name)
            guard case .misspelt(let known) = AttributeNames.guess(name, in: use, page: names, title: nil) else {
                continue
            }
            findings.append(
                page.finding(
                    at: AttributeNames.location(of: name, in: use, source: page.source),
                    Self.didYouMean(language, ["name": name, "known": known])))
        }
    }
}
