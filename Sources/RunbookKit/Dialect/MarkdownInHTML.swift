/// The lines that open an HTML element whose content kramdown reads as Markdown blocks (`<div markdown="1">`), where
/// cmark reads the lines after it as HTML.
///
/// cmark's HTML block runs from such a tag to the next blank line, so a heading, a list or a fence written on the
/// line after `<div markdown="1">` is raw HTML to cmark, but kramdown parses the element's content as Markdown: the
/// published page has the heading and its id. The reader gives cmark the tag's line blank (its container marks
/// kept), so the lines after it are read as the published page has them, and reads the tag's anchors from the page's
/// line (`StepAssembler.readOpeners(before:)`). Line numbers and columns stay.
enum MarkdownInHTML {
    /// The elements whose content kramdown reads as blocks (`HTML_CONTENT_MODEL_BLOCK` in
    /// `lib/kramdown/parser/html.rb`): `markdown="1"` on one of them makes its content Markdown blocks, as
    /// `markdown="block"` does on any element.
    static let blockElements: Set<String> = [
        "address", "applet", "article", "aside", "blockquote", "body", "dd", "details", "div", "dl", "fieldset",
        "figure", "figcaption", "footer", "form", "header", "hgroup", "iframe", "li", "main", "map", "menu", "nav",
        "noscript", "object", "section", "summary", "td",
    ]

    /// The 1-based lines of `lines` that open such an element, alone on their line, at the start of an HTML block
    /// of more than one line (`blocks`, `MarkdownParser.Parsed.htmlBlockLines`) that runs on past them (each line after
    /// such a line that opens one too, as nested elements do).
    static func openers(_ lines: [Substring], blocks: [ClosedRange<Int>]) -> [Int] {
        var found: [Int] = []
        for block in blocks where block.upperBound <= lines.count {
            for number in block.lowerBound..<block.upperBound {
                let line = lines[number - 1]
                guard ByteSearch.contains(line, "markdown"), opensMarkdown(line) else { break }
                found.append(number)
            }
        }
        return found
    }

    /// Whether `line`, past its container marks, is one start tag alone that makes its content Markdown blocks.
    static func opensMarkdown(_ line: Substring) -> Bool { markdownElement(line) != nil }

    /// The name of the element whose start tag `line` is, past its container marks, alone, when it makes its content
    /// Markdown blocks.
    static func markdownElement(_ line: Substring) -> String? {
        let bytes = Array(line.utf8.drop(while: SourceText.isMark))
        guard bytes.first == UInt8(ascii: "<") else { return nil }
        var tag: HTMLTag?
        for token in HTMLScanner.tokens(bytes, anyElement: true) {
            switch token {
            case .tag(let found) where tag == nil && !found.isEnd: tag = found
            case .text(let range) where bytes[range].allSatisfy(SourceText.isBlank): continue
            default: return nil
            }
        }
        guard let tag, let value = tag.attributes.last(where: { $0.name == "markdown" })?.value else { return nil }
        let written = bytes[value]
        let opens =
            written.elementsEqual("block".utf8) || (written.elementsEqual("1".utf8) && blockElements.contains(tag.name))
        return opens ? tag.name : nil
    }
}
