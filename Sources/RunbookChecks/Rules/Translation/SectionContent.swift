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

    /// The content of 1-based lines `lines` of `source`.
    init(_ source: PageSource, lines: Range<Int>) {
        var tokens = Set<String>()
        var blocks = 0
        var fence: Substring?
        var afterBlank = true
        for number in lines.clamped(to: 1..<(source.lines.count + 1)) {
            let line = source.lines[number - 1]
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            let blank = trimmed.allSatisfy(\.isWhitespace)
            defer { afterBlank = blank }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if marker.count >= 3 {
                if let open = fence {
                    if marker.hasPrefix(open), trimmed.dropFirst(marker.count).allSatisfy(\.isWhitespace) {
                        fence = nil
                    }
                } else {
                    fence = marker
                    blocks += 1
                }
                continue
            }
            if fence == nil, !blank, Self.startsBlock(trimmed, afterBlank: afterBlank) { blocks += 1 }
            if fence != nil {
                let code = PageOutline.normalise(String(trimmed))
                if code.count >= 3 { tokens.insert("c:" + code) }
                continue
            }
            Self.addInline(trimmed, to: &tokens)
        }
        self.tokens = tokens
        self.blocks = blocks
    }

    /// Whether most of this content's tokens are in `other`: at least half, and at least one.
    func isMostlyIn(_ other: SectionContent) -> Bool {
        guard !tokens.isEmpty else { return false }
        return 2 * tokens.intersection(other.tokens).count >= tokens.count
    }

    /// Whether a line of prose starts a block: a heading, a bold line, a list item, a table row, or a line after a
    /// blank one (attribute lists left out, as translations add and drop them).
    private static func startsBlock(_ line: Substring, afterBlank: Bool) -> Bool {
        if line.hasPrefix("{:") { return false }
        if line.hasPrefix("#") || line.hasPrefix("**") || line.hasPrefix("|") || line.hasPrefix("<tr") { return true }
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return true }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return true }
        return afterBlank
    }

    /// The inline code, link targets (Markdown and HTML) and numbers of a line of prose.
    private static func addInline(_ line: Substring, to tokens: inout Set<String>) {
        for attribute in ["href=\"", "src=\""] {
            var rest = line[...]
            while let found = rest.firstRange(of: attribute) {
                let value = rest[found.upperBound...].prefix { $0 != "\"" }
                if !value.isEmpty { tokens.insert("l:" + value) }
                rest = rest[found.upperBound...]
            }
        }
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                var end = index + 1
                while end < scalars.count, scalars[end] != "`" { end += 1 }
                let inner = scalars[(index + 1)..<min(end, scalars.count)].drop { $0 == " " }
                let code = String(String.UnicodeScalarView(inner.reversed().drop { $0 == " " }.reversed()))
                if code.unicodeScalars.count >= 2, end < scalars.count { tokens.insert("i:" + code) }
                index = end + 1
            } else if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
                var end = index + 2
                while end < scalars.count, scalars[end] != ")", scalars[end] != " " { end += 1 }
                let target = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                if !target.isEmpty { tokens.insert("l:" + target) }
                index = end
            } else if scalar.properties.numericType == .decimal {
                var end = index
                while end < scalars.count, scalars[end].properties.numericType == .decimal { end += 1 }
                if end - index >= 2 { tokens.insert("n:" + String(String.UnicodeScalarView(scalars[index..<end]))) }
                index = end
            } else {
                index += 1
            }
        }
    }
}
