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
        for link in found where link.destination.hasPrefix("#") {
            links.append(
                AnchorLink(
                    target: String(link.destination.dropFirst()),
                    location: link.location ?? node.range?.start ?? SourceLocation(line: 1, column: 1)))
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
        guard let range = node.range, let written = source.lines(of: range) else { return }
        let found: Bool? = written.utf8.withContiguousStorageIfAvailable { bytes in
            for (byte, next) in [
                (UInt8(ascii: "{"), UInt8(ascii: ":")), (UInt8(ascii: "="), UInt8(ascii: "\"")),
                (UInt8(ascii: "="), UInt8(ascii: "'")),
            ] {
                var from = 0
                while let offset = ByteSearch.firstOffset(of: byte, in: bytes, from: from) {
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
                guard InlineText.takesSpanAttributes(level.children[index - 1]),
                    let (list, _) = AttributeList.parsePrefix(Substring(written)),
                    let line = child.range?.start.line ?? node.range?.start.line
                else { break }
                for id in list.ids {
                    // After an image, the paragraph's text starts with the list (images are no text): its id may be
                    // there already, as the paragraph's own.
                    let anchor = Anchor(name: id, location: idLocation(id, near: line), origin: .inline)
                    if !anchors.suffix(4).contains(anchor) { anchors.append(anchor) }
                }
            default:
                if !child.children.isEmpty { levels.append((child.children, 0)) }
            }
        }
    }

    /// `id="x"`, `name="x"` and `href="#x"` (or with `'`) in raw HTML that starts at `line` and `column` (its later
    /// lines at column 1). An element whose `id` and `name` are the same (`<map name="m" id="m">`) is one anchor.
    mutating func collectHTMLAnchors(_ html: String, line: Int, column: Int = 1) {
        guard ByteSearch.contains(html, "=\"") || ByteSearch.contains(html, "='") else { return }
        for (offset, text) in ByteSearch.lines(of: html[...]).enumerated() {
            let shift = offset == 0 ? column - 1 : 0
            let matches = Self.attributeValues(in: text)
            let namedAlike = Self.namesRepeatingAnID(matches, in: text)
            for (index, match) in matches.enumerated() {
                let location = SourceLocation(line: line + offset, column: match.column + shift)
                if match.attribute == 2 {
                    links.append(AnchorLink(target: match.value, location: location))
                } else if !namedAlike.contains(index) {
                    anchors.append(Anchor(name: match.value, location: location, origin: .html))
                }
            }
        }
    }

    /// The attributes whose values are anchors (`id`, `name`) or links to them (`href`), by their index in
    /// `AttributeValue`.
    private static let anchorAttributes = ["id", "name", "href"]

    /// The non-empty values of the `anchorAttributes` of `line` written as a word, `=` and a quoted value (an `href`
    /// only when its value starts with `#`, which is dropped): attribute by attribute, each in line order.
    private static func attributeValues(in line: Substring) -> [AttributeValue] {
        ByteSearch.withBytes(of: line) { bytes in
            var found: [AttributeValue] = []
            var columns = ByteSearch.Columns()
            var from = 0
            while let equals = ByteSearch.firstOffset(of: UInt8(ascii: "="), in: bytes, from: from) {
                from = equals + 1
                guard equals + 1 < bytes.count else { break }
                let quote = bytes[equals + 1]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                var start = equals
                while start > 0, bytes[start - 1] >= UInt8(ascii: "a"), bytes[start - 1] <= UInt8(ascii: "z") {
                    start -= 1
                }
                let name = String(decoding: bytes[start..<equals], as: UTF8.self)
                guard start == 0 || bytes[start - 1] == UInt8(ascii: " "),
                    let attribute = anchorAttributes.firstIndex(of: name)
                else { continue }
                var valueStart = equals + 2
                if attribute == 2 {
                    guard valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "#") else { continue }
                    valueStart += 1
                }
                guard let end = ByteSearch.firstOffset(of: quote, in: bytes, from: valueStart) else { break }
                from = end + 1
                guard end > valueStart else { continue }
                let value = String(decoding: bytes[valueStart..<end], as: UTF8.self)
                found.append((attribute, start, columns.column(of: start, in: bytes), value))
            }
            // Attribute by attribute, as anchors have always been listed.
            return found.enumerated().sorted { ($0.element.attribute, $0.offset) < ($1.element.attribute, $1.offset) }
                .map(\.element)
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

    /// An attribute found in a line: its index in `anchorAttributes`, its byte offset and 1-based scalar column,
    /// its value.
    typealias AttributeValue = (attribute: Int, offset: Int, column: Int, value: String)
}
