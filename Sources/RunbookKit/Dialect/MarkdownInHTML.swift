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
    private static let blockElements: Set<String> = [
        "address", "applet", "article", "aside", "blockquote", "body", "dd", "details", "div", "dl", "fieldset",
        "figure", "figcaption", "footer", "form", "header", "hgroup", "iframe", "li", "main", "map", "menu", "nav",
        "noscript", "object", "section", "summary", "td",
    ]

    /// The 1-based lines of `lines` that open such an element, alone on their line, at the start of an HTML block
    /// of `entries` that runs on past them (each line after such a line that opens one too, as nested elements do).
    static func openers(_ lines: [Substring], entries: [FlatEntry]) -> [Int] {
        var found: [Int] = []
        for case .block(let block) in entries {
            guard case .htmlBlock(let html) = block.node.kind, let range = block.node.range,
                range.end.line > range.start.line, ByteSearch.contains(html, "markdown")
            else { continue }
            for number in range.start.line..<range.end.line {
                guard number <= lines.count, opensMarkdown(lines[number - 1]) else { break }
                found.append(number)
            }
        }
        return found
    }

    /// Whether `line`, past its container marks, is one start tag alone that makes its content Markdown blocks.
    static func opensMarkdown(_ line: Substring) -> Bool {
        let bytes = Array(line.utf8.drop(while: SourceText.isMark))
        guard bytes.first == UInt8(ascii: "<") else { return false }
        var tag: HTMLTag?
        for token in HTMLScanner.tokens(bytes, anyElement: true) {
            switch token {
            case .tag(let found) where tag == nil && !found.isEnd: tag = found
            case .text(let range) where bytes[range].allSatisfy(SourceText.isBlank): continue
            default: return false
            }
        }
        guard let tag, let value = tag.attributes.last(where: { $0.name == "markdown" })?.value else { return false }
        let written = bytes[value]
        return written.elementsEqual("block".utf8)
            || (written.elementsEqual("1".utf8) && blockElements.contains(tag.name))
    }
}
