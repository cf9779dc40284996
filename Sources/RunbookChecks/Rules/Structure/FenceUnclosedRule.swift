import RunbookKit

/// `fence-unclosed`: a fenced code block with no closing fence, which swallows the rest of its container.
struct FenceUnclosedRule: PageRule {
    static let description = RuleDescription(
        id: "fence-unclosed", severity: .error,
        rationale: "An unclosed fence turns everything after it, to the end of the page or list item, into code.")

    static let message = Localized(
        en: "fenced code block '{fence}' is never closed", fr: "le bloc de code délimité '{fence}' n'est jamais fermé",
        pt: "o bloco de código delimitado '{fence}' nunca é fechado")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for fence in page.facts.fences where !fence.isClosed && fence.cutBy == nil {
            findings.append(page.finding(at: fence.location, Self.message, ["fence": fence.marker]))
        }
    }
}
