import RunbookKit

/// What a stretch of a page says that translation leaves as it is, to tell whether a section whose anchor one page
/// lacks is there under another shape: the lines of its code blocks, its inline code, its link and image targets
/// and its numbers, and how many blocks it has (headings, bold lines, list items, table rows, paragraphs, code
/// blocks: a translation keeps them, however it wraps its lines).
///
/// Older translations write a sub-section as a bold line or a heading without an id where the English page has a
/// heading with one; its commands, code and links are the same in both languages.
struct SectionContent {
    /// The untranslated pieces, each prefixed by its kind (`c:` code line, `i:` inline code, `l:` link target, `n:`
    /// number).
    let tokens: Set<String>
    /// The blocks of the stretch.
    let blocks: Int

    /// Whether most of this content's tokens are in `other`: at least half, and at least one.
    func isMostlyIn(_ other: SectionContent) -> Bool {
        guard !tokens.isEmpty else { return false }
        return 2 * tokens.intersection(other.tokens).count >= tokens.count
    }
}

/// The untranslated pieces of each line of a page and where its blocks start, read once per page in one walk from
/// its top (so a stretch that starts inside a fence is read as code), for the contents of any of its stretches.
struct PageContent {
    private var tokens: [[String]] = []
    private var startsBlock: [Bool] = []

    init(_ source: PageSource) {
        var fence: [UInt8] = []
        var afterBlank = true
        tokens.reserveCapacity(source.lines.count)
        startsBlock.reserveCapacity(source.lines.count)
        for line in source.lines {
            var text = line
            let (found, starts) = text.withUTF8 { bytes in
                Self.read(bytes, fence: &fence, afterBlank: &afterBlank)
            }
            tokens.append(found)
            startsBlock.append(starts)
        }
    }

    /// The content of 1-based lines `lines`.
    func content(_ lines: Range<Int>) -> SectionContent {
        let range = lines.clamped(to: 1..<(tokens.count + 1))
        var found = Set<String>()
        var blocks = 0
        for number in range {
            found.formUnion(tokens[number - 1])
            if startsBlock[number - 1] { blocks += 1 }
        }
        return SectionContent(tokens: found, blocks: blocks)
    }

    /// The tokens of one line and whether it starts a block, given the fence open before it (empty when none) and
    /// whether the line before it was blank; both are updated for the next line.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fence: inout [UInt8], afterBlank: inout Bool
    ) -> ([String], Bool) {
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x3E { start += 1 }
        var end = bytes.count
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let blank = line.isEmpty
        defer { afterBlank = blank }
        var marker = 0
        while marker < line.count, line[marker] == UInt8(ascii: "`") || line[marker] == UInt8(ascii: "~") {
            marker += 1
        }
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
        return (blank ? [] : inline(line), !blank && startsBlock(line, afterBlank: afterBlank))
    }

    /// Whether a line of prose starts a block: a heading, a bold line, a list item, a table row, or a line after a
    /// blank one (attribute lists left out, as translations add and drop them).
    private static func startsBlock(_ line: UnsafeBufferPointer<UInt8>, afterBlank: Bool) -> Bool {
        func starts(_ prefix: String) -> Bool { line.starts(with: prefix.utf8) }
        if starts("{:") { return false }
        if starts("#") || starts("**") || starts("|") || starts("<tr") { return true }
        if starts("- ") || starts("* ") || starts("+ ") { return true }
        var digits = 0
        while digits < line.count, line[digits] >= 0x30, line[digits] <= 0x39 { digits += 1 }
        if digits > 0, UnsafeBufferPointer(rebasing: line[digits...]).starts(with: ". ".utf8) { return true }
        return afterBlank
    }

    /// The inline code, link targets (Markdown and HTML) and numbers of two digits or more of a line of prose.
    private static func inline(_ line: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        func text(_ range: Range<Int>) -> String { String(decoding: line[range], as: UTF8.self) }
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "`") {
                var end = index + 1
                while end < line.count, line[end] != UInt8(ascii: "`") { end += 1 }
                var (first, last) = (index + 1, end)
                while first < last, line[first] == 0x20 { first += 1 }
                while last > first, line[last - 1] == 0x20 { last -= 1 }
                if end < line.count, last - first >= 2 { found.append("i:" + text(first..<last)) }
                index = end + 1
            } else if byte == UInt8(ascii: "]"), index + 1 < line.count, line[index + 1] == UInt8(ascii: "(") {
                var end = index + 2
                while end < line.count, line[end] != UInt8(ascii: ")"), line[end] != 0x20 { end += 1 }
                if end > index + 2 { found.append("l:" + text((index + 2)..<end)) }
                index = end
            } else if byte == UInt8(ascii: "="), index + 1 < line.count, line[index + 1] == UInt8(ascii: "\""),
                (index >= 4 && text((index - 4)..<index) == "href")
                    || (index >= 3 && text((index - 3)..<index) == "src")
            {
                var end = index + 2
                while end < line.count, line[end] != UInt8(ascii: "\"") { end += 1 }
                if end > index + 2 { found.append("l:" + text((index + 2)..<end)) }
                index = end
            } else if byte >= 0x30, byte <= 0x39 {
                var end = index
                while end < line.count, line[end] >= 0x30, line[end] <= 0x39 { end += 1 }
                if end - index >= 2 { found.append("n:" + text(index..<end)) }
                index = end
            } else {
                index += 1
            }
        }
        return found
    }
}
