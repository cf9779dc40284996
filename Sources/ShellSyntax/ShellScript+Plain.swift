extension ShellScript {
    /// The compound commands the text opens (`if`, `for`, `while`, `until`, `case`, `select`, `{`) less those it
    /// closes (`fi`, `done`, `esac`, `}`), by its reserved words: above 0, bash reads the next line as more of it.
    public var compoundsOpened: Int {
        tokens.reduce(0) { depth, token in
            guard token.kind == .word(.reserved) else { return depth }
            let word = text(token.range)
            if CommandWords.opensCompound.contains(word) { return depth + 1 }
            return CommandWords.closesCompound.contains(word) ? depth - 1 : depth
        }
    }

    /// Whether the text's last token is a pipe (`|`, `|&`) or a list's `&&` or `||`, after which bash reads the next
    /// line as more of the command.
    public var endsWithOperator: Bool {
        guard let last = tokens.last, last.kind == .control else { return false }
        let control = bytes[last.range]
        return control.first == UInt8(ascii: "|") || control.elementsEqual("&&".utf8)
    }

    /// Whether bash surely parses the text without a word of complaint, told without asking it.
    ///
    /// Plain texts are simple commands of plain words (`isPlainByte`, `'…'`, `"…"`, `\x`, `$NAME`, `${NAME}`, `$1`,
    /// `$@`…), no unquoted reserved word anywhere, joined by `|`, `|&`, `&&`, `||` or ended by `;`, `&`, a newline
    /// (never empty before one), with redirections each followed by a word, and `#` comments. A placeholder with a
    /// plain name is a plain word (shell tools are given `_name_` in its place). A test holds bash to accepting, in
    /// silence, every plain command of the corpus and thousands of mutations of them.
    public var isPlain: Bool {
        guard isComplete, hereDocuments.isEmpty, arithmetic.isEmpty,
            expansions.allSatisfy({ $0.kind == .parameter || $0.kind == .braced }),
            placeholders.allSatisfy({ $0.name.utf8.allSatisfy(Self.isPlainByte) })
        else { return false }
        return hasPlainBytes && hasPlainStructure
    }

    /// Whether every byte outside quotes, placeholders and expansions is one that never opens or closes anything.
    private var hasPlainBytes: Bool {
        var skips = (expansions.map(\.range) + placeholders.map { $0.offset..<($0.offset + $0.length) })
            .sorted { $0.lowerBound < $1.lowerBound }.makeIterator()
        var skip = skips.next()
        var offset = 0
        while offset < bytes.count {
            if let range = skip, range.lowerBound == offset {
                offset = range.upperBound
                skip = skips.next()
                continue
            }
            let byte = bytes[offset]
            switch quoting[offset] {
            case .unquoted:
                guard
                    byte == 0x20 || byte == 0x09 || byte == 0x0A || Self.isPlainByte(byte)
                        || Self.operators.contains(byte)
                else { return false }
            case .quote:
                // Not `$'…'` or `$"…"`, and a backslash escapes some byte.
                guard byte != UInt8(ascii: "$"), byte != UInt8(ascii: "\\") || offset + 1 < bytes.count else {
                    return false
                }
            case .doubleQuoted:
                // Expansions were skipped: any other `$` or a backquote opens something.
                guard byte != UInt8(ascii: "$"), byte != UInt8(ascii: "`") else { return false }
            case .escaped, .singleQuoted, .comment: break
            case .ansiQuoted, .hereDocument, .quotedHereDocument: return false
            }
            offset += 1
        }
        return true
    }

    /// Whether the words, operators and redirections make commands bash accepts, and no word is a reserved word.
    private var hasPlainStructure: Bool {
        var inCommand = false
        var needsCommand = false
        var needsTarget = false
        var descriptor: Range<Int>?
        for token in tokens {
            let text = bytes[token.range]
            switch token.kind {
            case .word:
                if let operatorRange = descriptor {
                    // `>&2`, `2>&1`, `>&-`: digits or `-` right after the operator, ending the word.
                    let end = token.range.upperBound
                    guard token.range.lowerBound == operatorRange.upperBound,
                        text.allSatisfy(\.isASCIIDigit) || text.elementsEqual("-".utf8),
                        end == bytes.count || ShellBytes.endsWord(bytes[end])
                    else { return false }
                    descriptor = nil
                }
                if token.range.allSatisfy({ quoting[$0] == .unquoted }),
                    CommandWords.reservedWords.contains(String(decoding: text, as: UTF8.self))
                {
                    return false
                }
                (inCommand, needsCommand, needsTarget) = (true, false, false)
            case .redirection:
                guard !needsTarget, descriptor == nil else { return false }
                let operatorText = Array(text.drop(while: \.isASCIIDigit))
                if operatorText == Array(">&".utf8) || operatorText == Array("<&".utf8) {
                    descriptor = token.range
                } else if Self.redirections.contains(operatorText) {
                    needsTarget = true
                } else {
                    return false
                }
            case .control:
                guard descriptor == nil else { return false }
                switch Array(text) {
                case [0x0A]:
                    guard !needsTarget else { return false }
                    if !needsCommand { inCommand = false }
                case [UInt8(ascii: ";")], [UInt8(ascii: "&")]:
                    guard inCommand, !needsCommand, !needsTarget else { return false }
                    inCommand = false
                case Array("|".utf8), Array("||".utf8), Array("&&".utf8), Array("|&".utf8):
                    guard inCommand, !needsCommand, !needsTarget else { return false }
                    (inCommand, needsCommand) = (false, true)
                default:
                    return false
                }
            }
        }
        return !needsTarget && !needsCommand && descriptor == nil
    }

    static let redirections: Set<[UInt8]> = Set([">", ">>", ">|", "<", "&>", "&>>"].map { Array($0.utf8) })
    static let operators: Set<UInt8> = Set(";&|<>".utf8)

    /// Letters, digits and `_ - . / = : , @ % + # ~ * ? ^`: bytes that never open or close anything in bash.
    static func isPlainByte(_ byte: UInt8) -> Bool {
        ShellBytes.isNameByte(byte) || byte.isOne(of: "-./=:,@%+#~*?^")
    }
}
