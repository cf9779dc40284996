/// Commands bash always parses, told without asking it: simple commands of plain words, quoted strings and simple
/// parameter expansions, joined by pipes and lists, with plain redirections.
///
/// Most commands of a doc set are like `ibmcloud login --apikey _api_key_` (placeholders are plain words by then)
/// or `ibmcloud ce app create --name "$APP" \` continued on the next line. Such commands skip the round trip to
/// bash (its work was most of `command-syntax`'s cost); anything outside the subset is parsed by bash as before.
///
/// The subset is chosen so that every command in it parses without a word from bash:
/// - words of letters, digits and `_ - . / = : , @ % + # ~ * ? ^`, `'…'`, `"…"` (holding no backquote and no `$`
///   but the expansions below), a backslash before any byte, and `$NAME`, `${NAME}`, `$1`, `$@`, `$?`, `$$`…;
/// - no reserved word anywhere unquoted (`fi`, `done`, `then`, `in`…), whatever its position;
/// - commands joined by `|`, `|&`, `&&`, `||` (a command after each, perhaps on a later line), or ended by `;`, `&` or
///   a newline, never empty before one of them;
/// - redirections `>`, `>>`, `>|`, `<`, `&>`, `&>>`, each followed by a word, and `>&2`, `2>&1`, `>&-`;
/// - `#` comments from the start of a word to the end of the line.
/// Everything else (`$(…)`, backquotes, `(`, `{`, `[`, `!`, `<<`, `$'…'`, bytes above ASCII outside quotes…) goes
/// to bash. A test holds bash to accepting, in silence, every command of the corpus and thousands of mutations of
/// them that this subset accepts.
enum PlainCommand {
    /// Whether bash parses `snippet` without a word of complaint, told without asking it.
    static func isPlain(_ snippet: String) -> Bool {
        var snippet = snippet
        return snippet.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.accepts()
        }
    }

    /// Bash's reserved words that can be written with plain bytes.
    static let reserved: Set<[UInt8]> = Set(
        [
            "case", "coproc", "do", "done", "elif", "else", "esac", "fi", "for", "function", "if", "in", "select",
            "then", "time", "until", "while",
        ].map { Array($0.utf8) })

    /// Whether `word` is short enough and starts with a letter that a reserved word starts with: most words are
    /// not, and are told so without hashing them.
    static func mayBeReserved(_ word: some Collection<UInt8>) -> Bool {
        guard word.count >= 2, word.count <= 8, let first = word.first else { return false }
        return switch first {
        case UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "i"),
            UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "u"), UInt8(ascii: "w"):
            true
        default: false
        }
    }

    /// One pass over a snippet's bytes; it gives up (`accepts()` is false) at the first byte outside the subset.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Where the current word starts, nil between words.
        var wordStart: Int?
        /// Whether the current word holds a quote, an escape or an expansion (it cannot be a reserved word then).
        var wordQuoted = false
        /// Whether the current command has a word or a redirection yet.
        var inCommand = false
        /// Whether a command must come next (after `|`, `&&`, `||`): newlines may come first, not an operator.
        var needsCommand = false
        /// Whether a redirection waits for its word.
        var needsTarget = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func accepts() -> Bool {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case space, tab:
                    guard endWord() else { return false }
                    index += 1
                case newline:
                    guard endWord(), !needsTarget else { return false }
                    if !needsCommand { inCommand = false }
                    index += 1
                case UInt8(ascii: "#") where wordStart == nil:
                    // A comment runs to the end of the line; the newline is read as usual.
                    while index < bytes.count, bytes[index] != newline { index += 1 }
                case UInt8(ascii: ";"):
                    guard endWord(), endCommand() else { return false }
                    index += 1
                case UInt8(ascii: "&"):
                    guard endWord() else { return false }
                    if peek(1) == UInt8(ascii: "&") {
                        guard joinCommands() else { return false }
                        index += 2
                    } else if peek(1) == UInt8(ascii: ">") {
                        index += peek(2) == UInt8(ascii: ">") ? 3 : 2
                        guard startRedirection() else { return false }
                    } else {
                        guard endCommand() else { return false }
                        index += 1
                    }
                case UInt8(ascii: "|"):
                    guard endWord(), joinCommands() else { return false }
                    index += peek(1) == UInt8(ascii: "|") || peek(1) == UInt8(ascii: "&") ? 2 : 1
                case UInt8(ascii: ">"), UInt8(ascii: "<"):
                    // Digits just before the operator are its descriptor (`2>`), not the word a redirection before
                    // them waits for: bash then finds that redirection without a word.
                    if needsTarget, let start = wordStart, !wordQuoted,
                        bytes[start..<index].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                    {
                        return false
                    }
                    guard endWord(), redirection() else { return false }
                case UInt8(ascii: "'"):
                    guard let close = find(UInt8(ascii: "'"), from: index + 1) else { return false }
                    startWord(quoted: true)
                    index = close + 1
                case UInt8(ascii: "\""):
                    guard doubleQuoted() else { return false }
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return false }
                    if bytes[index + 1] == newline {
                        // A line continuation: the word, if any, goes on on the next line.
                        index += 2
                    } else {
                        startWord(quoted: true)
                        index += 2
                    }
                case UInt8(ascii: "$"):
                    startWord(quoted: true)
                    guard expansion() else { return false }
                default:
                    guard Self.isWordByte(byte) else { return false }
                    startWord(quoted: false)
                    index += 1
                }
            }
            return endWord() && !needsTarget && !needsCommand
        }

        func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        func find(_ byte: UInt8, from start: Int) -> Int? {
            var offset = start
            while offset < bytes.count {
                if bytes[offset] == byte { return offset }
                offset += 1
            }
            return nil
        }

        mutating func startWord(quoted: Bool) {
            if wordStart == nil {
                wordStart = index
                wordQuoted = false
            }
            if quoted { wordQuoted = true }
        }

        /// Ends the current word: false when it is a reserved word.
        mutating func endWord() -> Bool {
            guard let start = wordStart else { return true }
            wordStart = nil
            if !wordQuoted {
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if mayBeReserved(word), reserved.contains(Array(word)) { return false }
            }
            needsTarget = false
            needsCommand = false
            inCommand = true
            return true
        }

        /// `;` or `&`: the command before it must not be empty.
        mutating func endCommand() -> Bool {
            guard inCommand, !needsCommand, !needsTarget else { return false }
            inCommand = false
            return true
        }

        /// `|`, `|&`, `&&` or `||`: a command before and one after.
        mutating func joinCommands() -> Bool {
            guard inCommand, !needsCommand, !needsTarget else { return false }
            inCommand = false
            needsCommand = true
            return true
        }

        /// After a redirection's operator: its word must follow.
        mutating func startRedirection() -> Bool {
            guard !needsTarget else { return false }
            needsTarget = true
            return true
        }

        /// `>`, `>>`, `>|`, `<`, and `>&N`, `>&-`, `<&N` (a descriptor number before them is an ordinary word to
        /// this scanner, and a valid one for bash).
        mutating func redirection() -> Bool {
            let first = bytes[index]
            let second = peek(1)
            if first == UInt8(ascii: "<"), second == UInt8(ascii: "<") || second == UInt8(ascii: "(")
                || second == UInt8(ascii: ">")
            {
                return false
            }
            if first == UInt8(ascii: ">"), second == UInt8(ascii: "(") { return false }
            if second == UInt8(ascii: "&") {
                // A descriptor: digits or `-`, then the end of the word.
                index += 2
                let start = index
                if peek(0) == UInt8(ascii: "-") {
                    index += 1
                } else {
                    while let digit = peek(0), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") { index += 1 }
                }
                guard index > start, !needsTarget else { return false }
                // The word ends here; a `(` or `)` after it is refused by the main loop.
                if let next = peek(0), !ShellText.isSeparator(next) { return false }
                inCommand = true
                needsCommand = false
                return true
            }
            if first == UInt8(ascii: ">"), second == UInt8(ascii: ">") || second == UInt8(ascii: "|") {
                index += 2
            } else {
                index += 1
            }
            return startRedirection()
        }

        /// `"…"`: escapes, and the expansions of `expansion()`; no backquote.
        mutating func doubleQuoted() -> Bool {
            startWord(quoted: true)
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    index += 2
                case UInt8(ascii: "`"):
                    return false
                case UInt8(ascii: "$"):
                    guard expansion() else { return false }
                default:
                    index += 1
                }
            }
            return false
        }

        /// `$NAME`, `${NAME}`, or `$` and one special parameter or digit; `index` is on the `$`.
        mutating func expansion() -> Bool {
            guard let next = peek(1) else { return false }
            if ShellVariables.isNameStart(next) {
                index += 2
                while let byte = peek(0), ShellVariables.isNameByte(byte) { index += 1 }
                return true
            }
            if next == UInt8(ascii: "{") {
                index += 2
                guard let first = peek(0), ShellVariables.isNameStart(first) else { return false }
                while let byte = peek(0), ShellVariables.isNameByte(byte) { index += 1 }
                guard peek(0) == UInt8(ascii: "}") else { return false }
                index += 1
                return true
            }
            switch next {
            case UInt8(ascii: "@"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: "$"),
                UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index += 2
                return true
            default:
                return false
            }
        }

        /// Letters, digits and `_ - . / = : , @ % + # ~ * ? ^`: bytes that never open or close anything in bash.
        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "@"),
                UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "~"), UInt8(ascii: "*"),
                UInt8(ascii: "?"), UInt8(ascii: "^"):
                true
            default: false
            }
        }
    }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let newline = UInt8(ascii: "\n")
