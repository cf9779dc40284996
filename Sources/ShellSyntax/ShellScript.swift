/// A command's text as bash reads it, made by one pass of `ShellLexer`: every stage that looks at shell code reads it.
///
/// It is a lexer, not a parser: text it does not understand is read as words, never as an error, since documents
/// are not always valid bash (`isComplete` says when a quote or a substitution is left open).
public struct ShellScript: Sendable, Equatable {
    /// The text's UTF-8 bytes.
    public let bytes: [UInt8]
    /// How each byte is quoted.
    public let quoting: [Quoting]
    /// Words, control operators and redirection operators, outside comments and here-document bodies, each one
    /// added when it ends (so the words of a `$(…)` come before the word that holds it).
    public let tokens: [Token]
    /// The names of the variables the text sets, in order of first appearance: `X=…`, `X+=…`, `X[i]=…` and `X=(…)`
    /// (also after `export`, `declare`, `local`, `readonly`, `typeset`), `${X:=…}`, `for X`, `select X`, and the
    /// names `read`, `mapfile`, `readarray`, `getopts` and `printf -v` are given, the names arithmetic assigns
    /// (`((n = 1))`, `let n+=2`) and those a string given to `eval` sets.
    public let assignedNames: [String]
    /// The names of `assignedNames` still set once the text has run.
    ///
    /// Not those set only in a subshell, which bash forgets when it ends (`( … )`, `$(…)`, `<(…)`, backquotes, any
    /// command of a pipeline of two or more, as bash runs them without `lastpipe`, an and-or list run in the background
    /// with `&`), however they are set: `X=1`, `read`, `declare`, and arithmetic (`( (( n = 1 )) )`, `let n=1 | cat`).
    public let keptNames: [String]
    /// The names of `assignedNames` set in a subshell and not in `keptNames`, each with the text of the subshells that
    /// set it (the innermost, where one is in another): bash knows them there alone (`sets(_:at:)`).
    public let subshellNames: [String: [Range<Int>]]
    /// Parameter expansions, command substitutions and arithmetic expansions bash performs, by offset: not those
    /// in single quotes, comments or quoted here-documents, nor `\$x`.
    public let expansions: [Expansion]
    /// Each `\` that escapes a blank where a line continuation was meant, in order.
    ///
    /// That is a `\` with blanks only to its line's end, or blanks and then a `#` on a line no continuation ends, where
    /// a line with more than blanks follows: bash ends the command with the line, and runs the next one alone.
    public let brokenContinuations: [BrokenContinuation]
    /// Here-documents, in the order of their operators.
    public let hereDocuments: [HereDocument]
    /// Text bash evaluates as an arithmetic expression: `$((…))`, `$[…]`, `((…))`, `let` arguments, `declare -i`
    /// values (and later assignments of such a variable), the operands of `-eq`, `-gt`… in `[[ … ]]`, array
    /// subscripts, and `${s:offset:length}`.
    public let arithmetic: [Range<Int>]
    /// Every `<name>` placeholder, in order, with its contexts (also those of the shells that evaluate a string holding
    /// it: after `bash -c`, `su -c`, `eval`, `watch`, `ssh host`, or a here-document fed to a shell or to `ssh`).
    public let placeholders: [PlaceholderOccurrence]
    /// Where the text may have set any variable: the end of the first command that sources a file or evaluates a
    /// string (`source`, `.`, `eval`); nil when none does.
    public let definesAnythingFrom: Int?
    /// The files the text has a shell read as a script, as named (quotes removed): the word after `source` or `.`
    /// (`source app.env`), and a shell's script (`bash setup.sh`); not those of a string a shell evaluates.
    public let scriptsRead: [String]
    /// Whether every quote, substitution and here-document the text opens is closed.
    public let isComplete: Bool
    /// Whether a quote or a substitution the text opens is not closed (a here-document's body that runs to the end is
    /// not counted): text added after a line break then leaves the script incomplete unless it holds a byte that
    /// closes one (`' " ` ) } ]`), wherever here-documents begin or end in it.
    public let leavesQuoteOpen: Bool
    /// How deep `$(…)`, `<(…)`, backquotes and `${…}` may nest before the lexer stops reading.
    ///
    /// Its recursion is bounded by it, as cmark-gfm's tree is by `MarkdownParser.maximumDepth`. No command a person
    /// types comes near; bash itself crashes some tens of thousands of levels down.
    public static let maximumNesting = 200
    /// The here-documents whose bodies the text ends before (a command's line without the lines after it), in order.
    public let openHereDocuments: [OpenHereDocument]

    /// The commands whose output the text runs or writes to a script (`f | bash`, `f > env.sh`, `eval "$(f)"`,
    /// `{ f; } > env.sh`), where it does not say what they print or they are functions it defines: a function of that
    /// name defined in another command prints code, which `init`'s `functionsPrintingCode` tells that command.
    public let callsRunAsCode: Set<String>
    /// The commands each function the text defines calls in its body (as written, in any substitution there; not in a
    /// function defined inside it): what they print is what the function prints, code where its output runs.
    public let functionCalls: [String: Set<String>]

    /// Reads `text`, whose placeholders (`<name>`) are `placeholders` as the dialect's grammar finds them, and fills in
    /// their contexts (unquoted for one the lexer passes over, in text bash would not parse).
    ///
    /// What the bodies of `functionsPrintingCode` print is code, as where a call of theirs runs it: a page calls them
    /// so in another command (`callsRunAsCode`); a function the text calls so itself from another command list than
    /// the one that defines it (`eval "$(f)"`) is read so too. `echoAlwaysDecodes`: the text is run by a shell whose
    /// `echo` decodes escapes with no option (`ShellLexer.echoAlwaysDecodes`).
    public init(
        _ text: String, placeholders: [PlaceholderOccurrence], functionsPrintingCode: Set<String> = [],
        echoAlwaysDecodes: Bool = false
    ) {
        var lexer = ShellLexer(
            Array(text.utf8), placeholders: placeholders, functionsPrintingCode: functionsPrintingCode,
            echoAlwaysDecodes: echoAlwaysDecodes)
        lexer.scanCommands(until: .end)
        if !lexer.callsRunAsCode.isEmpty {
            // Rare: read again with what the text's own functions print as code, once it is known they run, and those
            // they call.
            let defined = Self.words(.functionName, in: lexer.tokens, of: lexer.bytes)
            let more = Self.called(from: lexer.callsRunAsCode, lexer.functionCalls).intersection(defined)
                .subtracting(functionsPrintingCode)
            if !more.isEmpty {
                lexer = ShellLexer(
                    lexer.bytes, placeholders: placeholders, functionsPrintingCode: functionsPrintingCode.union(more),
                    echoAlwaysDecodes: echoAlwaysDecodes)
                lexer.scanCommands(until: .end)
            }
        }
        callsRunAsCode = lexer.callsRunAsCode
        functionCalls = lexer.functionCalls
        bytes = lexer.bytes
        quoting = lexer.quoting
        tokens = lexer.tokens
        // In order of first appearance.
        func names(_ assignments: [(name: String, offset: Int)]) -> [String] {
            Self.distinct(assignments.sorted { $0.offset < $1.offset }.map(\.name))
        }
        assignedNames = names(lexer.assignments)
        let (kept, forgotten) = Self.scopes(lexer.assignments, lexer.subshells)
        keptNames = names(kept)
        let keptSet = Set(keptNames)
        subshellNames = Dictionary(
            forgotten.filter { !keptSet.contains($0.name) }.map { ($0.name, [$0.text]) }, uniquingKeysWith: +)
        expansions = lexer.expansions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        hereDocuments = lexer.hereDocuments
        arithmetic = lexer.arithmetic
        brokenContinuations = Self.brokenContinuations(lexer.escapedBlanks, in: lexer.bytes, lexer.quoting)
        self.placeholders = lexer.placeholders
        definesAnythingFrom = lexer.definesAnythingFrom
        scriptsRead = lexer.scriptsRead
        isComplete = !lexer.unterminated && !lexer.hereDocumentUnended && lexer.pendingHereDocuments.isEmpty
        leavesQuoteOpen = lexer.unterminated
        openHereDocuments = lexer.pendingHereDocuments.map(\.open)
    }

    /// `assignments` split into those no subshell makes, and those one does, each with the innermost one's text.
    ///
    /// Subshells may nest (`$(a | (b))`): one pass, with the subshells open at each assignment, innermost last.
    private static func scopes(
        _ assignments: [(name: String, offset: Int)], _ subshells: [ShellLexer.Subshell]
    ) -> (kept: [(name: String, offset: Int)], forgotten: [(name: String, text: Range<Int>)]) {
        // Outer first where two start together; of two with the same assignments, the shorter text inner.
        let starting = subshells.filter { !$0.assignments.isEmpty }.sorted {
            ($0.assignments.lowerBound, -$0.assignments.upperBound, -$0.text.count)
                < ($1.assignments.lowerBound, -$1.assignments.upperBound, -$1.text.count)
        }
        var kept: [(name: String, offset: Int)] = []
        var forgotten: [(name: String, text: Range<Int>)] = []
        var open: [ShellLexer.Subshell] = []
        var next = 0
        for (index, assignment) in assignments.enumerated() {
            // A subshell that ended below one still open is dropped when it comes to the top; one pushed here starts
            // at this assignment and holds it.
            while let last = open.last, last.assignments.upperBound <= index { open.removeLast() }
            while next < starting.count, starting[next].assignments.lowerBound <= index {
                open.append(starting[next])
                next += 1
            }
            if let inner = open.last {
                forgotten.append((assignment.name, inner.text))
            } else {
                kept.append(assignment)
            }
        }
        return (kept, forgotten)
    }

    /// Whether the text sets `name` where byte `offset` runs: an assignment its shell keeps (`keptNames`), wherever
    /// it is, or one a subshell around `offset` makes (`subshellNames`): `(X=1; echo $X)` sets X at `$X`, and
    /// `(X=1); echo $X` does not.
    public func sets(_ name: String, at offset: Int) -> Bool {
        keptNames.contains(name) || subshellNames[name]?.contains { $0.contains(offset) } == true
    }

    /// `names` and the commands the functions of those names call, in turn, to the end (`calls` as `functionCalls`):
    /// each name followed once, so a chain or a recursion costs one step a call.
    public static func called(from names: Set<String>, _ calls: [String: Set<String>]) -> Set<String> {
        var all = names
        var pending = Array(names)
        while let name = pending.popLast() {
            for callee in calls[name] ?? [] where all.insert(callee).inserted { pending.append(callee) }
        }
        return all
    }

    /// The text of `range`.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The command names (`WordRole.command`), in order of first appearance, as written (quotes included).
    public var commandNames: [String] { Self.words(.command, in: tokens, of: bytes) }

    /// The names of the functions the script defines (`kc() { …; }`, `function kc { …; }`), in order, each once.
    public var functionNames: [String] { Self.words(.functionName, in: tokens, of: bytes) }

    /// The texts of the words of `role` among `tokens`, in `bytes`, in order of first appearance.
    private static func words(_ role: WordRole, in tokens: [Token], of bytes: [UInt8]) -> [String] {
        distinct(tokens.filter { $0.kind == .word(role) }.map { String(decoding: bytes[$0.range], as: UTF8.self) })
    }

    /// The words of each simple command outside command substitutions, in order and as written, its command word
    /// first: `kubectl exec -it $(kubectl get pods -o name) -- bash` is one command, and `$(…)` one of its words.
    public var outerCommands: [[String]] { outerCommandWords.map { $0.map(text) } }

    /// The aliases the script's commands define outside command substitutions (`alias k='kubectl --context prod'`),
    /// each name with its body as bash keeps it (`k`, `kubectl --context prod`: quotes removed), in order.
    public var aliases: [(name: String, body: String)] {
        outerCommandWords.filter { $0.first.map(text) == "alias" }.flatMap { $0.dropFirst() }.compactMap { word in
            // bash splits the word at its first `=` once its quotes are removed (`'k=kubectl get'`, `k\=x=y`).
            let definition = literal(word)
            guard let equals = definition.firstIndex(of: "=") else { return nil }
            return (String(definition[..<equals]), String(definition[definition.index(after: equals)...]))
        }
    }

    /// The text of `range` without the quoting characters bash removes (`'a b'"c"` is `a bc`); escapes inside `$'…'`
    /// are kept as written.
    public func literal(_ range: Range<Int>) -> String {
        String(decoding: range.filter { quoting[$0] != .quote }.map { bytes[$0] }, as: UTF8.self)
    }

    /// The ranges of the words of each simple command outside command substitutions (`outerCommands`).
    public var outerCommandWords: [[Range<Int>]] {
        // The outermost substitutions, in order: a word that starts inside one is a nested command's.
        var nested: [Range<Int>] = []
        for range in expansions.filter({ $0.kind == .commandSubstitution || $0.kind == .backquote }).map(\.range)
            .sorted(by: { $0.lowerBound < $1.lowerBound })
        where nested.last.map({ range.lowerBound >= $0.upperBound }) ?? true {
            nested.append(range)
        }
        var commands: [[Range<Int>]] = []
        var next = 0
        // Nested words are lexed before the word that holds them: in the text's order, each command's come together.
        for token in tokens.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            while next < nested.count, nested[next].upperBound <= token.range.lowerBound { next += 1 }
            if next < nested.count, nested[next].lowerBound < token.range.lowerBound { continue }
            switch token.kind {
            case .word(.command): commands.append([token.range])
            case .word(.argument) where !commands.isEmpty: commands[commands.count - 1].append(token.range)
            default: continue
            }
        }
        return commands
    }

    /// Whether `word` is a bash builtin or reserved word (`compgen -b`, `compgen -k` of bash 5), not a program.
    public static func isBuiltin(_ word: String) -> Bool {
        CommandWords.builtins.contains(word) || CommandWords.reservedWords.contains(word)
    }

    /// Whether `expansion` says itself what happens when its variable is unset: `${X:-word}`, `${X:=word}`,
    /// `${X:?message}`, `${X:+word}`, and the same without `:`.
    public func handlesUnset(_ expansion: Expansion) -> Bool {
        guard expansion.kind == .parameterOperation, let name = expansion.name,
            !bytes[expansion.range.lowerBound + 2].isOne(of: "#!")
        else { return false }
        var offset = expansion.range.lowerBound + 2 + name.utf8.count
        if offset < expansion.range.upperBound, bytes[offset] == UInt8(ascii: ":") { offset += 1 }
        return offset < expansion.range.upperBound && bytes[offset].isOne(of: "-=?+")
    }

    /// The names of the variables that are the operand of `-z` or `-n` in `test`, `[ … ]` or `[[ … ]]`: the command
    /// asks itself whether they are set (`if [ -z "$API_KEY" ]; then echo "Set API_KEY first"; fi`).
    ///
    /// One pass over the tokens, then one over the expansions. An operand follows its `-z` in `tokens` with no token
    /// between, so it holds no `$(…)` of words: the expansions that start in it are its own.
    public var emptinessTestedNames: [String] {
        var operands: [Range<Int>] = []
        var head: String?  // the command or reserved word of the words since the last operator
        var headBeforePrevious: String?  // `head` as it stood before the previous token
        for (index, token) in tokens.enumerated() {
            let headBefore = head
            defer { headBeforePrevious = headBefore }
            guard case .word(let role) = token.kind else {
                head = nil
                continue
            }
            if index > 0, case .word = tokens[index - 1].kind, let test = headBeforePrevious,
                ["test", "[", "[["].contains(test), ["-z", "-n"].contains(text(tokens[index - 1].range))
            {
                operands.append(token.range)
            }
            if role == .command || role == .reserved { head = text(token.range) }
        }
        guard !operands.isEmpty else { return [] }
        operands.sort { $0.lowerBound < $1.lowerBound }
        var names: [String] = []
        var next = operands.startIndex
        for expansion in expansions {
            let start = expansion.range.lowerBound
            while next < operands.endIndex, operands[next].upperBound <= start { next += 1 }
            guard next < operands.endIndex else { break }
            if operands[next].contains(start), let name = expansion.name { names.append(name) }
        }
        return names
    }

    /// The names of the variables the text expands (`$X`, `${X}`, `${X:-…}`, `${#X}`), in order of first
    /// appearance; not `$1 $? $@ $#`.
    public var expandedNames: [String] { Self.distinct(expansions.compactMap(\.name)) }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`.
    ///
    /// Counted from `start`, an earlier offset whose position is known, when given: positions asked in order are then
    /// found in one walk of the text.
    public func position(
        of offset: Int, from start: (offset: Int, line: Int, column: Int) = (0, 1, 1)
    ) -> (line: Int, column: Int) {
        var position = (line: start.line, column: start.column)
        for byte in bytes[start.offset..<offset] {
            if byte == 0x0A {
                position = (position.line + 1, 1)
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
        }
        return position
    }

    /// Whether byte `offset` starts a word: it follows the start or an unquoted blank or operator.
    public func startsWord(_ offset: Int) -> Bool {
        offset == 0 || (quoting[offset - 1] == .unquoted && ShellBytes.endsWord(bytes[offset - 1]))
    }

    private static let assignmentOperators = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "<<=", ">>="]

    /// The variables the arithmetic `range` of `bytes` assigns, each with the offset of its name: `n = 1`, `n += 2`
    /// (any operator followed by `=`, not `==`, `<=`, `>=` or `!=`), `a[i] = 1`; not `$n = 1`, nor `n++` and `--n`,
    /// which step a variable set before, and which a command synopsis (`((--name N | --id I))`) holds.
    static func arithmeticAssignments(_ bytes: [UInt8], _ range: Range<Int>) -> [(name: String, offset: Int)] {
        var found: [(name: String, offset: Int)] = []
        var start = range.lowerBound
        while start < range.upperBound {
            guard ShellBytes.isNameStart(bytes[start]),
                start == range.lowerBound || !ShellBytes.isNameByte(bytes[start - 1]) && bytes[start - 1] != 0x24
            else {
                start += 1
                continue
            }
            var end = start + 1
            while end < range.upperBound, ShellBytes.isNameByte(bytes[end]) { end += 1 }
            var after = end
            if after < range.upperBound, bytes[after] == UInt8(ascii: "["),
                let close = bytes[after..<range.upperBound].firstIndex(of: UInt8(ascii: "]"))
            {
                after = close + 1
            }
            while after < range.upperBound, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            let next = bytes[after..<range.upperBound]
            if assignmentOperators.contains(where: {
                next.starts(with: $0.utf8) && next.dropFirst($0.count).first != 0x3D
            }) {
                found.append((String(decoding: bytes[start..<end], as: UTF8.self), start))
            }
            start = end
        }
        return found
    }

    private static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

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
        /// The command: the first word past assignments and reserved words (inside `$(…)` and backquotes too), or the
        /// one a wrapper (`sudo`, `env`, `exec`, `nohup`, `command`, `xargs`) starts. Builtins are not told apart.
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

    /// A here-document whose body has not started (or is being read): the line its body ends before.
    public struct OpenHereDocument: Sendable, Equatable {
        /// The delimiter's bytes, its quotes removed.
        public let delimiter: [UInt8]
        /// Whether the operator is `<<-`, so that the delimiter's line may start with tabs.
        public let stripsTabs: Bool

        /// Whether `line` (without its newline) ends the body.
        public func ends(at line: some Collection<UInt8>) -> Bool {
            (stripsTabs ? line.drop { $0 == UInt8(ascii: "\t") } : line[...]).elementsEqual(delimiter)
        }
    }

    /// A here-document.
    public struct HereDocument: Sendable, Equatable {
        /// The delimiter, its quotes removed.
        public let delimiter: String
        /// Whether the delimiter was quoted, so that nothing in the body expands.
        public let isQuoted: Bool
        /// The body, without the delimiter's line.
        public let body: Range<Int>
        /// Whether the body is a YAML document: given to `kubectl … -f -` (or `oc`), or written to a `.yaml` file.
        public var isYAML = false
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
            /// `$(…)`, and a process substitution `<(…)` or `>(…)`.
            case commandSubstitution
            /// `` `…` ``.
            case backquote
            /// `$((…))`, and its old form `$[…]`.
            case arithmetic
        }

        /// What kind of expansion it is.
        public let kind: Kind
        /// From the `$` (or backquote) to the end.
        public let range: Range<Int>
        /// The variable expanded, for a parameter expansion of a named variable.
        public let name: String?
    }
}

/// One placeholder in a text (`<name>`; in a command, also a value the page did not mark, `NAME` or `{name}`), and in
/// shell code the contexts its value passes through.
public struct PlaceholderOccurrence: Sendable, Equatable {
    /// The name, without `<>` (or `{}`).
    public let name: String
    /// The 1-based line within the text.
    public let line: Int
    /// The 1-based column of its first character (`<`), in Unicode scalars.
    public let column: Int
    /// The UTF-8 offset of its first character in the text.
    public let offset: Int
    /// The UTF-8 length of the text the value replaces: `<name>`, `{name}` or `NAME`.
    public let length: Int
    /// How each shell that reads the value sees the placeholder, outermost first: the bash that runs the command,
    /// then each shell that evaluates a string holding it (`bash -c "echo <x>"`: double-quoted, then bare); empty
    /// until `ShellScript` reads the text.
    public internal(set) var contexts: [ShellContext] = []

    /// A placeholder found at `offset`, on `line` and `column` of its text, written `<name>` unless `length` says
    /// otherwise.
    public init(name: String, line: Int, column: Int, offset: Int, length: Int? = nil) {
        self.name = name
        self.line = line
        self.column = column
        self.offset = offset
        self.length = length ?? name.utf8.count + 2
    }

    /// The same placeholder at `offset` of another text (what a shell is given to read), its contexts not read yet.
    func moved(to offset: Int) -> PlaceholderOccurrence {
        PlaceholderOccurrence(name: name, line: line, column: column, offset: offset, length: length)
    }

    /// Whether the page writes it as a placeholder, `<name>`, rather than as a value to replace it did not mark
    /// (`NAME`, `{name}`), in `bytes`, the text it was found in.
    public func isMarked(in bytes: [UInt8]) -> Bool { bytes[offset] == UInt8(ascii: "<") }

    /// How the bash that runs the command sees the placeholder (bare, where a value is quoted whole, for an
    /// occurrence that no `ShellScript` has read).
    public var context: ShellContext { contexts.first ?? ShellContext(quoting: .unquoted) }

    /// Whether some shell evaluates the value as an arithmetic expression, where only an integer is data.
    public var isArithmetic: Bool { contexts.contains { $0.isArithmetic } }

    /// Whether some shell reads the value as a variable's name, where only a name is data.
    public var isName: Bool { contexts.contains { $0.isName } }

}

/// Where a placeholder sits for one shell, which decides how a value can be put there as data.
public struct ShellContext: Sendable, Equatable, Hashable {
    /// The quoting around the placeholder (never `.quote` or `.escaped`).
    public var quoting: ShellScript.Quoting
    /// How the shell evaluates the value as arithmetic, if it does (only an integer survives: `a[$(cmd)]` runs
    /// `cmd`).
    public var arithmetic: Arithmetic?
    /// How many backquote substitutions enclose the placeholder; bash removes one level of `\` before `$`,
    /// backquote and `\` in each.
    public var backquoteDepth = 0
    /// Whether the shell reads the value as a variable's name, and evaluates a subscript in it (`a[$(cmd)]` runs
    /// `cmd`): `read` and `mapfile` operands, `printf -v`, `[[ -v … ]]`, the names `declare`, `local`, `export`…
    /// are given (and a quoted `"a=(…)"` they parse again), and a `declare -n` target.
    public var isName = false
    /// Whether the value is the name of a parameter expansion (`${<name>}`, `${!<name>}`, `${#<name>}`), where bash
    /// expands nothing: no variable can give it, only the name itself written there.
    public var isExpansionName = false
    /// Whether the value is the login name of a tilde prefix (`~<user>/`, `X=~<user>`, `PATH=a:~<user>/bin`), where
    /// bash expands nothing and reads the name as written: no variable can give it, only a login name written there.
    public var isLoginName = false
    /// Whether the value is in the word of a `${x#…}`, `${x%…}`, `${x/…/…}`, `${x^…}` or `${x,…}`, which bash reads as
    /// a pattern: a variable referred to there, even in double quotes, is a pattern unless quoted again
    /// (`"${x%"${V}"}"`).
    public var isPattern = false
    /// In the body of a here-document, the value that would make the placeholder's line its delimiter line (the
    /// delimiter less the rest of the line; a line break where no value can): a value must not end it early.
    public var hereDocumentDelimiter: String?
    /// Whether the lexer gave up before the placeholder, in text nested deeper than it reads
    /// (`ShellScript.maximumNesting`): where it stands is not known, so no value is data there.
    public var isUnread = false
    /// Whether the placeholder is in backquotes whose text escapes what bash unescapes before it reads the command
    /// (`\\`, a backquote, `\"` in backquotes inside double quotes, `\$` before a quote or a bracket): docrun reads
    /// the text as written, bash reads it with those backslashes removed, so where the placeholder stands for bash
    /// is not known and no value is data there (`"`bash -c \"echo <v>\"`"` hands bash -c the value as code).
    public var isInRereadBackquotes = false
    /// Whether the placeholder is in a `printf` format docrun does not read exactly, or in a word that fills it in
    /// (`%b`, an escape other than `\n`, `\t`, `\\`, `\"`, an expansion or a value in the format…), printed where a
    /// shell reads it: what the value becomes in that shell's text is not known, so only a plain value is data
    /// (`ShellQuoting.isPlain`).
    public var isInUnreadFormat = false
    /// Whether the placeholder is printed, where a shell reads it, after output whose end docrun does not know.
    ///
    /// That is a `printf` format it does not read, printed before it with no line break known between them
    /// (`{ printf "$f"; echo "<v>"; } | bash`): where the value lands in that shell's text is not known, so only a
    /// plain value is data (`ShellQuoting.isPlain`).
    public var followsUnknownOutput = false
    /// How many times an `echo` that decodes backslash escapes (`echo -e`) prints the value before this shell reads it
    /// (`echo -e "export A=<v>" | bash`: once; twice for an `echo -e` inside the `$(…)` of another): the value is
    /// written for this shell, then each `\` doubled that many times, which `echo -e` prints back as one.
    public var echoDecodings = 0
    /// Whether the `echo` that prints the value for this shell reads escapes docrun does not read exactly.
    ///
    /// That is `echo -e`'s right before the value, read with its first characters (`\<v>`, `\x4<v>`, `\0<v>`), or any
    /// of the text's own in the `echo` of a shell other than bash (dash's are not bash's:
    /// `Printing.escapesOfAnotherShell`). What the value becomes there is not known, so no value is data.
    public var isInUnreadEcho = false

    /// Where the shell evaluates the value as arithmetic.
    public enum Arithmetic: Sendable, Equatable, Hashable {
        /// Inside an expression: `$((…))`, `((…))`, a subscript, `${s:offset:length}`; the value is put in
        /// parentheses there, so that a sign does not join the text before it (`${s:-1}`, `1--1`).
        case expression
        /// As a whole word: `let` arguments, `declare -i` values, `[[ … -gt … ]]` operands.
        case word
    }

    /// Whether the shell evaluates the value as arithmetic.
    public var isArithmetic: Bool { arithmetic != nil }

    /// The body of an unquoted here-document (`cat > file <<EOF`), as a script that writes a file holds its text.
    public static let hereDocumentBody = ShellContext(quoting: .hereDocument)
}
