import MarkdownTree
import RunbookKit
import ShellSyntax

/// The sections of a translation matched with its English page's: by anchor first, then by content.
///
/// Between two anchors both pages share, a section only the English page has is matched with one only the
/// translation has when their anchors (`alike`) or their content are alike: the anchor was renamed. A section left
/// over is missing (or extra) only when its content is not in the other page there either (`isThere`): otherwise it
/// is there under another shape (a bold line, a heading without an id).
struct SectionDrift {
    /// The pairs of anchors whose content is compared (`""` is the opening part), the renamed ones included.
    private(set) var shared: [(String, String)] = [("", "")]
    /// Sections missing, extra or renamed.
    private(set) var items: [OutdatedItem] = []
    private(set) var missingParts = Set<Int>()
    private(set) var extraParts = Set<Int>()

    private let original: PageOutline
    private let translation: PageOutline

    init(_ original: PageOutline, _ translation: PageOutline) {
        (self.original, self.translation) = (original, translation)
        let left = original.sections
        let right = translation.sections
        let leftAnchors = Set(left.map(\.anchor))
        let rightAnchors = Set(right.map(\.anchor))
        shared += left.filter { rightAnchors.contains($0.anchor) }.map { ($0.anchor, $0.anchor) }
        // The parts of the last anchors both pages have (0: the opening part).
        var previous = (0, 0)
        for stretch in Alignment.align(left.map(\.anchor), right.map(\.anchor), same: ==) {
            switch stretch {
            case .match(let i, let j):
                previous = (i + 1, j + 1)
            case .gap(let gapLeft, let gapRight):
                // The stretch of each page between the shared anchors around the gap.
                let englishLines = original.lines(from: previous.0, before: gapLeft.upperBound + 1)
                let translationLines = translation.lines(from: previous.1, before: gapRight.upperBound + 1)
                let missing = gapLeft.filter { !rightAnchors.contains(left[$0].anchor) }.map { $0 + 1 }
                let extra = gapRight.filter { !leftAnchors.contains(right[$0].anchor) }.map { $0 + 1 }
                match(missing: missing, extra: extra, regions: (englishLines, translationLines))
            }
        }
    }

    /// Matches the parts only one page has between the same two shared anchors, and records the rest.
    private mutating func match(missing: [Int], extra: [Int], regions: (Range<Int>, Range<Int>)) {
        guard !missing.isEmpty || !extra.isEmpty else { return }
        let (original, translation) = (self.original, self.translation)
        let (english, translated) = (original.content, translation.content)
        let missingContent = missing.map { english.content(original.lines(from: $0, before: $0 + 1)) }
        let extraContent = extra.map { translated.content(translation.lines(from: $0, before: $0 + 1)) }
        let alike = { (i: Int, j: Int) -> Bool in
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            return Self.alike(before.anchor, after.anchor)
                || (missingContent[i].tokens.count >= 2 && extraContent[j].tokens.count >= 2
                    && missingContent[i].isMostlyIn(extraContent[j]) && extraContent[j].isMostlyIn(missingContent[i]))
        }
        var matchedLeft = Set<Int>()
        var matchedRight = Set<Int>()
        for stretch in Alignment.align(Array(missing.indices), Array(extra.indices), same: alike) {
            guard case .match(let i, let j) = stretch else { continue }
            matchedLeft.insert(i)
            matchedRight.insert(j)
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            shared.append((before.anchor, after.anchor))
            items.append(
                OutdatedItem(
                    kind: .anchorChanged(original: before.anchor, translation: after.anchor),
                    location: SourceLocation(line: after.line, column: 1), inOriginal: false))
        }
        let englishRegion = english.content(regions.0)
        let translationRegion = translated.content(regions.1)
        for (i, part) in missing.enumerated() where !matchedLeft.contains(i) {
            guard !Self.isThere(missingContent[i], in: translationRegion, own: englishRegion) else { continue }
            missingParts.insert(part)
            items.append(Self.leftOver(original.sections[part - 1], inOriginal: true))
        }
        for (j, part) in extra.enumerated() where !matchedRight.contains(j) {
            guard !Self.isThere(extraContent[j], in: englishRegion, own: translationRegion) else { continue }
            extraParts.insert(part)
            items.append(Self.leftOver(translation.sections[part - 1], inOriginal: false))
        }
    }

    private static func leftOver(_ section: (anchor: String, line: Int), inOriginal: Bool) -> OutdatedItem {
        OutdatedItem(
            kind: inOriginal ? .sectionMissing(anchor: section.anchor) : .sectionExtra(anchor: section.anchor),
            location: SourceLocation(line: section.line, column: 1), inOriginal: inOriginal)
    }

    /// Whether a section only one page has is in `region` of the other page all the same (`own` is the stretch of
    /// its own page around it): most of its tokens are there, or, for a section with fewer than two, `region` has
    /// at least half of its blocks beyond those of `own` without it (they are there, under whatever headings).
    static func isThere(_ section: PageContent.Stretch, in region: PageContent.Stretch, own: PageContent.Stretch)
        -> Bool
    {
        guard section.tokens.count < 2 else { return section.isMostlyIn(region) }
        let rest = own.blocks - section.blocks
        return 2 * (region.blocks - rest) >= section.blocks
    }

    /// Whether two anchors look like one renamed: one is a prefix of the other, or they share their first six bytes.
    static func alike(_ one: String, _ other: String) -> Bool {
        if one.hasPrefix(other) || other.hasPrefix(one) { return true }
        return zip(one.utf8, other.utf8).prefix { $0 == $1 }.count >= 6
    }
}

/// What each line of a page says that translation leaves as it is (code, inline code, link targets, numbers), and
/// whether it starts a block, which a translation keeps however it wraps its lines: to tell whether a section whose
/// anchor one page lacks is there under another shape. Read in one walk from the top, so that fences are known.
struct PageContent {
    /// What a stretch of the page says: its untranslated pieces, each prefixed by its kind (`c:` code line, `i:`
    /// inline code, `l:` link target, `n:` number), and its number of blocks.
    struct Stretch {
        let tokens: Set<String>
        let blocks: Int

        /// Whether most of this stretch's tokens are in `other`: at least half, and at least one.
        func isMostlyIn(_ other: Stretch) -> Bool {
            !tokens.isEmpty && 2 * tokens.intersection(other.tokens).count >= tokens.count
        }
    }

    private var tokens: [[String]] = []
    private var startsBlock: [Bool] = []

    init(_ source: PageSource) {
        var fence: [UInt8] = []
        var afterBlank = true
        tokens.reserveCapacity(source.lines.count)
        startsBlock.reserveCapacity(source.lines.count)
        for line in source.lines {
            // From the line's buffer: every line of a pair's pages is read here.
            var text = line
            let (found, starts) = text.withUTF8 { Self.read($0, fence: &fence, afterBlank: &afterBlank) }
            tokens.append(found)
            startsBlock.append(starts)
        }
    }

    /// What 1-based lines `lines` say.
    func content(_ lines: Range<Int>) -> Stretch {
        let range = lines.clamped(to: 1..<(tokens.count + 1))
        return Stretch(
            tokens: Set(range.flatMap { tokens[$0 - 1] }), blocks: range.filter { startsBlock[$0 - 1] }.count)
    }

    /// The tokens of one line and whether it starts a block, given the fence open before it (empty when none) and
    /// whether the line before it was blank; both are updated for the next line.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fence: inout [UInt8], afterBlank: inout Bool
    ) -> ([String], Bool) {
        let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: ">") } ?? bytes.count
        let end = (bytes.lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } ?? -1) + 1
        let line = UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
        defer { afterBlank = line.isEmpty }
        let marker = line.prefix { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }.count
        if marker >= 3 {
            if fence.isEmpty {
                fence = Array(line[..<marker])
                return ([], true)
            }
            if marker == line.count, marker >= fence.count, line[0] == fence[0] { fence = [] }
            return ([], false)
        }
        if !fence.isEmpty {
            let code = PageOutline.normalise(String(decoding: line, as: UTF8.self))
            return (code.utf8.count >= 3 ? ["c:" + code] : [], false)
        }
        return line.isEmpty ? ([], false) : (inline(line), startsBlock(line, afterBlank: afterBlank))
    }

    /// Whether a line of prose starts a block: a heading, a bold line, a list item, a table row, or a line after a
    /// blank one (attribute lists left out, as translations add and drop them).
    private static func startsBlock(_ line: UnsafeBufferPointer<UInt8>, afterBlank: Bool) -> Bool {
        func starts(_ prefix: String) -> Bool { line.starts(with: prefix.utf8) }
        if starts("{:") { return false }
        if starts("#") || starts("**") || starts("|") || starts("<tr") || starts("- ") || starts("* ") || starts("+ ") {
            return true
        }
        let digits = line.prefix(while: ShellBytes.isDigit).count
        return (digits > 0 && line[digits...].starts(with: ". ".utf8)) || afterBlank
    }

    /// The inline code, link targets (Markdown and HTML) and numbers of two digits or more of a line of prose.
    private static func inline(_ line: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        func text(_ range: Range<Int>) -> String { String(decoding: line[range], as: UTF8.self) }
        func end(from start: Int, _ ends: (UInt8) -> Bool) -> Int {
            line[start...].firstIndex(where: ends) ?? line.count
        }
        var index = 0
        while index < line.count {
            let (byte, next) = (line[index], index + 1 < line.count ? line[index + 1] : 0)
            if byte == UInt8(ascii: "`") {
                let close = end(from: index + 1) { $0 == UInt8(ascii: "`") }
                let first = line[(index + 1)..<close].firstIndex { $0 != 0x20 } ?? close
                let last = (line[first..<close].lastIndex { $0 != 0x20 } ?? first - 1) + 1
                if close < line.count, last - first >= 2 { found.append("i:" + text(first..<last)) }
                index = close + 1
            } else if byte == UInt8(ascii: "]"), next == UInt8(ascii: "(") {
                let close = end(from: index + 2) { $0 == UInt8(ascii: ")") || $0 == 0x20 }
                if close > index + 2 { found.append("l:" + text((index + 2)..<close)) }
                index = close
            } else if byte == UInt8(ascii: "="), next == UInt8(ascii: "\""),
                line[..<index].reversed().starts(with: "ferh".utf8)
                    || line[..<index].reversed().starts(with: "crs".utf8)
            {
                let close = end(from: index + 2) { $0 == UInt8(ascii: "\"") }
                if close > index + 2 { found.append("l:" + text((index + 2)..<close)) }
                index = close
            } else if ShellBytes.isDigit(byte) {
                let close = end(from: index) { !ShellBytes.isDigit($0) }
                if close - index >= 2 { found.append("n:" + text(index..<close)) }
                index = close
            } else {
                index += 1
            }
        }
        return found
    }
}
