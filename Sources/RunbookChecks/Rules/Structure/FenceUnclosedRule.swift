import RunbookKit

/// `fence-unclosed`: a fenced code block with no closing fence, which swallows the rest of its container; when the
/// writer wrote the block's attribute list on its closing fence's line, which so closes nothing, that is said.
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
    static let listOnClosingMessage = Localized(
        en: "fenced code block '{fence}' is never closed: the fence on line {line} has an attribute list after it, "
            + "which makes it a line of code; write the list on the line below the fence",
        fr: "le bloc de code délimité '{fence}' n'est jamais fermé : la clôture de la ligne {line} est suivie d'une "
            + "liste d'attributs, ce qui en fait une ligne de code ; écrivez la liste sur la ligne sous la clôture",
        pt: "o bloco de código delimitado '{fence}' nunca é fechado: a cerca da linha {line} é seguida de uma lista "
            + "de atributos, o que a torna uma linha de código; escreva a lista na linha abaixo da cerca")
    static let otherFenceMessage = Localized(
        en: "fenced code block '{fence}' is never closed: the fence on line {line} is written with other characters, "
            + "which close no '{fence}' fence; write '{fence}' there",
        fr: "le bloc de code délimité '{fence}' n'est jamais fermé : la clôture de la ligne {line} est écrite avec "
            + "d'autres caractères, qui ne ferment aucune clôture '{fence}' ; écrivez-y '{fence}'",
        pt: "o bloco de código delimitado '{fence}' nunca é fechado: a cerca da linha {line} é escrita com outros "
            + "caracteres, que não fecham nenhuma cerca '{fence}'; escreva '{fence}' nela")
    static let messages = [message, closeBeforeMessage, listOnClosingMessage, otherFenceMessage]

    /// A fence the reader closed before an attribute list is reported with that advice; the fences that the page as
    /// written opens with its writer's closing fences, after it, are not reported again.
    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let closing = Set(page.page.closingFences)
        for fence in page.facts.fences where fence.cutBy == nil {
            var message: Localized
            var line: Int?
            if let closedBefore = page.page.closedFences[fence.location.line] {
                (message, line) = (Self.closeBeforeMessage, closedBefore)
                // The reader closed the block on a fence of the other character right above the list: the writer's.
                let source = page.page.source
                if let last = (fence.location.line + 1..<closedBefore).last(where: {
                    !source.line($0).allSatisfy(\.isWhitespace)
                }), let run = FenceLine.run(source.line(last).utf8.drop(while: SourceText.isBlank)),
                    run.marker != fence.marker.utf8.first, FenceLine.closes(run, (run.marker, 3))
                {
                    (message, line) = (Self.otherFenceMessage, last)
                }
            } else if !fence.isClosed, !closing.contains(fence.location.line) {
                line = Self.closingWithList(fence)
                message = line == nil ? Self.message : Self.listOnClosingMessage
            } else {
                continue
            }
            let fields: KeyValuePairs = ["fence": fence.marker, "line": line.map(String.init) ?? ""]
            findings.append(page.finding(at: fence.location, message, fields))
        }
    }

    /// The page line of the first line of what an unclosed fence swallowed that would close it but for the attribute
    /// list written after it (```` ``` {: pre} ````: a closing fence holds nothing else, in CommonMark and kramdown).
    static func closingWithList(_ fence: Fence) -> Int? {
        guard let swallowed = fence.swallowed, let marker = fence.marker.utf8.first else { return nil }
        let length = fence.marker.utf8.count
        for (index, line) in swallowed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let run = FenceLine.run(line.utf8.drop(while: SourceText.isBlank)), run.marker == marker,
                run.length >= length, AttributeList.parseLine(Substring(run.info)) != nil
            else { continue }
            return fence.location.line + 1 + index
        }
        return nil
    }
}
