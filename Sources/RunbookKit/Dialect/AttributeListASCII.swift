/// `AttributeList`'s parsing for text that is ASCII without a carriage return, read as bytes.
///
/// In such text every `Character` is one byte (among ASCII characters only CR LF forms a cluster of two), so
/// each byte comparison below gives exactly what the `Character` comparison of the general path gives, without
/// grapheme breaking and without the temporary substrings and token arrays: reading the attribute lists was an
/// eighth of reading a page. Text with any other byte goes to the general path.
extension AttributeList {
    /// Whether `bytes` are ASCII without a carriage return, where bytes and `Character`s are one and the same.
    static func isPlainASCII(_ bytes: Substring.UTF8View) -> Bool {
        func scan(_ bytes: some Collection<UInt8>) -> Bool {
            // One reduction over all the bytes (no early exit) is a loop the compiler vectorises.
            var high: UInt8 = 0
            var carriageReturns = 0
            for byte in bytes {
                high |= byte
                carriageReturns &+= byte == UInt8(ascii: "\r") ? 1 : 0
            }
            return high < 0x80 && carriageReturns == 0
        }
        return bytes.withContiguousStorageIfAvailable(scan) ?? scan(bytes)
    }

    /// Whether `bytes` start with `{:`, the opening of every list; when they do not, neither do its `Character`s.
    static func startsWithOpening(_ bytes: Substring.UTF8View) -> Bool {
        var iterator = bytes.makeIterator()
        return iterator.next() == UInt8(ascii: "{") && iterator.next() == UInt8(ascii: ":")
    }

    /// `parseLine` for plain ASCII `line`.
    static func asciiParseLine(_ line: Substring) -> [AttributeList]? {
        let bytes = line.utf8
        let end = bytes.lastIndex(where: { !isBlank($0) }).map(bytes.index(after:)) ?? bytes.startIndex
        var start = bytes.firstIndex(where: { !isBlank($0) }) ?? end
        guard startsWithOpening(bytes[start..<end]) else { return nil }
        var lists: [AttributeList] = []
        while start < end {
            guard let (list, after) = asciiParsePrefix(line[start..<end]) else { return nil }
            lists.append(list)
            start = after.utf8.firstIndex(where: { !isBlank($0) }) ?? end
        }
        return lists
    }

    /// `parsePrefix` for plain ASCII `text`.
    static func asciiParsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        let bytes = text.utf8
        guard startsWithOpening(bytes) else { return nil }
        let bodyStart = bytes.index(bytes.startIndex, offsetBy: 2)
        guard let close = asciiClosingBrace(in: bytes, from: bodyStart) else { return nil }
        let body = bytes[bodyStart..<close]
        var definedName: String?
        var contentStart = bodyStart
        if let first = body.first, !isBlank(first), first != UInt8(ascii: "#"), first != UInt8(ascii: "."),
            let colon = body.firstIndex(of: UInt8(ascii: ":")), body[..<colon].allSatisfy(isNameByte)
        {
            definedName = String(text[bodyStart..<colon])
            contentStart = bytes.index(after: colon)
        }
        var tokens = TokenSorter()
        forEachToken(in: text[contentStart..<close]) { tokens.add($0) }
        let list = AttributeList(
            definedName: definedName, ids: tokens.ids, classes: tokens.classes, references: tokens.references,
            pairs: tokens.pairs, malformed: tokens.malformed, text: String(text[...close]))
        return (list, text[bytes.index(after: close)...])
    }

    /// The tokens of a list, sorted by kind as `read(tokens:)` sorts them.
    private struct TokenSorter {
        var ids: [String] = []
        var classes: [String] = []
        var references: [String] = []
        var pairs: [KeyValue] = []
        var malformed: [String] = []

        mutating func add(_ token: Substring) {
            let bytes = token.utf8
            guard let first = bytes.first else { return }
            let second = bytes.index(after: bytes.startIndex)
            if first == UInt8(ascii: "#"), second < bytes.endIndex {
                ids.append(String(token[second...]))
            } else if first == UInt8(ascii: "."), second < bytes.endIndex {
                classes.append(String(token[second...]))
            } else if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals != bytes.startIndex,
                AttributeList.isASCIIName(bytes[..<equals])
            {
                var value = token[bytes.index(after: equals)...]
                if let quote = value.utf8.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard value.utf8.count >= 2, value.utf8.last == quote else {
                        malformed.append(String(token))
                        return
                    }
                    value = value[value.utf8.index(after: value.startIndex)..<value.utf8.index(before: value.endIndex)]
                }
                pairs.append(KeyValue(key: String(token[..<equals]), value: String(value)))
            } else if AttributeList.isASCIIName(bytes) {
                references.append(String(token))
            } else {
                malformed.append(String(token))
            }
        }
    }

    /// Calls `body` with each token of `content`: runs of bytes split on spaces and tabs outside quotes.
    private static func forEachToken(in content: Substring, _ body: (Substring) -> Void) {
        let bytes = content.utf8
        var start: Substring.Index?
        var quote: UInt8?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if isBlank(byte) {
                if let begin = start { body(content[begin..<index]) }
                start = nil
            } else {
                if start == nil { start = index }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
            }
            index = bytes.index(after: index)
        }
        if let begin = start { body(content[begin...]) }
    }

    /// The `}` that closes the list whose body starts at `start`, skipping quoted values and `{{…}}` keyrefs.
    private static func asciiClosingBrace(in bytes: Substring.UTF8View, from start: Substring.Index)
        -> Substring.Index?
    {
        var quote: UInt8?
        var depth = 0
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                if depth == 0 { return index }
                depth -= 1
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// `isName` for ASCII: a letter or `_`, then letters, digits, `_` and `-`.
    static func isASCIIName(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return bytes.allSatisfy(isNameByte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
