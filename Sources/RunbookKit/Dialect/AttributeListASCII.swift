import Foundation

/// `AttributeList`'s parsing for text that is ASCII without a carriage return, read as bytes.
///
/// In such text every `Character` is one byte (among ASCII characters only CR LF forms a cluster of two), so
/// each byte comparison below gives exactly what the `Character` comparison of the general path gives. The bytes
/// are read from the text's contiguous buffer by offset: going through `Substring.UTF8View` cost a call into the
/// standard library for every byte, and the `Character` path grapheme breaking and temporary substrings. Text
/// with any other byte goes to the general path.
extension AttributeList {
    /// Whether `bytes` are ASCII without a carriage return, where bytes and `Character`s are one and the same.
    static func isPlainASCII(_ bytes: Substring.UTF8View) -> Bool {
        withBytes(of: bytes, isPlainASCII(in:))
    }

    /// `isPlainASCII` on bytes already borrowed.
    static func isPlainASCII(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One reduction over all the bytes (no early exit) is a loop the compiler vectorises.
        var high: UInt8 = 0
        var carriageReturns = 0
        for byte in bytes {
            high |= byte
            carriageReturns &+= byte == UInt8(ascii: "\r") ? 1 : 0
        }
        return high < 0x80 && carriageReturns == 0
    }

    /// Whether `bytes` start with `{:`, the opening of every list; when they do not, neither do its `Character`s.
    static func startsWithOpening(_ bytes: Substring.UTF8View) -> Bool {
        var iterator = bytes.makeIterator()
        return iterator.next() == UInt8(ascii: "{") && iterator.next() == UInt8(ascii: ":")
    }

    /// `body` run on the contiguous bytes of `text` (copied first in the rare case they are not contiguous).
    static func withBytes<Result>(
        of text: Substring.UTF8View, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        text.withContiguousStorageIfAvailable(body) ?? Array(text).withUnsafeBufferPointer(body)
    }

    /// `parseLine` for plain ASCII `line`.
    static func asciiParseLine(_ line: Substring) -> [AttributeList]? {
        withBytes(of: line.utf8, asciiParseLine(bytes:))
    }

    /// `asciiParseLine` on the bytes of a plain ASCII line, already borrowed.
    static func asciiParseLine(bytes: UnsafeBufferPointer<UInt8>) -> [AttributeList]? {
        var end = bytes.count
        while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
        var start = 0
        while start < end, isBlank(bytes[start]) { start += 1 }
        guard end - start >= 2, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: ":") else {
            return nil
        }
        let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // Lengths first, then memcmp(3): most lines are told apart by their length alone.
        let known = commonLines.first { line in
            line.bytes.count == trimmed.count
                && line.bytes.withUnsafeBufferPointer {
                    memcmp($0.baseAddress!, trimmed.baseAddress!, $0.count)
                } == 0
        }
        if let known { return known.lists }
        return parseLists(in: trimmed)
    }

    /// The lists of the trimmed line `bytes`, which starts with `{:`; nil when it is not only lists.
    private static func parseLists(in bytes: UnsafeBufferPointer<UInt8>) -> [AttributeList]? {
        var start = 0
        let end = bytes.count
        var lists: [AttributeList] = []
        while start < end {
            guard let (list, length) = parsePrefix(in: UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
                return nil
            }
            lists.append(list)
            start += length
            while start < end, isBlank(bytes[start]) { start += 1 }
        }
        return lists
    }

    /// The lines most pages write, parsed once: the lists of a line depend only on its trimmed bytes, and these
    /// were a third of the lines parsed (the parse made a string and arrays for each).
    static let commonLines: [(bytes: [UInt8], lists: [AttributeList])] = [
        "{: pre}", "{: shortdesc}", "{: screen}", "{: release-note}", "{: note}", "{:shortdesc: .shortdesc}",
        "{:new_window: target=\"_blank\"}", "{: tip}", "{:pre: .pre}", "{: codeblock}", "{:codeblock: .codeblock}",
        "{: important}", "{:screen: .screen}", "{:screen:.screen}", "{:codeblock:.codeblock}", "{: step}",
        "{:tip: .tip}", "{: faq}", "{:shortdesc}", "{: tsResolve}", "{: tsCauses}", "{: troubleshoot}",
        "{:note: .note}", "{: tsSymptoms}", "{:table: .aria-labeledby=\"caption\"}", "{:download: .download}",
        "{:important: .important}", "{:deprecated: .deprecated}", "{:external: target=\"_blank\" .external}",
        "{: cli}",
    ].compactMap { line in
        var line = line
        return line.withUTF8 { bytes in parseLists(in: bytes).map { (Array(bytes), $0) } }
    }

    /// `parsePrefix` for plain ASCII `text`.
    static func asciiParsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        guard let (list, length) = withBytes(of: text.utf8, parsePrefix(in:)) else { return nil }
        return (list, text[text.utf8.index(text.startIndex, offsetBy: length)...])
    }

    /// The list at the start of `bytes`, and how many bytes it takes.
    private static func parsePrefix(in bytes: UnsafeBufferPointer<UInt8>) -> (AttributeList, Int)? {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "{"), bytes[1] == UInt8(ascii: ":"),
            let close = closingBrace(in: bytes)
        else { return nil }
        var definedName: String?
        var contentStart = 2
        if close > 2, !isBlank(bytes[2]), bytes[2] != UInt8(ascii: "#"), bytes[2] != UInt8(ascii: "."),
            let colon = (2..<close).first(where: { bytes[$0] == UInt8(ascii: ":") }),
            (2..<colon).allSatisfy({ isNameByte(bytes[$0]) })
        {
            definedName = string(bytes, 2..<colon)
            contentStart = colon + 1
        }
        var tokens = TokenSorter(bytes: bytes)
        forEachToken(in: bytes, contentStart..<close) { tokens.add($0) }
        let list = AttributeList(
            definedName: definedName, ids: tokens.ids, classes: tokens.classes, references: tokens.references,
            pairs: tokens.pairs, malformed: tokens.malformed, text: string(bytes, 0..<(close + 1)))
        return (list, close + 1)
    }

    /// The tokens of a list, sorted by kind as `read(tokens:)` sorts them.
    private struct TokenSorter {
        let bytes: UnsafeBufferPointer<UInt8>
        var ids: [String] = []
        var classes: [String] = []
        var references: [String] = []
        var pairs: [KeyValue] = []
        var malformed: [String] = []

        mutating func add(_ token: Range<Int>) {
            let first = bytes[token.lowerBound]
            let rest = (token.lowerBound + 1)..<token.upperBound
            if first == UInt8(ascii: "#"), !rest.isEmpty {
                ids.append(AttributeList.string(bytes, rest))
            } else if first == UInt8(ascii: "."), !rest.isEmpty {
                classes.append(AttributeList.string(bytes, rest))
            } else if let equals = token.first(where: { bytes[$0] == UInt8(ascii: "=") }),
                equals != token.lowerBound, AttributeList.isASCIIName(bytes, token.lowerBound..<equals)
            {
                var value = (equals + 1)..<token.upperBound
                if let quote = value.first.map({ bytes[$0] }),
                    quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
                {
                    guard value.count >= 2, bytes[value.upperBound - 1] == quote else {
                        malformed.append(AttributeList.string(bytes, token))
                        return
                    }
                    value = (value.lowerBound + 1)..<(value.upperBound - 1)
                }
                let key = AttributeList.string(bytes, token.lowerBound..<equals)
                pairs.append(KeyValue(key: key, value: AttributeList.string(bytes, value)))
            } else if AttributeList.isASCIIName(bytes, token) {
                references.append(AttributeList.string(bytes, token))
            } else {
                malformed.append(AttributeList.string(bytes, token))
            }
        }
    }

    /// Calls `body` with each token of `content`: runs of bytes split on spaces and tabs outside quotes.
    private static func forEachToken(
        in bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>, _ body: (Range<Int>) -> Void
    ) {
        var start: Int?
        var quote: UInt8?
        for index in content {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if isBlank(byte) {
                if let begin = start { body(begin..<index) }
                start = nil
            } else {
                if start == nil { start = index }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
            }
        }
        if let begin = start { body(begin..<content.upperBound) }
    }

    /// The `}` that closes the list opening `bytes`, skipping quoted values and `{{…}}` keyrefs.
    private static func closingBrace(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var quote: UInt8?
        var depth = 0
        for index in 2..<bytes.count {
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
        }
        return nil
    }

    /// The bytes `range` of `bytes` as a string.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `isName` for ASCII: a letter or `_`, then letters, digits, `_` and `-`.
    private static func isASCIIName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = range.first.map({ bytes[$0] }), isLetter(first) || first == UInt8(ascii: "_") else {
            return false
        }
        return range.allSatisfy { isNameByte(bytes[$0]) }
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
