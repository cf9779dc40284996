import MarkdownTree

/// The text of a paragraph or heading as a reader sees it, line by line.
///
/// Code spans keep their text, entities are already decoded by cmark, inline HTML that is a real tag (`<br>`,
/// `<strong>`) is dropped while anything else in angle brackets stays: cmark reads `<token-id>` as a tag, but
/// in this dialect it is a placeholder.
enum InlineText {
    /// The inline text, its source lines joined with a space, where each line starts, and its links.
    ///
    /// The links are found on the same walk, in the order `links(of:)` gives.
    static func lines(of node: MarkdownNode) -> InlineLines {
        var text: [UInt8] = []
        var starts: [Int] = []
        var links: [InlineLines.Link] = []
        forEachInline(of: node) { child, previous in
            switch child.kind {
            case .text(let s):
                // A span attribute list right after an inline element (`[text](url){: external}`) is markup.
                if startsWithAttributeList(s), let previous, takesSpanAttributes(previous),
                    let (_, rest) = AttributeList.parsePrefix(Substring(s))
                {
                    append(rest, to: &text)
                } else {
                    append(s, to: &text)
                }
                return false
            case .code(let s):
                append(s, to: &text)
                return false
            case .htmlInline(let html):
                if !isMarkupTag(html) { append(html, to: &text) }
                return false
            case .softBreak, .lineBreak:
                text.append(UInt8(ascii: " "))
                starts.append(text.count)
                return false
            case .image:
                // The link icons of this dialect ("![External link icon](…)") are not text: drop them and the space
                // before them, so "installez Docker ![…](…)." reads "installez Docker.".
                while text.count > (starts.last ?? 0), text.last == UInt8(ascii: " ") { text.removeLast() }
                // Its text is not read, but a link in its description is a link all the same.
                if !child.children.isEmpty { links += Self.links(of: child) }
                return false
            case .link(let destination, _):
                // Read on its own, so that where its text lies is known (the reader writes the target after it).
                let inner = lines(of: child)
                let start = text.count
                append(inner.text, to: &text)
                starts += inner.starts.map { $0 + start }
                links.append(
                    InlineLines.Link(destination: destination, location: child.range?.start, range: start..<text.count))
                links += inner.links
                return false
            default:
                return true
            }
        }
        return InlineLines(text: String(decoding: text, as: UTF8.self), starts: starts, links: links)
    }

    /// Appends the UTF-8 bytes of `piece` to `text` in one copy (appending its `utf8` view went a byte at a time).
    private static func append(_ piece: some StringProtocol, to text: inout [UInt8]) {
        ByteSearch.withBytes(of: piece) { text.append(contentsOf: $0) }
    }

    /// Whether `text` starts with `{:`, told from its first two bytes.
    private static func startsWithAttributeList(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "{") && bytes.next() == UInt8(ascii: ":")
    }

    /// The inline text on one line, breaks as spaces.
    static func text(of node: MarkdownNode) -> String {
        lines(of: node).text
    }

    /// Links of the inline tree, with their destination and position (not their text).
    static func links(of node: MarkdownNode) -> [InlineLines.Link] {
        var found: [InlineLines.Link] = []
        if case .link(let destination, _) = node.kind {
            found.append(.init(destination: destination, location: node.range?.start))
        }
        forEachInline(of: node) { child, _ in
            if case .link(let destination, _) = child.kind {
                found.append(.init(destination: destination, location: child.range?.start))
            }
            return true
        }
        return found
    }

    /// Whether kramdown gives a span attribute list written right after `node` (`*text*{: .class}`) to it.
    static func takesSpanAttributes(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .image, .link, .emphasis, .strong, .code, .strikethrough: true
        default: false
        }
    }

    /// Visits the inlines below `node` depth first, in page order, each with the sibling before it, descending into a
    /// node's children when `visit` returns true for it.
    ///
    /// Without recursion (inlines can nest deeply) and without copying each node's children reversed onto a stack:
    /// each level keeps its children and the next one to visit. The current level is a variable, so a paragraph of
    /// plain text and code spans allocates no stack at all.
    private static func forEachInline(of node: MarkdownNode, _ visit: (MarkdownNode, MarkdownNode?) -> Bool) {
        var level = (children: node.children, next: 0)
        var outer: [(children: MarkdownNode.Children, next: Int)] = []
        while true {
            guard level.next < level.children.count else {
                guard let parent = outer.popLast() else { break }
                level = parent
                continue
            }
            let child = level.children[level.next]
            let previous = level.next > 0 ? level.children[level.next - 1] : nil
            level.next += 1
            if visit(child, previous), !child.children.isEmpty {
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
