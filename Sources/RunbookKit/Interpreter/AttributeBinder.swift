import MarkdownTree

/// A paragraph's own text once the attribute lists written on its lines are taken out.
struct ParagraphContent {
    /// The remaining source lines' text (keyrefs not yet resolved).
    let lines: InlineLines
    /// The first remaining line's number.
    let line: Int
    /// The first id of an attribute list at the very start of the text (`{: #kubectl}Pour afficher`), if any.
    let inlineID: String?

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
    /// Each entry's attribute lists, and each paragraph entry's text (nil for other entries and paragraphs of lists
    /// only), by entry index.
    private var lists: [[AttributeList]]
    private var paragraphs: [ParagraphContent?]
    private(set) var uses: [AttributeListUse] = []
    private(set) var definitions: [String: AttributeList] = [:]

    init(entries: [FlatEntry], source: PageSource) {
        lists = Array(repeating: [], count: entries.count)
        paragraphs = Array(repeating: nil, count: entries.count)
        var lastContent: Int?
        for (index, entry) in entries.enumerated() {
            guard case .block(let block) = entry, let range = block.node.range else { continue }
            let node = block.node
            switch node.kind {
            case .codeBlock(_, let literal, false):
                // `    {: pre}` indented four spaces after a fence is, to cmark, an indented code block: honour it as
                // the attribute list its author meant (the checks report the indentation).
                if let found = AttributeList.parseLine(Substring(literal).trimmingNewlines) {
                    let line = range.start.line
                    bind(found, at: line, column: Self.braceColumn(line, source), to: lastContent, entries)
                    continue
                }
            case .table:
                // GFM reads each list line right under a table (`{: caption="…"}`) as one more row, as the docs
                // site's renderer does before it moves them to the table.
                var rows: [(lists: [AttributeList], line: Int)] = []
                for row in node.children.reversed() {
                    let text = source.line(row.line).drop { $0 == " " || $0 == "\t" || $0 == ">" }
                    guard text.hasPrefix("{:"), let found = AttributeList.parseLine(text) else { break }
                    rows.insert((found, row.line), at: 0)
                }
                for row in rows {
                    bind(row.lists, at: row.line, column: Self.braceColumn(row.line, source), to: index, entries)
                }
            case .paragraph:
                let inline = InlineText.lines(of: node)
                var first = 0
                var last = inline.count - 1
                while first <= last, let found = attributeLine(range.start.line + first, source, range) {
                    bind(found.lists, at: range.start.line + first, column: found.column, to: lastContent, entries)
                    first += 1
                }
                // `last > first`: when the loop above stopped at line `first`, that line is no list.
                while last > first, let found = attributeLine(range.start.line + last, source, range) {
                    bind(found.lists, at: range.start.line + last, column: found.column, to: index, entries)
                    last -= 1
                }
                guard first <= last else { continue }
                var kept = inline.lines(first...last)
                let line = range.start.line + first
                var inlineID: String?
                if let byte = kept.text.utf8.first, "{ \t".utf8.contains(byte),
                    let (list, rest) = AttributeList.parsePrefix(Substring(kept.line(0)).trimmingSpaces)
                {
                    inlineID = list.ids.first
                    kept = kept.replacingFirstLine(with: String(rest))
                    uses.append(
                        AttributeListUse(
                            list: list, location: SourceLocation(line: line, column: Self.braceColumn(line, source)),
                            targetLine: line, targetKind: .paragraph, isDetached: false, isInline: true))
                }
                paragraphs[index] = ParagraphContent(lines: kept, line: line, inlineID: inlineID)
            default:
                break
            }
            lastContent = index
        }
    }

    /// The attribute lists page line `number` consists of, if it is only that, and the column of its first `{`.
    ///
    /// What precedes the lists may be the paragraph's indentation (its first line's start column) and block quote
    /// markers (`>`, each followed by blanks).
    private mutating func attributeLine(_ number: Int, _ source: PageSource, _ range: SourceRange) -> (
        lists: [AttributeList], column: Int
    )? {
        // The scalars before the paragraph's first column: each starts with a byte that continues none.
        var scalars = 0
        let skipped = number == range.start.line ? range.start.column - 1 : 0
        let text = source.line(number).utf8.drop { byte in
            if byte & 0xC0 != 0x80 { scalars += 1 }
            return scalars <= skipped
        }.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
        guard text.first == UInt8(ascii: "{"), let found = AttributeList.parseLine(Substring(text)) else { return nil }
        return (found, Self.braceColumn(number, source))
    }

    /// The column of the first `{` of page line `number` (1 when it has none).
    private static func braceColumn(_ number: Int, _ source: PageSource) -> Int {
        let line = source.line(number).utf8
        return line.firstIndex(of: UInt8(ascii: "{")).map { line[..<$0].count(where: { $0 & 0xC0 != 0x80 }) + 1 } ?? 1
    }

    private mutating func bind(
        _ found: [AttributeList], at line: Int, column: Int, to target: Int?, _ entries: [FlatEntry]
    ) {
        for list in found {
            var targetLine: Int?
            var kind: AttributeListUse.TargetKind?
            var detached = false
            if let name = list.definedName {
                definitions[name] = list
            } else if let target, case .block(let block) = entries[target], let range = block.node.range {
                lists[target].append(list)
                targetLine = range.start.line
                kind = Self.kind(of: block.node)
                detached = line > range.end.line + 1
            }
            uses.append(
                AttributeListUse(
                    list: list, location: SourceLocation(line: line, column: column), targetLine: targetLine,
                    targetKind: kind, isDetached: detached, isInline: false))
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
    func paragraph(_ index: Int) -> ParagraphContent? { paragraphs[index] }

    /// The attribute lists of entry `index`, in page order.
    func attributes(of index: Int) -> [AttributeList] { lists[index] }

    /// The role the attribute lists of block `index` give it (`pre`, `screen`, `codeblock`), if any.
    func role(of index: Int) -> BlockRole? {
        for list in lists[index] {
            if let role = list.role { return role }
            if let role = list.references.lazy.compactMap({ self.definitions[$0]?.role }).first { return role }
        }
        return nil
    }
}
