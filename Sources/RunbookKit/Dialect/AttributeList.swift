import MarkdownTree
import ShellSyntax

/// A kramdown attribute list: `{: pre}`, `{:pre}`, `{: #id .class key="value"}`, or a definition `{:pre: .pre}`.
///
/// Block attribute lists (IALs) apply to the block before them; definitions (ALDs) name a set of attributes
/// that later lists refer to by name.
public struct AttributeList: Sendable, Equatable {
    /// The name an ALD defines (`pre` in `{:pre: .pre}`); nil for an IAL.
    public let definedName: String?
    /// The id kramdown gives the element: the last `#id` (without `#`) or quoted `id="…"` value of the list, as each
    /// replaces the one before (`{: #a#b}` and `{: #a id="b"}` give `b`); an `id=x` without quotes is no attribute for
    /// kramdown, and no id.
    public internal(set) var id: String?
    /// `.class` values, without `.`, and the names of a `class="…"` attribute.
    public private(set) var classes: [String] = []
    /// Bare names referring to definitions or to the dialect's known roles (`pre`, `screen`, `note`).
    public private(set) var references: [String] = []
    /// `key="value"` pairs, in order.
    public private(set) var pairs: [KeyValue] = []
    /// Tokens that are none of the above (an unbalanced quote, `summary-"…"`).
    public private(set) var malformed: [String] = []
    /// Tokens kramdown reads as no attribute and drops (it warns when a list has nothing else): a malformed token that
    /// is no name (`pre:`), a `key=value` whose value is not quoted (`caption-side=bottom`), an id or a class with a
    /// character other than a letter, a digit, `_` or `-` (and `:` in an id), or an empty name (`#a=b`,
    /// `.label="x"`, `#a.`); kramdown 1.10 and later keep such a class (`.label="x"` is the class `label="x"`).
    public private(set) var unreadable: [String] = []
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
    public var role: BlockRole? { BlockRole(has: { references.contains($0) || classes.contains($0) }) }

    /// Parses a whole line made of one or more attribute lists (spaces around and newlines after allowed); nil if
    /// the line is not.
    public static func parseLine(_ line: Substring) -> [AttributeList]? {
        ByteSearch.withBytes(of: line) { bytes in
            let end = (bytes.lastIndex { !SourceText.isBlank($0) && $0 != UInt8(ascii: "\n") } ?? -1) + 1
            var start = bytes.firstIndex { !SourceText.isBlank($0) } ?? end
            guard isOpening(bytes, start, end) else { return nil }
            var lists: [AttributeList] = []
            while start < end {
                guard let (list, next) = parse(bytes, from: start, to: end) else { return nil }
                lists.append(list)
                start = bytes[next..<end].firstIndex { !SourceText.isBlank($0) } ?? end
            }
            return lists
        }
    }

    /// Parses one attribute list at the start of `text` and returns it with the text after it.
    public static func parsePrefix(_ text: Substring) -> (AttributeList, Substring)? {
        guard let (list, end) = ByteSearch.withBytes(of: text, { parse($0, from: 0, to: $0.count) }) else { return nil }
        return (list, text[text.utf8.index(text.startIndex, offsetBy: end)...])
    }

    /// The list that starts at `start` of UTF-8 `bytes`, and the offset after it.
    ///
    /// Every character the syntax gives a meaning to is ASCII, and in UTF-8 an ASCII byte is always that character,
    /// never part of another: the lists are read on bytes, and only names look at whole scalars.
    private static func parse(_ bytes: Bytes, from start: Int, to end: Int) -> (AttributeList, Int)? {
        guard isOpening(bytes, start, end), let close = closingBrace(bytes, from: start + 2, to: end)
        else { return nil }
        var content = start + 2
        var definedName: String?
        if content < close, !SourceText.isBlank(bytes[content]), bytes[content] != UInt8(ascii: "#"),
            bytes[content] != UInt8(ascii: "."),
            let colon = bytes[content..<close].firstIndex(of: UInt8(ascii: ":")),
            case let name = string(bytes[content..<colon]), name.unicodeScalars.allSatisfy(isNameScalar)
        {
            definedName = name
            content = colon + 1
        }
        var list = AttributeList(definedName: definedName, text: string(bytes[start...close]))
        // Tokens: runs split on blanks outside quotes.
        var token: Int?
        var quote: UInt8?
        for index in content..<close {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if SourceText.isBlank(byte) {
                if let begin = token { list.add(bytes[begin..<index]) }
                token = nil
            } else {
                if token == nil { token = index }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
            }
        }
        if let begin = token { list.add(bytes[begin..<close]) }
        return (list, close + 1)
    }

    private init(definedName: String?, text: String) {
        self.definedName = definedName
        self.text = text
    }

    /// Files a token: `#id`, `.class`, `key=value`, a reference, or malformed.
    ///
    /// A token's text is made only where it is kept (most tokens are an id, a class or a pair, kept as their parts).
    private mutating func add(_ token: Bytes.SubSequence) {
        if token.count > 1, let names = Self.idsAndClasses(in: token) {
            // The whole token or nothing: one name kramdown cannot read drops them all. A name is letters, digits,
            // `_` and `-` (a byte beyond ASCII is taken as part of a letter), and an id's may hold `:` too.
            let readable = names.allSatisfy { isID, name in
                !name.isEmpty && name.allSatisfy { $0.isNameByte || (isID && $0 == UInt8(ascii: ":")) }
            }
            // Dropped as kramdown drops it: `{: #a=b}` gives no anchor, and a link to it is broken.
            guard readable else { return unreadable.append(Self.string(token)) }
            // kramdown's id starts with a letter (`#([A-Za-z][\w:-]*)`) and drops `#3March2031` and `#9.8.31`; docrun
            // keeps an id that starts with a digit, as the page's writer meant it, and the whole token is that id.
            if token.first == UInt8(ascii: "#"), token[token.startIndex + 1].isASCIIDigit {
                id = Self.string(token.dropFirst())
                return
            }
            for (isID, name) in names {
                if isID { id = Self.string(name) } else { classes.append(Self.string(name)) }
            }
        } else if let equals = token.firstIndex(of: UInt8(ascii: "=")), case let key = Self.string(token[..<equals]),
            Self.isName(key)
        {
            var value = token[(equals + 1)...]
            var isQuoted = false
            if let quote = value.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard value.count >= 2, value.last == quote else {
                    let text = Self.string(token)
                    unreadable.append(text)
                    return malformed.append(text)
                }
                value = value.dropFirst().dropLast()
                isQuoted = true
            } else {
                unreadable.append(Self.string(token))
            }
            let pair = KeyValue(key: key, value: Self.string(value))
            pairs.append(pair)
            // kramdown adds `.class` names to a `class` attribute: `class="pre"` and `.pre` are one class.
            if pair.key == "class" { classes += pair.value.split(separator: " ").map(String.init) }
            if pair.key == "id", isQuoted, !pair.value.isEmpty { id = pair.value }
        } else {
            let text = Self.string(token)
            if Self.isName(text) { return references.append(text) }
            // kramdown takes a name that starts with a digit (`3March2031`) as a reference.
            if !text.unicodeScalars.allSatisfy(Self.isNameScalar) { unreadable.append(text) }
            malformed.append(text)
        }
    }

    /// The ids and classes of a token that opens with `#` or `.`; nil for another token.
    ///
    /// Each is its mark and the name up to the next mark, as kramdown splits the token (`ALD_TYPE_ID_OR_CLASS_MULTI`:
    /// `#a.b#c` is the id `a`, the class `b` and the id `c`, which replaces `a`). Which names kramdown then takes is
    /// the caller's to say (its versions differ).
    public static func idsAndClasses<Token: Collection<UInt8>>(
        in token: Token
    ) -> [(isID: Bool, name: Token.SubSequence)]? {
        let isMark = { (byte: UInt8) in byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#") }
        guard let first = token.first, isMark(first) else { return nil }
        var (names, start) = ([(isID: Bool, name: Token.SubSequence)](), token.startIndex)
        while start < token.endIndex {
            let after = token.index(after: start)
            let end = token[after...].firstIndex(where: isMark) ?? token.endIndex
            names.append((token[start] == UInt8(ascii: "#"), token[after..<end]))
            start = end
        }
        return names
    }

    /// The `}` that closes a list whose content starts at `start`, skipping quoted values and `{{…}}` keyrefs.
    private static func closingBrace(_ bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var quote: UInt8?
        var depth = 0
        for index in start..<end {
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

    private typealias Bytes = UnsafeBufferPointer<UInt8>

    private static func string(_ bytes: Bytes.SubSequence) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A letter or `_`, then letters, digits, `_` and `-`.
    private static func isName(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first.isLetter || first == "_" else { return false }
        return scalars.allSatisfy(isNameScalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLetterOrDigit || scalar == "_" || scalar == "-"
    }

    private static func isOpening(_ bytes: Bytes, _ start: Int, _ end: Int) -> Bool {
        end - start >= 2 && bytes[start] == UInt8(ascii: "{") && bytes[start + 1] == UInt8(ascii: ":")
    }
}

/// A page's attribute list definitions (ALDs) by name, and what a list gives once the definitions it refers to are
/// followed.
///
/// As kramdown applies them, a definition may itself refer to others (`{:base: .pre}`, then `{:cmd: base .copy}`
/// and `{: cmd}`), followed to any depth; docrun follows each name once, so a definition that refers back to itself
/// ends (kramdown would never end), and at most `maximumFollowed` of them for one list.
public struct AttributeDefinitions: Sendable, Equatable {
    /// How many definitions one list's references are followed to, as containers are nested to
    /// `MarkdownParser.maximumDepth`: each block that refers to a chain of definitions walks it, so a page of n
    /// definitions that each name the next, and n blocks that name the first, cost n × n (4,000 of each took 18 s).
    public static let maximumFollowed = MarkdownParser.maximumDepth
    private var lists: [String: AttributeList] = [:]
    /// Whether a definition gives an id: most pages' give none, and `ids()` is then not walked.
    private var givesIDs = false
    /// Whether a definition other than `screen` may make a block an output, itself or through those it names: most
    /// pages' (`{:pre: .pre}`, `{:screen: .screen}`) do not, and `role(of:)` then walks none for a list with a role.
    private var mayGiveOutput = false

    /// No definitions.
    public init() {}

    /// The definitions among `uses`, a later one of a name replacing an earlier.
    public init(_ uses: [AttributeListUse]) {
        for use in uses { define(use.list) }
    }

    /// Records `list` if it is a definition.
    mutating func define(_ list: AttributeList) {
        guard let name = list.definedName else { return }
        lists[name] = list
        if list.id != nil { givesIDs = true }
        if name != BlockRole.output.attribute, list.role == .output || !list.references.isEmpty { mayGiveOutput = true }
    }

    /// The definitions `list` refers to and those they refer to, depth first, each name once.
    public func referenced(by list: AttributeList) -> [AttributeList] {
        guard !lists.isEmpty, list.references.contains(where: { lists[$0] != nil }) else { return [] }
        // Most lists that refer to a definition name one that names none (`{: pre}` after `{:pre: .pre}`): no walk.
        if list.references.count == 1, let only = lists[list.references[0]], only.references.isEmpty { return [only] }
        var result: [AttributeList] = []
        var seen = Set<String>()
        var pending = Array(list.references.reversed())
        while result.count < Self.maximumFollowed, let name = pending.popLast() {
            guard seen.insert(name).inserted, let definition = lists[name] else { continue }
            result.append(definition)
            pending += definition.references.reversed()
        }
        return result
    }

    /// The id each definition gives the blocks that refer to it; definitions without one are left out.
    ///
    /// kramdown applies the definitions a definition refers to first, in order, then its own attributes: its id is
    /// its own, else the last its definitions give (`{:warn: #warning .important}`, then `{:box: warn .wide}`: both
    /// give `warning`).
    ///
    /// Each definition is read once, without recursion: a chain of n definitions that each refer to the next takes
    /// n steps. A definition met again while it is read gives no id there (kramdown would never end).
    public func ids() -> [String: String] {
        guard givesIDs else { return [:] }
        // Absent: not read yet; nil: being read, or read and giving no id.
        var resolved: [String: String?] = [:]
        for (start, definition) in lists where resolved[start] == nil {
            resolved.updateValue(definition.id, forKey: start)
            guard definition.id == nil else { continue }
            // Each definition being read, and the next of its references to read, from the last: the first id found
            // that way is the last applied.
            var stack = [(name: start, next: definition.references.count - 1)]
            while let (name, next) = stack.last {
                if let id = resolved[name] ?? nil {
                    stack.removeLast()
                    if let parent = stack.last?.name, resolved[parent] == .some(nil) { resolved[parent] = id }
                    continue
                }
                guard next >= 0, let list = lists[name] else {
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next = next - 1
                let reference = list.references[next]
                guard let referenced = lists[reference] else { continue }
                if let known = resolved[reference] {
                    if let id = known { resolved[name] = id }
                    continue
                }
                resolved.updateValue(referenced.id, forKey: reference)
                if let id = referenced.id {
                    resolved[name] = id
                } else {
                    stack.append((reference, referenced.references.count - 1))
                }
            }
        }
        return resolved.compactMapValues { $0 }
    }

    /// The role `list` gives a code block, its own first, else the first its definitions give; an output where it or
    /// a definition gives one, as kramdown gives the block the classes of both (`{:out: .screen}`, then `{: out .pre}`
    /// is marked an output and a command: shown, never run, as `{: screen .pre}` is).
    public func role(of list: AttributeList) -> BlockRole? {
        let own = list.role
        guard own == nil || own != .output && mayGiveOutput else { return own }
        var first: BlockRole?
        for case let role? in referenced(by: list).lazy.map(\.role) {
            if role == .output { return role }
            first = first ?? role
        }
        return own ?? first
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

    /// How the role is written in an attribute list: `pre`, `screen` or `codeblock`.
    public var attribute: String {
        switch self {
        case .command: "pre"
        case .output: "screen"
        case .file: "codeblock"
        }
    }

    /// The role of the first of `screen`, `pre` and `codeblock` that `has` finds, nil for none: a block marked an
    /// output and a command too (`{: screen .pre}`, `{: .pre .screen}`) is shown, never run, as a false step is the
    /// worse mistake.
    init?(has: (String) -> Bool) {
        guard let role = [Self.output, .command, .file].first(where: { has($0.attribute) }) else { return nil }
        self = role
    }
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
    /// Whether it ends the info string of the fence that opens its code block (```` ```yaml {: codeblock} ````), where
    /// CommonMark reads it as part of the info string and kramdown reads no code block at all.
    public let isOnFence: Bool

    /// The kinds of block an attribute list can apply to.
    public enum TargetKind: String, Sendable, Equatable {
        case codeBlock, htmlBlock, heading, paragraph, table, other
    }
}
