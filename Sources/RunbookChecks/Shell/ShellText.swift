/// A command's bytes, each labelled with the quoting it is in, for rules that must tell `[--opt]` written for
/// a reader from `'[--opt]'` handed to a program.
///
/// Approximate where precision would not change a finding: `$(…)` inside double quotes counts as quoted, and
/// backquotes are not tracked.
struct ShellText: Sendable {
    /// The quoting of a byte.
    enum Context: UInt8, Sendable, Equatable {
        /// Unquoted shell code.
        case plain
        /// Inside `'…'` or `$'…'`, or escaped by a backslash: a literal.
        case literal
        /// Inside `"…"`: expansions happen, globs and words do not.
        case doubleQuoted
        /// A `#` comment.
        case comment
        /// The body of a here-document whose delimiter is unquoted: expansions happen.
        case hereDocument
        /// The body of a here-document with a quoted delimiter (`<<'EOF'`): a literal.
        case literalHereDocument
    }

    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The context of each byte.
    let contexts: [Context]

    /// Labels `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
        contexts = Self.label(bytes)
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Whether byte `offset` starts a word: it follows the start, a blank or an operator, unquoted.
    func startsWord(_ offset: Int) -> Bool {
        offset == 0 || (contexts[offset - 1] != .literal && Self.isSeparator(bytes[offset - 1]))
    }

    /// Whether `byte` ends a word when unquoted: a blank, a newline, or one of `;&|()`.
    static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "("),
            UInt8(ascii: ")"):
            true
        default: false
        }
    }

    private static func label(_ bytes: [UInt8]) -> [Context] {
        var contexts = [Context](repeating: .plain, count: bytes.count)
        var pending: [(delimiter: [UInt8], quoted: Bool, stripTabs: Bool)] = []
        var index = 0
        var state = Context.plain
        var ansi = false
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .literal:
                contexts[index] = .literal
                if ansi, byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    contexts[index] = .literal
                } else if byte == UInt8(ascii: "'") {
                    state = .plain
                }
            case .doubleQuoted:
                contexts[index] = .doubleQuoted
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    contexts[index] = .doubleQuoted
                } else if byte == UInt8(ascii: "\"") {
                    state = .plain
                }
            case .comment:
                if byte == 0x0A {
                    state = .plain
                    continue
                }
                contexts[index] = .comment
            case .plain, .hereDocument, .literalHereDocument:
                if byte == 0x0A, !pending.isEmpty {
                    index = skipBodies(bytes, after: index, pending, into: &contexts)
                    pending = []
                    continue
                }
                switch byte {
                case UInt8(ascii: "\\"):
                    if index + 1 < bytes.count {
                        index += 1
                        contexts[index] = .literal
                    }
                case UInt8(ascii: "'"):
                    contexts[index] = .literal
                    ansi = index > 0 && bytes[index - 1] == UInt8(ascii: "$")
                    state = .literal
                case UInt8(ascii: "\""):
                    contexts[index] = .doubleQuoted
                    state = .doubleQuoted
                case UInt8(ascii: "#") where index == 0 || isSeparator(bytes[index - 1]):
                    contexts[index] = .comment
                    state = .comment
                case UInt8(ascii: "<"):
                    if let heredoc = hereDocument(bytes, at: index) {
                        pending.append((heredoc.delimiter, heredoc.quoted, heredoc.stripTabs))
                        index = heredoc.end
                        continue
                    }
                default:
                    break
                }
            }
            index += 1
        }
        return contexts
    }

    /// `<<EOF`, `<<-EOF`, `<< 'EOF'` at `index`: the delimiter, whether it is quoted, and where the word ends.
    private static func hereDocument(_ bytes: [UInt8], at index: Int)
        -> (delimiter: [UInt8], quoted: Bool, stripTabs: Bool, end: Int)?
    {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") else { return nil }
        var cursor = index + 2
        guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "<") else { return nil }
        let stripTabs = bytes[cursor] == UInt8(ascii: "-")
        if stripTabs { cursor += 1 }
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        var delimiter: [UInt8] = []
        var quoted = false
        while cursor < bytes.count, !isSeparator(bytes[cursor]), bytes[cursor] != UInt8(ascii: "<"),
            bytes[cursor] != UInt8(ascii: ">")
        {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                quoted = true
            } else {
                delimiter.append(byte)
            }
            cursor += 1
        }
        return delimiter.isEmpty ? nil : (delimiter, quoted, stripTabs, cursor)
    }

    /// Labels the bodies of the here-documents opened on the line that ends at `newline`; returns the offset of
    /// the newline that ends the last body (or the end of the text).
    private static func skipBodies(
        _ bytes: [UInt8], after newline: Int, _ pending: [(delimiter: [UInt8], quoted: Bool, stripTabs: Bool)],
        into contexts: inout [Context]
    ) -> Int {
        var lineStart = newline + 1
        for heredoc in pending {
            let context: Context = heredoc.quoted ? .literalHereDocument : .hereDocument
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                var text = bytes[lineStart..<lineEnd]
                if heredoc.stripTabs { text = text.drop { $0 == UInt8(ascii: "\t") } }
                let isEnd = Array(text) == heredoc.delimiter
                if !isEnd { for offset in lineStart..<lineEnd { contexts[offset] = context } }
                lineStart = lineEnd + 1
                if isEnd { break }
            }
        }
        return min(lineStart - 1, bytes.count)
    }
}
