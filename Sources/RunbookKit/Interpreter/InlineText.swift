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
        var scratch: [UInt8] = []
        return lines(of: node, scratch: &scratch)
    }

    /// `lines(of:)`, joining the pieces in `scratch` (its contents are replaced; its capacity is reused).
    ///
    /// A text of one piece (most paragraphs are one text node) is that piece, its storage shared. Others are
    /// joined as bytes, then made a string once: appending each piece and each break to a `String` cost over
    /// five hundred instructions an append, and regrowth. A caller that reads many blocks lends one buffer for all.
    static func lines(of node: MarkdownNode, scratch: inout [UInt8]) -> InlineLines {
        // Emptied while it is uniquely held, then moved into the text (which then appends in place) and back.
        scratch.removeAll(keepingCapacity: true)
        var text = Joined(bytes: scratch)
        scratch = []
        var starts: [Int] = []
        var links: [InlineLines.Link] = []
        forEachInline(of: node) { child in
            switch child.kind {
            case .text(let s), .code(let s):
                text.append(s)
                return false
            case .htmlInline(let html):
                if !isMarkupTag(html) { text.append(html) }
                return false
            case .softBreak, .lineBreak:
                text.append(UInt8(ascii: " "))
                starts.append(text.count)
                return false
            case .image:
                // The link icons of this dialect ("![External link icon](…)") are not text: drop them and the space
                // before them, so "installez Docker ![…](…)." reads "installez Docker.".
                text.dropTrailingSpaces(lineStart: starts.last ?? 0)
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
        let joined = text.string
        scratch = text.bytes
        return InlineLines(text: joined, starts: starts, links: links)
    }

    /// A text being joined: its first piece as it is, then, from the first change to it, its bytes.
    private struct Joined {
        /// The text while it is a single piece (or empty).
        private var single = ""
        /// Whether the text is in `bytes` (from its second piece, break or trim on).
        private var isJoined = false
        /// The text's bytes once it is joined; the lent buffer before.
        private(set) var bytes: [UInt8]

        /// A text that is empty; `bytes` is an empty buffer to join in.
        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The text's length in bytes.
        var count: Int { isJoined ? bytes.count : single.utf8.count }

        /// The text, made a string once.
        ///
        /// The pieces are strings and the breaks spaces, so the bytes are valid UTF-8: decoding repairs nothing.
        var string: String { isJoined ? String(decoding: bytes, as: UTF8.self) : single }

        mutating func append(_ piece: String) {
            if !isJoined, single.isEmpty {
                single = piece
                return
            }
            join()
            var piece = piece
            piece.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ byte: UInt8) {
            join()
            bytes.append(byte)
        }

        /// Moves the single piece into `bytes`.
        private mutating func join() {
            guard !isJoined else { return }
            single.withUTF8 { bytes.append(contentsOf: $0) }
            single = ""
            isJoined = true
        }

        /// Removes the `Character`s `" "` that end the current line, which starts at byte `lineStart`.
        ///
        /// A last byte `" "` after an ASCII byte (or alone on the line) is a `Character` of its own and is removed as
        /// a byte. After any other byte it may be part of a larger `Character` (a prepended mark): the line is then
        /// trimmed as a `String` of its own, as it was when each line was one.
        mutating func dropTrailingSpaces(lineStart: Int) {
            guard count > lineStart, (isJoined ? bytes.last : single.utf8.last) == UInt8(ascii: " ") else { return }
            join()
            while bytes.count > lineStart, bytes.last == UInt8(ascii: " ") {
                if bytes.count - 1 == lineStart || bytes[bytes.count - 2] < 0x80 {
                    bytes.removeLast()
                    continue
                }
                var line = String(decoding: bytes[lineStart...], as: UTF8.self)
                while line.hasSuffix(" ") { line.removeLast() }
                bytes.removeSubrange(lineStart...)
                line.withUTF8 { bytes.append(contentsOf: $0) }
                return
            }
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
