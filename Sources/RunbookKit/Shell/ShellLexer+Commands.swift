extension ShellLexer {
    /// A heredoc whose body starts after the current line.
    struct Heredoc {
        let delimiter: [UInt8]
        let stripsTabs: Bool
        let expanding: Bool
    }

    /// Scans a list of commands up to `terminator` (not consumed) or the end.
    mutating func scanCommands(until terminator: Terminator) {
        let outerArithmetic = inArithmetic
        inArithmetic = false
        if terminator == .backtick { backquoteDepth += 1 }
        defer {
            inArithmetic = outerArithmetic
            if terminator == .backtick { backquoteDepth -= 1 }
        }
        var words = SimpleCommandWords()
        var wordStart: Int?
        var depth = 0
        func endWord(_ lexer: inout ShellLexer) {
            if let start = wordStart {
                // Most words are arguments, which set nothing: they are not copied.
                if words.readsNextWord {
                    words.take(
                        Array(lexer.bytes[start..<lexer.index]), into: &lexer.assignments, commands: &lexer.commands)
                } else {
                    words.skip()
                }
                wordStart = nil
            }
        }
        while !atEnd {
            if placeholder(at: index) != nil {
                if wordStart == nil { wordStart = index }
                _ = takePlaceholder(.bare)
                continue
            }
            let byte = current
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                endWord(&self)
                index += 1
            case UInt8(ascii: "\n"):
                endWord(&self)
                words.reset()
                index += 1
                scanPendingHeredocs()
            case UInt8(ascii: ";"), UInt8(ascii: "|"):
                endWord(&self)
                words.reset()
                index += 1
            case UInt8(ascii: "&"):
                endWord(&self)
                index += 1
                if !atEnd, current == UInt8(ascii: ">") {
                    index += 1
                    if !atEnd, current == UInt8(ascii: ">") { index += 1 }
                    words.redirect()
                } else {
                    words.reset()
                }
            case UInt8(ascii: "("):
                endWord(&self)
                words.reset()
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                endWord(&self)
                words.reset()
                if depth == 0, terminator == .paren { return }
                depth = max(0, depth - 1)
                index += 1
            case UInt8(ascii: "`"):
                endWord(&self)
                if terminator == .backtick { return }
                scanBackquoted()
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                if let start = wordStart, bytes[start..<index].allSatisfy(Self.isDigit) {
                    wordStart = nil
                } else {
                    endWord(&self)
                }
                scanRedirection()
                words.redirect()
            case UInt8(ascii: "#") where wordStart == nil:
                scanComment()
            case UInt8(ascii: "=") where wordStart != nil && words.acceptsAssignment:
                // Record `X=` now, so that `X=$(Y=1 cmd)` lists X before Y.
                if let name = SimpleCommandWords.assignedName(Array(bytes[wordStart!...min(index + 1, limit - 1)])) {
                    assignments.add(name)
                }
                index += 1
            default:
                if wordStart == nil { wordStart = index }
                scanWordPart()
            }
        }
        endWord(&self)
    }

    /// At a backquote: the commands up to the closing one, which is consumed too.
    mutating func scanBackquoted() {
        index += 1
        scanCommands(until: .backtick)
        if !atEnd { index += 1 }
    }

    /// One piece of a word: a quoted string, an expansion, an escaped character or a plain byte.
    mutating func scanWordPart() {
        switch current {
        case UInt8(ascii: "'"):
            index += 1
            scanSingleQuoted(ansi: false)
        case UInt8(ascii: "\""):
            index += 1
            scanDoubleQuoted()
        case UInt8(ascii: "$"):
            scanDollar(.bare)
        case UInt8(ascii: "\\"):
            index += 1
            if !atEnd, placeholder(at: index) == nil { index += 1 }
        default:
            index += 1
        }
    }

    /// At `#` starting a word: up to the end of the line (not consumed).
    mutating func scanComment() {
        while !atEnd, current != UInt8(ascii: "\n") {
            if takePlaceholder(.comment) { continue }
            index += 1
        }
    }

    /// At `<` or `>`: the operator, and a heredoc's delimiter or a process substitution.
    mutating func scanRedirection() {
        let first = current
        index += 1
        guard !atEnd else { return }
        if current == UInt8(ascii: "(") {
            index += 1
            scanCommands(until: .paren)
            if !atEnd { index += 1 }
            return
        }
        guard first == UInt8(ascii: "<"), current == UInt8(ascii: "<") else {
            if current == UInt8(ascii: ">") || current == UInt8(ascii: "&") || current == UInt8(ascii: "|") {
                index += 1
            }
            return
        }
        index += 1
        if !atEnd, current == UInt8(ascii: "<") {  // a here-string: the next word is ordinary
            index += 1
            return
        }
        var stripsTabs = false
        if !atEnd, current == UInt8(ascii: "-") {
            stripsTabs = true
            index += 1
        }
        while !atEnd, current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { index += 1 }
        let (delimiter, quoted) = readDelimiter()
        if !delimiter.isEmpty {
            pendingHeredocs.append(Heredoc(delimiter: delimiter, stripsTabs: stripsTabs, expanding: !quoted))
        }
    }

    /// A heredoc's delimiter word with its quotes removed, and whether it had any.
    private mutating func readDelimiter() -> ([UInt8], Bool) {
        var word: [UInt8] = []
        var quoted = false
        while !atEnd, !Self.endsWord(current) {
            switch current {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                let quote = current
                quoted = true
                index += 1
                while !atEnd, current != quote {
                    word.append(current)
                    index += 1
                }
                if !atEnd { index += 1 }
            case UInt8(ascii: "\\"):
                quoted = true
                index += 1
                if !atEnd {
                    word.append(current)
                    index += 1
                }
            default:
                word.append(current)
                index += 1
            }
        }
        return (word, quoted)
    }

    static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"):
            return true
        default:
            return false
        }
    }

    /// After the newline that ends a line with heredocs: their bodies, each up to its delimiter line.
    mutating func scanPendingHeredocs() {
        let heredocs = pendingHeredocs
        pendingHeredocs = []
        for heredoc in heredocs {
            let bodyStart = index
            var bodyEnd = limit
            var next = limit
            var lineStart = index
            while lineStart < limit {
                let lineEnd = bytes[lineStart..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
                var textStart = lineStart
                if heredoc.stripsTabs {
                    while textStart < lineEnd, bytes[textStart] == UInt8(ascii: "\t") { textStart += 1 }
                }
                if bytes[textStart..<lineEnd].elementsEqual(heredoc.delimiter) {
                    bodyEnd = lineStart
                    next = min(limit, lineEnd + 1)
                    break
                }
                lineStart = lineEnd + 1
            }
            let outerLimit = limit
            limit = bodyEnd
            index = bodyStart
            heredocDelimiter = String(decoding: heredoc.delimiter, as: UTF8.self)
            scanHeredocBody(expanding: heredoc.expanding)
            heredocDelimiter = nil
            limit = outerLimit
            index = next
        }
    }

    /// A heredoc's body, up to `limit`.
    private mutating func scanHeredocBody(expanding: Bool) {
        let context = ShellContext.heredoc(expanding: expanding)
        while !atEnd {
            if takePlaceholder(context) { continue }
            guard expanding else {
                index += 1
                continue
            }
            switch current {
            case UInt8(ascii: "\\"):
                skipEscape()
            case UInt8(ascii: "$"):
                scanDollar(context)
            case UInt8(ascii: "`"):
                scanBackquoted()
            default:
                index += 1
            }
        }
    }
}
