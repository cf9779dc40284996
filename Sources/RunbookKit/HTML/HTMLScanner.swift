/// One piece of HTML source, as byte offsets into the scanned text.
enum HTMLToken: Equatable {
    case text(Range<Int>)
    case startTag(HTMLTag)
    case endTag(name: String, range: Range<Int>)
}

/// A start tag; `name` is lowercased, `range` runs from `<` to just after `>`.
struct HTMLTag: Equatable {
    let name: String
    let range: Range<Int>
    let attributes: [HTMLAttribute]
    let selfClosing: Bool
    /// Source ranges of attributes that are not `name`, `name=value`, `name="value"` or `name='value'`.
    let malformedAttributes: [Range<Int>]
}

/// A well-formed attribute; `name` is lowercased, `value` is the raw (undecoded) value range.
struct HTMLAttribute: Equatable {
    let name: String
    let value: Range<Int>?
}

/// Splits HTML into text and tags in one forward pass over UTF-8 bytes, never failing.
///
/// Tolerance rules: comments, `<!…>` and `<?…>` are skipped; a `<` that does not start a complete tag is
/// text; so is a tag whose name is not an HTML element these pages use (`<kubernetes_namespace>`
/// written raw in a cell or a `<pre>` is a placeholder, not markup). A quoted attribute value that runs
/// into another tag is cut at the first `>` and reported as malformed instead of swallowing the page.
struct HTMLScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var pending: HTMLToken?
    /// Set once a search for `-->` failed: every later search would fail too (and cost a pass each).
    private var commentEndMissing = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Elements recognised as markup; any other name in angle brackets stays text.
    static let knownElements: Set<String> = [
        "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th",
        "a", "abbr", "b", "big", "blockquote", "br", "center", "cite", "code", "dd", "del", "dfn", "div",
        "dl", "dt", "em", "font", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd",
        "li", "mark", "ol", "p", "pre", "q", "s", "samp", "small", "span", "strike", "strong", "sub",
        "sup", "tt", "u", "ul", "var", "varname", "wbr", "section", "figure", "figcaption", "nav",
    ]

    /// Elements that never have content, so `<br>` needs no end tag.
    static let voidElements: Set<String> = ["br", "hr", "img", "col", "wbr"]

    mutating func next() -> HTMLToken? {
        if let token = pending {
            pending = nil
            return token
        }
        var textStart = index
        var cursor = index
        let count = bytes.count
        while cursor < count {
            cursor = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) ?? count
            guard cursor < count else { break }
            guard let (token, end) = markup(at: cursor) else {
                cursor += 1
                continue
            }
            index = end
            if let token {
                if cursor > textStart {
                    pending = token
                    return .text(textStart..<cursor)
                }
                return token
            }
            if cursor > textStart { return .text(textStart..<cursor) }
            textStart = end
            cursor = end
        }
        index = count
        return textStart < count ? .text(textStart..<count) : nil
    }

    /// The markup starting at the `<` at `start` and where it ends; a nil token is a skipped comment,
    /// a nil result means the `<` is text.
    private mutating func markup(at start: Int) -> (HTMLToken?, Int)? {
        let count = bytes.count
        guard start + 1 < count else { return nil }
        let first = bytes[start + 1]
        if first == UInt8(ascii: "!") || first == UInt8(ascii: "?") {
            return skipDeclaration(at: start)
        }
        if first == UInt8(ascii: "/") {
            guard start + 2 < count, isHTMLLetter(bytes[start + 2]),
                let (name, nameEnd) = elementName(from: start + 2),
                let close = firstTagClose(from: nameEnd)
            else { return nil }
            return (.endTag(name: name, range: start..<(close + 1)), close + 1)
        }
        guard isHTMLLetter(first), let (name, nameEnd) = elementName(from: start + 1) else { return nil }
        var attributes = HTMLAttributeScanner(bytes: bytes, index: nameEnd)
        guard let end = attributes.scan() else { return nil }
        let tag = HTMLTag(
            name: name, range: start..<end, attributes: attributes.attributes,
            selfClosing: attributes.selfClosing, malformedAttributes: attributes.malformed)
        return (.startTag(tag), end)
    }

    private mutating func skipDeclaration(at start: Int) -> (HTMLToken?, Int)? {
        let count = bytes.count
        if start + 3 < count, bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-") {
            guard !commentEndMissing else { return nil }
            // `<!-->` and `<!--->` are complete (empty) comments.
            var cursor = start + 2
            while cursor + 2 < count {
                if bytes[cursor] == UInt8(ascii: "-"), bytes[cursor + 1] == UInt8(ascii: "-"),
                    bytes[cursor + 2] == UInt8(ascii: ">")
                {
                    return (nil, cursor + 3)
                }
                cursor += 1
            }
            commentEndMissing = true
            return nil
        }
        guard let close = firstTagClose(from: start + 2) else { return nil }
        return (nil, close + 1)
    }

    /// The lowercased known element name starting at `start`, if it is followed by a tag delimiter.
    private func elementName(from start: Int) -> (String, Int)? {
        var cursor = start
        let count = bytes.count
        while cursor < count, HTMLEntities.isASCIIAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")
            || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: ":")
            || bytes[cursor] == UInt8(ascii: ".")
        {
            cursor += 1
        }
        guard cursor < count else { return nil }
        let next = bytes[cursor]
        guard isHTMLSpace(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else { return nil }
        let name = String(decoding: bytes[start..<cursor], as: UTF8.self).lowercased()
        return Self.knownElements.contains(name) ? (name, cursor) : nil
    }

    /// The offset of the `>` ending a tag whose content needs no quote handling; nil at a `<` or the end.
    private func firstTagClose(from start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.count {
            if bytes[cursor] == UInt8(ascii: ">") { return cursor }
            if bytes[cursor] == UInt8(ascii: "<") { return nil }
            cursor += 1
        }
        return nil
    }
}

func isHTMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
}

func isHTMLLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}
