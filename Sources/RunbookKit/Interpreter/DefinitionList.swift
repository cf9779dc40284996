import Foundation

/// HTML definition lists (`<dl><dt>term</dt><dd>definition</dd></dl>`) read for the values their terms name.
enum DefinitionList {
    /// A term with the names in it and its definition's text.
    struct Term {
        let term: String
        let names: [DocTable.Name]
        let description: String
        let line: Int
    }

    /// The terms of every `<dl>` in `html`, whose first line is page line `line`.
    static func terms(inHTML html: String, line: Int) -> [Term] {
        // Most HTML regions are tables: a byte test keeps them from the searches below.
        guard holdsTermTag(html) else { return [] }
        let tags = CaselessTags(html)
        var terms: [Term] = []
        var from = 0
        while let open = tags.find("<dt", from: from), let termEnd = tags.find("</dt>", from: open.upperBound) {
            let termHTML = tags.contentOfElement(open.upperBound..<termEnd.lowerBound)
            from = termEnd.upperBound
            guard let definition = tags.find("<dd", from: from),
                tags.find("<dt", from: from).map({ $0.lowerBound > definition.lowerBound }) ?? true
            else { continue }
            let definitionEnd =
                tags.find("</dd>", from: definition.upperBound)?.lowerBound
                ?? tags.find("<dt", from: definition.upperBound)?.lowerBound ?? tags.bytes.count
            let definitionHTML = tags.contentOfElement(definition.upperBound..<definitionEnd)
            let term = plain(termHTML)
            let code = codeSpans(in: CaselessTags(String(termHTML)))
            // A raw `<API_NAME>` in a term is hidden by the browser, yet names the value.
            let raw = PlaceholderScanner.occurrences(in: String(termHTML)).map { "<\($0.name)>" }.joined(separator: " ")
            let names = DocTable.names(
                inKey: DocTable.Cell(text: raw.isEmpty ? term : raw + " " + term, code: code), bare: true)
            let termLine = line + tags.bytes[..<open.lowerBound].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            if !names.isEmpty {
                terms.append(Term(term: term, names: names, description: plain(definitionHTML), line: termLine))
            }
            from = definitionEnd
        }
        return terms
    }

    /// HTML searched for tags in any letter case: the text's bytes with ASCII letters lowered (offsets unchanged,
    /// since tags are ASCII and every other byte is kept).
    private struct CaselessTags {
        let html: String
        let bytes: [UInt8]

        init(_ html: String) {
            self.html = html
            bytes = html.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        }

        /// Where lowercase `tag` is first found from byte `start`.
        func find(_ tag: String, from start: Int) -> Range<Int>? {
            bytes.withUnsafeBufferPointer { bytes in
                ByteSearch.withBytes(of: tag) { tag in
                    ByteSearch.firstOffset(of: tag, in: bytes, from: start).map { $0..<($0 + tag.count) }
                }
            }
        }

        /// The text of `range`.
        func text(_ range: Range<Int>) -> Substring {
            let utf8 = html.utf8
            return html[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                utf8.startIndex, offsetBy: range.upperBound)]
        }

        /// The text of `range`, which starts inside an opening tag (`<dt class="x">…`), after that tag's `>`.
        func contentOfElement(_ range: Range<Int>) -> Substring {
            text(range).drop { $0 != ">" }.dropFirst()
        }
    }

    /// Whether `html` holds `<dt`, in any case.
    private static func holdsTermTag(_ html: String) -> Bool {
        ByteSearch.withBytes(of: html) { bytes in
            var from = 0
            while let open = ByteSearch.firstOffset(of: UInt8(ascii: "<"), in: bytes, from: from) {
                if open + 2 < bytes.count, bytes[open + 1] | 0x20 == UInt8(ascii: "d"),
                    bytes[open + 2] | 0x20 == UInt8(ascii: "t")
                {
                    return true
                }
                from = open + 1
            }
            return false
        }
    }

    /// The text of an element's content: tags removed, entities decoded, blanks collapsed.
    private static func plain(_ html: Substring) -> String {
        HTMLText.plainText(fromHTML: String(html)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of the code-like elements of a term (`<code>`, `<var>`, `<varname>`, `<em>`, `<i>`, `<b>`,
    /// `<strong>`): a term's name is often one of them.
    private static func codeSpans(in tags: CaselessTags) -> [String] {
        var spans: [String] = []
        for element in ["code", "var", "varname", "em", "i", "b", "strong", "kbd"] {
            var from = 0
            while let open = tags.find("<\(element)>", from: from), let close = tags.find("</\(element)>", from: open.upperBound) {
                spans.append(plain(tags.text(open.upperBound..<close.lowerBound)))
                from = close.upperBound
            }
        }
        return spans
    }
}
