import MarkdownTree

/// Reads the fenced blocks a writer marked `{: pre}`, `{: screen}` or `{: codeblock}` as the blocks they were meant
/// to be, when Markdown's indentation rules read them as something else.
///
/// Writers indent by eye. A fence indented four columns past its container is the text of an indented code block,
/// or of the paragraph above it ("a. Run:" then a fence under it); a fence whose code holds a line indented less
/// than the list item around it is cut there, and its closing fence opens a new block. The page renders wrong
/// (`docrun check` says so), but the attribute list after the closing fence says what the writer meant. So the
/// reader finds each marked fence line by line, and when the Markdown tree does not hold it as one fenced block
/// from its opening to its closing line, it moves the block's lines' indentation to where the writer meant them
/// and parses the page again. Only leading blanks change: line numbers stay, and `columnShifts` gives each moved
/// line's columns back in the page as written.
struct FenceRepair {
    /// A fenced block as the lines give it.
    struct Region: Equatable {
        /// The opening fence's line.
        let opener: Int
        /// The closing fence's line.
        let closer: Int
        /// The attribute list's line after the closing fence.
        let attributeLine: Int
    }

    /// The page's lines as cmark will see them after the repair (those not repaired are the page's own).
    private(set) var lines: [Substring]
    /// Columns to add, per 1-based line, to a column in `lines` to get the page's column.
    private(set) var columnShifts: [Int: Int] = [:]
    private let regions: [Region]

    /// The page's leaf blocks, its marked fences read as their writer meant them, and whether some were nested too
    /// deep; `parsed` is the page as written. Each repair can uncover the next, so a few rounds are allowed.
    static func entries(of source: PageSource, parsed: MarkdownParser.Parsed) -> ([FlatEntry], depthLimited: Bool) {
        var entries = FlatEntry.flatten(parsed.root)
        var depthLimited = parsed.depthLimited
        let regions = markedRegions(source.lines)
        guard !regions.isEmpty else { return (entries, depthLimited) }
        var repair = FenceRepair(lines: source.lines, regions: regions)
        var misread = repair.misreadRegions(in: entries)
        for _ in 0..<3 where !misread.isEmpty {
            repair.repair(misread, entries: entries)
            let reparsed = MarkdownParser.parse(repair.text, columnShifts: repair.columnShifts)
            entries = FlatEntry.flatten(reparsed.root)
            depthLimited = depthLimited || reparsed.depthLimited
            misread = repair.misreadRegions(in: entries)
        }
        return (entries, depthLimited)
    }

    private init(lines: [Substring], regions: [Region]) {
        self.lines = lines
        self.regions = regions
    }

    /// The marked blocks that `entries` (the page's leaf blocks) do not hold as one fenced block.
    func misreadRegions(in entries: [FlatEntry]) -> [Region] {
        var fenced: [Int: Int] = [:]
        for case .block(let block) in entries {
            if case .codeBlock(_, _, true) = block.node.kind, let range = block.node.range {
                fenced[range.start.line] = range.end.line
            }
        }
        return regions.filter { fenced[$0.opener] != $0.closer }
    }

    /// Moves the lines of each misread block to where its writer meant them, given the leaf blocks of the last
    /// parse; the text to parse again is `text`.
    mutating func repair(_ regions: [Region], entries: [FlatEntry]) {
        // Indented blocks already moved left: a block may hold several fences.
        var dedented = Set<Int>()
        let containers = Self.containers(of: regions.map(\.opener), in: entries)
        for region in regions {
            let container = containers[region.opener].map { entries[$0] }
            var indent = Self.indentation(of: line(region.opener))
            if case .block(let block)? = container, let range = block.node.range, let lines = Self.lines(of: block.node)
            {
                switch block.node.kind {
                case .codeBlock(_, _, let fenced) where !fenced || range.start.line < region.opener:
                    // Over-indented: the whole indented block was meant four columns to the left.
                    if dedented.insert(lines.lowerBound).inserted {
                        for number in lines { reindent(number) { max(0, $0 - 4) } }
                        indent = Self.indentation(of: line(region.opener))
                    }
                case .paragraph:
                    // A continuation line of the paragraph: the fence was meant at the paragraph's indentation.
                    let target = visualColumn(of: range.start, line: range.start.line)
                    let shift = indent - target
                    for number in region.opener + 1..<region.closer { reindent(number) { max(0, $0 - shift) } }
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

    /// For each of the lines `openers`, the index of the last leaf block in `entries` that spans it.
    private static func containers(of openers: [Int], in entries: [FlatEntry]) -> [Int: Int] {
        let openers = Set(openers)
        var containers: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .block(let block) = entry, let lines = lines(of: block.node) else { continue }
            for line in lines where openers.contains(line) { containers[line] = index }
        }
        return containers
    }

    /// The lines a leaf block spans. cmark ends a code block that a blank line follows at column 0 of the line
    /// after, which the tree does not keep: its code gives its last line.
    private static func lines(of node: MarkdownNode) -> ClosedRange<Int>? {
        guard let range = node.range else { return nil }
        if case .codeBlock(_, let literal, let fenced) = node.kind, !fenced {
            let count = literal.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return range.start.line...(range.start.line + max(0, count - 1))
        }
        return range.start.line...range.end.line
    }

    /// The repaired page's text.
    var text: String { lines.joined(separator: "\n") }

    private func line(_ number: Int) -> Substring {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

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
        let current = Self.indentation(of: text)
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
        let added = target - Self.indentation(of: kept)
        let indentation = String(repeating: " ", count: max(0, added)) + kept
        lines[number - 1] = Substring(indentation + text.dropFirst(blanks.count))
        columnShifts[number, default: 0] += blanks.count - indentation.count
    }

    /// The visual column (0-based, tabs expanded) of a node's start, a page position, in the current lines.
    private func visualColumn(of location: SourceLocation, line number: Int) -> Int {
        let scalars = line(number).unicodeScalars
        let offset = location.column - 1 - columnShifts[number, default: 0]
        var column = 0
        for scalar in scalars.prefix(max(0, offset)) { column = scalar == "\t" ? column + 4 - column % 4 : column + 1 }
        return column
    }

    /// The width of a line's leading blanks, a tab reaching the next multiple of four.
    static func indentation(of line: Substring) -> Int {
        var column = 0
        for character in line {
            if character == " " {
                column += 1
            } else if character == "\t" {
                column += 4 - column % 4
            } else {
                break
            }
        }
        return column
    }

    /// Fenced blocks found line by line, whatever their indentation, whose closing fence an attribute list with a
    /// role follows (blank lines between allowed, as the binder allows them).
    static func markedRegions(_ lines: [Substring]) -> [Region] {
        var regions: [Region] = []
        var open: (line: Int, marker: UInt8, length: Int)?
        for (index, line) in lines.enumerated() {
            let text = line.utf8.drop(while: isBlank)
            guard let marker = text.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { continue }
            let rest = text.drop { $0 == marker }
            let run = text.count - rest.count
            if let fence = open {
                guard marker == fence.marker, run >= fence.length, rest.allSatisfy(isBlank) else { continue }
                open = nil
                guard let next = lines[(index + 1)...].firstIndex(where: { !$0.utf8.allSatisfy(isBlank) }),
                    let lists = AttributeList.parseLine(lines[next]), lists.contains(where: { $0.role != nil })
                else { continue }
                regions.append(Region(opener: fence.line, closer: index + 1, attributeLine: next + 1))
            } else if run >= 3, marker == UInt8(ascii: "~") || !rest.contains(UInt8(ascii: "`")) {
                open = (index + 1, marker, run)
            }
        }
        return regions
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
