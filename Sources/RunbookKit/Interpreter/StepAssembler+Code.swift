import MarkdownTree

extension StepAssembler {
    /// Adds a command, output or file to a step.
    mutating func readCode(_ code: CodeText?, role: BlockRole?, in draft: Int) {
        guard let code, let role else { return }
        let text = keywords.resolve(code.text)
        switch role {
        case .command:
            // One pass of the lexer for all three, unless keyrefs were resolved: placeholders are positioned in
            // the code as written.
            let lexed = ShellScanner.facts(of: text)
            let written = text == code.text ? lexed.placeholders : ShellScanner.placeholders(in: code.text)
            let uses = written.map {
                PlaceholderUse(name: $0.name, location: code.location(line: $0.line, column: $0.column))
            }
            drafts[draft].commands.append(
                Command(
                    line: code.line, column: code.columns.first ?? 1, blockLine: code.blockLine, text: text,
                    placeholders: uses, sets: lexed.assignments, uses: lexed.expansions, origin: code.origin,
                    info: code.info))
        case .output:
            let commands = drafts[draft].commands
            drafts[draft].outputs.append(
                Output(
                    line: code.line, blockLine: code.blockLine, text: text,
                    command: commands.isEmpty ? nil : commands.count - 1, placeholders: plainUses(code)))
        case .file:
            let isRequest = Self.isHTTPRequest(text)
            let name = isRequest ? nil : FileNameFinder.name(in: fileNameContext(for: draft), content: text)
            let commands = drafts[draft].commands
            drafts[draft].files.append(
                FileBlock(
                    line: code.line, blockLine: code.blockLine, name: name, kind: isRequest ? .request : .file,
                    text: text, placeholders: plainUses(code), afterCommand: commands.isEmpty ? nil : commands.count - 1))
        }
    }

    private func plainUses(_ code: CodeText) -> [PlaceholderUse] {
        PlaceholderScanner.occurrences(in: code.text).map {
            PlaceholderUse(name: $0.name, location: code.location(line: $0.line, column: $0.column))
        }
    }

    /// Texts to search for a file's name: the step's prose (latest first), earlier siblings, then the parent.
    private func fileNameContext(for draft: Int) -> [String] {
        var texts = Array(drafts[draft].prose.reversed())
        let parent = drafts[draft].parent
        let section = drafts[draft].sectionIndex
        // Lazily: only the nearest three are used, and a page can have thousands of drafts.
        let siblings = drafts.indices.prefix(draft).reversed().lazy.filter {
            drafts[$0].parent == parent && drafts[$0].sectionIndex == section
        }
        for sibling in siblings.prefix(3) {
            texts.append(drafts[sibling].text)
            texts += drafts[sibling].details
        }
        if let parent { texts.append(drafts[parent].text) }
        return texts
    }

    /// `POST https://…`, `GET /v1/…`: an HTTP request written as a code block, told by its first non-blank line.
    static func isHTTPRequest(_ text: String) -> Bool {
        ByteSearch.withBytes(of: text) { bytes in
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\n") {
                start += 1
            }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            guard let space = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")) else { return false }
            let method = UnsafeBufferPointer(rebasing: bytes[start..<space])
            guard httpMethods.contains(where: { method.elementsEqual($0.utf8) }) else { return false }
            var target = space + 1
            while target < end, bytes[target] == UInt8(ascii: " ") { target += 1 }
            let rest = UnsafeBufferPointer(rebasing: bytes[target..<end])
            return httpTargetStarts.contains { rest.starts(with: $0.utf8) }
        }
    }

    private static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    private static let httpTargetStarts = ["http://", "https://", "/", "<", "{"]

    // MARK: HTML regions

    /// Starts reading an HTML region; a table cut by blank lines spans several cmark blocks, so it is gathered
    /// until `</table>`.
    mutating func startHTML(_ block: FlatBlock, step: Int?) {
        guard case .htmlBlock(let html) = block.node.kind, let range = block.node.range else { return }
        collectHTMLAnchors(html, line: range.start.line)
        pendingHTML = (html, range.start.line, range.start.column, range.end.line, step)
        if !ByteSearch.contains(html, "<table") || ByteSearch.contains(html, "</table>") { flushHTML() }
    }

    /// Adds an HTML block to the region being gathered; false when no region is open.
    mutating func continueHTML(_ block: FlatBlock, step: Int?) -> Bool {
        guard let pending = pendingHTML, case .htmlBlock(let html) = block.node.kind, let range = block.node.range
        else { return false }
        collectHTMLAnchors(html, line: range.start.line)
        let gap = String(repeating: "\n", count: max(0, range.start.line - pending.endLine - 1))
        var joined = pending.text
        if !joined.hasSuffix("\n") { joined += "\n" }
        pendingHTML = (joined + gap + html, pending.line, pending.column, range.end.line, pending.step)
        if ByteSearch.contains(html, "</table>") { flushHTML() }
        return true
    }

    /// Reads the gathered HTML region's tables as placeholder documentation.
    mutating func flushHTML() {
        guard let pending = pendingHTML else { return }
        pendingHTML = nil
        let scope = PlaceholderDocReader.Scope(step: pending.step.map { drafts[$0].id }, section: currentSectionAnchor)
        let reader = docReader
        docs += reader.fromHTML(pending.text, line: pending.line, column: pending.column, scope: scope)
    }

    // MARK: Anchors and links

    mutating func collectBlockAnchors(_ index: Int) {
        let lists = binder.attributes(of: index)
        guard !lists.isEmpty, case .block(let block) = entries[index] else { return }
        if case .heading = block.node.kind { return }
        for id in lists.flatMap(\.ids) {
            anchors.append(Anchor(name: id, location: idLocation(id, near: block.line), origin: .block))
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

    /// `id="x"`, `name="x"` and `href="#x"` in raw HTML, each attribute starting a word and with a value.
    mutating func collectHTMLAnchors(_ html: String, line: Int) {
        let attributes = ["id=\"", "name=\"", "href=\"#"]
        guard attributes.contains(where: { ByteSearch.contains(html, $0) }) else { return }
        for (offset, text) in ByteSearch.lines(of: html[...]).enumerated() {
            for (number, attribute) in attributes.enumerated() {
                for (column, value) in Self.values(of: attribute, in: text) {
                    let location = SourceLocation(line: line + offset, column: column)
                    if number == 2 {
                        links.append(AnchorLink(target: value, location: location))
                    } else {
                        anchors.append(Anchor(name: value, location: location, origin: .html))
                    }
                }
            }
        }
    }

    /// The non-empty values of `attribute` (`id="`…) that start a word of `line`, with their columns, in order.
    private static func values(of attribute: String, in line: Substring) -> [(column: Int, value: String)] {
        ByteSearch.withBytes(of: attribute) { pattern in
            ByteSearch.withBytes(of: line) { bytes in
                var found: [(column: Int, value: String)] = []
                var columns = ByteSearch.Columns()
                var from = 0
                while let start = ByteSearch.firstOffset(of: pattern, in: bytes, from: from) {
                    let valueStart = start + pattern.count
                    guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                    if end > valueStart, start == 0 || bytes[start - 1] == UInt8(ascii: " ") {
                        let value = String(decoding: bytes[valueStart..<end], as: UTF8.self)
                        found.append((columns.column(of: start, in: bytes), value))
                    }
                    from = end
                }
                return found
            }
        }
    }
}
