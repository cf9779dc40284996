extension PlaceholderDocReader {
    /// The documentation in an HTML region's prose: each paragraph and list item (`<p>`, `<li>`) outside tables,
    /// lists of terms and preformatted text, read as a Markdown paragraph or bullet is (`<x>: …`, "Replace `<x>` with
    /// …"), with `<var>x</var>` and `&lt;x&gt;` read as `<x>`.
    ///
    /// Pages converted from older formats write their prose so: `<p>Replace <var>org</var> with your organization.</p>`.
    /// Tables and `<dl>` lists are read by `DocTable`.
    ///
    /// `tokens` are those of HTML `bytes`, whose first line is page line `line`.
    func fromHTMLProse(_ tokens: [HTMLToken], of bytes: [UInt8], line: Int, scope: Scope) -> [Candidate] {
        var docs: [Candidate] = []
        var cursor = PositionCursor(bytes: bytes, line: line)
        for (unit, isItem) in Self.proseUnits(tokens, count: bytes.count) {
            let unitLine = cursor.position(of: unit.lowerBound).line
            let text = keywords.resolve(
                HTMLText.plainText(fromHTML: String(decoding: bytes[unit], as: UTF8.self))
                    .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " "))
            guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { continue }
            let tokens = SentenceTokens(text)
            if let named = Self.leadingNames(tokens, line: unitLine, isItem ? .bulletList : .definition, scope) {
                docs += named
                continue
            }
            // A name once per paragraph, as in Markdown's.
            docs += Self.sentenceCandidates(
                SentenceDocReader.read(tokens), besides: [], line: unitLine, isItem ? .bulletList : .sentence, scope)
        }
        return docs
    }

    /// The byte ranges of the paragraphs and list items in the tokens of `count` bytes, each with whether it is an
    /// item; a block element ends one, and what is inside a table, a list of terms or preformatted text is none.
    private static func proseUnits(_ tokens: [HTMLToken], count: Int) -> [(range: Range<Int>, isItem: Bool)] {
        var units: [(range: Range<Int>, isItem: Bool)] = []
        var open: (start: Int, isItem: Bool)?
        var skipped = 0
        for case .tag(let tag) in tokens {
            let skips = skippedElements.contains(tag.name)
            guard skips || (skipped == 0 && boundaries.contains(tag.name)) else { continue }
            if let unit = open { units.append((unit.start..<tag.range.lowerBound, unit.isItem)) }
            open = nil
            if skips { skipped = max(0, skipped + (tag.isEnd ? -1 : 1)) }
            if skipped == 0, !tag.isEnd, tag.name == "p" || tag.name == "li" {
                open = (tag.range.upperBound, tag.name == "li")
            }
        }
        if let unit = open { units.append((unit.start..<count, unit.isItem)) }
        return units
    }

    private static let skippedElements: Set<String> = ["table", "pre", "dl"]
    private static let boundaries: Set<String> = [
        "p", "li", "ul", "ol", "div", "blockquote", "section", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
}
