import MarkdownTree

/// The text of a paragraph or heading as a reader sees it, line by line.
///
/// Code spans keep their text, entities are already decoded by cmark, inline HTML that is a real tag (`<br>`,
/// `<strong>`) is dropped while anything else in angle brackets stays: cmark reads `<token-id>` as a tag, but
/// in this dialect it is a placeholder.
enum InlineText {
    /// The inline text, its source lines joined with a space, where each line starts, and its links.
    ///
    /// The links are found on the same walk, in the order `links(of:)` gives (a second walk of every paragraph
    /// cost as much as the first). One string is built for all the lines (an array of one string per line, joined
    /// by every reader, cost a string, its copy and the array's growth per paragraph). The bytes are those of the
    /// lines joined with `" "`.
    static func lines(of node: MarkdownNode) -> InlineLines {
        var text = ""
        var starts: [Int] = []
        var lineStart = 0
        var links: [InlineLines.Link] = []
        forEachInline(of: node) { child in
            switch child.kind {
            case .text(let s), .code(let s):
                append(s, to: &text)
                return false
            case .htmlInline(let html):
                if !isMarkupTag(html) { append(html, to: &text) }
                return false
            case .softBreak, .lineBreak:
                text += " "
                lineStart = text.utf8.count
                starts.append(lineStart)
                return false
            case .image:
                // The link icons of this dialect ("![External link icon](…)") are not text: drop them and the space
                // before them, so "installez Docker ![…](…)." reads "installez Docker.".
                dropTrailingSpaces(of: &text, lineStart: lineStart)
                // Its text is not read, but a link in its description is a link all the same.
                if !child.children.isEmpty { links += Self.links(of: child) }
                return false
            case .link(let destination, _):
                links.append((destination, child.range?.start))
                return true
            default:
                return true
            }
        }
        return InlineLines(text: text, starts: starts, links: links)
    }

    /// Appends `piece`; the first piece is taken as it is, its storage shared rather than copied (most paragraphs
    /// are one text node).
    private static func append(_ piece: String, to text: inout String) {
        if text.isEmpty { text = piece } else { text += piece }
    }

    /// Removes the `Character`s `" "` that end the current line, which starts at byte `lineStart` of `text`.
    ///
    /// A last byte `" "` after an ASCII byte (or alone on the line) is a `Character` of its own and is removed as a
    /// byte. After any other byte it may be part of a larger `Character` (a prepended mark): the line is then
    /// trimmed as a `String` of its own, as it was when each line was one.
    private static func dropTrailingSpaces(of text: inout String, lineStart: Int) {
        while text.utf8.count > lineStart, text.utf8.last == UInt8(ascii: " ") {
            let utf8 = text.utf8
            let count = utf8.count
            if count - 1 == lineStart || utf8[utf8.index(utf8.endIndex, offsetBy: -2)] < 0x80 {
                text.removeLast()
                continue
            }
            let start = utf8.index(utf8.startIndex, offsetBy: lineStart)
            var line = String(text[start...])
            while line.hasSuffix(" ") { line.removeLast() }
            text = String(text[..<start]) + line
            return
        }
    }

    /// The inline text on one line, breaks as spaces.
    static func text(of node: MarkdownNode) -> String {
        lines(of: node).text
    }

    /// Links of the inline tree, with their destination and position.
    static func links(of node: MarkdownNode) -> [(destination: String, location: SourceLocation?)] {
        var found: [(destination: String, location: SourceLocation?)] = []
        if case .link(let destination, _) = node.kind { found.append((destination, node.range?.start)) }
        forEachInline(of: node) { child in
            if case .link(let destination, _) = child.kind { found.append((destination, child.range?.start)) }
            return true
        }
        return found
    }

    /// Visits the inlines below `node` depth first, in page order, descending into a node's children when `visit`
    /// returns true for it.
    ///
    /// Without recursion (inlines can nest deeply) and without copying each node's children reversed onto a stack:
    /// each level keeps its children and the next one to visit. The current level is a variable, so a paragraph of
    /// plain text and code spans allocates no stack at all.
    private static func forEachInline(of node: MarkdownNode, _ visit: (MarkdownNode) -> Bool) {
        var level = (children: node.children, next: 0)
        var outer: [(children: MarkdownNode.Children, next: Int)] = []
        while true {
            guard level.next < level.children.count else {
                guard let parent = outer.popLast() else { break }
                level = parent
                continue
            }
            let child = level.children[level.next]
            level.next += 1
            if visit(child), !child.children.isEmpty {
                outer.append(level)
                level = (child.children, 0)
            }
        }
    }

    static let markupTags: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "code", "br", "span", "img", "p", "sup", "sub", "kbd", "var", "pre",
        "div", "ul", "ol", "li", "dl", "dt", "dd", "table", "tr", "td", "th", "thead", "tbody", "caption", "small",
        "big", "mark", "del", "ins", "q", "cite", "abbr", "samp", "tt", "strike", "font", "center", "hr", "h1", "h2",
        "h3", "h4", "h5", "h6", "section", "article", "nav", "header", "footer", "figure", "figcaption", "video",
        "source", "iframe", "details", "summary", "button", "input", "label", "form", "wbr", "staging", "note",
    ]

    /// Whether inline HTML is markup (`<br/>`, `</strong>`, `<a href=…>`, a comment) rather than a placeholder.
    static func isMarkupTag(_ html: String) -> Bool {
        var body = html.dropFirst()
        if body.hasPrefix("!") || body.hasPrefix("?") { return true }
        if body.hasPrefix("/") { body = body.dropFirst() }
        let name = body.prefix { $0.isLetter || $0.isNumber }
        guard !name.isEmpty else { return true }
        let afterName = body.dropFirst(name.count)
        if let next = afterName.first, next == "-" || next == "_" || next == "." { return false }
        return markupTags.contains(name.lowercased())
    }
}
