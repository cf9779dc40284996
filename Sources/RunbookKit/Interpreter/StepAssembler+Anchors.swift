import MarkdownTree

/// The anchors a page defines and the links to them, as the assembler reads its blocks.
extension StepAssembler {
    mutating func collectBlockAnchors(_ index: Int) {
        let lists = binder.attributes(of: index)
        guard !lists.isEmpty, case .block(let block) = entries[index] else { return }
        if case .heading = block.node.kind { return }
        // A table's lists are its last rows: looked for down to them.
        let last = block.node.kind == .table ? block.node.range?.end.line : nil
        for id in lists.flatMap(\.ids) {
            anchors.append(Anchor(name: id, location: idLocation(id, near: block.line, through: last), origin: .block))
        }
    }

    mutating func collectLinks(_ node: MarkdownNode) {
        collectLinks(InlineText.links(of: node), in: node)
    }

    /// Keeps the links to anchors of `found`, the links of `node`.
    mutating func collectLinks(_ found: [InlineLines.Link], in node: MarkdownNode) {
        for (destination, location) in found where destination.hasPrefix("#") {
            links.append(
                AnchorLink(
                    target: String(destination.dropFirst()),
                    location: location ?? node.range?.start ?? SourceLocation(line: 1, column: 1)))
        }
    }

    /// The id of an attribute list at the start of a paragraph (`- {: #step-id} Install the CLI.`), on a list item
    /// or a step alike.
    mutating func collectLeadingIDs(_ content: ParagraphContent) {
        guard let id = content.inlineAttributes?.ids.first else { return }
        anchors.append(Anchor(name: id, location: idLocation(id, near: content.line), origin: .inline))
    }

    /// The ids inline syntax gives in `node` (a paragraph or a table): a span attribute list right after an inline
    /// element (`![Diagram](d.png){: #diagram}`, `[text](url){: #id}`, `*text*{: #id}`, `` `code`{: #id} ``), and
    /// `id` and `name` in inline HTML (`<span id="x">`, `<a name="x">`), whose `href="#x"` are links.
    ///
    /// Looked for only when the block's source holds `{:`, `="` or `='`: most paragraphs have neither.
    mutating func collectInlineAnchors(_ node: MarkdownNode) {
        guard let range = node.range, range.start.line >= 1, range.end.line <= source.lines.count else { return }
        let lines = source.lines
        let written = source.text[lines[range.start.line - 1].startIndex..<lines[range.end.line - 1].endIndex]
        let found: Bool? = written.utf8.withContiguousStorageIfAvailable { bytes in
            for (byte, next) in [
                (UInt8(ascii: "{"), UInt8(ascii: ":")), (UInt8(ascii: "="), UInt8(ascii: "\"")),
                (UInt8(ascii: "="), UInt8(ascii: "'")),
            ] {
                var from = 0
                while let offset = LineBytes.firstOffset(of: byte, in: bytes, from: from) {
                    if offset + 1 < bytes.count, bytes[offset + 1] == next { return true }
                    from = offset + 1
                }
            }
            return false
        }
        guard found ?? true else { return }
        var levels: [(children: MarkdownNode.Children, next: Int)] = [(node.children, 0)]
        while var level = levels.popLast() {
            guard level.next < level.children.count else { continue }
            let index = level.next
            let child = level.children[index]
            level.next += 1
            levels.append(level)
            switch child.kind {
            case .htmlInline(let html):
                if let start = child.range?.start { collectHTMLAnchors(html, line: start.line, column: start.column) }
            case .text(let written) where index > 0 && written.hasPrefix("{:"):
                switch level.children[index - 1].kind {
                case .image, .link, .emphasis, .strong, .code, .strikethrough:
                    guard let (list, _) = AttributeList.parsePrefix(Substring(written)),
                        let line = child.range?.start.line ?? node.range?.start.line
                    else { break }
                    for id in list.ids {
                        // After an image, the paragraph's text starts with the list (images are no text): its id
                        // may be there already, as the paragraph's own.
                        let anchor = Anchor(name: id, location: idLocation(id, near: line), origin: .inline)
                        if !anchors.suffix(4).contains(anchor) { anchors.append(anchor) }
                    }
                default:
                    break
                }
            default:
                if !child.children.isEmpty { levels.append((child.children, 0)) }
            }
        }
    }

    /// `id="x"`, `name="x"` and `href="#x"` in raw HTML that starts at `line` and `column` (its later lines at
    /// column 1). An element whose `id` and `name` are the same (`<map name="m" id="m">`) is one anchor.
    mutating func collectHTMLAnchors(_ html: String, line: Int, column: Int = 1) {
        let attributes = ["id=\"", "name=\"", "href=\"#"]
        // Each `Character` of an attribute is one ASCII scalar that nothing else is canonically equivalent to, so
        // a `Character` match is a byte match too: text without the bytes holds none, whatever its script.
        let present = attributes.map { LineSearch.firstOffset(of: $0, in: html[...]) != nil }
        guard present.contains(true) else { return }
        for (offset, text) in LineBytes.lines(of: html).enumerated() {
            // Most lines are ASCII: there, byte offsets are columns and the search needs no `Character`s.
            let shift = offset == 0 ? column - 1 : 0
            if let matches = Self.asciiAttributeValues(attributes, in: text) {
                let namedAlike = Self.namesRepeatingAnID(matches, in: text)
                for (index, match) in matches.enumerated() {
                    let location = SourceLocation(line: line + offset, column: match.offset + 1 + shift)
                    if match.attribute == 2 {
                        links.append(AnchorLink(target: match.value, location: location))
                    } else if !namedAlike.contains(index) {
                        anchors.append(Anchor(name: match.value, location: location, origin: .html))
                    }
                }
                continue
            }
            for (number, attribute) in attributes.enumerated() where present[number] {
                if LineSearch.firstOffset(of: attribute, in: text) == nil { continue }
                var rest = text[...]
                while let range = rest.firstRange(of: attribute) {
                    let valueStart = range.upperBound
                    guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
                    let value = String(rest[valueStart..<end])
                    let found = text.distance(from: text.startIndex, to: range.lowerBound) + 1
                    let location = SourceLocation(line: line + offset, column: found + shift)
                    let isWordStart = range.lowerBound == text.startIndex
                        || text[text.index(before: range.lowerBound)] == " "
                    if !value.isEmpty, isWordStart {
                        if attribute == "href=\"#" {
                            links.append(AnchorLink(target: value, location: location))
                        } else {
                            anchors.append(Anchor(name: value, location: location, origin: .html))
                        }
                    }
                    rest = rest[end...]
                }
            }
        }
    }

    /// The indexes in `matches` of the `name`s that repeat an `id` of the same tag: an element named and
    /// identified alike is one anchor.
    private static func namesRepeatingAnID(_ matches: [AttributeValue], in line: Substring) -> Set<Int> {
        guard matches.contains(where: { $0.attribute == 1 }), matches.contains(where: { $0.attribute == 0 }) else {
            return []
        }
        let bytes = Array(line.utf8)
        // Where the tag holding `offset` starts: the `<` before it, or -1 when a `>` comes first.
        func tagStart(_ offset: Int) -> Int {
            var index = offset - 1
            while index >= 0, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: ">") { index -= 1 }
            return index >= 0 && bytes[index] == UInt8(ascii: "<") ? index : -1
        }
        var ids: Set<String> = []
        for match in matches where match.attribute == 0 { ids.insert("\(tagStart(match.offset)) \(match.value)") }
        var found: Set<Int> = []
        for (index, match) in matches.enumerated() where match.attribute == 1 {
            if ids.contains("\(tagStart(match.offset)) \(match.value)") { found.insert(index) }
        }
        return found
    }

    /// An attribute found in a line: its index in the attributes looked for, its byte offset, its value.
    typealias AttributeValue = (attribute: Int, offset: Int, value: String)

    /// In an ASCII line, the non-empty values of `attributes` that start a word, attribute by attribute, each in
    /// line order (the `Character` search's order); nil when the line is not ASCII.
    private static func asciiAttributeValues(
        _ attributes: [String], in line: Substring
    ) -> [(attribute: Int, offset: Int, value: String)]? {
        LineSearch.withBytes(of: line) { bytes in
            guard LineSearch.isASCII(bytes) else { return nil }
            var found: [(attribute: Int, offset: Int, value: String)] = []
            for (number, attribute) in attributes.enumerated() {
                var attribute = attribute
                attribute.withUTF8 { pattern in
                    var from = 0
                    while let match = LineSearch.firstOffset(of: pattern, in: .init(rebasing: bytes[from...])) {
                        let start = from + match
                        let valueStart = start + pattern.count
                        guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                        let isWordStart = start == 0 || bytes[start - 1] == UInt8(ascii: " ")
                        if end > valueStart, isWordStart {
                            let value = UnsafeBufferPointer(rebasing: bytes[valueStart..<end])
                            found.append((number, start, String(decoding: value, as: UTF8.self)))
                        }
                        from = end
                    }
                }
            }
            return found
        }
    }
}
