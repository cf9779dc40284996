import MarkdownTree
import RunbookKit

/// `fence-indented-code`: a fence (or the attribute list after one) indented so far that Markdown reads it as an
/// indented code block.
///
/// Four spaces more than the surrounding content make an indented code block, or continuation lines of the paragraph
/// before: the fence lines become part of the code or the text, and an attribute list becomes code too. docrun's
/// reader reads a fence its attribute list marks as the block it was meant to be (`FenceRepair`); the page still
/// renders wrong.
struct FenceIndentedCodeRule: PageRule {
    static let description = RuleDescription(
        id: "fence-indented-code", severity: .warning,
        rationale: "An over-indented fence is shown with its backticks as code, and an over-indented '{: pre}' "
            + "as text, on the published page.",
        triggering: [
            """
            1.  Log in.

                    ↓```
                    bx login
                    ```
            """,
            """
            Log in.

            ```
            bx login
            ```

                ↓{: pre}
            """,
            """
            1.  Log in.

              a. With a key:
                    ↓```
                    bx login --apikey <key>
                    ```
                    {: pre}
            """,
            """
            Log in in one of two ways.

                * With a key.
                  ↓```
                  bx login --apikey <key>
                  ```
                  {: pre}
                * With single sign-on.
                  ```
                  bx login --sso
                  ```
                  {: pre}
            """,
        ],
        nonTriggering: [
            """
            1.  Log in.

                ```
                bx login
                ```
                {: pre}

            An indented code block:

                bx logout
            """
        ],
        details: "A fence or an attribute list indented four columns more than its container (a tab counts as "
            + "four) is an indented code block to Markdown.")

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
    static let messages = [fenceMessage, paragraphMessage, listMessage]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        var reported = Set<Int>()
        for code in page.blocks.indentedCode {
            if Self.check(code.literal, line: code.line, page: page, into: &findings) { reported.insert(code.line) }
        }
        Self.checkHiddenFences(page, skipping: reported, into: &findings)
    }

    /// Reports the fenced blocks the reader read (their attribute list says what the writer meant) where the
    /// page as written has no fenced block: text of an indented code block or of the paragraph before.
    ///
    /// One indented code block is one finding, at its first fence, however many fences it swallowed: the writer
    /// fixes the indentation that made it, not each fence.
    private static func checkHiddenFences(
        _ page: CheckedPage, skipping reported: Set<Int>, into findings: inout [Finding]
    ) {
        let published = Set(page.blocks.fencedCode.compactMap { $0.node.range?.start.line })
        let steps = page.runbook.steps
        let read = steps.flatMap {
            $0.commands.map(\.blockLine) + $0.outputs.map(\.blockLine) + $0.files.map(\.blockLine)
        }
        let indented = page.blocks.indentedCode.map { code in
            code.line...(code.line + code.literal.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        }
        let language = page.messageLanguage
        var reportedBlocks = Set(indented.indices.filter { reported.contains(indented[$0].lowerBound) })
        for line in Set(read).sorted() where !published.contains(line) && !reported.contains(line) {
            let source = page.source.line(line)
            let text = source.drop { $0 == " " || $0 == "\t" }
            guard let marker = text.first, marker == "`" || marker == "~" else { continue }
            let fence = String(text.prefix { $0 == marker })
            let location = SourceLocation(line: line, column: source.count - text.count + 1)
            let block = indented.firstIndex { $0.contains(line) }
            if let block, !reportedBlocks.insert(block).inserted { continue }
            let message = block != nil ? fenceMessage : paragraphMessage
            findings.append(page.finding(at: location, message(language, ["fence": fence])))
        }
    }

    /// Reports an indented code block that is a fence or an attribute list written too far right; true when it
    /// reported one.
    private static func check(_ literal: String, line: Int, page: CheckedPage, into findings: inout [Finding]) -> Bool {
        let firstLine = literal.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = firstLine.drop { $0 == " " || $0 == "\t" }
        let source = page.source.line(line)
        let language = page.messageLanguage
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            let fence = String(trimmed.prefix { $0 == trimmed.first })
            let column = ByteSearch.firstColumn(of: fence, in: source) ?? 1
            findings.append(
                page.finding(at: SourceLocation(line: line, column: column), fenceMessage(language, ["fence": fence])))
            return true
        } else if trimmed.hasPrefix("{:"), let lists = AttributeList.parseLine(trimmed.trimmingSuffixSpaces) {
            let column = ByteSearch.firstColumn(of: "{:", in: source) ?? 1
            let text = lists.map(\.text).joined(separator: " ")
            findings.append(
                page.finding(at: SourceLocation(line: line, column: column), listMessage(language, ["list": text])))
        }
        return false
    }
}

extension Substring {
    /// The text without trailing spaces and tabs.
    fileprivate var trimmingSuffixSpaces: Substring {
        var slice = self
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
    }
}
