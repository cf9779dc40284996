import MarkdownTree
import RunbookKit

/// `attribute-id-without-hash`: an attribute list names what is evidently an id but lacks the `#`.
///
/// A name counts as an id when it is made of letters, digits, `-` and `_`, is not (nearly) one of the dialect's
/// names, and either contains a digit (`8July2019`), is an anchor defined elsewhere on the page, or is a
/// lowercase slug with `-` or `_` on a heading (`{: supported-formats-and-algorithms}`).
struct AttributeIDWithoutHashRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-id-without-hash", severity: .error,
        rationale: "Without '#', kramdown does not give the block the id, so every link to it is broken.",
        triggering: [
            RuleExample(
                """
                ## 8 July 2019
                {: ↓8July2019}
                """),
            RuleExample(
                """
                ## Supported formats
                {: ↓supported-formats}
                """),
            RuleExample(
                """
                Paragraph with an id.
                {: ↓step2}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                ## 8 July 2019
                {: #8July2019}

                ## Supported formats
                {: #supported-formats}

                A release note.
                {: release-note}
                """)
        ],
        details: "A name counts as an id when it is made of letters, digits, `-` and `_`, is not (nearly) one of "
            + "the dialect's names, and either contains a digit (`8July2019`), is the id of an anchor elsewhere "
            + "on the page, or is a lowercase slug with `-` or `_` on a heading (`{: "
            + "supported-formats-and-algorithms}`). Anything else unknown is left to `attribute-unknown`, so a "
            + "name gets one diagnostic at most.")

    static let message = Localized(
        en: "'{name}' looks like an id; write '#{name}' to give the block that id",
        fr: "'{name}' ressemble à un identifiant ; écrivez '#{name}' pour le donner au bloc",
        pt: "'{name}' parece um id; escreva '#{name}' para dar esse id ao bloco")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let unknown = page.unknownAttributeNames
        guard !unknown.isEmpty else { return }
        let names = AttributeNames.PageNames(page.runbook)
        for reference in unknown where !names.defined.contains(reference.name) {
            let (use, name) = (reference.use, reference.name)
            guard AttributeNames.guess(name, targetsHeading: use.targetKind == .heading, anchors: names.anchors) == .id
            else { continue }
            findings.append(
                page.finding(
                    at: AttributeNames.location(of: name, in: use, source: page.source),
                    Self.message(page.messageLanguage, ["name": name])))
        }
    }
}
