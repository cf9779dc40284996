/// Reads the attributes of a start tag, from just after its name to just after its `>`.
///
/// Well-formed means `name`, `name=value`, `name="value"` or `name='value'` with a name made of ASCII
/// letters, digits, `-`, `_`, `:` and `.`, followed by a space, `/` or `>`. Anything else (such as
/// `summary-"Input parameters"`) is recorded as a malformed range, quotes kept balanced, and reading
/// goes on with the next attribute.
struct HTMLAttributeScanner {
    private let bytes: [UInt8]
    private var index: Int
    private(set) var attributes: [HTMLAttribute] = []
    private(set) var malformed: [Range<Int>] = []
    private(set) var selfClosing = false

    init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// Where the tag ends (just after its `>`), or nil when it never ends and its `<` is text.
    mutating func scan() -> Int? {
        let count = bytes.count
        while true {
            skipSpaces()
            guard index < count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return index + 1
            case UInt8(ascii: "/"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                    selfClosing = true
                    return index + 2
                }
                index += 1
            case UInt8(ascii: "<"):
                return nil
            default:
                if let end = scanAttribute() { return end }
            }
        }
    }

    /// Reads one attribute. nil: go on with the next one; `.some(end)`: a runaway value or the end of the
    /// text ended the tag there (`.some(nil)`: the tag never ends and its `<` is text).
    private mutating func scanAttribute() -> Int?? {
        let count = bytes.count
        let start = index
        while index < count, isNameByte(bytes[index]) { index += 1 }
        let nameEnd = index
        var wellFormed = nameEnd > start && isWellFormedName(start..<nameEnd)
        var value: Range<Int>?
        skipSpaces()
        if index < count, bytes[index] == UInt8(ascii: "=") {
            index += 1
            skipSpaces()
            guard index < count else { return .some(nil) }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                switch closingQuote(from: index + 1, quote: quote) {
                case .found(let close):
                    value = (index + 1)..<close
                    index = close + 1
                case .runaway(let stop):
                    return .some(endRunawayTag(attributeStart: start, quoteEnd: index + 1, stop: stop))
                }
            } else {
                let valueStart = index
                while index < count, !isHTMLSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<")
                        || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "`")
                    {
                        wellFormed = false
                        break
                    }
                    index += 1
                }
                if index == valueStart { wellFormed = false }
                value = valueStart..<index
            }
        }
        // Without a value, the spaces skipped looking for `=` separate this attribute from the next.
        let attributeEnd = value == nil ? nameEnd : index
        if wellFormed, attributeEnd < count, !isDelimiter(bytes[attributeEnd]) { wellFormed = false }
        if wellFormed {
            attributes.append(HTMLAttribute(name: loweredName(start..<nameEnd), value: value))
        } else {
            recoverMalformed(from: start)
        }
        return nil
    }

    /// Skips to the end of a malformed attribute: the next space, `>`, `/>` or `<` outside quotes.
    private mutating func recoverMalformed(from start: Int) {
        let count = bytes.count
        index = start
        while index < count {
            let byte = bytes[index]
            if isHTMLSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                case .found(let close) = closingQuote(from: index + 1, quote: byte)
            {
                index = close + 1
                continue
            }
            index += 1
        }
        malformed.append(start..<index)
    }

    /// A value whose quote never closes before another tag: the tag ends at the first `>` after the
    /// quote, or just before that tag when there is none.
    private mutating func endRunawayTag(attributeStart: Int, quoteEnd: Int, stop: Int) -> Int? {
        var cursor = quoteEnd
        while cursor < stop, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
        if cursor < stop {
            malformed.append(attributeStart..<cursor)
            return cursor + 1
        }
        guard stop < bytes.count else { return nil }
        var end = stop
        while end > attributeStart, isHTMLSpace(bytes[end - 1]) { end -= 1 }
        malformed.append(attributeStart..<end)
        return stop
    }

    private enum QuoteEnd {
        case found(Int)
        /// No closing quote before `stop`: the start of another tag, or the end of the text.
        case runaway(stop: Int)
    }

    private func closingQuote(from start: Int, quote: UInt8) -> QuoteEnd {
        let count = bytes.count
        var cursor = start
        while cursor < count {
            let byte = bytes[cursor]
            if byte == quote { return .found(cursor) }
            if byte == UInt8(ascii: "<"), cursor + 1 < count {
                let next = bytes[cursor + 1]
                if isHTMLLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") {
                    return .runaway(stop: cursor)
                }
            }
            cursor += 1
        }
        return .runaway(stop: count)
    }

    private mutating func skipSpaces() {
        while index < bytes.count, isHTMLSpace(bytes[index]) { index += 1 }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        !isHTMLSpace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "=")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: "`")
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        isHTMLSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private func isWellFormedName(_ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        guard isHTMLLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else { return false }
        return bytes[range].allSatisfy {
            HTMLEntities.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
        }
    }

    private func loweredName(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
