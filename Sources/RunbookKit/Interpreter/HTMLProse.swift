extension PlaceholderDocReader {
    /// The documentation in an HTML region's prose: each paragraph and list item (`<p>`, `<li>`) outside tables,
    /// lists of terms and preformatted text, read as a Markdown paragraph or bullet is (`<x>: …`, "Replace `<x>` with
    /// …"), with `<var>x</var>` and `&lt;x&gt;` read as `<x>`.
    ///
    /// Pages converted from older formats write their prose so: `<p>Replace <var>org</var> with your organization.</p>`.
    /// Tables and `<dl>` lists are read by `DocTable`.
    ///
    /// `tokens` are those of HTML `bytes`, whose first line is page line `line`.
    ///
    /// The items of a list right after a paragraph that ends with a colon ("<p>Replace <var>x</var> with one of:</p>
    /// <ul><li>…") are the values its last names take, as after a Markdown paragraph (`addListedValues`); a list with
    /// a list inside explains rather than lists.
    func fromHTMLProse(_ tokens: [HTMLToken], of bytes: [UInt8], line: Int, scope: Scope) -> [Candidate] {
        var docs: [Candidate] = []
        var cursor = PositionCursor(bytes: bytes, line: line)
        // The paragraph that leads into a list, its candidates, and the texts of the list's items.
        var lead: (text: String, docs: Range<Int>, values: [String]?)?
        func addLeadValues() {
            if let (text, range, values) = lead, let values {
                Self.addListedValues(values, after: text, to: &docs[range])
            }
            lead = nil
        }
        for unit in Self.proseUnits(tokens, count: bytes.count) {
            let unitLine = cursor.position(of: unit.range.lowerBound).line
            let text = keywords.resolve(
                HTMLText.plainText(fromHTML: String(decoding: bytes[unit.range], as: UTF8.self))
                    .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " "))
            if unit.listedValue, lead != nil {
                lead?.values? += unit.holdsList ? [] : [text]
                if unit.holdsList { lead?.values = nil }
            } else {
                addLeadValues()
            }
            let first = docs.count
            defer {
                if unit.leadsList, text.last == ":", docs.count > first { lead = (text, first..<docs.count, []) }
            }
            guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { continue }
            let tokens = SentenceTokens(text)
            let isItem = unit.isItem
            if let named = Self.leadingNames(tokens, line: unitLine, isItem ? .bulletList : .definition, scope) {
                docs += named
                continue
            }
            // A name once per paragraph, as in Markdown's.
            docs += Self.sentenceCandidates(
                SentenceDocReader.read(tokens), besides: [], line: unitLine, isItem ? .bulletList : .sentence, scope)
        }
        addLeadValues()
        return docs
    }

    /// A paragraph or list item of an HTML region's prose: its bytes, whether it is an item, whether it is a paragraph
    /// a list follows right after (`leadsList`), and whether it is an item of that list (`listedValue`), and one with a
    /// list of its own (`holdsList`).
    private struct ProseUnit {
        var range: Range<Int>
        let isItem: Bool
        var leadsList = false
        var listedValue = false
        var holdsList = false
    }

    /// The byte ranges of the paragraphs and list items in the tokens of `count` bytes, each with whether it is an
    /// item; a block element ends one, and what is inside a table, a list of terms or preformatted text is none.
    ///
    /// A list that opens right after a paragraph (nothing but the paragraph's end between them) marks that paragraph
    /// `leadsList` and its own items `listedValue`; an item of it that holds a list (`<li>a<ul>…`) `holdsList`.
    private static func proseUnits(_ tokens: [HTMLToken], count: Int) -> [ProseUnit] {
        var units: [ProseUnit] = []
        var open: ProseUnit?
        var skipped = 0
        // The depth of lists, and that of the list a paragraph leads into (its items are at that depth), if open.
        var (lists, ledList): (Int, Int?) = (0, nil)
        // The last unit was a paragraph, and only its end tag came since.
        var afterParagraph = false
        for case .tag(let tag) in tokens {
            let skips = skippedElements.contains(tag.name)
            guard skips || (skipped == 0 && boundaries.contains(tag.name)) else { continue }
            if var unit = open {
                unit.range = unit.range.lowerBound..<tag.range.lowerBound
                units.append(unit)
            }
            // A paragraph ends at this tag, or ended at the `</p>` before it.
            let paragraphEnded = open.map { !$0.isItem } ?? afterParagraph
            open = nil
            if skips { skipped = max(0, skipped + (tag.isEnd ? -1 : 1)) }
            if tag.name == "ul" || tag.name == "ol" {
                if tag.isEnd {
                    if ledList == lists { ledList = nil }
                    lists = max(0, lists - 1)
                } else {
                    lists += 1
                    if paragraphEnded, skipped == 0, ledList == nil, let last = units.indices.last {
                        (units[last].leadsList, ledList) = (true, lists)
                    } else if let ledList, lists == ledList + 1, let item = units.lastIndex(where: \.listedValue) {
                        units[item].holdsList = true
                    }
                }
            }
            afterParagraph = paragraphEnded && tag.isEnd && tag.name == "p"
            if skipped == 0, !tag.isEnd, tag.name == "p" || tag.name == "li" {
                open = ProseUnit(
                    range: tag.range.upperBound..<tag.range.upperBound, isItem: tag.name == "li",
                    listedValue: tag.name == "li" && ledList == lists)
            }
        }
        if var unit = open {
            unit.range = unit.range.lowerBound..<count
            units.append(unit)
        }
        return units
    }

    private static let skippedElements: Set<String> = ["table", "pre", "dl"]
    private static let boundaries: Set<String> = [
        "p", "li", "ul", "ol", "div", "blockquote", "section", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
}
