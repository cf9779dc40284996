import MarkdownTree

/// The anchors a page defines and the links to them, as the assembler reads its blocks.
extension StepAssembler {
    mutating func collectBlockAnchors(_ index: Int) {
        guard case .block(let block) = entries[index] else { return }
        if case .heading = block.node.kind { return }
        // A table's lists are its last rows: looked for down to them.
        let last = block.node.kind == .table ? block.node.range?.end.line : nil
        for id in binder.lists[index].flatMap(\.ids) {
            anchors.append(Anchor(name: id, location: idLocation(id, near: block.line, through: last), origin: .block))
        }
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

    /// The ids inline syntax gives in `node` (a paragraph or a table): a span attribute list right after an inline
    /// element (`![Diagram](d.png){: #diagram}`, `[text](url){: #id}`, `*text*{: #id}`, `` `code`{: #id} ``), and
    /// `id` and `name` in inline HTML (`<span id="x">`, `<a name="x">`), whose `href="#x"` are links.
    ///
    /// Looked for only when the block's source holds `{:`, `="` or `='`: most paragraphs have neither.
    mutating func collectInlineAnchors(_ node: MarkdownNode) {
        guard let range = node.range, let written = source.lines(of: range),
            ["{:", "=\"", "='"].contains(where: { ByteSearch.contains(written, $0) })
        else { return }
        func walk(_ parent: MarkdownNode) {
            let children = parent.children
            for (index, child) in children.enumerated() {
                switch child.kind {
                case .htmlInline(let html):
                    if let start = child.range?.start {
                        collectHTMLAnchors(html, line: start.line, column: start.column)
                    }
                case .text(let written) where index > 0 && written.hasPrefix("{:"):
                    guard InlineText.takesSpanAttributes(children[index - 1]),
                        let (list, _) = AttributeList.parsePrefix(Substring(written)),
                        let line = child.range?.start.line ?? node.range?.start.line
                    else { break }
                    for id in list.ids {
                        // After an image, the paragraph's text starts with the list (images are no text): its id may
                        // be there already, as the paragraph's own.
                        let anchor = Anchor(name: id, location: idLocation(id, near: line), origin: .inline)
                        if !anchors.suffix(4).contains(anchor) { anchors.append(anchor) }
                    }
                default:
                    walk(child)
                }
            }
        }
        walk(node)
    }

    /// `id="x"`, `name="x"` and `href="#x"` (or with `'`) in raw HTML that starts at `line` and `column` (its later
    /// lines at column 1), attribute by attribute, each in line order. An element whose `id` and `name` are the same
    /// (`<map name="m" id="m">`) is one anchor.
    mutating func collectHTMLAnchors(_ html: String, line: Int, column: Int = 1) {
        guard ByteSearch.contains(html, "=\"") || ByteSearch.contains(html, "='") else { return }
        for (offset, text) in ByteSearch.lines(of: html[...]).enumerated() {
            let bytes = text.utf8.bytes
            // Each value: its attribute (0 `id`, 1 `name`, 2 `href`), the tag it is in, its column and its text.
            var found: [(attribute: Int, tag: Int, column: Int, value: String)] = []
            var equals = 0
            // One walk of the line up to each value's attribute (they come in line order): the column there, and where
            // the tag holding it starts (the `<` before it, or -1 when a `>` comes first). Looking back from each
            // attribute took minutes on a long line of many tags.
            var (walked, walkedColumn, tag) = (0, 1, -1)
            while let at = bytes[equals...].firstIndex(of: UInt8(ascii: "=")), at + 1 < bytes.count {
                equals = at + 1
                let quote = bytes[at + 1]
                let lowercase = UInt8(ascii: "a")...UInt8(ascii: "z")
                let start = bytes[..<at].lastIndex { !lowercase.contains($0) }.map { $0 + 1 } ?? 0
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                    start == 0 || bytes[start - 1] == UInt8(ascii: " "),
                    let attribute = ["id", "name", "href"].firstIndex(where: {
                        $0.utf8.elementsEqual(bytes[start..<at])
                    })
                else { continue }
                var valueStart = at + 2
                if attribute == 2 {
                    guard valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "#") else { continue }
                    valueStart += 1
                }
                guard let end = bytes[min(valueStart, bytes.count)...].firstIndex(of: quote) else { break }
                equals = end + 1
                guard end > valueStart else { continue }
                while walked < start {
                    switch bytes[walked] {
                    case UInt8(ascii: "<"): tag = walked
                    case UInt8(ascii: ">"): tag = -1
                    default: break
                    }
                    if bytes[walked] & 0xC0 != 0x80 { walkedColumn += 1 }
                    walked += 1
                }
                found.append((attribute, tag, walkedColumn, String(decoding: bytes[valueStart..<end], as: UTF8.self)))
            }
            let ids = Set(found.filter { $0.attribute == 0 }.map { "\($0.tag) \($0.value)" })
            for attribute in 0...2 {
                for match in found where match.attribute == attribute {
                    let shifted = match.column + (offset == 0 ? column - 1 : 0)
                    let location = SourceLocation(line: line + offset, column: shifted)
                    if attribute == 2 {
                        links.append(AnchorLink(target: match.value, location: location))
                    } else if attribute == 0 || !ids.contains("\(match.tag) \(match.value)") {
                        anchors.append(Anchor(name: match.value, location: location, origin: .html))
                    }
                }
            }
        }
    }
}
