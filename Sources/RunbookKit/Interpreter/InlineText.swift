import MarkdownTree

/// The text of a paragraph or heading as a reader sees it, line by line.
///
/// Code spans keep their text, entities are already decoded by cmark, inline HTML that is a real tag (`<br>`,
/// `<strong>`) is dropped while anything else in angle brackets stays: cmark reads `<token-id>` as a tag, but
/// in this dialect it is a placeholder. A value in `<var>` or `<varname>` is written `<name>`, as in HTML blocks.
enum InlineText {
    /// The inline text, its source lines joined with a space, where each line starts, and its links.
    static func lines(of node: MarkdownNode) -> InlineLines {
        var builder = Builder()
        builder.append(node, floor: 0)
        return InlineLines(
            text: String(decoding: builder.text, as: UTF8.self), starts: builder.starts, links: builder.links)
    }

    /// The inline text (`lines(of:)`), and the UTF-8 offsets in it of the code spans that hold a space and a dot (nil
    /// for none): the writer's bounds of a file name (`` `my conf/app.json` ``) that the spaces inside do not split.
    static func linesAndSpacedCodeSpans(of node: MarkdownNode) -> (lines: InlineLines, spacedCodeSpans: [Range<Int>]?) {
        var builder = Builder()
        builder.recordsSpans = true
        builder.append(node, floor: 0)
        let lines = InlineLines(
            text: String(decoding: builder.text, as: UTF8.self), starts: builder.starts, links: builder.links)
        return (lines, builder.spacedCodeSpans)
    }

    /// Whether kramdown gives a span attribute list written right after `node` (`*text*{: .class}`) to it.
    static func takesSpanAttributes(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .image, .link, .emphasis, .strong, .code: true
        default: false
        }
    }

    /// What inline HTML reads as: nothing for markup (`</strong>`, `<a href=…>`, a comment), `<` and `>` for the tags
    /// of a value (`<var>`, `</varname>`), or nil for a placeholder, which is text: markup is what `HTMLScanner`,
    /// which reads the page's HTML blocks, reads all as tags of the elements these pages use.
    ///
    /// The separator is what the markup puts between the text around it, as in an HTML cell (`HTMLCellText`): a space
    /// for a line break or paragraph (`a<br>b`), an item's for a list's (`<li>a</li><li>b</li>`).
    static func markup(_ html: String) -> (text: String, separator: HTMLCellText.Separator)? {
        var text = ""
        var separator = HTMLCellText.Separator.none
        for token in HTMLScanner.tokens(Array(html.utf8)) {
            guard case .tag(let tag) = token else { return nil }
            if tag.name == "var" || tag.name == "varname" { text += tag.isEnd ? ">" : "<" }
            separator = max(separator, HTMLCellText.separator(at: tag.name))
        }
        return (text, separator)
    }

    /// The text as it is built, in UTF-8 bytes (appending to a `String` piece by piece cost twice as much).
    private struct Builder {
        var text: [UInt8] = []
        var starts: [Int] = []
        var links: [InlineLines.Link] = []
        /// Whether the code spans that hold a space and a dot are noted (a paragraph's are), and those noted, nil until
        /// one is: most paragraphs have none.
        var recordsSpans = false
        var spacedCodeSpans: [Range<Int>]?
        /// What markup asked to write between the text so far and the next visible text (`separate`).
        var pending = HTMLCellText.Separator.none

        init() {
            // Room for most paragraphs from the start: grown from empty, the bytes were copied to a new buffer two or
            // three times a paragraph.
            text.reserveCapacity(256)
        }

        /// Appends the inlines below `node`; spaces before an image are trimmed down to `floor` at most.
        mutating func append(_ node: MarkdownNode, floor: Int) {
            let children = node.children
            for (index, child) in children.enumerated() {
                switch child.kind {
                case .text(let s):
                    // A span attribute list right after an inline element (`[text](url){: external}`) is markup.
                    if index > 0, InlineText.takesSpanAttributes(children[index - 1]), s.utf8.starts(with: "{:".utf8),
                        let (_, rest) = AttributeList.parsePrefix(s[...])
                    {
                        write(rest.utf8, floor: floor)
                    } else {
                        write(s.utf8, floor: floor)
                    }
                case .code(let s):
                    let before = text.count
                    write(s.utf8, floor: floor)
                    if recordsSpans { noteSpacedCode(from: before) }
                case .htmlInline(let html):
                    if let (markup, separator) = InlineText.markup(html) {
                        pending = max(pending, separator)
                        if !markup.isEmpty { write(markup.utf8, floor: floor) }
                    } else {
                        write(html.utf8, floor: floor)
                    }
                case .softBreak, .lineBreak:
                    pending = .none
                    text.append(UInt8(ascii: " "))
                    starts.append(text.count)
                case .image:
                    // The link icons of this dialect ("![External link icon](…)") are not text: drop them and the space
                    // before them, so "installez Docker ![…](…)." reads "installez Docker.". A link in the image's
                    // description is a link all the same.
                    while text.count > max(floor, starts.last ?? 0), text.last == UInt8(ascii: " ") {
                        text.removeLast()
                    }
                    var description = Builder()
                    description.append(child, floor: 0)
                    links += description.links.map {
                        InlineLines.Link(destination: $0.destination, location: $0.location)
                    }
                case .link(let destination):
                    // Where its text lies is kept: the reader writes the target after it.
                    write(EmptyCollection(), floor: floor)
                    let start = text.count
                    let link = links.count
                    links.append(InlineLines.Link(destination: destination, location: child.range?.start))
                    append(child, floor: start)
                    links[link].range = start..<text.count
                default:
                    append(child, floor: floor)
                }
            }
        }

        /// Notes the code span written from byte `start` on when it holds a space and a dot (a separator written before
        /// it is punctuation or a space, which a reader of names trims).
        private mutating func noteSpacedCode(from start: Int) {
            let spaced = text.withUnsafeBufferPointer { bytes in
                ByteSearch.firstOffset(of: UInt8(ascii: " "), in: bytes, from: start) != nil
                    && ByteSearch.firstOffset(of: UInt8(ascii: "."), in: bytes, from: start) != nil
            }
            if spaced { spacedCodeSpans = (spacedCodeSpans ?? []) + [start..<text.count] }
        }

        /// Appends `bytes`, after the separator markup asked for once they hold visible text.
        ///
        /// `values:<ul><li>a</li><li>b</li></ul>` reads `values: a; b`, `a<br>b` reads `a b`, and `a <br/> b` stays
        /// as written. Spaces alone wait with the separator; nothing at all (a link's start) writes it now. An item's
        /// separator trims the spaces before it down to `floor` at most.
        mutating func write(_ bytes: some Collection<UInt8>, floor: Int) {
            guard pending != .none else {
                // A node's text is one run of bytes: appended as such, not through the generic element loop.
                if bytes.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) == nil { text += bytes }
                return
            }
            guard let visible = bytes.firstIndex(where: { !isHTMLSpace($0) }) else {
                if bytes.isEmpty { separate(floor: floor, before: nil) }
                return
            }
            let spaceBefore = visible != bytes.startIndex
            let item = pending == .item
            separate(floor: floor, before: spaceBefore ? UInt8(ascii: " ") : bytes[visible])
            text += item ? bytes[visible...] : bytes[...]
        }

        /// Writes the pending separator before `next`.
        ///
        /// An item's is `; ` (a space after punctuation) with the spaces before it trimmed, a space's is written only
        /// when neither side has one. None is written at a line's start.
        private mutating func separate(floor: Int, before next: UInt8?) {
            let kind = pending
            pending = .none
            let lineStart = max(floor, starts.last ?? 0)
            if kind == .item {
                while text.count > lineStart, let last = text.last, isHTMLSpace(last) { text.removeLast() }
            }
            guard text.count > lineStart, let last = text.last, !isHTMLSpace(last) else { return }
            if kind == .item {
                if !last.isOne(of: ".;,!?:") { text.append(UInt8(ascii: ";")) }
            } else if let next, isHTMLSpace(next) {
                return
            }
            text.append(UInt8(ascii: " "))
        }
    }
}

/// A paragraph's or heading's inline text: its source lines joined with a space, and where each line starts.
struct InlineLines {
    let text: String
    /// The UTF-8 offset in `text` where each line after the first starts (just after its joining space).
    let starts: [Int]
    /// The links of the whole node, in page order, whichever lines are kept.
    let links: [Link]

    /// A link's destination and position, and where its text is in `text` (nil when that text is not kept).
    struct Link {
        let destination: String
        let location: SourceLocation?
        var range: Range<Int>? = nil
    }

    var count: Int { starts.count + 1 }

    /// The UTF-8 offsets of line `index` in `text`, its joining space excluded.
    func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : starts[index - 1])..<(index == starts.count ? text.utf8.count : starts[index] - 1)
    }

    /// Line `index` as a string of its own, as it was before the lines were joined.
    func line(_ index: Int) -> String {
        String(Self.slice(text, range(of: index)))
    }

    /// Lines `kept` only, joined the same way: a slice of the text, since the lines are contiguous.
    func lines(_ kept: ClosedRange<Int>) -> InlineLines {
        if kept == 0...(count - 1) { return self }
        let bytes = range(of: kept.lowerBound).lowerBound..<range(of: kept.upperBound).upperBound
        return joining("", bytes, starts: starts[kept.lowerBound..<kept.upperBound])
    }

    func replacingFirstLine(with first: String) -> InlineLines {
        joining(first, range(of: 0).upperBound..<text.utf8.count, starts: starts[...])
    }

    /// `prefix`, then the text of UTF-8 offsets `bytes` whose line starts are `kept`; a link's text that no longer
    /// lies within is not kept.
    private func joining(_ prefix: String, _ bytes: Range<Int>, starts kept: ArraySlice<Int>) -> InlineLines {
        let shift = prefix.utf8.count - bytes.lowerBound
        let text = prefix + Self.slice(self.text, bytes)
        let end = text.utf8.count
        let links = links.map { link in
            var link = link
            link.range = link.range.flatMap { range in
                range.lowerBound + shift >= 0 && range.upperBound + shift <= end
                    ? range.lowerBound + shift..<range.upperBound + shift : nil
            }
            return link
        }
        return InlineLines(text: text, starts: kept.map { $0 + shift }, links: links)
    }

    /// The text of the UTF-8 offsets `range` (always on line boundaries, which are scalar boundaries).
    static func slice(_ text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[lower..<utf8.index(lower, offsetBy: range.count)]
    }
}
