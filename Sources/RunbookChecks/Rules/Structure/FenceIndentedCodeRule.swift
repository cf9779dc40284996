import MarkdownTree
import RunbookKit

/// `fence-indented-code`: a fence (or the attribute list after one) indented so far that Markdown reads it as an
/// indented code block, or as lines of the paragraph before.
///
/// docrun's reader reads a fence its attribute list marks as the block it was meant to be (`FenceRepair`); the page
/// still renders wrong.
struct FenceIndentedCodeRule: PageRule {
    static let description = RuleDescription(
        id: "fence-indented-code", severity: .warning,
        rationale: "An over-indented fence is shown with its backticks as code, and an over-indented '{: pre}' "
            + "as text, on the published page.")

    static let fenceMessage = Localized(
        en: "fence '{fence}' is indented so far that it is part of an indented code block",
        fr: "la délimitation '{fence}' est tellement indentée qu'elle fait partie d'un bloc de code indenté",
        pt: "a cerca '{fence}' tem tanto recuo que faz parte de um bloco de código indentado")
    static let paragraphMessage = Localized(
        en: "fence '{fence}' is indented so far that it is part of the paragraph before it",
        fr: "la délimitation '{fence}' est tellement indentée qu'elle fait partie du paragraphe qui la précède",
        pt: "a cerca '{fence}' tem tanto recuo que faz parte do parágrafo anterior")
    static let listMessage = Localized(
        en: "attribute list '{list}' is indented so far that Markdown reads it as code",
        fr: "la liste d'attributs '{list}' est tellement indentée que Markdown la lit comme du code",
        pt: "a lista de atributos '{list}' tem tanto recuo que o Markdown a lê como código")
    static let underItemMessage = Localized(
        en: "fence '{fence}' is indented less than the list item's text (column {column}), which ends the list: "
            + "Markdown reads it as an indented code block; indent it to column {column}",
        fr: "la délimitation '{fence}' est moins indentée que le texte de l'élément de liste (colonne {column}), ce "
            + "qui termine la liste : Markdown la lit comme un bloc de code indenté ; indentez-la à la colonne "
            + "{column}",
        pt: "a cerca '{fence}' tem menos recuo que o texto do item de lista (coluna {column}), o que encerra a lista: "
            + "o Markdown a lê como um bloco de código indentado; recue-a até a coluna {column}")
    static let messages = [fenceMessage, paragraphMessage, listMessage, underItemMessage]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let language = page.messageLanguage
        let codes = page.facts.blocks.indentedCode
        // The indented code blocks reported at a fence: one finding each, however many fences it swallowed, as the
        // writer fixes its indentation.
        var reported = Set<Int>()
        for (index, code) in codes.enumerated() {
            // Its first line, without the blanks before it: read to its end only for an attribute list.
            let trimmed = code.literal.drop { $0 == " " || $0 == "\t" }
            let source = page.source.line(code.line)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let fence = String(trimmed.prefix { $0 == trimmed.first })
                let location = SourceLocation(line: code.line, column: LineColumns(source).column(of: fence) ?? 1)
                findings.append(page.finding(at: location, Self.message(fence, at: location, in: code, language)))
                reported.insert(index)
            } else if trimmed.hasPrefix("{:"), let lists = AttributeList.parseLine(trimmed.prefix { $0 != "\n" }) {
                let location = SourceLocation(line: code.line, column: LineColumns(source).column(of: "{:") ?? 1)
                let text = lists.map(\.text).joined(separator: " ")
                findings.append(page.finding(at: location, Self.listMessage, ["list": text]))
            }
        }
        // The fenced blocks the reader read (their attribute list says what the writer meant) where the page as
        // written has none: text of an indented code block or of the paragraph before.
        let lines = codes.map { $0.line...($0.line + ByteSearch.newlineCount($0.literal)) }
        for line in page.page.hiddenFences {
            let source = page.source.line(line)
            let text = source.drop { $0 == " " || $0 == "\t" }
            guard let run = FenceLine.run(text.utf8) else { continue }
            let block = lines.firstIndex { $0.contains(line) }
            if let block, !reported.insert(block).inserted { continue }
            let location = SourceLocation(line: line, column: source.count - text.count + 1)
            let fence = String(Substring(text.utf8.prefix(run.length)))
            let said =
                block.map { Self.message(fence, at: location, in: codes[$0], language) }
                ?? Self.paragraphMessage(language, ["fence": fence])
            findings.append(page.finding(at: location, said))
        }
    }

    /// The message for a fence at `location` in the indented code block `code`: indented less than the text of the
    /// list item before the block, it ended the list, and the fix is to indent it more.
    private static func message(
        _ fence: String, at location: SourceLocation, in code: PageBlocks.IndentedCode, _ language: Language
    ) -> String {
        guard let column = code.listItemColumn, location.column < column else {
            return fenceMessage(language, ["fence": fence])
        }
        return underItemMessage(language, ["fence": fence, "column": String(column)])
    }
}
