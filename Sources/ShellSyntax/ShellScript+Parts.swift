extension ShellScript {
    /// How bash reads a byte.
    public enum Quoting: UInt8, Sendable, Equatable, Hashable {
        /// Shell code: words, operators, expansions.
        case unquoted
        /// A quoting character bash removes: the quotes of `'…'`, `"…"`, `$'…'`, `$"…"`, and a `\` that escapes.
        case quote
        /// The byte after an unquoted `\`: a literal.
        case escaped
        /// Inside `'…'`: a literal.
        case singleQuoted
        /// Inside `$'…'`: a literal read with backslash escapes.
        case ansiQuoted
        /// Inside `"…"`: expansions happen, globs and word splitting do not.
        case doubleQuoted
        /// A `#` comment.
        case comment
        /// The body of a here-document whose delimiter is unquoted: expansions happen.
        case hereDocument
        /// The body of a here-document whose delimiter is quoted (`<<'EOF'`): a literal.
        case quotedHereDocument
    }

    /// A word or an operator.
    public struct Token: Sendable, Equatable {
        /// What a token is.
        public enum Kind: Sendable, Equatable {
            /// A word, with what it is in its simple command.
            case word(WordRole)
            /// `;`, `&`, `|`, `|&`, `&&`, `||`, `;;`, `(`, `)` or a newline that ends a command.
            case control
            /// A redirection operator with its descriptor: `>`, `2>>`, `&>`, `<`, `<<-`, `>&`, `<(`…
            case redirection
        }

        /// What the token is.
        public let kind: Kind
        /// Its bytes.
        public let range: Range<Int>
    }

    /// What a word is in its simple command.
    public enum WordRole: Sendable, Equatable {
        /// The command: the first word past assignments and reserved words, or the one a wrapper starts.
        case command
        /// An argument of the command.
        case argument
        /// `X=…` before the command or after `export` and the like.
        case assignment
        /// A reserved word where bash reads one (`if`, `then`, `do`, `{`, `[[`, `]]`…).
        case reserved
        /// The word a redirection reads from or writes to, or a here-document's delimiter.
        case redirectionTarget
        /// The name a function definition gives (`f() {…}`, `function f`).
        case functionName
        /// A pattern of a `case` item.
        case pattern
    }

    /// A variable the text sets.
    public struct Variable: Sendable, Equatable {
        /// The variable's name.
        public let name: String
        /// The offset of the name.
        public let offset: Int
    }

    /// An expansion bash performs.
    public struct Expansion: Sendable, Equatable {
        /// What kind of expansion it is.
        public enum Kind: Sendable, Equatable {
            /// `$X`, `$1`, `$?`, `$@`…
            case parameter
            /// `${X}`: a name, nothing more.
            case braced
            /// `${X:-word}`, `${X:=word}`, `${#X}`, `${!X}`, `${X[i]}`, `${X:1:2}`, `${X/a/b}`…
            case parameterOperation
            /// `$(…)`.
            case commandSubstitution
            /// `` `…` ``.
            case backquote
            /// `$((…))`.
            case arithmetic
        }

        /// What kind of expansion it is.
        public let kind: Kind
        /// From the `$` (or backquote) to the end.
        public let range: Range<Int>
        /// The variable expanded, for a parameter expansion of a named variable.
        public let name: String?
    }

    /// A here-document.
    public struct HereDocument: Sendable, Equatable {
        /// The delimiter, its quotes removed.
        public let delimiter: String
        /// Whether the delimiter was quoted, so that nothing in the body expands.
        public let isQuoted: Bool
        /// `<<-`: leading tabs are removed from the body's lines.
        public let stripsTabs: Bool
        /// The body, without the delimiter's line.
        public let body: Range<Int>
    }
}

/// One `<name>` placeholder in shell code, with the contexts its value passes through.
public struct PlaceholderOccurrence: Sendable, Equatable {
    /// The name, without `<>`.
    public let name: String
    /// The 1-based line within the command.
    public let line: Int
    /// The 1-based column of `<`, in Unicode scalars.
    public let column: Int
    /// The UTF-8 offset of `<` in the command.
    public let offset: Int
    /// How each shell that reads the value sees the placeholder, outermost first: the bash that runs the command,
    /// then each shell that evaluates a string holding it (`bash -c "echo <x>"`: double-quoted, then bare).
    public let contexts: [ShellContext]

    /// How the bash that runs the command sees the placeholder.
    public var context: ShellContext { contexts[0] }

    /// Whether some shell evaluates the value as an arithmetic expression, where only an integer is data.
    public var isArithmetic: Bool { contexts.contains { $0.isArithmetic } }

    /// The UTF-8 length of `<name>`.
    public var length: Int { name.utf8.count + 2 }
}

/// Where a placeholder sits for one shell, which decides how a value can be put there as data.
public struct ShellContext: Sendable, Equatable, Hashable {
    /// The quoting around the placeholder: `.unquoted`, `.doubleQuoted`, `.singleQuoted`, `.ansiQuoted`,
    /// `.hereDocument`, `.quotedHereDocument` or `.comment`.
    public var quoting: ShellScript.Quoting
    /// Where the shell evaluates the value as arithmetic, which only an integer survives (`a[$(cmd)]` runs `cmd`).
    public enum Arithmetic: Sendable, Equatable, Hashable {
        /// Inside an expression: `$((…))`, `((…))`, a subscript, `${s:offset:length}`; the value is put in
        /// parentheses there, so that a sign does not join the text before it (`${s:-1}`, `1--1`).
        case expression
        /// As a whole word: `let` arguments, `declare -i` values, `[[ … -gt … ]]` operands.
        case word
    }

    /// How the shell evaluates the value as arithmetic, if it does.
    public var arithmetic: Arithmetic?
    /// How many backquote substitutions enclose the placeholder; bash removes one level of `\` before `$`,
    /// backquote and `\` in each.
    public var backquoteDepth: Int
    /// The delimiter of the here-document whose body holds the placeholder: a value must not end it early.
    public var hereDocumentDelimiter: String?

    /// Whether the shell evaluates the value as arithmetic.
    public var isArithmetic: Bool { arithmetic != nil }

    /// Creates a context.
    public init(
        _ quoting: ShellScript.Quoting, arithmetic: Arithmetic? = nil, backquoteDepth: Int = 0,
        hereDocumentDelimiter: String? = nil
    ) {
        self.quoting = quoting
        self.arithmetic = arithmetic
        self.backquoteDepth = backquoteDepth
        self.hereDocumentDelimiter = hereDocumentDelimiter
    }
}
