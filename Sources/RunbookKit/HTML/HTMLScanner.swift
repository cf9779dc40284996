/// One piece of HTML source, as byte offsets into the scanned text.
enum HTMLToken {
    case text(Range<Int>)
    case tag(HTMLTag)
}

/// A start or end tag; `name` is lowercased, `range` runs from `<` to just after `>`.
struct HTMLTag {
    let name: String
    let isEnd: Bool
    var range: Range<Int>
    /// Well-formed attributes: the name lowercased, where it starts, the value as its raw (undecoded) range.
    var attributes: [(name: String, start: Int, value: Range<Int>?)] = []
    var selfClosing = false
    /// Source ranges of the other attributes (`summary-"Input parameters"`).
    var malformedAttributes: [Range<Int>] = []
}

/// Splits HTML into text and tags in one forward pass over UTF-8 bytes, never failing.
///
/// Tolerance rules: comments, `<!…>` and `<?…>` are skipped; a `<` that does not start a complete tag is
/// text; so is a tag whose name is not an HTML element these pages use (`<kubernetes_namespace>`
/// written raw in a cell or a `<pre>` is a placeholder, not markup). An attribute that is not well formed is
/// recorded as malformed, its quotes kept balanced, and reading goes on with the next one. A quoted value that
/// runs into another tag is cut at the first `>` and reported as malformed instead of swallowing the page.
struct HTMLScanner {
    private let bytes: [UInt8]
    /// Whether any element name is markup (for anchors: `<map id="m">`), not only `knownElements`.
    private let anyElement: Bool
    /// Where a tag is being read.
    private var cursor = 0
    /// Set once a search for `-->` failed: every later search would fail too (and cost a pass each).
    private var commentEndMissing = false

    /// Elements recognised as markup; any other name in angle brackets stays text.
    private static let knownElements: Set<String> = [
        "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th",
        "a", "abbr", "b", "big", "blockquote", "br", "center", "cite", "code", "dd", "del", "dfn", "div",
        "dl", "dt", "em", "font", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd",
        "li", "mark", "ol", "p", "pre", "q", "s", "samp", "small", "span", "strike", "strong", "sub",
        "sup", "tt", "u", "ul", "var", "varname", "wbr", "section", "figure", "figcaption", "nav",
    ]

    /// The text and tags of `bytes`, in order; comments and declarations are left out.
    static func tokens(_ bytes: [UInt8], anyElement: Bool = false) -> [HTMLToken] {
        var scanner = HTMLScanner(bytes: bytes, anyElement: anyElement)
        var tokens: [HTMLToken] = []
        var textStart = 0
        var at = 0
        while let open = bytes[at...].firstIndex(of: UInt8(ascii: "<")) {
            at = open + 1
            guard let (tag, end) = scanner.markup(at: open) else { continue }
            if open > textStart { tokens.append(.text(textStart..<open)) }
            if let tag { tokens.append(.tag(tag)) }
            textStart = end
            at = end
        }
        if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
        return tokens
    }

    /// The tag starting at the `<` at `start` and where it ends; a nil tag is a skipped comment or declaration, a
    /// nil result means the `<` is text.
    private mutating func markup(at start: Int) -> (HTMLTag?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let first = bytes[start + 1]
        if first == UInt8(ascii: "!") || first == UInt8(ascii: "?") { return skipDeclaration(at: start) }
        let isEnd = first == UInt8(ascii: "/")
        let nameStart = start + (isEnd ? 2 : 1)
        guard nameStart < bytes.count, bytes[nameStart].isASCIILetter, let name = elementName(from: nameStart)
        else {
            return nil
        }
        var tag = HTMLTag(name: name, isEnd: isEnd, range: start..<start)
        if isEnd {
            guard let close = firstTagClose(from: cursor) else { return nil }
            cursor = close + 1
        } else {
            guard readAttributes(into: &tag) else { return nil }
        }
        tag.range = start..<cursor
        return (tag, cursor)
    }

    private mutating func skipDeclaration(at start: Int) -> (HTMLTag?, Int)? {
        let count = bytes.count
        guard start + 3 < count, bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-") else {
            return firstTagClose(from: start + 2).map { (nil, $0 + 1) }
        }
        guard !commentEndMissing else { return nil }
        // `<!-->` and `<!--->` are complete (empty) comments.
        for at in (start + 2)..<max(start + 2, count - 2) where bytes[at..<(at + 3)].elementsEqual("-->".utf8) {
            return (nil, at + 3)
        }
        commentEndMissing = true
        return nil
    }

    /// The lowercased known element name starting at `start`, if a tag delimiter follows it; `cursor` is then
    /// just after it.
    private mutating func elementName(from start: Int) -> String? {
        var end = start
        while end < bytes.count, isHTMLNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count,
            isHTMLSpace(bytes[end]) || bytes[end] == UInt8(ascii: "/") || bytes[end] == UInt8(ascii: ">")
        else { return nil }
        let name = loweredName(start..<end)
        cursor = end
        return anyElement || Self.knownElements.contains(name) ? name : nil
    }

    /// The offset of the `>` ending a tag whose content needs no quote handling; nil at a `<` or the end.
    private func firstTagClose(from start: Int) -> Int? {
        guard let close = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }),
            bytes[close] == UInt8(ascii: ">")
        else { return nil }
        return close
    }

    /// Reads a start tag's attributes from `cursor` to just after its `>`; false when the tag never ends and its
    /// `<` is text.
    private mutating func readAttributes(into tag: inout HTMLTag) -> Bool {
        while true {
            skipSpaces()
            guard cursor < bytes.count else { return false }
            switch bytes[cursor] {
            case UInt8(ascii: ">"):
                cursor += 1
                return true
            case UInt8(ascii: "/"):
                cursor += 1
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") {
                    tag.selfClosing = true
                    cursor += 1
                    return true
                }
            case UInt8(ascii: "<"):
                return false
            default:
                if let ended = readAttribute(into: &tag) { return ended }
            }
        }
    }

    /// Reads one attribute: nil to go on with the next one, true when a runaway value ended the tag at `cursor`,
    /// false when the tag never ends.
    private mutating func readAttribute(into tag: inout HTMLTag) -> Bool? {
        let count = bytes.count
        let start = cursor
        while cursor < count, isAttributeNameByte(bytes[cursor]) { cursor += 1 }
        let nameEnd = cursor
        var wellFormed = nameEnd > start && isWellFormedName(start..<nameEnd)
        var value: Range<Int>?
        skipSpaces()
        if cursor < count, bytes[cursor] == UInt8(ascii: "=") {
            cursor += 1
            skipSpaces()
            guard cursor < count else { return false }
            let quote = bytes[cursor]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let close = quoteEnd(from: cursor + 1, quote: quote)
                guard close < count, bytes[close] == quote else {
                    return endRunawayTag(attributeStart: start, quoteEnd: cursor + 1, stop: close, into: &tag)
                }
                value = (cursor + 1)..<close
                cursor = close + 1
            } else {
                let valueStart = cursor
                while cursor < count, !isHTMLSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") {
                    if Self.badInValue.contains(bytes[cursor]) {
                        wellFormed = false
                        break
                    }
                    cursor += 1
                }
                if cursor == valueStart { wellFormed = false }
                value = valueStart..<cursor
            }
        }
        // Without a value, the spaces skipped looking for `=` separate this attribute from the next.
        let attributeEnd = value == nil ? nameEnd : cursor
        if wellFormed, attributeEnd < count, !isHTMLSpace(bytes[attributeEnd]),
            bytes[attributeEnd] != UInt8(ascii: ">"), bytes[attributeEnd] != UInt8(ascii: "/")
        {
            wellFormed = false
        }
        guard !wellFormed else {
            tag.attributes.append((loweredName(start..<nameEnd), start, value))
            return nil
        }
        // A malformed attribute runs to the next space, `>`, `/>` or `<` outside quotes.
        cursor = start
        while cursor < count {
            let byte = bytes[cursor]
            if isHTMLSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "/"), cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = quoteEnd(from: cursor + 1, quote: byte)
                if close < count, bytes[close] == byte {
                    cursor = close + 1
                    continue
                }
            }
            cursor += 1
        }
        tag.malformedAttributes.append(start..<cursor)
        return nil
    }

    private static let badInValue: Set<UInt8> = Set("\"'<=`".utf8)

    /// A value whose quote never closes before another tag: the tag ends at the first `>` after the quote, or just
    /// before that tag when there is none.
    private mutating func endRunawayTag(attributeStart: Int, quoteEnd: Int, stop: Int, into tag: inout HTMLTag) -> Bool
    {
        if let close = bytes[quoteEnd..<stop].firstIndex(of: UInt8(ascii: ">")) {
            tag.malformedAttributes.append(attributeStart..<close)
            cursor = close + 1
            return true
        }
        guard stop < bytes.count else { return false }
        var end = stop
        while end > attributeStart, isHTMLSpace(bytes[end - 1]) { end -= 1 }
        tag.malformedAttributes.append(attributeStart..<end)
        cursor = stop
        return true
    }

    /// The offset of the closing `quote`, or where the value runs away: the start of another tag, or the end.
    private func quoteEnd(from start: Int, quote: UInt8) -> Int {
        var at = start
        while at < bytes.count, bytes[at] != quote {
            if bytes[at] == UInt8(ascii: "<"), at + 1 < bytes.count {
                let next = bytes[at + 1]
                if next.isASCIILetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") { return at }
            }
            at += 1
        }
        return at
    }

    private mutating func skipSpaces() {
        while cursor < bytes.count, isHTMLSpace(bytes[cursor]) { cursor += 1 }
    }

    private func isAttributeNameByte(_ byte: UInt8) -> Bool {
        !isHTMLSpace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">") && !Self.badInValue.contains(byte)
    }

    private func isWellFormedName(_ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        return (first.isASCIILetter || first == UInt8(ascii: "_") || first == UInt8(ascii: ":"))
            && bytes[range].allSatisfy(isHTMLNameByte)
    }

    private func loweredName(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).lowercased()
    }
}

func isHTMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
}

/// Whether `byte` may be in an element's name: an ASCII letter or digit, `.`, `_`, `-` or `:`.
func isHTMLNameByte(_ byte: UInt8) -> Bool {
    byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        || byte == UInt8(ascii: ".")
}
