/// A command's text as bash reads it: every stage of docrun that looks at shell code reads this one value.
///
/// One pass of `ShellLexer` makes it: the quoting of every byte, the words and operators, the variables set and
/// expanded, redirections and here-documents, the regions bash evaluates as arithmetic, the strings another shell
/// evaluates (`bash -c '…'`, `eval`, `ssh host '…'`), and each `<placeholder>` with the contexts its value passes
/// through. It is a lexer, not a parser: text it does not understand is read as words, never as an error, since
/// documents are not always valid bash (`isComplete` says when a quote or a substitution is left open).
public struct ShellScript: Sendable, Equatable {
    /// The text's UTF-8 bytes.
    public let bytes: [UInt8]
    /// How each byte is quoted.
    public let quoting: [Quoting]
    /// Words, control operators and redirection operators, outside comments and here-document bodies, each one
    /// added when it ends (so the words of a `$(…)` come before the word that holds it).
    public let tokens: [Token]
    /// The variables the text sets, by offset: `X=…`, `X+=…`, `X[i]=…` and `X=(…)` (also after `export`,
    /// `declare`, `local`, `readonly`, `typeset`), `for X`, `select X`, and the names `read`, `mapfile`,
    /// `readarray`, `getopts` and `printf -v` are given.
    public let assignments: [Variable]
    /// Parameter expansions, command substitutions and arithmetic expansions bash performs, by offset: not those
    /// in single quotes, comments or quoted here-documents, nor `\$x`.
    public let expansions: [Expansion]
    /// Here-documents, in the order of their operators.
    public let hereDocuments: [HereDocument]
    /// Text bash evaluates as an arithmetic expression: `$((…))`, `((…))`, `let` arguments, `declare -i` values,
    /// the operands of `-eq`, `-gt`… in `[[ … ]]`, array subscripts, and `${s:offset:length}`.
    public let arithmetic: [Range<Int>]
    /// Strings that another shell evaluates: the word after `bash -c` (`sh`, `zsh`…), `su -c`, the arguments of
    /// `eval`, of `watch` and those after `ssh`'s host, and a here-document fed to a shell or to `ssh`.
    public let nestedShells: [Range<Int>]
    /// Every `<name>` placeholder, in order.
    public let placeholders: [PlaceholderOccurrence]
    /// Whether the text sources a file or evaluates a string (`source`, `.`, `eval`): it may set any variable.
    public let mayDefineAnything: Bool
    /// Whether every quote, substitution and here-document the text opens is closed.
    public let isComplete: Bool

    /// Reads `text`, whose placeholders (`<name>`) span `placeholders` (UTF-8 offsets, as the dialect's grammar
    /// finds them): the lexer gives each its contexts.
    public init(_ text: String, placeholders spans: [Range<Int>]) {
        var lexer = ShellLexer(Array(text.utf8), placeholders: spans)
        lexer.run()
        bytes = lexer.bytes
        quoting = lexer.quoting
        tokens = lexer.tokens
        assignments = lexer.assignments.sorted { $0.offset < $1.offset }
        expansions = lexer.expansions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        hereDocuments = lexer.hereDocuments
        arithmetic = lexer.arithmetic
        nestedShells = lexer.nestedShells
        placeholders = lexer.finishedPlaceholders()
        mayDefineAnything = lexer.mayDefineAnything
        isComplete = !lexer.unterminated && lexer.pendingHereDocuments.isEmpty
    }

    /// The text of `range`.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The command names, in order of first appearance, as written (quotes included).
    ///
    /// The first word of each simple command past its assignments and reserved words, inside `$(…)` and backquotes
    /// too, and the command a wrapper (`sudo`, `env`, `exec`, `nohup`, `command`, `xargs`) starts; not an array's
    /// values, a function's name or a `case` pattern. Builtins are not told apart.
    public var commandNames: [String] {
        distinct(tokens.filter { $0.kind == .word(.command) }.map { text($0.range) })
    }

    /// Whether `expansion` says itself what happens when its variable is unset: `${X:-word}`, `${X:=word}`,
    /// `${X:?message}`, `${X:+word}`, and the same without `:`.
    public func handlesUnset(_ expansion: Expansion) -> Bool {
        guard expansion.kind == .parameterOperation, let name = expansion.name else { return false }
        var offset = expansion.range.lowerBound + 2 + name.utf8.count
        guard offset < expansion.range.upperBound, bytes[expansion.range.lowerBound + 2] != UInt8(ascii: "#"),
            bytes[expansion.range.lowerBound + 2] != UInt8(ascii: "!")
        else { return false }
        if bytes[offset] == UInt8(ascii: ":") { offset += 1 }
        return offset < expansion.range.upperBound && "-=?+".utf8.contains(bytes[offset])
    }

    /// The names of the variables the text sets, in order of first appearance.
    public var assignedNames: [String] { distinct(assignments.map(\.name)) }

    /// The names of the variables the text expands (`$X`, `${X}`, `${X:-…}`, `${#X}`), in order of first
    /// appearance; not `$1 $? $@ $#`.
    public var expandedNames: [String] { distinct(expansions.compactMap(\.name)) }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
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

    /// Whether byte `offset` starts a word: it follows the start or an unquoted blank or operator.
    public func startsWord(_ offset: Int) -> Bool {
        offset == 0 || (quoting[offset - 1] == .unquoted && ShellBytes.endsWord(bytes[offset - 1]))
    }

    /// Whether byte `offset` is in the body of a here-document.
    public func isInHereDocument(_ offset: Int) -> Bool {
        hereDocuments.contains { $0.body.contains(offset) }
    }

    private func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
