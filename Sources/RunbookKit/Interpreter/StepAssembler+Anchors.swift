import MarkdownTree

/// The anchors a page defines and the links to them, as the assembler reads its blocks.
extension StepAssembler {
    /// Keeps the ids the attribute lists of `block`, entry `index`, give it: their own, else the one the definitions
    /// they refer to give (`AttributeBinder.referencedID`), placed at the block.
    mutating func collectBlockAnchors(_ block: FlatBlock, index: Int) {
        let lists = binder.lists[index]
        guard !lists.isEmpty else { return }
        if case .heading = block.node.kind { return }
        // A table's lists are its last rows: looked for down to them.
        let last = block.node.kind == .table ? block.node.range?.end.line : nil
        let ids = lists.compactMap(\.id)
        for id in ids {
            anchors.append(Anchor(name: id, location: idLocation(id, near: block.line, through: last), origin: .block))
        }
        // Not looked for in the text: each block that refers to the definition is an element of that id.
        if ids.isEmpty, let referenced = binder.referencedID(of: index) {
            let location = block.node.range?.start ?? SourceLocation(line: block.line, column: 1)
            anchors.append(Anchor(name: referenced, location: location, origin: .block))
        }
    }

    /// Reads the lines that open an element whose content kramdown reads as Markdown (`MarkdownInHTML`), which cmark
    /// was given blank, up to `line`: their tags' anchors and links, in page order.
    mutating func readOpeners(before line: Int) {
        while nextOpener < markdownOpeners.count, markdownOpeners[nextOpener] < line {
            let number = markdownOpeners[nextOpener]
            nextOpener += 1
            let text = source.line(number)
            let marks = text.utf8.prefix(while: SourceText.isMark).count
            collectHTMLAnchors(String(text.dropFirst(marks)), line: number, column: marks + 1)
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
    /// `id`, and an `a`'s `name`, in inline HTML (`<span id="x">`, `<a name="x">`), whose `href="#x"` are links.
    ///
    /// Looked for only when the block's source holds `{:`, or `<` and `=`: most paragraphs have neither.
    mutating func collectInlineAnchors(_ node: MarkdownNode) {
        guard let range = node.range, let written = source.lines(of: range),
            ByteSearch.contains(written, "{:")
                || (ByteSearch.contains(written, byte: UInt8(ascii: "="))
                    && ByteSearch.contains(written, byte: UInt8(ascii: "<")))
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
                    if let id = list.id {
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

    /// The `id`, an `a`'s `name` and the `href="#…"` attributes of the tags (`HTMLScanner`) of raw HTML, quoted or not
    /// (`<a id=x>`: an unquoted value ends at a blank or `>`, as HTML reads it).
    ///
    /// The HTML starts at `line` and `column` (its later lines at column 1); on each line, ids come before names. An
    /// element whose `id` and `name` are the same (`<a name="m" id="m">`) is one anchor. Text that looks like an
    /// attribute is none.
    mutating func collectHTMLAnchors(_ html: String, line: Int, column: Int = 1) {
        guard ByteSearch.contains(html, byte: UInt8(ascii: "=")) else { return }
        let bytes = Array(html.utf8)
        var cursor = PositionCursor(bytes: bytes, line: line, column: column)
        var found: [(location: SourceLocation, isName: Bool, name: String)] = []
        for case .tag(let tag) in HTMLScanner.tokens(bytes, anyElement: true) {
            let values = tag.attributes.compactMap { attribute -> (name: String, start: Int, value: String)? in
                // A link reaches an element by its `id`, or an `a` by its `name` (HTML's "indicated part of the
                // document"): the `name` of a form field, an image map or an `<object>`'s `<param>` is no anchor.
                guard var value = attribute.value,
                    attribute.name == "id" || (attribute.name == "name" && tag.name == "a")
                        || (attribute.name == "href" && bytes[value].first == UInt8(ascii: "#"))
                else { return nil }
                if attribute.name == "href" { value = value.dropFirst() }
                guard !value.isEmpty else { return nil }
                return (attribute.name, attribute.start, String(decoding: bytes[value], as: UTF8.self))
            }
            let ids = Set(values.filter { $0.name == "id" }.map(\.value))
            for value in values {
                let (line, column) = cursor.position(of: value.start)
                let location = SourceLocation(line: line, column: column)
                if value.name == "href" {
                    links.append(AnchorLink(target: value.value, location: location))
                } else if value.name == "id" || !ids.contains(value.value) {
                    found.append((location, value.name == "name", value.value))
                }
            }
        }
        found.sort {
            ($0.location.line, $0.isName ? 1 : 0, $0.location.column)
                < ($1.location.line, $1.isName ? 1 : 0, $1.location.column)
        }
        anchors += found.map { Anchor(name: $0.name, location: $0.location, origin: .html) }
    }
}
