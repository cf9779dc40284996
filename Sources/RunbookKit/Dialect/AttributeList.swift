import MarkdownTree

/// A kramdown attribute list: `{: pre}`, `{:pre}`, `{: #id .class key="value"}`, or a definition `{:pre: .pre}`.
///
/// Block attribute lists (IALs) apply to the block before them; definitions (ALDs) name a set of attributes
/// that later lists refer to by name.
public struct AttributeList: Sendable, Equatable {
    /// The name an ALD defines (`pre` in `{:pre: .pre}`); nil for an IAL.
    public let definedName: String?
    /// `#id` values, without `#`.
    public let ids: [String]
    /// `.class` values, without `.`.
    public let classes: [String]
    /// Bare names referring to definitions or to the dialect's known roles (`pre`, `screen`, `note`).
    public let references: [String]
    /// `key="value"` pairs, in order.
    public let pairs: [KeyValue]
    /// Tokens that are none of the above (an unbalanced quote, `summary-"…"`).
    public let malformed: [String]
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
        isPlainASCII(line.utf8) ? asciiParseLine(line) : characterParseLine(line)
    }

    /// `parseLine` for any text, by `Character`s.
    static func characterParseLine(_ line: Substring) -> [AttributeList]? {
        var rest = line.trimmingSpaces
        guard rest.hasPrefix("{:") else { return nil }
        var lists: [AttributeList] = []
        while !rest.isEmpty {
            guard let (list, after) = characterParsePrefix(rest) else { return nil }
            lists.append(list)
            rest = after.trimmingSpaces
        }
        return lists
    }

    /// Parses one attribute list at the start of `text` and returns it with the text after it.
    public static func parsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        // Nearly every text parsed here (a paragraph's first line) is no list: two bytes tell.
        guard startsWithOpening(text.utf8) else { return nil }
        return isPlainASCII(text.utf8) ? asciiParsePrefix(text) : characterParsePrefix(text)
    }

    /// `parsePrefix` for any text, by `Character`s.
    static func characterParsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        guard text.hasPrefix("{:"), let close = closingBrace(in: text) else { return nil }
        let body = text[text.index(text.startIndex, offsetBy: 2)..<close]
        let written = String(text[...close])
        var definedName: String?
        var content = body
        if let first = body.first, first != " ", first != "\t", first != "#", first != ".",
            let colon = body.firstIndex(of: ":"),
            body[..<colon].allSatisfy(isNameCharacter)
        {
            definedName = String(body[..<colon])
            content = body[body.index(after: colon)...]
        }
        var list = AttributeList(
            definedName: definedName, ids: [], classes: [], references: [], pairs: [], malformed: [], text: written)
        list.read(tokens: tokens(of: content))
        return (list, text[text.index(after: close)...])
    }

    private mutating func read(tokens: [Substring]) {
        var ids: [String] = []
        var classes: [String] = []
        var references: [String] = []
        var pairs: [KeyValue] = []
        var malformed: [String] = []
        for token in tokens {
            if token.hasPrefix("#"), token.count > 1 {
                ids.append(String(token.dropFirst()))
            } else if token.hasPrefix("."), token.count > 1 {
                classes.append(String(token.dropFirst()))
            } else if let equals = token.firstIndex(of: "="), equals != token.startIndex, Self.isName(token[..<equals]) {
                var value = token[token.index(after: equals)...]
                if let quote = value.first, quote == "\"" || quote == "'" {
                    guard value.count >= 2, value.last == quote else {
                        malformed.append(String(token))
                        continue
                    }
                    value = value.dropFirst().dropLast()
                }
                pairs.append(KeyValue(key: String(token[..<equals]), value: String(value)))
            } else if Self.isName(token) {
                references.append(String(token))
            } else {
                malformed.append(String(token))
            }
        }
        self = AttributeList(
            definedName: definedName, ids: ids, classes: classes, references: references, pairs: pairs,
            malformed: malformed, text: text)
    }

    init(
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

    static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy(isNameCharacter)
    }

    /// A letter, digit, `_` or `-`. ASCII characters are decided without Unicode property lookups, which were
    /// the costliest part of reading attribute lists.
    private static func isNameCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default: return false
            }
        }
        return character.isLetter || character.isNumber
    }

    /// The `}` that closes the list, skipping quoted values and `{{…}}` keyrefs inside them.
    private static func closingBrace(in text: Substring) -> Substring.Index? {
        var quote: Character?
        var depth = 0
        var index = text.index(text.startIndex, offsetBy: 2)
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                if depth == 0 { return index }
                depth -= 1
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Splits on spaces outside quotes.
    private static func tokens(of content: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var start: Substring.Index?
        var quote: Character?
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == " " || character == "\t" {
                if let begin = start { tokens.append(content[begin..<index]) }
                start = nil
            } else {
                if start == nil { start = index }
                if character == "\"" || character == "'" { quote = character }
            }
            index = content.index(after: index)
        }
        if let begin = start { tokens.append(content[begin...]) }
        return tokens
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

    /// Creates a use.
    public init(
        list: AttributeList, location: SourceLocation, targetLine: Int?, targetKind: TargetKind?, isDetached: Bool,
        isInline: Bool
    ) {
        self.list = list
        self.location = location
        self.targetLine = targetLine
        self.targetKind = targetKind
        self.isDetached = isDetached
        self.isInline = isInline
    }
}
