import MarkdownTree

/// A paragraph's own text once the attribute lists written on its lines are taken out.
struct ParagraphContent {
    /// The remaining source lines' text (keyrefs not yet resolved).
    let lines: InlineLines
    /// The first remaining line's number.
    let line: Int
    /// An attribute list at the very start of the text (`{: #kubectl}Pour afficher`), if any.
    let inlineAttributes: AttributeList?

    /// The lines joined with a space.
    var text: String { lines.text }
}

/// Attaches every attribute list to the block it belongs to, and separates them from paragraph text.
///
/// A paragraph made only of attribute lists applies them to the block before it, blank lines or not (a
/// detached list is reported by the checks, but still honoured, as kramdown's users expect). Lists on the last
/// lines of a paragraph belong to that paragraph (`…text\n{:shortdesc}`); lists on its first lines belong to the
/// block before it.
struct AttributeBinder {
    /// Where each entry's attribute lists are in `lists`, by entry index (arrays, not dictionaries: every block
    /// asks); -1 for the many entries without any (an array of one list array per entry cost a retain and a
    /// release of the empty array for each).
    private var listsIndex: [Int]
    private var lists: [[AttributeList]] = []
    /// Where each entry's paragraph text is in `contents`, by entry index; -1 for other entries and paragraphs of
    /// lists only (an array of optional contents, each a large value, was slow to make for every entry).
    private var contentIndex: [Int]
    private var contents: [ParagraphContent] = []
    private(set) var uses: [AttributeListUse] = []
    private(set) var definitions: [String: AttributeList] = [:]

    init(entries: [FlatEntry], source: PageSource) {
        listsIndex = Array(repeating: -1, count: entries.count)
        contentIndex = Array(repeating: -1, count: entries.count)
        // At most one per entry: grown from empty, the array of these large values was copied as it grew.
        contents.reserveCapacity(entries.count)
        var lastContent: Int?
        for (index, entry) in entries.enumerated() {
            guard case .block(let block) = entry, let range = block.node.range else { continue }
            // `    {: pre}` indented four spaces after a fence is, to cmark, an indented code block: honour it as the
            // attribute list its author meant (the checks report the indentation).
            if case .codeBlock(_, let literal, false) = block.node.kind,
                let lists = AttributeList.parseLine(Substring(literal).trimmingSpaces.trimmingNewlines)
            {
                let line = range.start.line
                bind(lists, at: line, column: column(of: line, source: source), to: lastContent, entries: entries)
                continue
            }
            guard case .paragraph = block.node.kind else {
                if case .table = block.node.kind {
                    bindTableRows(of: block.node, index: index, source: source, entries)
                }
                lastContent = index
                continue
            }
            let lines = InlineText.lines(of: block.node)
            var first = 0
            var last = lines.count - 1
            while first <= last, let found = attributeLine(range.start.line + first, source: source, range: range) {
                bind(found.lists, at: range.start.line + first, column: found.column, to: lastContent, entries: entries)
                first += 1
            }
            // `last > first`: when the loop above stopped at line `first`, that line is no list, and a paragraph
            // of one line (most) is not read twice.
            while last > first, let found = attributeLine(range.start.line + last, source: source, range: range) {
                bind(found.lists, at: range.start.line + last, column: found.column, to: index, entries: entries)
                last -= 1
            }
            guard first <= last else { continue }
            var kept = lines.lines(first...last)
            var inline: AttributeList?
            // The first line is made a string of its own only when it may start with a list (rarely).
            if Self.mayStartWithList(kept.text),
                let (list, rest) = AttributeList.parsePrefix(Substring(kept.line(0)).trimmingSpaces)
            {
                inline = list
                kept = kept.replacingFirstLine(with: String(rest))
                let line = range.start.line + first
                let at = SourceLocation(line: line, column: column(of: line, source: source))
                uses.append(
                    AttributeListUse(
                        list: list, location: at, targetLine: line, targetKind: .paragraph, isDetached: false,
                        isInline: true))
            }
            contentIndex[index] = contents.count
            contents.append(ParagraphContent(lines: kept, line: range.start.line + first, inlineAttributes: inline))
            lastContent = index
        }
    }

    /// Binds to the table `index` the attribute lists written right under it (`{: caption="…"}`, `{: #id}`): GFM
    /// reads each such line as one more row of the table, as the docs site's renderer does before it moves them to
    /// the table.
    private mutating func bindTableRows(of table: MarkdownNode, index: Int, source: PageSource, _ entries: [FlatEntry])
    {
        var found: [(lists: [AttributeList], line: Int, column: Int)] = []
        let rows = table.children
        for row in rows.indices.reversed() {
            guard let line = rows[row].range?.start.line else { break }
            var text = source.line(line).trimmingSpaces
            while text.hasPrefix(">") { text = text.dropFirst().trimmingSpaces }
            guard text.hasPrefix("{:"), let lists = AttributeList.parseLine(text) else { break }
            found.append((lists, line, column(of: line, source: source)))
        }
        for (lists, line, column) in found.reversed() {
            bind(lists, at: line, column: column, to: index, entries: entries)
        }
    }

    /// Whether `text` may start with an attribute list once leading spaces are trimmed: most paragraphs are ruled
    /// out by their first byte, without making a string of their first line.
    private static func mayStartWithList(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first == UInt8(ascii: "{") || AttributeList.isBlank(first)
    }

    /// The attribute lists a source line consists of, if it is only that, and the column of its first `{`.
    ///
    /// What precedes the lists may be the paragraph's indentation (its first line's start column) and block quote
    /// markers (`>`, each followed by blanks).
    private func attributeLine(_ line: Int, source: PageSource, range: SourceRange) -> (
        lists: [AttributeList], column: Int
    )? {
        var text = source.line(line)
        let skipped = line == range.start.line ? max(0, range.start.column - 1) : 0
        return text.withUTF8 { bytes in
            // Most lines hold no `{:` at all.
            guard let brace = Self.firstListOpening(in: bytes) else { return nil }
            var start = Self.offset(afterScalars: skipped, in: bytes)
            while start < bytes.count, AttributeList.isBlank(bytes[start]) { start += 1 }
            while start < bytes.count, bytes[start] == UInt8(ascii: ">") {
                start += 1
                while start < bytes.count, AttributeList.isBlank(bytes[start]) { start += 1 }
            }
            guard let lists = AttributeList.parseLine(bytes: UnsafeBufferPointer(rebasing: bytes[start...])) else {
                return nil
            }
            return (lists, Self.scalars(in: UnsafeBufferPointer(rebasing: bytes[..<brace])) + 1)
        }
    }

    /// The offset of the line's first `{` when the line holds a `{:`.
    private static func firstListOpening(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = ByteSearch.firstOffset(of: UInt8(ascii: "{"), in: bytes) else { return nil }
        var brace = first
        while true {
            if brace + 1 < bytes.count, bytes[brace + 1] == UInt8(ascii: ":") { return first }
            guard let next = ByteSearch.firstOffset(of: UInt8(ascii: "{"), in: bytes, from: brace + 1) else {
                return nil
            }
            brace = next
        }
    }

    /// The byte offset after the first `count` scalars of `bytes`.
    private static func offset(afterScalars count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        var scalars = 0
        while offset < bytes.count, scalars < count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        return offset
    }

    /// The number of scalars in `bytes`: the bytes that are not UTF-8 continuation bytes.
    private static func scalars(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private func column(of line: Int, source: PageSource) -> Int {
        var text = source.line(line)
        return text.withUTF8 { bytes in
            let brace = bytes.firstIndex(of: UInt8(ascii: "{")) ?? 0
            return Self.scalars(in: UnsafeBufferPointer(rebasing: bytes[..<brace])) + 1
        }
    }

    private mutating func bind(
        _ lists: [AttributeList], at line: Int, column: Int, to target: Int?, entries: [FlatEntry]
    ) {
        for list in lists {
            let location = SourceLocation(line: line, column: column)
            if let name = list.definedName {
                definitions[name] = list
                uses.append(
                    AttributeListUse(
                        list: list, location: location, targetLine: nil, targetKind: nil, isDetached: false,
                        isInline: false))
                continue
            }
            var targetLine: Int?
            var kind: AttributeListUse.TargetKind?
            var detached = false
            if let target, case .block(let block) = entries[target], let range = block.node.range {
                // A target's first list makes its array with room for that list (an empty array, then grown for
                // it, cost a second allocation's worth of work for each target).
                if listsIndex[target] < 0 {
                    listsIndex[target] = self.lists.count
                    self.lists.append([list])
                } else {
                    self.lists[listsIndex[target]].append(list)
                }
                targetLine = range.start.line
                kind = Self.kind(of: block.node)
                detached = line > range.end.line + 1
            }
            uses.append(
                AttributeListUse(
                    list: list, location: location, targetLine: targetLine, targetKind: kind, isDetached: detached,
                    isInline: false))
        }
    }

    private static func kind(of node: MarkdownNode) -> AttributeListUse.TargetKind {
        switch node.kind {
        case .codeBlock: .codeBlock
        case .htmlBlock: .htmlBlock
        case .heading: .heading
        case .paragraph: .paragraph
        case .table: .table
        case .list: .list
        default: .other
        }
    }

    /// The text of the paragraph entry `index`; nil for other entries and paragraphs of lists only.
    func paragraph(_ index: Int) -> ParagraphContent? {
        let content = contentIndex[index]
        return content < 0 ? nil : contents[content]
    }

    /// The attribute lists of entry `index`, in page order.
    func attributes(of index: Int) -> [AttributeList] {
        let found = listsIndex[index]
        return found < 0 ? [] : lists[found]
    }

    /// The role the attribute lists of block `index` give it (`pre`, `screen`, `codeblock`), if any.
    func role(of index: Int) -> BlockRole? {
        for list in attributes(of: index) {
            if let role = list.role { return role }
            for name in list.references {
                if let defined = definitions[name], let role = defined.role { return role }
            }
        }
        return nil
    }
}
