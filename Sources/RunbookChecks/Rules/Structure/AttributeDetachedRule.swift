import MarkdownTree
import RunbookKit

/// `attribute-detached`: an attribute list separated by a blank line from the block before it.
struct AttributeDetachedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-detached", severity: .warning,
        rationale: "kramdown applies a list after a blank line to the next block, not the one above it; "
            + "docrun honours it anyway, the published page does not.",
        triggering: [
            RuleExample(
                """
                ```
                bx login
                ```

                ↓{: pre}
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                ```
                bx login
                ```
                {: pre}

                {:shortdesc: .shortdesc}
                """)
        ],
        details: "Only the first of several lists detached together is reported; a heading followed by `{: #id}` "
            + "and `{: step}` on consecutive lines has both attached.")

    static let message = Localized(
        en: "attribute list '{list}' is separated from its block by a blank line",
        fr: "la liste d'attributs '{list}' est séparée de son bloc par une ligne vide",
        pt: "a lista de atributos '{list}' está separada do seu bloco por uma linha em branco")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for use in page.runbook.attributeLists where use.isDetached && Self.followsBlankLine(use, page.source) {
            findings.append(page.finding(at: use.location, Self.message(page.messageLanguage, ["list": use.list.text])))
        }
    }

    /// Whether the line above the list is blank: a heading followed by `{: #id}` and `{: step}` on two lines has
    /// both attached, and of lists detached together only the first is reported.
    static func followsBlankLine(_ use: AttributeListUse, _ source: PageSource) -> Bool {
        use.location.line > 1 && source.line(use.location.line - 1).allSatisfy { $0 == " " || $0 == "\t" || $0 == ">" }
    }
}
