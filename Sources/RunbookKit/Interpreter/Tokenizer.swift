/// Splits prose into words, placeholders and sentence ends, keeping offsets to cut descriptions out of it.
///
/// The tokens are those of a walk over the text's `Character`s, but the walk is over UTF-8 bytes: an ASCII
/// byte followed by another ASCII byte (or by the end) is a whole `Character` on its own and is classified
/// directly, without the Unicode property lookups that made the `Character` walk slow. Anywhere else (a
/// non-ASCII byte, an ASCII byte a combining mark may extend, a CR LF pair) the `Character` there is read and
/// classified exactly as before.
enum Tokenizer {
    enum Token {
        case word(String, Range<String.Index>)
        case placeholder(String, Range<String.Index>)
        case period(Range<String.Index>)
        case other(Range<String.Index>)

        var range: Range<String.Index> {
            switch self {
            case .word(_, let r), .placeholder(_, let r), .period(let r), .other(let r): r
            }
        }
    }

    static func tokens(_ text: String) -> [Token] {
        let scan = CharacterScan(text)
        var tokens: [Token] = []
        var offset = 0
        while offset < scan.count {
            let (unit, end) = scan.unit(at: offset)
            if unit.isLetterOrNumber {
                var wordEnd = end
                while wordEnd < scan.count {
                    let (next, nextEnd) = scan.unit(at: wordEnd)
                    guard next.continuesWord else { break }
                    wordEnd = nextEnd
                }
                tokens.append(.word(scan.string(offset..<wordEnd), scan.range(offset..<wordEnd)))
                offset = wordEnd
            } else if unit.is(UInt8(ascii: "<")), let close = scan.placeholderClose(after: offset) {
                tokens.append(.placeholder(scan.string(offset + 1..<close), scan.range(offset..<close + 1)))
                offset = close + 1
            } else if unit.isSentencePunctuation {
                // A period inside a word or URL ("a@b.c", "registry.ng") does not end the sentence.
                if unit.is(UInt8(ascii: ".")), end < scan.count, !scan.unit(at: end).unit.isWhitespace {
                    tokens.append(.other(scan.range(offset..<end)))
                } else {
                    tokens.append(.period(scan.range(offset..<end)))
                }
                offset = end
            } else {
                if !unit.isWhitespace { tokens.append(.other(scan.range(offset..<end))) }
                offset = end
            }
        }
        return tokens
    }

    /// The source text from token `from` up to (not including) token `to`, trimmed.
    static func text(of tokens: [Token], from: Int, to: Int, in text: String) -> String {
        guard from < to, from < tokens.count else { return "" }
        let start = tokens[from].range.lowerBound
        let end = tokens[min(to, tokens.count) - 1].range.upperBound
        return String(Substring(text[start..<end]).trimmingSpaces.drop { $0 == "," || $0 == ":" || $0 == " " })
    }
}

/// One `Character` of the text: an ASCII byte standing alone, or any other `Character`.
private enum TextUnit {
    case ascii(UInt8)
    case other(Character)

    var isLetterOrNumber: Bool {
        switch self {
        case .ascii(let byte): Self.isASCIILetterOrDigit(byte)
        case .other(let character): character.isLetter || character.isNumber
        }
    }

    /// Letters, numbers and apostrophes continue a word.
    var continuesWord: Bool {
        switch self {
        case .ascii(let byte): Self.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "'")
        case .other(let character):
            character.isLetter || character.isNumber || character == "'" || character == "’"
        }
    }

    /// Unicode White_Space: in ASCII, tab, line feed, vertical tab, form feed, carriage return and space.
    var isWhitespace: Bool {
        switch self {
        case .ascii(let byte): (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
        case .other(let character): character.isWhitespace
        }
    }

    var isSentencePunctuation: Bool {
        self.is(UInt8(ascii: ".")) || self.is(UInt8(ascii: ";")) || self.is(UInt8(ascii: "!"))
            || self.is(UInt8(ascii: "?"))
    }

    /// Whether this is the one-scalar `Character` `byte`.
    func `is`(_ byte: UInt8) -> Bool {
        switch self {
        case .ascii(let own): own == byte
        case .other(let character): character == Character(Unicode.Scalar(byte))
        }
    }

    /// ASCII letters are the only ASCII `Character`s with `isLetter`, ASCII digits the only ones with `isNumber`.
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }
}

/// A text's UTF-8 bytes, read `Character` by `Character` from offsets that are always `Character` boundaries.
private struct CharacterScan {
    let text: String
    let bytes: [UInt8]

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    var count: Int { bytes.count }

    /// The `Character` starting at `offset` and the offset just after it.
    ///
    /// An ASCII scalar followed by another ASCII scalar always ends its grapheme cluster, except CR before LF;
    /// only non-ASCII scalars (combining marks, joiners) extend a cluster.
    func unit(at offset: Int) -> (unit: TextUnit, end: Int) {
        let byte = bytes[offset]
        let next = offset + 1
        if byte < 0x80, next == bytes.count || (bytes[next] < 0x80 && !(byte == 0x0D && bytes[next] == 0x0A)) {
            return (.ascii(byte), next)
        }
        let start = index(offset)
        return (.other(text[start]), text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: start)))
    }

    /// The offset of the `>` closing a placeholder name that starts after the `<` at `open`, or nil.
    ///
    /// The name is ASCII (`PlaceholderScanner.isName`), so the first `>` byte is the first `>` `Character` the
    /// name could end at; it closes the placeholder only if it is a `Character` on its own.
    func placeholderClose(after open: Int) -> Int? {
        guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ">")),
            PlaceholderScanner.isName(Substring(string(open + 1..<close))),
            unit(at: close).unit.is(UInt8(ascii: ">"))
        else { return nil }
        return close
    }

    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    func range(_ offsets: Range<Int>) -> Range<String.Index> {
        index(offsets.lowerBound)..<index(offsets.upperBound)
    }

    func string(_ offsets: Range<Int>) -> String {
        String(decoding: bytes[offsets], as: UTF8.self)
    }
}
