import MarkdownTree

/// Reads the fenced blocks a writer marked `{: pre}`, `{: screen}` or `{: codeblock}` as the blocks they were meant
/// to be, when Markdown's indentation rules read them as something else (`docs/dialect.md`, Fences hidden by
/// indentation).
///
/// Writers indent by eye: a fence four columns past its container is the text of an indented code block or of the
/// paragraph above it, and a code line indented less than its list item cuts the block. The page renders wrong
/// (`docrun check` says so), but the attribute list after the closing fence says what the writer meant. So when the
/// tree does not hold a marked fence as one fenced block from its opening to its closing line, the reader moves its
/// lines' leading blanks where the writer meant them and parses the page again: line numbers stay, and
/// `columnShifts` gives each moved line's columns back in the page as written.
struct FenceRepair {
    /// A fenced block as the lines give it: its opening and closing fences' lines, and its attribute list's line.
    typealias Region = (opener: Int, closer: Int, attributeLine: Int)

    /// The page's lines as cmark will see them after the repair (those not repaired are the page's own).
    private(set) var lines: [Substring]
    /// Columns to add, per 1-based line, to a column in `lines` to get the page's column.
    private(set) var columnShifts: [Int: Int] = [:]
    private let regions: [Region]

    /// The page's leaf blocks, its marked fences read as their writer meant them; `parsed` is the page as written.
    ///
    /// Also the opening lines of the fenced blocks so read that the page as written hides, and whether some were nested
    /// too deep. Each repair can uncover the next, so a few rounds are allowed.
    static func entries(
        of source: PageSource, parsed: MarkdownParser.Parsed
    ) -> (entries: [FlatEntry], hidden: [Int], depthLimited: Bool) {
        let written = FlatEntry.flatten(parsed.root)
        var (entries, depthLimited) = (written, parsed.depthLimited)
        let regions = markedRegions(source.lines)
        guard !regions.isEmpty else { return (entries, [], depthLimited) }
        var repair = FenceRepair(lines: source.lines, regions: regions)
        var misread = repair.misreadRegions(in: entries)
        guard !misread.isEmpty else { return (entries, [], depthLimited) }
        for _ in 0..<3 where !misread.isEmpty {
            repair.repair(misread, entries: entries)
            let reparsed = MarkdownParser.parse(repair.lines.joined(separator: "\n"), columnShifts: repair.columnShifts)
            entries = FlatEntry.flatten(reparsed.root)
            depthLimited = depthLimited || reparsed.depthLimited
            misread = repair.misreadRegions(in: entries)
        }
        let published = Set(fencedBlocks(in: written).keys)
        return (entries, fencedBlocks(in: entries).keys.filter { !published.contains($0) }.sorted(), depthLimited)
    }

    /// The fenced blocks of `entries`: their last line by their first.
    private static func fencedBlocks(in entries: [FlatEntry]) -> [Int: Int] {
        var fenced: [Int: Int] = [:]
        for case .block(let block) in entries {
            if case .codeBlock(_, _, true) = block.node.kind, let range = block.node.range {
                fenced[range.start.line] = range.end.line
            }
        }
        return fenced
    }

    /// The marked blocks that `entries` (the page's leaf blocks) do not hold as one fenced block.
    func misreadRegions(in entries: [FlatEntry]) -> [Region] {
        let fenced = Self.fencedBlocks(in: entries)
        return regions.filter { fenced[$0.opener] != $0.closer }
    }

    /// Moves the lines of each misread block to where its writer meant them, given the leaf blocks of the last parse.
    mutating func repair(_ regions: [Region], entries: [FlatEntry]) {
        // The last leaf block that spans each opening fence (one pass over the blocks' lines).
        let openers = Set(regions.map(\.opener))
        var containers: [Int: (block: FlatBlock, lines: ClosedRange<Int>)] = [:]
        for case .block(let block) in entries {
            guard let lines = Self.lines(of: block.node) else { continue }
            for line in lines where openers.contains(line) { containers[line] = (block, lines) }
        }
        // Indented blocks already moved left: a block may hold several fences.
        var dedented = Set<Int>()
        for region in regions {
            var indent = SourceText.indentation(line(region.opener).utf8)
            if let (block, lines) = containers[region.opener], let start = block.node.range?.start {
                switch block.node.kind {
                case .codeBlock(_, _, let fenced) where !fenced || start.line < region.opener:
                    // Over-indented: the whole indented block was meant four columns to the left.
                    if dedented.insert(lines.lowerBound).inserted {
                        for number in lines { reindent(number) { max(0, $0 - 4) } }
                        indent = SourceText.indentation(line(region.opener).utf8)
                    }
                case .paragraph:
                    // A continuation line of the paragraph: the fence was meant at the paragraph's indentation.
                    let scalars = line(start.line).unicodeScalars.prefix(max(0, start.column - 1 - shift(start.line)))
                    let target = scalars.reduce(0) { $1 == "\t" ? $0 + 4 - $0 % 4 : $0 + 1 }
                    for number in region.opener + 1..<region.closer {
                        reindent(number) { max(0, $0 - indent + target) }
                    }
                    reindent(region.opener) { _ in target }
                    indent = target
                default:
                    break
                }
            }
            // The code's lines keep the block's indentation, and the closing fence and its list stand under the
            // opening fence.
            for number in region.opener + 1..<region.closer { reindent(number) { max($0, indent) } }
            reindent(region.closer) { _ in indent }
            reindent(region.attributeLine) { _ in indent }
        }
    }

    /// The lines a leaf block spans.
    ///
    /// cmark ends a code block that a blank line follows at column 0 of the line after, which the tree does not keep:
    /// its code gives its last line.
    private static func lines(of node: MarkdownNode) -> ClosedRange<Int>? {
        guard let range = node.range else { return nil }
        guard case .codeBlock(_, let literal, false) = node.kind else { return range.start.line...range.end.line }
        return range.start.line...(range.start.line + max(0, literal.utf8.count(where: { $0 == 10 }) - 1))
    }

    private func line(_ number: Int) -> Substring {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    private func shift(_ number: Int) -> Int { columnShifts[number, default: 0] }

    /// Gives a non-blank line the indentation (in columns, a tab reaching the next multiple of four) that `change`
    /// makes of its own.
    ///
    /// The line's own blanks are kept where the tab stops allow (a change by a multiple of four columns): inside
    /// a code block, a tab that is not indentation is the code's. Otherwise the indentation becomes spaces.
    private mutating func reindent(_ number: Int, _ change: (Int) -> Int) {
        guard number >= 1, number <= lines.count else { return }
        let text = lines[number - 1]
        let blanks = text.prefix { $0 == " " || $0 == "\t" }
        guard blanks.count < text.count else { return }
        let current = SourceText.indentation(text.utf8)
        let target = change(current)
        guard target != current else { return }
        var kept = blanks[...]
        if (target - current) % 4 != 0 {
            kept = ""
        } else if target < current {
            // Drops leading blanks up to the columns to remove, when they end on a blank's boundary.
            var removed = 0
            while removed < current - target, let first = kept.first {
                removed = first == "\t" ? removed + 4 - removed % 4 : removed + 1
                kept = kept.dropFirst()
            }
            if removed != current - target { kept = "" }
        }
        let indentation = String(repeating: " ", count: max(0, target - SourceText.indentation(kept.utf8))) + kept
        lines[number - 1] = Substring(indentation + text.dropFirst(blanks.count))
        columnShifts[number, default: 0] += blanks.count - indentation.count
    }

    /// Fenced blocks found line by line, whatever their indentation, whose closing fence an attribute list with a
    /// role follows (blank lines between allowed, as the binder allows them).
    static func markedRegions(_ lines: [Substring]) -> [Region] {
        var regions: [Region] = []
        var open: (line: Int, marker: UInt8, length: Int)?
        for (index, line) in lines.enumerated() {
            // Most lines start with a letter: only those that start with a blank or a fence character are read.
            guard let first = line.utf8.first,
                first == UInt8(ascii: "`") || first == UInt8(ascii: "~") || SourceText.isBlank(first)
            else { continue }
            let text = line.utf8.drop(while: SourceText.isBlank)
            guard let marker = text.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { continue }
            let rest = text.drop { $0 == marker }
            let run = text.count - rest.count
            if let fence = open {
                guard marker == fence.marker, run >= fence.length, rest.allSatisfy(SourceText.isBlank) else {
                    continue
                }
                open = nil
                guard let next = lines[(index + 1)...].firstIndex(where: { !SourceText.isBlank($0) }),
                    let lists = AttributeList.parseLine(lines[next]), lists.contains(where: { $0.role != nil })
                else { continue }
                regions.append((opener: fence.line, closer: index + 1, attributeLine: next + 1))
            } else if run >= 3, marker == UInt8(ascii: "~") || !rest.contains(UInt8(ascii: "`")) {
                open = (index + 1, marker, run)
            }
        }
        return regions
    }
}
