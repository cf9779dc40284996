import RunbookKit

/// `fence-unclosed`: a fenced code block with no closing fence, which swallows the rest of its container.
struct FenceUnclosedRule: PageRule {
    static let description = RuleDescription(
        id: "fence-unclosed", severity: .error,
        rationale: "An unclosed fence turns everything after it, to the end of the page or list item, into code.")

    static let message = Localized(
        en: "fenced code block '{fence}' is never closed", fr: "le bloc de code délimité '{fence}' n'est jamais fermé",
        pt: "o bloco de código delimitado '{fence}' nunca é fechado")
    static let closeBeforeMessage = Localized(
        en: "fenced code block '{fence}' is never closed: the attribute list on line {line} shows where it was meant "
            + "to end; close it with '{fence}' just before that line",
        fr: "le bloc de code délimité '{fence}' n'est jamais fermé : la liste d'attributs de la ligne {line} montre où "
            + "il devait se terminer ; fermez-le par '{fence}' juste avant cette ligne",
        pt: "o bloco de código delimitado '{fence}' nunca é fechado: a lista de atributos da linha {line} mostra onde "
            + "ele devia terminar; feche-o com '{fence}' logo antes dessa linha")
    static let messages = [message, closeBeforeMessage]

    /// A fence the reader closed before an attribute list is reported with that advice; the fences that the page as
    /// written opens with its writer's closing fences, after it, are not reported again.
    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let closing = Set(page.page.closingFences)
        for fence in page.facts.fences where fence.cutBy == nil {
            if let line = page.page.closedFences[fence.location.line] {
                findings.append(
                    page.finding(
                        at: fence.location, Self.closeBeforeMessage, ["fence": fence.marker, "line": String(line)]))
            } else if !fence.isClosed, !closing.contains(fence.location.line) {
                findings.append(page.finding(at: fence.location, Self.message, ["fence": fence.marker]))
            }
        }
    }
}
