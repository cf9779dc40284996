/// A small bash lexer: enough to tell, for each placeholder, whether it is bare, quoted, in a heredoc or in a
/// comment, and which variables a command sets and expands.
///
/// It is not a parser: it follows quotes, `\` escapes, `$(…)`, `$((…))`, backticks, `${…}`, comments and
/// heredocs (`<<EOF`, `<<'EOF'`, `<<-EOF`), and reads the words of simple commands for assignments. Text it does
/// not understand is taken as words, never as an error: documents are not always valid bash.
struct ShellLexer {
    /// What ends a command list being scanned.
    enum Terminator {
        case end
        case paren
        case backtick
    }

    let bytes: [UInt8]
    /// Placeholders by the offset of their `<`, as `PlaceholderScanner` finds them.
    let placeholderAt: [Int: PlaceholderScanner.Occurrence]
    var index = 0
    /// Where scanning stops: the end of the text, or of a heredoc's body while it is scanned.
    var limit: Int
    var pendingHeredocs: [Heredoc] = []
    var ansiQuotes = false
    /// The delimiter of the heredoc whose body is being scanned.
    var heredocDelimiter: String?
    var inArithmetic = false
    var backquoteDepth = 0

    private(set) var placeholders: [PlaceholderOccurrence] = []
    var assignments = OrderedNames()
    var expansions = OrderedNames()
    var commands = OrderedNames()

    init(_ text: String) {
        bytes = Array(text.utf8)
        limit = bytes.count
        var map: [Int: PlaceholderScanner.Occurrence] = [:]
        for occurrence in PlaceholderScanner.occurrences(in: text) { map[occurrence.offset] = occurrence }
        placeholderAt = map
    }

    /// Scans the whole text.
    mutating func run() {
        while index < limit {
            scanCommands(until: .end)
            index += 1  // an unmatched `)` or backquote at top level
        }
        if placeholders.count < placeholderAt.count {  // skipped by text the lexer misread: say bare
            let seen = Set(placeholders.map(\.offset))
            for (offset, occurrence) in placeholderAt where !seen.contains(offset) {
                placeholders.append(
                    PlaceholderOccurrence(
                        name: occurrence.name, line: occurrence.line, column: occurrence.column, offset: offset,
                        context: .bare))
            }
            placeholders.sort { $0.offset < $1.offset }
        }
    }

    var atEnd: Bool { index >= limit }
    var current: UInt8 { bytes[index] }

    func peek(_ offset: Int = 1) -> UInt8? {
        index + offset < limit ? bytes[index + offset] : nil
    }

    /// Records the placeholder at `index`, if any, and moves past it.
    mutating func takePlaceholder(_ context: ShellContext) -> Bool {
        guard let occurrence = placeholder(at: index) else { return false }
        placeholders.append(
            PlaceholderOccurrence(
                name: occurrence.name, line: occurrence.line, column: occurrence.column, offset: occurrence.offset,
                context: inArithmetic && context == .bare ? .arithmetic : context,
                inANSIQuotes: context == .singleQuoted && ansiQuotes, heredocDelimiter: heredocDelimiter,
                backquoteDepth: backquoteDepth))
        index += occurrence.name.utf8.count + 2
        return true
    }

    /// At `\\`: past it and the byte it escapes.
    mutating func skipEscape() {
        index += 1
        if !atEnd, placeholder(at: index) == nil { index += 1 }
    }

    /// The placeholder whose `<` is at `offset` (before `limit`), if any.
    ///
    /// The lexer asks at nearly every byte; a placeholder always starts with a `<` byte, so other bytes are
    /// answered without hashing the offset.
    func placeholder(at offset: Int) -> PlaceholderScanner.Occurrence? {
        bytes[offset] == UInt8(ascii: "<") ? placeholderAt[offset] : nil
    }

    // MARK: Quotes

    /// After the opening `'` (or `$'` when `ansi`): up to and past the closing quote.
    mutating func scanSingleQuoted(ansi: Bool) {
        ansiQuotes = ansi
        defer { ansiQuotes = false }
        while !atEnd {
            if takePlaceholder(.singleQuoted) { continue }
            let byte = current
            index += 1
            if byte == UInt8(ascii: "'") { return }
            if ansi, byte == UInt8(ascii: "\\"), !atEnd, placeholder(at: index) == nil { index += 1 }
        }
    }

    /// After the opening `"`: up to and past the closing quote.
    mutating func scanDoubleQuoted() {
        while !atEnd {
            if takePlaceholder(.doubleQuoted) { continue }
            switch current {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                if !atEnd, Self.escapableInDoubleQuotes.contains(current) { index += 1 }
            case UInt8(ascii: "$"):
                scanDollar(.doubleQuoted)
            case UInt8(ascii: "`"):
                scanBackquoted()
            default:
                index += 1
            }
        }
    }

    static let escapableInDoubleQuotes: Set<UInt8> = [
        UInt8(ascii: "$"), UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"),
    ]

    // MARK: Expansions

    /// At a `$`: a parameter, `${…}`, `$(…)`, `$((…))`, `$'…'`, `$"…"`, or a plain `$`. `context` is the quoting
    /// around it.
    mutating func scanDollar(_ context: ShellContext) {
        index += 1
        guard !atEnd else { return }
        switch current {
        case UInt8(ascii: "("):
            if peek() == UInt8(ascii: "(") {
                index += 2
                scanArithmetic()
            } else {
                index += 1
                scanCommands(until: .paren)
                if !atEnd { index += 1 }
            }
        case UInt8(ascii: "{"):
            index += 1
            scanBraced(context)
        case UInt8(ascii: "'") where context == .bare:
            index += 1
            scanSingleQuoted(ansi: true)
        case UInt8(ascii: "\"") where context == .bare:
            index += 1
            scanDoubleQuoted()
        default:
            if Self.isNameStart(current) {
                let start = index
                while !atEnd, Self.isNameByte(current) { index += 1 }
                expansions.add(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if Self.isDigit(current) || Self.specialParameters.contains(current) {
                index += 1
            }
        }
    }

    static let specialParameters: Set<UInt8> = Set("?@#$!*-".utf8)

    /// After `${`: the name, then the word up to the matching `}`.
    mutating func scanBraced(_ context: ShellContext) {
        if !atEnd, current == UInt8(ascii: "#") || current == UInt8(ascii: "!"), let next = peek(),
            Self.isNameStart(next)
        {
            index += 1
        }
        let start = index
        while !atEnd, Self.isNameByte(current), !(index == start && Self.isDigit(current)) { index += 1 }
        if index > start { expansions.add(String(decoding: bytes[start..<index], as: UTF8.self)) }
        let inner: ShellContext = context == .bare ? .bare : context
        var depth = 0
        while !atEnd {
            if takePlaceholder(inner) { continue }
            switch current {
            case UInt8(ascii: "}"):
                index += 1
                if depth == 0 { return }
                depth -= 1
            case UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: "\\"):
                skipEscape()
            case UInt8(ascii: "'") where context == .bare:
                index += 1
                scanSingleQuoted(ansi: false)
            case UInt8(ascii: "\""):
                index += 1
                scanDoubleQuoted()
            case UInt8(ascii: "$"):
                scanDollar(inner)
            case UInt8(ascii: "`"):
                scanBackquoted()
            default:
                index += 1
            }
        }
    }

    /// After `$((`: up to and past the matching `))`.
    mutating func scanArithmetic() {
        let outer = inArithmetic
        inArithmetic = true
        defer { inArithmetic = outer }
        var depth = 0
        while !atEnd {
            if takePlaceholder(.bare) { continue }
            switch current {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if depth > 0 {
                    depth -= 1
                } else {
                    if !atEnd, current == UInt8(ascii: ")") { index += 1 }
                    return
                }
            case UInt8(ascii: "$"):
                scanDollar(.bare)
            case UInt8(ascii: "\""):
                index += 1
                scanDoubleQuoted()
            case UInt8(ascii: "`"):
                scanBackquoted()
            default:
                index += 1
            }
        }
    }

    // MARK: Bytes

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
    }

    static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `text` is a shell variable name.
    static func isName<S: Sequence>(_ text: S) -> Bool where S.Element == UInt8 {
        var first = true
        for byte in text {
            guard first ? isNameStart(byte) : isNameByte(byte) else { return false }
            first = false
        }
        return !first
    }
}

/// Names in order of first appearance, without repeats.
struct OrderedNames {
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ name: String) {
        if seen.insert(name).inserted { names.append(name) }
    }
}
