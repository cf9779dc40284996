/// The one reading of bash behind `ShellScript`, in one pass that labels each byte with its quoting and gives each
/// placeholder the quoting, arithmetic and backquote depth of the place it stands.
struct ShellLexer {
    enum Terminator {
        case end, paren, backtick
    }

    typealias Quoting = ShellScript.Quoting

    let bytes: [UInt8]
    /// The placeholders, each with its contexts once found (unquoted until then).
    var placeholders: [PlaceholderOccurrence]
    /// The index in `placeholders` of each, by the offset of its first character.
    let placeholderAt: [Int: Int]
    /// Whether every placeholder starts with `<`: only there is one looked for then.
    let onlyMarked: Bool
    /// The depth of the command list each placeholder was found in (0 until found).
    var foundDepth: [Int]
    var quoting: [Quoting]
    var index = 0
    /// Where scanning stops: the end of the text, or of a here-document's body while it is scanned.
    var limit: Int

    var tokens: [ShellScript.Token] = []
    var assignments: [(name: String, offset: Int)] = []
    /// The subshells that made some of `assignments`, which bash forgets when they end (`ShellScript.keptNames`).
    var subshells: [Subshell] = []
    var expansions: [ShellScript.Expansion] = []
    var hereDocuments: [ShellScript.HereDocument] = []
    var pendingHereDocuments: [PendingHereDocument] = []
    var arithmetic: [Range<Int>] = []
    /// The offsets of the `\`s that escape a blank (`my\ file`), where a line continuation may have been meant
    /// (`ShellScript.brokenContinuations`).
    var escapedBlanks: [Int] = []
    var scriptsRead: [String] = []
    var definesAnythingFrom: Int?
    /// Whether a quote or a substitution is left open (`ShellScript.leavesQuoteOpen`).
    var unterminated = false
    /// Whether a here-document's body runs to the end of the text.
    var hereDocumentUnended = false

    /// The command list being scanned: 1 at the top.
    var depth = 0
    /// How many command lists and `${…}` enclose the place being scanned; past `ShellScript.maximumNesting` the rest is not read.
    var nesting = 0
    var backquoteDepth = 0
    var inArithmetic = false
    /// Set inside the word of a `${x#…}`, `${x%…}`, `${x/…/…}`, `${x^…}` or `${x,…}`: a pattern (`ShellContext.isPattern`).
    var inPattern = false
    /// Set while a word is read whose substitutions' output the command runs as code (`ShellLexer.scanCommands`).
    var substitutionPrintsCode = false
    /// What the commands of each `$(…)` and backquotes print, by the offset of its `$` (or backquote), with its end:
    /// where the word that holds it is read as code, that output is its text (`evaluateNested`).
    var printedBySubstitution: [Int: (end: Int, pieces: [Piece])] = [:]
    /// The functions defined in other commands (or other command lists) called where their output runs: what their
    /// bodies print is code (`ShellScript.init`).
    let functionsPrintingCode: Set<String>
    /// The commands each function's body calls (`ShellScript.functionCalls`), and the function whose body is being read.
    var functionCalls: [String: Set<String>] = [:]
    var function: String?
    /// The commands whose output is read as code where nothing here says what they print (`ShellScript.callsRunAsCode`).
    var callsRunAsCode: Set<String> = []
    /// The here-document whose body is being scanned.
    var hereDocumentRead: ShellScript.OpenHereDocument?

    /// Whether the shell that reads the text is one whose `echo` decodes escapes with no option (dash, Debian's `sh`:
    /// `sh -c 'echo "…" | sh'`), not bash: every `echo` in it prints as `echo -e` does.
    let echoAlwaysDecodes: Bool

    init(
        _ bytes: [UInt8], placeholders: [PlaceholderOccurrence], functionsPrintingCode: Set<String> = [],
        echoAlwaysDecodes: Bool = false
    ) {
        self.bytes = bytes
        self.functionsPrintingCode = functionsPrintingCode
        self.echoAlwaysDecodes = echoAlwaysDecodes
        self.placeholders = placeholders.map {
            var occurrence = $0
            occurrence.contexts = [ShellContext(quoting: .unquoted)]
            return occurrence
        }
        foundDepth = Array(repeating: 0, count: placeholders.count)
        placeholderAt = Dictionary(placeholders.indices.map { (placeholders[$0].offset, $0) }) { first, _ in first }
        onlyMarked = placeholders.allSatisfy { $0.isMarked(in: bytes) }
        quoting = [Quoting](repeating: .unquoted, count: bytes.count)
        limit = bytes.count
    }

    var atEnd: Bool { index >= limit }
    var current: UInt8 { bytes[index] }

    func peek(_ offset: Int = 1) -> UInt8? {
        index + offset < limit ? bytes[index + offset] : nil
    }

    /// Labels `count` bytes from `index` with `label` and moves past them.
    mutating func take(_ count: Int = 1, as label: Quoting) {
        let end = min(index + count, limit)
        if label != .unquoted { for offset in index..<end { quoting[offset] = label } }
        index = end
    }

    /// Enters a command list or a `${…}`; false, having given up on the rest of the text, when that is deeper than
    /// `ShellScript.maximumNesting`: the text is left unterminated and each placeholder in the rest is unread
    /// (`ShellContext.isUnread`), where no value is data.
    mutating func enterNesting() -> Bool {
        guard nesting < ShellScript.maximumNesting else {
            unterminated = true
            for number in placeholders.indices where (index..<limit).contains(placeholders[number].offset) {
                placeholders[number].contexts = [ShellContext(quoting: .unquoted, isUnread: true)]
            }
            index = limit
            return false
        }
        nesting += 1
        return true
    }

    /// Records the placeholder at `index`, if any, in `quoting`, and moves past it.
    mutating func takePlaceholder(_ label: Quoting) -> Bool {
        guard current == UInt8(ascii: "<") || !onlyMarked, let number = placeholderAt[index] else { return false }
        let end = index + placeholders[number].length
        guard end <= limit else { return false }
        let context = ShellContext(
            quoting: label, arithmetic: inArithmetic ? .expression : nil, backquoteDepth: backquoteDepth,
            isPattern: inPattern, hereDocumentDelimiter: hereDocumentRead.map { endingValue($0, index..<end) })
        placeholders[number].contexts = [context]
        foundDepth[number] = depth
        take(end - index, as: label)
        return true
    }

    /// The value that would make the placeholder's line the delimiter line of `document`, its here-document: the
    /// delimiter less the rest of the line; a line break when the rest of the line cannot be part of it.
    func endingValue(_ document: ShellScript.OpenHereDocument, _ placeholder: Range<Int>) -> String {
        let delimiter = document.delimiter
        let lineStart = (bytes[..<placeholder.lowerBound].lastIndex(of: 0x0A) ?? -1) + 1
        let lineEnd = bytes[placeholder.upperBound..<limit].firstIndex(of: 0x0A) ?? limit
        var before = bytes[lineStart..<placeholder.lowerBound]
        if document.stripsTabs { before = before.drop { $0 == UInt8(ascii: "\t") } }
        let after = bytes[placeholder.upperBound..<lineEnd]
        guard before.count + after.count <= delimiter.count, delimiter.starts(with: before),
            delimiter.reversed().starts(with: after.reversed())
        else { return "\n" }
        return String(decoding: delimiter[before.count..<(delimiter.count - after.count)], as: UTF8.self)
    }

    /// At a `\` in `label`'s quoting: the backslash, and the byte it escapes unless a placeholder starts there.
    mutating func takeEscape(_ label: Quoting) {
        if let next = peek(), next.isOne(of: " \t") { escapedBlanks.append(index) }
        take(as: .quote)
        if !atEnd, !takePlaceholder(label) { take(as: label == .unquoted ? .escaped : label) }
    }

    /// After the opening `'` (or `$'` when `ansi`): up to and past the closing quote.
    mutating func scanSingleQuoted(ansi: Bool) {
        let label: Quoting = ansi ? .ansiQuoted : .singleQuoted
        while !atEnd {
            if takePlaceholder(label) { continue }
            if current == UInt8(ascii: "'") {
                take(as: .quote)
                return
            }
            let escapes = ansi && current == UInt8(ascii: "\\")
            take(escapes ? 2 : 1, as: label)
        }
        unterminated = true
    }

    /// After the opening `"`: up to and past the closing quote; or, with a here-document's `label`, its body up to
    /// `limit` (where `\` escapes only `$`, backquote and `\`, and a quoted delimiter leaves all literal).
    mutating func scanDoubleQuoted(_ label: Quoting = .doubleQuoted) {
        let escapable = label == .doubleQuoted ? Self.escapableInDoubleQuotes : Self.escapableInHereDocuments
        while !atEnd {
            if takePlaceholder(label) { continue }
            switch current {
            case _ where label == .quotedHereDocument: take(as: label)
            case UInt8(ascii: "\"") where label == .doubleQuoted:
                take(as: .quote)
                return
            case UInt8(ascii: "\\"):
                if let next = peek(), escapable.contains(next) { take(as: .quote) }
                take(as: label)
            case UInt8(ascii: "$"): scanDollar(label)
            case UInt8(ascii: "`"): scanBackquoted(label)
            default: take(as: label)
            }
        }
        if label == .doubleQuoted { unterminated = true }
    }

    static let escapableInDoubleQuotes: Set<UInt8> = Set("$`\"\\\n".utf8)
    static let escapableInHereDocuments: Set<UInt8> = Set("$`\\".utf8)

    /// At a `$` in `label`'s quoting: a parameter, `${…}`, `$(…)`, `$((…))`, `$[…]`, `$'…'`, `$"…"`, or a plain `$`.
    mutating func scanDollar(_ label: Quoting) {
        let start = index
        take(as: label)
        guard !atEnd else { return }
        switch current {
        case UInt8(ascii: "("):
            if peek() == UInt8(ascii: "(") {
                take(2, as: label)
                scanEnclosed(label, close: UInt8(ascii: ")"), arithmetic: true)
                expansions.append(.init(kind: .arithmetic, range: start..<index, name: nil))
            } else {
                take(as: label)
                let printed = scanCommands(until: .paren)
                if atEnd { unterminated = true } else { take(as: label) }
                if !printed.isEmpty { printedBySubstitution[start] = (index, printed) }
                expansions.append(.init(kind: .commandSubstitution, range: start..<index, name: nil))
            }
        case UInt8(ascii: "["):
            // `$[…]`: the old form of `$((…))`.
            take(as: label)
            scanEnclosed(label, close: UInt8(ascii: "]"), arithmetic: true)
            expansions.append(.init(kind: .arithmetic, range: start..<index, name: nil))
        case UInt8(ascii: "{"):
            take(as: label)
            scanBraced(label, from: start)
        case UInt8(ascii: "'") where label == .unquoted:
            quoting[start] = .quote
            take(as: .quote)
            scanSingleQuoted(ansi: true)
        case UInt8(ascii: "\"") where label == .unquoted:
            quoting[start] = .quote
            take(as: .quote)
            scanDoubleQuoted()
        default:
            if ShellBytes.isNameStart(current) {
                let nameStart = index
                while !atEnd, ShellBytes.isNameByte(current) { take(as: label) }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                expansions.append(.init(kind: .parameter, range: start..<index, name: name))
            } else if current.isASCIIDigit || Self.specialParameters.contains(current) {
                take(as: label)
                expansions.append(.init(kind: .parameter, range: start..<index, name: nil))
            }
        }
    }

    static let specialParameters: Set<UInt8> = Set("?@#$!*-".utf8)

    /// After `${`: the parameter, a subscript, then an operator and its word up to the matching `}`.
    mutating func scanBraced(_ label: Quoting, from start: Int) {
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let prefixed =
            !atEnd && (current == UInt8(ascii: "#") || current == UInt8(ascii: "!"))
            && peek().map { ShellBytes.isNameStart($0) || $0 == UInt8(ascii: "<") } == true
        if prefixed { take(as: label) }
        // A placeholder where the parameter's name is (`${<name>}`, `${!<name>}`, `${#<name>}`): a name, as bash reads it.
        if !atEnd, current == UInt8(ascii: "<"), let number = placeholderAt[index], takePlaceholder(label) {
            (placeholders[number].contexts[0].isName, placeholders[number].contexts[0].isExpansionName) = (true, true)
        }
        let nameStart = index
        while !atEnd, ShellBytes.isNameByte(current), !(index == nameStart && current.isASCIIDigit) {
            take(as: label)
        }
        let name = index > nameStart ? String(decoding: bytes[nameStart..<index], as: UTF8.self) : nil
        let plain = !prefixed && name != nil && !atEnd && current == UInt8(ascii: "}")
        let operatorStart = index < bytes.count && bytes[index] == UInt8(ascii: ":") ? index + 1 : index
        if !prefixed, let name, operatorStart < bytes.count, bytes[operatorStart] == UInt8(ascii: "=") {
            // `${X:=word}` and `${X=word}` set X when it is unset or empty: bash assigns, as `X=word` would.
            assignments.append((name, nameStart))
        }
        if !atEnd, current == UInt8(ascii: "["), name != nil {
            take(as: label)
            scanEnclosed(label, close: UInt8(ascii: "]"), arithmetic: true)
        }
        // `${s:offset:length}`: both are arithmetic, up to the closing brace; `:-`, `:=`, `:?` and `:+` take a word.
        let sliced = !atEnd && current == UInt8(ascii: ":") && peek().map { !$0.isOne(of: "-=?+") } == true
        if sliced { take(as: label) }
        let outerPattern = inPattern
        inPattern = !prefixed && name != nil && !atEnd && current.isOne(of: "#%/^,")
        scanEnclosed(label, close: UInt8(ascii: "}"), arithmetic: sliced)
        inPattern = outerPattern
        expansions.append(.init(kind: plain ? .braced : .parameterOperation, range: start..<index, name: name))
    }

    /// Up to and past `close` at depth 0 (`))` for `)`): an arithmetic expression (after `$((`, `((`, a subscript's
    /// `[`, `${s:`), or the word of a `${…}` operator.
    mutating func scanEnclosed(_ label: Quoting, close: UInt8, arithmetic isArithmetic: Bool) {
        let outer = inArithmetic
        inArithmetic = outer || isArithmetic
        defer { inArithmetic = outer }
        let open = UInt8(ascii: close == UInt8(ascii: ")") ? "(" : close == UInt8(ascii: "]") ? "[" : "{")
        let start = index
        var nesting = 0
        while !atEnd {
            if takePlaceholder(label) { continue }
            switch current {
            case open:
                nesting += 1
                take(as: label)
            case close where nesting > 0:
                nesting -= 1
                take(as: label)
            case close:
                if isArithmetic {
                    addArithmetic(start..<index)
                    markPrintedPlaceholders(in: start..<index) { $0.arithmetic = $0.arithmetic ?? .word }
                }
                take(as: label)
                if close == UInt8(ascii: ")") {
                    if !atEnd, current == close { take(as: label) } else { unterminated = true }
                }
                return
            default: scanWordPart(label, singleQuotes: label == .unquoted && !isArithmetic)
            }
        }
        if isArithmetic { addArithmetic(start..<index) }
        unterminated = true
    }

    /// A place in the reading: how many assignments were made before it, and its offset.
    typealias Mark = (assignments: Int, offset: Int)

    /// Where the reading is now.
    var mark: Mark { (assignments.count, index) }

    /// A subshell: the range of `ShellLexer.assignments` made in it, and the text it runs, where they hold.
    struct Subshell {
        let assignments: Range<Int>
        let text: Range<Int>
    }

    /// Records that the text from `start` to here ran in a subshell, and the assignments made in it since.
    mutating func forget(from start: Mark) {
        subshells.append(Subshell(assignments: start.assignments..<assignments.count, text: start.offset..<index))
    }

    /// Records `range` as arithmetic, and the variables it assigns (`n = 1`) as assignments made here: a subshell
    /// around it forgets them as it does any other (`( (( n = 1 )) )`, `let n=1 | cat`).
    mutating func addArithmetic(_ range: Range<Int>) {
        arithmetic.append(range)
        assignments += ShellScript.arithmeticAssignments(bytes, range)
    }

    /// At a backquote: the commands up to and past the closing one.
    ///
    /// Bash removes the `\` of `\\`, `\``, `\$` (and, inside double quotes, `\"`) before it reads the commands,
    /// which this lexer reads as written: where one of them could change how bash reads a placeholder, each
    /// placeholder of the backquotes is marked `ShellContext.isInRereadBackquotes`, where no value is data.
    mutating func scanBackquoted(_ label: Quoting) {
        let start = index
        take(as: label)
        let printed = scanCommands(until: .backtick)
        if atEnd { unterminated = true } else { take(as: label) }
        if !printed.isEmpty { printedBySubstitution[start] = (index, printed) }
        expansions.append(.init(kind: .backquote, range: start..<index, name: nil))
        if Self.unescapesWhatItReads(bytes[start..<index], inDoubleQuotes: label == .doubleQuoted) {
            // Rare: the placeholders are looked for here only, not indexed for every command.
            for number in placeholders.indices where (start..<index).contains(placeholders[number].offset) {
                for context in placeholders[number].contexts.indices {
                    placeholders[number].contexts[context].isInRereadBackquotes = true
                }
            }
        }
    }

    /// Whether the text of backquotes holds a `\` that bash removes before reading it and that could change how it
    /// reads the rest: `\\`, `\`` (backquotes nested in them), `\"` inside double quotes, and `\$` before a
    /// quote or a bracket (`\$'…'`, `\$[…]`, `\${…}`, `\$(…)`); `\$1` or `\$HOME` reads the same either way.
    static func unescapesWhatItReads(_ text: ArraySlice<UInt8>, inDoubleQuotes: Bool) -> Bool {
        var index = text.startIndex
        while index < text.endIndex - 1 {
            guard text[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            let next = text[index + 1]
            switch next {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"): return true
            case UInt8(ascii: "\"") where inDoubleQuotes: return true
            case UInt8(ascii: "$"):
                if index + 2 < text.endIndex, text[index + 2].isOne(of: "'\"([{") { return true }
            default: break
            }
            index += 2
        }
        return false
    }
}
