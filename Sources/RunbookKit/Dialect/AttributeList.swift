import MarkdownTree

/// A kramdown attribute list: `{: pre}`, `{:pre}`, `{: #id .class key="value"}`, or a definition `{:pre: .pre}`.
///
/// Block attribute lists (IALs) apply to the block before them; definitions (ALDs) name a set of attributes
/// that later lists refer to by name.
public struct AttributeList: Sendable, Equatable {
    /// The name an ALD defines (`pre` in `{:pre: .pre}`); nil for an IAL.
    public let definedName: String?
    /// `#id` values, without `#`.
    public private(set) var ids: [String]
    /// `.class` values, without `.`.
    public private(set) var classes: [String]
    /// Bare names referring to definitions or to the dialect's known roles (`pre`, `screen`, `note`).
    public private(set) var references: [String]
    /// `key="value"` pairs, in order.
    public private(set) var pairs: [KeyValue]
    /// Tokens that are none of the above (an unbalanced quote, `summary-"…"`).
    public private(set) var malformed: [String]
    /// The list as written, braces included.
    public let text: String

    /// A `key=value` attribute.
    public struct KeyValue: Sendable, Equatable {
        /// The attribute's name.
        public let key: String
        /// Its value, quotes removed.
        public let value: String
    }

    /// Whether this is a definition (`{:name: …}`).
    public var isDefinition: Bool { definedName != nil }

    /// What a list makes of the code block it follows.
    public var role: BlockRole? {
        // Both arrays are searched in place: joining them cost an array for every block asked about.
        func has(_ name: String) -> Bool { references.contains(name) || classes.contains(name) }
        if has("pre") { return .command }
        if has("screen") { return .output }
        if has("codeblock") { return .file }
        return nil
    }

    /// Parses a whole line made of one or more attribute lists (spaces around allowed); nil if the line is not.
    public static func parseLine(_ line: Substring) -> [AttributeList]? {
        var line = line
        return line.withUTF8(parseLine(bytes:))
    }

    /// `parseLine` on a line's UTF-8 bytes.
    ///
    /// Every character the syntax gives a meaning to is ASCII, and in UTF-8 an ASCII byte is always that
    /// character, never part of another: the lists are read on bytes, and only names look at whole scalars.
    static func parseLine(bytes: UnsafeBufferPointer<UInt8>) -> [AttributeList]? {
        var end = bytes.count
        while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
        var start = 0
        while start < end, isBlank(bytes[start]) { start += 1 }
        guard end - start >= 2, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: ":") else {
            return nil
        }
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

    /// Parses one attribute list at the start of `text` and returns it with the text after it.
    public static func parsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        var text = text
        guard let (list, length) = text.withUTF8(parsePrefix(in:)) else { return nil }
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
            isNameCharacters(bytes, 2..<colon)
        {
            definedName = string(bytes, 2..<colon)
            contentStart = colon + 1
        }
        var list = AttributeList(
            definedName: definedName, ids: [], classes: [], references: [], pairs: [], malformed: [],
            text: string(bytes, 0..<(close + 1)))
        forEachToken(in: bytes, contentStart..<close) { list.add(token: $0, of: bytes) }
        return (list, close + 1)
    }

    /// Files a token of the list's text: `#id`, `.class`, `key=value`, a reference, or malformed.
    private mutating func add(token: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        let first = bytes[token.lowerBound]
        let rest = (token.lowerBound + 1)..<token.upperBound
        if first == UInt8(ascii: "#"), !rest.isEmpty {
            ids.append(Self.string(bytes, rest))
        } else if first == UInt8(ascii: "."), !rest.isEmpty {
            classes.append(Self.string(bytes, rest))
        } else if let equals = token.first(where: { bytes[$0] == UInt8(ascii: "=") }),
            Self.isName(bytes, token.lowerBound..<equals)
        {
            var value = (equals + 1)..<token.upperBound
            if let quote = value.first.map({ bytes[$0] }), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard value.count >= 2, bytes[value.upperBound - 1] == quote else {
                    malformed.append(Self.string(bytes, token))
                    return
                }
                value = (value.lowerBound + 1)..<(value.upperBound - 1)
            }
            pairs.append(KeyValue(key: Self.string(bytes, token.lowerBound..<equals), value: Self.string(bytes, value)))
        } else if Self.isName(bytes, token) {
            references.append(Self.string(bytes, token))
        } else {
            malformed.append(Self.string(bytes, token))
        }
    }

    private init(
        definedName: String?, ids: [String], classes: [String], references: [String], pairs: [KeyValue],
        malformed: [String], text: String
    ) {
        self.definedName = definedName
        self.ids = ids
        self.classes = classes
        self.references = references
        self.pairs = pairs
        self.malformed = malformed
        self.text = text
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

    /// Whether `range` is a name: a letter or `_`, then letters, digits, `_` and `-`.
    private static func isName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        !range.isEmpty
            && allScalars(of: UnsafeBufferPointer(rebasing: bytes[range])) { scalar, isFirst in
                isFirst ? scalar.isLetter || scalar == "_" : isNameScalar(scalar)
            }
    }

    /// Whether every scalar of `range` (possibly empty) is a letter, a digit, `_` or `-`.
    private static func isNameCharacters(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        allScalars(of: UnsafeBufferPointer(rebasing: bytes[range])) { scalar, _ in isNameScalar(scalar) }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLetterOrDigit || scalar == "_" || scalar == "-"
    }

    /// A space or a tab, the blanks between tokens and around lists.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

/// What an attribute list makes of a code block.
public enum BlockRole: String, Sendable, Equatable {
    /// `{: pre}`: a command to run.
    case command
    /// `{: screen}`: an example output.
    case output
    /// `{: codeblock}`: a file's content or an HTTP request.
    case file
}

/// An attribute list as it appears in a page, and the block it applies to.
public struct AttributeListUse: Sendable, Equatable {
    /// The list.
    public let list: AttributeList
    /// Where it is written.
    public let location: SourceLocation
    /// The line of the block it applies to (for an IAL), nil for a definition or a list with no block before it.
    public let targetLine: Int?
    /// What kind of block it applies to.
    public let targetKind: TargetKind?
    /// Whether a blank line separates it from that block.
    public let isDetached: Bool
    /// Whether it sits at the start of a paragraph's text (`{: #kubectl}Pour afficher`).
    public let isInline: Bool

    /// The kinds of block an attribute list can apply to.
    public enum TargetKind: String, Sendable, Equatable {
        case codeBlock, htmlBlock, heading, paragraph, table, list, other
    }
}
