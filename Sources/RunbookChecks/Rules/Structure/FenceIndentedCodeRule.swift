import MarkdownTree
import RunbookKit

/// `fence-indented-code`: a fence (or the attribute list after one) indented so far that Markdown reads it as an
/// indented code block.
///
/// Four spaces more than the surrounding content make an indented code block: the fence lines become part of the
/// code, and an attribute list becomes code too (docrun's reader honours such a list anyway, kramdown does not).
struct FenceIndentedCodeRule: PageRule {
    static let description = RuleDescription(
        id: "fence-indented-code", severity: .warning,
        rationale: "An over-indented fence is shown with its backticks as code, and an over-indented '{: pre}' "
            + "as text, on the published page.",
        triggering: [
            RuleExample(
                """
                1.  Log in.

                        ↓```
                        bx login
                        ```
                """),
            RuleExample(
                """
                Log in.

                ```
                bx login
                ```

                    ↓{: pre}
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                1.  Log in.

                    ```
                    bx login
                    ```
                    {: pre}

                An indented code block:

                    bx logout
                """)
        ],
        details: "A fence or an attribute list indented four columns more than its container (a tab counts as "
            + "four) is an indented code block to Markdown.")

    static let fenceMessage = Localized(
        en: "fence '{fence}' is indented so far that it is part of an indented code block",
        fr: "la délimitation '{fence}' est tellement indentée qu'elle fait partie d'un bloc de code indenté",
        pt: "a cerca '{fence}' tem tanto recuo que faz parte de um bloco de código indentado")
    static let listMessage = Localized(
        en: "attribute list '{list}' is indented so far that Markdown reads it as code",
        fr: "la liste d'attributs '{list}' est tellement indentée que Markdown la lit comme du code",
        pt: "a lista de atributos '{list}' tem tanto recuo que o Markdown a lê como código")
    static let messages = [fenceMessage, listMessage]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for code in page.blocks.indentedCode { Self.check(code.literal, line: code.line, page: page, into: &findings) }
    }

    private static func check(_ literal: String, line: Int, page: CheckedPage, into findings: inout [Finding]) {
        let firstLine = literal.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = firstLine.drop { $0 == " " || $0 == "\t" }
        let source = page.source.line(line)
        let language = page.messageLanguage
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            let fence = String(trimmed.prefix { $0 == trimmed.first })
            let column = SourceText.column(of: fence, in: source) ?? 1
            findings.append(
                page.finding(at: SourceLocation(line: line, column: column), fenceMessage(language, ["fence": fence])))
        } else if trimmed.hasPrefix("{:"), let lists = AttributeList.parseLine(trimmed.trimmingSuffixSpaces) {
            let column = SourceText.column(of: "{:", in: source) ?? 1
            let text = lists.map(\.text).joined(separator: " ")
            findings.append(
                page.finding(at: SourceLocation(line: line, column: column), listMessage(language, ["list": text])))
        }
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
