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
    /// Also the opening lines of the fenced blocks so read that the page as written hides, whether some were nested
    /// too deep, the fences left open that the reader closes before an attribute list (`closed`: the list's line by
    /// the fence's) and the opening fences of the page as written that the writer meant as closing ones (`closing`).
    /// Each repair can uncover the next, so a few rounds are allowed. First, the lines that open an element whose
    /// content kramdown reads as Markdown (`MarkdownInHTML`, `markdownOpeners`) are given to cmark blank, so that the
    /// blocks and fences after them are read as the published page has them.
    ///
    /// `rendered` is the page as written with only its paragraphs ended at attribute lists, as kramdown ends them: the
    /// tree the checks read (a list that such a line splits is two lists there, as on the published page).
    static func entries(
        of source: PageSource, parsed: MarkdownParser.Parsed
    ) -> (
        entries: [FlatEntry], hidden: [Int], closed: [Int: Int], closing: [Int], depthLimited: Bool,
        markdownOpeners: [Int], indentedHeadings: Set<Int>, rendered: MarkdownNode
    ) {
        var (written, depthLimited) = (FlatEntry.flatten(parsed.root), parsed.depthLimited)
        var indentedHeadings = parsed.indentedHeadingLines
        var pageLines = source.lines
        let openers = MarkdownInHTML.openers(source.lines, blocks: parsed.htmlBlockLines)
        if !openers.isEmpty {
            for number in openers {
                let line = pageLines[number - 1]
                pageLines[number - 1] = line.prefix(line.utf8.prefix(while: SourceText.isMark).count)
            }
            let opened = MarkdownParser.parse(pageLines.joined(separator: "\n"), lines: pageLines)
            (written, depthLimited) = (FlatEntry.flatten(opened.root), depthLimited || opened.depthLimited)
            indentedHeadings = opened.indentedHeadingLines
        }
        var entries = written
        let regions = markedRegions(pageLines, written: written)
        var repair = FenceRepair(lines: pageLines, regions: regions)
        let candidates = listsAboveNumberedItems(in: source.text)
        var rendered = (parsed: parsed, repair: FenceRepair(lines: source.lines, regions: []))
        if !candidates.isEmpty,
            rendered.repair.endParagraphsAtAttributeLists(FlatEntry.flatten(parsed.root), candidates: candidates)
        {
            rendered.parsed = MarkdownParser.parse(
                rendered.repair.lines.joined(separator: "\n"), lines: rendered.repair.lines)
        }
        func reparse() {
            // The lines of the rendered tree (no opener blanked, no fence moved) are parsed already.
            let reparsed =
                repair.columnShifts.isEmpty && repair.lines == rendered.repair.lines
                ? rendered.parsed
                : MarkdownParser.parse(
                    repair.lines.joined(separator: "\n"), lines: repair.lines, columnShifts: repair.columnShifts)
            (entries, depthLimited) = (FlatEntry.flatten(reparsed.root), depthLimited || reparsed.depthLimited)
            indentedHeadings = reparsed.indentedHeadingLines
        }
        // Last, once the fences are in place: the attribute lists that cmark runs on into the next line end there.
        func ended() -> [FlatEntry] {
            if repair.endParagraphsAtAttributeLists(entries, candidates: candidates) { reparse() }
            return entries
        }
        guard !regions.isEmpty else {
            return (ended(), [], [:], [], depthLimited, openers, indentedHeadings, rendered.parsed.root)
        }
        // The fences left open are closed first: the page so read is the one whose fences are its writer's.
        var closed: [Int: Int] = [:]
        for region in regions where region.closer == region.attributeLine {
            closed[region.opener] = region.closer
            let opener = repair.line(region.opener).drop { $0 == " " || $0 == "\t" }
            // A fence of the other character right above the list (`~~~` closed by a line of backquotes) is the
            // closing fence its writer meant: it is no code, and closes the block; else the list's line does.
            var closer = region.closer
            if let last = (region.opener + 1..<region.closer).last(where: {
                !repair.line($0).allSatisfy(\.isWhitespace)
            }),
                let fence = fence(repair.line(last)), fence.marker != opener.utf8.first,
                FenceLine.closes(fence, (fence.marker, 3))
            {
                closer = last
            }
            let line = repair.line(closer)
            repair.lines[closer - 1] = line.prefix { $0 == " " || $0 == "\t" } + opener.prefix { $0 == opener.first }
        }
        if !closed.isEmpty { reparse() }
        let meant = fencedBlocks(in: entries)
        let closing = closed.isEmpty ? [] : fencedBlocks(in: written).keys.filter { meant[$0] == nil }.sorted()
        var (fenced, misread) = (meant, repair.misreadRegions(meant))
        for _ in 0..<3 where !misread.isEmpty {
            repair.repair(misread, entries: entries)
            reparse()
            fenced = fencedBlocks(in: entries)
            misread = repair.misreadRegions(fenced)
        }
        // A fence inside another fenced block is hidden by the fence that runs on (`fence-cut`, `fence-unclosed`), not
        // by its indentation.
        let hidden = fenced.keys.filter { line in
            meant[line] == nil && !meant.contains { $0.key < line && line <= $0.value }
        }.sorted()
        return (ended(), hidden, closed, closing, depthLimited, openers, indentedHeadings, rendered.parsed.root)
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

    /// The marked blocks that the page's fenced blocks (`fencedBlocks(in:)` of its leaf blocks) do not hold as one
    /// fenced block.
    ///
    /// cmark ends a block that its list item's end cuts on the line that cut it: a closing fence less indented than
    /// the item ends there too, but opens a block of its own.
    func misreadRegions(_ fenced: [Int: Int]) -> [Region] {
        regions.filter { fenced[$0.opener] != $0.closer || fenced[$0.closer] != nil }
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
        let closers = Set(regions.map(\.closer))
        for region in regions {
            var indent = SourceText.indentation(line(region.opener).utf8)
            if let (block, lines) = containers[region.opener], let start = block.node.range?.start {
                // In a block a closing fence opened, read as an opening one: that fence's repair frees it.
                if closers.contains(start.line) { continue }
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

    /// Ends each paragraph of `entries` at a line made only of attribute lists that cmark runs on into an item
    /// numbered other than 1; returns whether a line changed.
    ///
    /// CommonMark lets no such item interrupt a paragraph (`{: pre}` then `2. Log in.`), but kramdown ends every block
    /// at the list's line, and the item starts a list there. The list's line is given to cmark as an HTML comment, a
    /// block that ends on its line, at the paragraph's indentation; the binder reads the lists from the page's line
    /// (`AttributeBinder`). `candidates` are the lines `listsAboveNumberedItems(in:)` finds.
    mutating func endParagraphsAtAttributeLists(_ entries: [FlatEntry], candidates: Set<Int>) -> Bool {
        guard !candidates.isEmpty else { return false }
        var changed = false
        for case .block(let block) in entries {
            guard case .paragraph = block.node.kind, let range = block.node.range else { continue }
            for number in range.start.line..<range.end.line where candidates.contains(number) {
                let text = line(number)
                guard let brace = text.firstIndex(of: "{"), AttributeList.parseLine(text[brace...]) != nil else {
                    continue
                }
                let prefix = text[..<brace]
                let indentation = max(0, range.start.column - 1 - shift(range.start.line))
                let kept = prefix.contains(">") ? String(prefix) : String(repeating: " ", count: indentation)
                lines[number - 1] = Substring(kept + "<!---->")
                changed = true
            }
        }
        return changed
    }

    /// The lines of `text` (1-based) that start, past blanks and block quote markers, with `{` and that an ordered
    /// list item numbered other than 1 follows: the lines `endParagraphsAtAttributeLists` may end a paragraph at.
    ///
    /// Read on the page's bytes, a line's first ones: most pages have none.
    static func listsAboveNumberedItems(in text: String) -> Set<Int> {
        ByteSearch.withBytes(of: text) { bytes in
            var found = Set<Int>()
            var (line, start, previous) = (1, 0, 0)
            while start < bytes.count {
                let end = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if line > 1, startsNumberedItem(bytes[start..<end]),
                    bytes[previous..<start].first(where: { !SourceText.isMark($0) }) == UInt8(ascii: "{")
                {
                    found.insert(line - 1)
                }
                (line, previous, start) = (line + 1, start, end + 1)
            }
            return found
        }
    }

    /// Whether a line starts an ordered list item numbered other than 1 (`1.` or `01.` interrupts a paragraph in
    /// CommonMark too).
    private static func startsNumberedItem(_ line: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        // Most lines start with a letter.
        guard let first = line.first, first.isASCIIDigit || SourceText.isMark(first),
            let number = SourceText.itemNumber(line)
        else { return false }
        return !number.drop(while: { $0 == UInt8(ascii: "0") }).elementsEqual("1".utf8)
    }

    /// The lines a leaf block spans.
    ///
    /// cmark ends a code block that a blank line follows at column 0 of the line after, which the tree does not keep:
    /// its code gives its last line.
    private static func lines(of node: MarkdownNode) -> ClosedRange<Int>? {
        guard let range = node.range else { return nil }
        guard case .codeBlock(_, let literal, false) = node.kind else { return range.start.line...range.end.line }
        return range.start.line...(range.start.line + max(0, ByteSearch.newlineCount(literal) - 1))
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
    ///
    /// A fence left open whose code holds such a list on a line of its own was meant to close just before it
    /// (`docs/dialect.md`, Fences left open): its region closes on the list's line (`closer == attributeLine`) and the
    /// lines after are read again, so that the closing fence the writer wrote next opens the next block instead of
    /// closing this one. It is so read when the page's own reading (`written`, its leaf blocks) has the fence run on
    /// past the list, and either runs it on to the end of its page or list item, or has it closed by a line after
    /// which the fences fall in place only that way: the next fence of the same character closes one that an
    /// attribute list follows, or another list is swallowed before it. A fence that holds a list but is closed and
    /// followed by one (a page on kramdown itself) is left as written. Lines are read again at most once over in all.
    static func markedRegions(_ lines: [Substring], written: [FlatEntry] = []) -> [Region] {
        // The last line of each fenced block by its first, made when a fence holds a list: most pages have none.
        lazy var fenced = fencedBlocks(in: written)
        var regions: [Region] = []
        // The open fence, and the first line of its code that is an attribute list with a role.
        var open: (line: Int, marker: UInt8, length: Int, list: Int?)?
        // The closing fence a repair made an opening one: the page's reading has no block there.
        var (trusted, budget, index) = (0, lines.count, 0)
        while index < lines.count {
            let line = lines[index]
            index += 1
            // Most lines, past their blanks, start with a letter: only those that start with a fence character or `{`
            // are read.
            guard let first = line.utf8.first(where: { !SourceText.isBlank($0) }),
                first == UInt8(ascii: "`") || first == UInt8(ascii: "~") || first == UInt8(ascii: "{")
            else { continue }
            guard let fence = FenceLine.run(line.utf8.drop(while: SourceText.isBlank)) else {
                // A list right under the opening fence follows a closing one (the fences before are out of step): 0,
                // none.
                if let current = open, current.list == nil, isMarking(line) {
                    // So does one right under a closing fence too short to close the block: that fence is the fix.
                    let code = lines[current.line..<(index - 1)].last { !SourceText.isBlank($0) }
                    open?.list = code.map { Self.fence($0)?.marker != current.marker } == true ? index : 0
                }
                continue
            }
            guard let current = open else {
                if FenceLine.opens(fence) { open = (index, fence.marker, fence.length, nil) }
                continue
            }
            guard fence.marker == current.marker, fence.length >= current.length else { continue }
            let marked = lines[index...].first { !SourceText.isBlank($0) }.map(isMarking) ?? false
            if let list = current.list, list > 0, budget >= index - list, !marked,
                current.line == trusted || fenced[current.line, default: 0] >= list,
                !fence.info.allSatisfy(SourceText.isBlank) || fenced[current.line, default: .max] < index
                    || fallsInPlace(lines, after: index, fence.marker, fence.length)
            {
                // Meant closed before its list: the lines after are read again, this fence line opening a block.
                regions.append((opener: current.line, closer: list, attributeLine: list))
                (open, trusted, budget) = (nil, index, budget - (index - list))
                index = list
                continue
            }
            guard fence.info.allSatisfy(SourceText.isBlank) else { continue }
            open = nil
            if marked, let next = lines[index...].firstIndex(where: { !SourceText.isBlank($0) }) {
                regions.append((opener: current.line, closer: index, attributeLine: next + 1))
            }
        }
        if let current = open, let list = current.list, list > 0,
            current.line == trusted || fenced[current.line, default: 0] >= list
        {
            regions.append((opener: current.line, closer: list, attributeLine: list))
        }
        return regions
    }

    /// A line's fence character, how many of them open it, and what follows them.
    private static func fence(_ line: Substring) -> (marker: UInt8, length: Int, info: Substring.UTF8View.SubSequence)?
    {
        FenceLine.run(line.utf8.drop(while: SourceText.isBlank))
    }

    /// Whether a line is only attribute lists, one with a role (`{: pre}`).
    private static func isMarking(_ line: Substring) -> Bool {
        line.utf8.drop(while: SourceText.isBlank).first == UInt8(ascii: "{")
            && AttributeList.parseLine(line)?.contains { $0.role != nil } == true
    }

    /// Whether the fence line before line `index` + 1, read as opening a block, has it closed as marked blocks are: the
    /// next line of that fence character closes it and an attribute list with a role follows, or such a list comes
    /// first (that block too was left open).
    private static func fallsInPlace(_ lines: [Substring], after index: Int, _ marker: UInt8, _ length: Int) -> Bool {
        for (offset, line) in lines[index...].enumerated() {
            if isMarking(line) { return true }
            guard let fence = fence(line), fence.marker == marker, fence.length >= 3 else { continue }
            return FenceLine.closes(fence, (marker, length))
                && lines[(index + offset + 1)...].first { !SourceText.isBlank($0) }.map(isMarking) == true
        }
        return false
    }
}
