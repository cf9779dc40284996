extension ShellLexer {
    /// The simple command being read in a command list, and the `case` around it.
    struct ListState {
        var words = CommandWords()
        var wordStart: Int?
        /// The first of the pending here-documents the command opened.
        var hereDocumentsFrom: Int
        /// Where the and-or list being read starts (`a && b`), with the first of `ShellLexer.assignments` made in it:
        /// a list run in the background with `&` runs in a subshell.
        var andOrFrom: Mark
        /// Where the simple command being read starts, with the first of `ShellLexer.assignments` made by it: those
        /// its words make as they are read (`((n = 1))`, `${X:=v}`) come before the ones made as it ends (`read X`).
        var commandFrom: Mark
        /// How many `case … in` are open, and whether `case` patterns come next.
        var caseDepth = 0
        var inPatterns = false
        /// Subshells opened with `(` in this list.
        var parens = 0
        /// What the command before a `|` writes to the next one.
        ///
        /// That is what `echo` or `printf` prints (its pieces in `printed`), with the bodies of its here-documents once
        /// read (the pipe went on past a line's end), and the first of those still pending. A shell that reads its
        /// script from the pipe (`echo '…' | bash`) runs them.
        var piped: (pieces: [Range<Int>], hereDocumentsFrom: Int)?
        /// What the list's commands print, in order, in pieces a shell would read as scripts of their own.
        ///
        /// A piece is the words one `echo` prints, a `printf` format, the words that fill it in, or a here-document's
        /// body, its words joined by blanks; or, with no words, the `call` of a command whose output is not known
        /// here (a function defined in another command, a program): where it is read as code, a function of that
        /// name prints code (`ShellScript.callsRunAsCode`). Each is read once, however many compound commands around
        /// it write to a script: `next` is its own index until it is read, then (the index of) a later piece that
        /// may not be.
        var printed: [Piece] = []
        /// The compound commands open in the list (`{ …; }`, `( … )`, a loop, `if`, `case`), innermost last.
        var groups: [Group] = []
        /// The compound command the simple command being read closes: its redirections (`{ …; } > env.sh`) and its
        /// pipe apply to what the compound command's commands print.
        var closed: Group?
        /// The line breaks read so far: pending here-documents are counted from 0 again after each.
        var lineBreaks = 0
        /// The functions defined in the list so far, each with what its body prints (pieces of `printed`): a call
        /// prints it where the call writes (`f > env.sh`, `f | bash`).
        var functions: [String: Range<Int>] = [:]
        /// The function whose body is the next compound command (after `f()` or `function f`).
        var definedFunction: String?

        /// A compound command opens, after `pending` here-documents still to be read; a function's body becomes
        /// `function`, the one whose calls are being read (`ShellLexer.functionCalls`).
        mutating func openGroup(pending: Int, from start: Mark, in function: inout String?) {
            groups.append(
                Group(
                    printedFrom: printed.count, hereDocumentsFrom: pending, lineBreaks: lineBreaks,
                    function: definedFunction, enclosingFunction: function, from: start,
                    andOrFrom: andOrFrom, receivesPipe: piped != nil))
            function = definedFunction ?? function
            definedFunction = nil
        }

        /// The innermost compound command closes: the simple command being read applies its redirections and pipe to
        /// what it printed, and a function's body is kept for its calls.
        mutating func closeGroup(in function: inout String?) {
            guard let group = groups.popLast() else { return }
            andOrFrom = group.andOrFrom
            if let name = group.function {
                // The body ends with a call of its own: where a call reads the body as code, the name is one whose
                // output runs, and the functions it calls are read so too (`ShellScript.functionCalls`).
                printed.append(([], printed.count, name, .words, true))
                functions[name] = group.printedFrom..<printed.count
                function = group.enclosingFunction
            }
            closed = group
        }
    }

    /// A piece of what a command list prints (`ListState.printed`), how its words are printed, and whether the command
    /// prints a line break after them (`endsLine`: `echo` without `-n`, a here-document's body; `printf`'s format says
    /// so itself, read in `ShellLexer.evaluateNested`, where a call prints nothing).
    typealias Piece = (words: [Range<Int>], next: Int, call: String?, printing: Printing, endsLine: Bool)

    /// How a command prints its words.
    enum Printing {
        /// As they are, joined by blanks (`echo`, `echo -E`).
        case words
        /// Joined by blanks, each with its backslash escapes decoded (`echo -e`, `echo -ne`).
        case escapes
        /// As `escapes`, by the `echo` of a shell other than bash, which decodes escapes with no option: dash's (no
        /// `\\x`, no `\\u`), zsh's and bash's own differ, so an escape of the text's own in its words is not read
        /// (`ShellContext.isInUnreadEcho`).
        case escapesOfAnotherShell
        /// The first is `printf`'s format, which the others fill in.
        case format
    }

    /// A compound command being read: what its commands print from there on in `ListState.printed` goes where it is
    /// redirected or piped (also what a command in it writes to a file of its own: such a value is read as code too),
    /// and the first of the here-documents pending when it opened, on the line it opened on.
    struct Group {
        let printedFrom: Int
        let hereDocumentsFrom: Int
        let lineBreaks: Int
        /// The function whose body it is, and the one whose body it is in.
        let function: String?
        let enclosingFunction: String?
        /// Where it starts (and the first of `ShellLexer.assignments` made in it), the enclosing list's `andOrFrom`
        /// when it opened, and whether a pipe feeds it (`a | while read -r l; do …; done`): where it runs in a
        /// subshell, they are forgotten.
        let from: Mark
        let andOrFrom: Mark
        let receivesPipe: Bool

        /// The first of the pending here-documents that are its, on the line of `list`'s last line break: all of them
        /// once it goes on past the line it opened on (the bodies of that line are read, and in `printedFrom`'s).
        func pendingFrom(_ list: ListState) -> Int { lineBreaks == list.lineBreaks ? hereDocumentsFrom : 0 }
    }

    /// A list of commands up to `terminator` (not taken) or the end; returns what its commands print.
    @discardableResult
    mutating func scanCommands(until terminator: Terminator) -> [Piece] {
        guard enterNesting() else { return [] }
        defer { nesting -= 1 }
        let (outerArithmetic, outerPattern) = (inArithmetic, inPattern)
        (inArithmetic, inPattern) = (false, false)
        depth += 1
        if terminator == .backtick { backquoteDepth += 1 }
        defer {
            (inArithmetic, inPattern) = (outerArithmetic, outerPattern)
            depth -= 1
            if terminator == .backtick { backquoteDepth -= 1 }
        }
        let start = mark
        var list = ListState(hereDocumentsFrom: pendingHereDocuments.count, andOrFrom: start, commandFrom: start)
        // A substitution's commands (`$(…)`, `<(…)`, backquotes) run in a subshell.
        defer { if terminator != .end { forget(from: start) } }
        list.words = CommandWords(echoAlwaysDecodes: echoAlwaysDecodes)
        // A function opened in the list and left open ends with it.
        let outerFunction = function
        defer { function = outerFunction }
        // A substitution whose output the command around it runs (`eval "$(…)"`, `source <(…)`): what its commands
        // print is code, read once the list ends (before its depth is left: the placeholders in it are this list's).
        let printsCode = substitutionPrintsCode
        substitutionPrintsCode = false
        defer {
            if printsCode { read([0..<list.printed.count], of: &list) }
            substitutionPrintsCode = printsCode
        }
        while !atEnd {
            let start = index
            if takePlaceholder(.unquoted) {
                if list.wordStart == nil { list.wordStart = start }
                continue
            }
            let conditional = list.words.isConditional
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
                UInt8(ascii: "\n") where conditional:
                endWord(&list)
                index += 1
            case UInt8(ascii: "\n"):
                endCommand(&list)
                addControl(1)
                let bodies = scanPendingHereDocuments()
                // None is pending now. A pipe at a line's end goes on past it (and past blank lines and comments): the
                // bodies of the command before it are part of what it writes.
                list.hereDocumentsFrom = 0
                list.lineBreaks += 1
                let first = list.printed.count
                list.printed += bodies.indices.map { ([bodies[$0]], first + $0, nil, Printing.words, true) }
                if let from = list.piped?.hereDocumentsFrom {
                    list.piped?.pieces.append(first + min(from, bodies.count)..<list.printed.count)
                    list.piped?.hereDocumentsFrom = 0
                }
            case UInt8(ascii: ";"):
                endCommand(&list)
                let ends = peek() == UInt8(ascii: ";") || peek() == UInt8(ascii: "&")
                addControl(ends ? (peek(2) == UInt8(ascii: "&") ? 3 : 2) : 1)
                if ends, list.caseDepth > 0 { list.inPatterns = true }
            case UInt8(ascii: "|") where list.inPatterns:
                endWord(&list)
                index += 1
            case UInt8(ascii: "|"), UInt8(ascii: "&"):
                if current == UInt8(ascii: "&"), peek() == UInt8(ascii: ">"), !conditional {
                    scanRedirection(&list)
                    continue
                }
                let doubled = peek() == current || (current == UInt8(ascii: "|") && peek() == UInt8(ascii: "&"))
                if conditional {
                    endWord(&list)
                } else {
                    // `|&` pipes standard error too; a single `&` runs its and-or list in the background.
                    let pipes = current == UInt8(ascii: "|") && peek() != UInt8(ascii: "|")
                    let background = current == UInt8(ascii: "&") && !doubled
                    endCommand(&list, pipes: pipes, andOr: peek() == current, background: background)
                }
                addControl(doubled ? 2 : 1)
            case UInt8(ascii: "("):
                openParen(&list, conditional: conditional)
            case UInt8(ascii: ")") where conditional:
                endWord(&list)
                addControl(1)
            case UInt8(ascii: ")") where list.inPatterns:
                endWord(&list)
                list.inPatterns = false
                endCommand(&list)
                index += 1
            case UInt8(ascii: ")"):
                endCommand(&list)
                if list.parens == 0, terminator == .paren { return list.printed }
                if list.parens > 0 {
                    list.closeGroup(in: &function)
                    if let group = list.closed { forget(from: group.from) }
                }
                list.parens = max(0, list.parens - 1)
                addControl(1)
            case UInt8(ascii: "`") where terminator == .backtick:
                endCommand(&list)
                return list.printed
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                if conditional {
                    endWord(&list)
                    index += 1
                } else if peek() == UInt8(ascii: "(") {
                    // A process substitution is a word: a file name the command reads or writes.
                    if list.wordStart == nil { list.wordStart = index }
                    index += 2
                    substitutionPrintsCode = list.words.readsNextWordAsScript
                    scanCommands(until: .paren)
                    substitutionPrintsCode = false
                    if atEnd { unterminated = true } else { index += 1 }
                    expansions.append(.init(kind: .commandSubstitution, range: start..<index, name: nil))
                } else {
                    scanRedirection(&list)
                }
            case UInt8(ascii: "#") where list.wordStart == nil:
                scanComment()
            case UInt8(ascii: "\\") where list.wordStart == nil && peek() == UInt8(ascii: "\n"):
                take(as: .quote)  // a line continuation between words
                take(as: .escaped)
            default:
                if list.wordStart == nil { list.wordStart = index }
                // Only a `$`, a backquote or a double quote can start a substitution.
                if current == UInt8(ascii: "$") || current == UInt8(ascii: "`") || current == UInt8(ascii: "\"") {
                    substitutionPrintsCode = list.words.evaluatesNextWord
                }
                scanWordPart()
                substitutionPrintsCode = false
            }
        }
        endCommand(&list)
        return list.printed
    }

    /// At `(`: part of a condition, an array's values (`a=(…)`), an arithmetic command (`((…))`), the `()` of a
    /// function definition, or a subshell.
    private mutating func openParen(_ list: inout ListState, conditional: Bool) {
        if conditional {
            endWord(&list)
            addControl(1)
        } else if let start = list.wordStart, list.words.acceptsAssignment, bytes[index - 1] == UInt8(ascii: "="),
            CommandWords.assignment(bytes[start..<index]) != nil
        {
            scanArrayValues()
        } else if list.inPatterns {
            index += 1  // `(a|b) cmd ;;`
        } else if list.wordStart == nil, peek() == UInt8(ascii: "(") {
            index += 2
            scanEnclosed(.unquoted, close: UInt8(ascii: ")"), arithmetic: true)
        } else {
            endWord(&list)
            var after = index + 1
            while after < limit, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            if after < limit, bytes[after] == UInt8(ascii: ")"), list.words.count == 1, let last = tokens.indices.last,
                tokens[last].kind == .word(.command)
            {
                tokens[last] = .init(kind: .word(.functionName), range: tokens[last].range)
                list.definedFunction = String(decoding: bytes[tokens[last].range], as: UTF8.self)
                index = after + 1
                list.words.reset()
                return
            }
            endCommand(&list)
            list.parens += 1
            list.openGroup(pending: pendingHereDocuments.count, from: mark, in: &function)
            addControl(1)
        }
    }

    /// One piece of a word in `label`'s quoting (an unquoted word, or the word of a `${…}` operator or an arithmetic
    /// expression): a quoted string (`'…'` only with `singleQuotes`), an expansion, an escaped byte or a plain byte.
    mutating func scanWordPart(_ label: Quoting = .unquoted, singleQuotes: Bool = true) {
        switch current {
        case UInt8(ascii: "'") where singleQuotes:
            take(as: .quote)
            scanSingleQuoted(ansi: false)
        case UInt8(ascii: "\""):
            take(as: .quote)
            scanDoubleQuoted()
        case UInt8(ascii: "$"): scanDollar(label)
        case UInt8(ascii: "\\"): takeEscape(label)
        case UInt8(ascii: "`"): scanBackquoted(label)
        default: take(as: label)
        }
    }

    /// After `a=` at `(`: the array's values up to and past `)`, all part of the assignment's word.
    private mutating func scanArrayValues() {
        index += 1
        while !atEnd {
            if takePlaceholder(.unquoted) { continue }
            switch current {
            case UInt8(ascii: ")"):
                index += 1
                return
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): index += 1
            case UInt8(ascii: "#") where ShellBytes.endsWord(bytes[index - 1]): scanComment()
            default: scanWordPart()
            }
        }
        unterminated = true
    }

    /// At `#` starting a word: up to the end of the line (not taken).
    mutating func scanComment() {
        while !atEnd, current != UInt8(ascii: "\n") {
            if takePlaceholder(.comment) { continue }
            take(as: .comment)
        }
    }

    private mutating func addControl(_ length: Int) {
        let end = min(index + length, limit)
        tokens.append(.init(kind: .control, range: index..<end))
        index = end
    }

    /// Ends the word being read, and reads what it is in its simple command.
    mutating func endWord(_ list: inout ListState) {
        guard let start = list.wordStart else { return }
        list.wordStart = nil
        let range = start..<index
        markLoginNames(in: range)
        let isEsac = bytes[range].elementsEqual("esac".utf8)
        if list.inPatterns, !isEsac {
            tokens.append(.init(kind: .word(.pattern), range: range))
            return
        }
        if list.inPatterns {
            list.inPatterns = false
            endCommand(&list)
        }
        if let last = tokens.last, last.kind == .word(.reserved), bytes[last.range].elementsEqual("coproc".utf8) {
            // bash sets NAME (the coprocess's descriptors) and NAME_PID; the word is that NAME before a compound
            // command (`coproc UPPER { tr a-z A-Z; }`), else the command, and the name is COPROC.
            let named = ShellBytes.isVariableName(bytes[range]) && opensCompoundCommand(at: index)
            let name = named ? String(decoding: bytes[range], as: UTF8.self) : "COPROC"
            assignments += [(name, start), (name + "_PID", start)]
            if named {
                tokens.append(.init(kind: .word(.argument), range: range))
                return
            }
        }
        let role = list.words.take(bytes[range])
        tokens.append(.init(kind: .word(role), range: range))
        if role == .functionName { list.definedFunction = String(decoding: bytes[range], as: UTF8.self) }
        guard role == .reserved else { return }
        let word = String(decoding: bytes[range], as: UTF8.self)
        if CommandWords.opensCompound.contains(word) {
            list.openGroup(pending: pendingHereDocuments.count, from: mark, in: &function)
        } else if CommandWords.closesCompound.contains(word) {
            list.closeGroup(in: &function)
        }
        if word == "in" {
            list.caseDepth += 1
            list.inPatterns = true
        } else if isEsac, list.caseDepth > 0 {
            list.caseDepth -= 1
        }
    }

    /// Whether a compound command (`{ …; }`, `( … )`, `while`, `until`, `if`, `for`, `case`, `select`, `[[`) starts at
    /// `offset`, past blanks.
    private func opensCompoundCommand(at offset: Int) -> Bool {
        let rest = bytes[offset..<limit].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = rest.first else { return false }
        if first == UInt8(ascii: "(") { return true }
        let word = rest.prefix { !ShellBytes.endsWord($0) }
        return ["{", "while", "until", "if", "for", "case", "select", "[["].contains { word.elementsEqual($0.utf8) }
    }

    /// Ends the simple command being read: its last word, then what its words asked: the variables they set, the
    /// arithmetic, the names, the strings another shell evaluates, and the here-documents fed to a shell.
    ///
    /// A command that `pipes` into the next one leaves what it prints for it (`ListState.piped`). The assignments of
    /// a command of a pipeline of two or more, and of an and-or list run in the `background`, are made in a subshell
    /// (`subshells`): bash runs even a pipeline's last command so, `lastpipe` being off by default.
    mutating func endCommand(
        _ list: inout ListState, pipes: Bool = false, andOr: Bool = false, background: Bool = false
    ) {
        endWord(&list)
        let words = list.words
        let piped = list.piped
        let closed = list.closed
        list.closed = nil
        let commandFrom = closed?.from ?? list.commandFrom
        defer {
            let ran = words.count > 0 || closed != nil
            // The first command of a group a pipe feeds (`a | { read -r X; …; }`) runs in the group's subshell, which
            // is forgotten as a whole where it ends: what it sets holds in the group.
            let inPipedGroup =
                closed == nil
                && list.groups.last.map { $0.receivesPipe && $0.from.offset >= commandFrom.offset } == true
            if pipes || closed?.receivesPipe == true || (piped != nil && ran && !inPipedGroup) {
                forget(from: commandFrom)
            }
            if background { forget(from: list.andOrFrom) }
            // An and-or list ends at a command that no `|`, `&&` or `||` follows (an empty one goes on to the next).
            if ran, !pipes, !andOr { list.andOrFrom = mark }
            list.commandFrom = mark
        }
        // What the command prints: `printf`'s format filled in by its other words (`evaluateNested`); a compound
        // command's is what its commands print, a function's what its body does.
        let from = closed?.printedFrom ?? list.printed.count
        if closed == nil, !words.printed.isEmpty || words.printsLineBreakAlone {
            list.printed.append((words.printed, list.printed.count, nil, words.printing, words.printsLineBreak))
        }
        if let function, let name = words.commandName, !CommandWords.reservedWords.contains(name) {
            functionCalls[function, default: []].insert(name)
        }
        let called = closed == nil ? words.commandName.flatMap { list.functions[$0] } : nil
        var printed = called ?? from..<list.printed.count
        // A command that prints nothing docrun knows: what it prints is a function's defined elsewhere, or a
        // program's (`f > env.sh`, `f | bash` after `f` is defined in another step).
        let printsNothingKnown = printed.isEmpty
        if printsNothingKnown, closed == nil, let name = words.commandName {
            list.printed.append(([], list.printed.count, name, .words, true))
            printed = from..<list.printed.count
        }
        // A function whose output runs where another command calls it (`ShellScript.init`'s `functionsPrintingCode`):
        // what its body prints is code.
        if let function = closed?.function, functionsPrintingCode.contains(function) { read([printed], of: &list) }
        // An empty command (a line's end after `|`) leaves the pipe to the next one.
        list.piped =
            pipes ? ([printed], closed?.pendingFrom(list) ?? list.hereDocumentsFrom) : words.count == 0 ? piped : nil
        assignments += words.assignments
        if let name = words.pendingName { assignments.append(name) }
        for (range, kind) in words.arithmetic {
            addArithmetic(range)
            // One already inside an expression stays there.
            markPlaceholders(in: range) { $0.arithmetic = $0.arithmetic ?? kind }
            markPrintedPlaceholders(in: range) { $0.arithmetic = $0.arithmetic ?? .word }
        }
        for range in words.names {
            markPlaceholders(in: range) { $0.isName = true }
            markPrintedPlaceholders(in: range) { $0.isName = true }
        }
        if words.definesAnything, definesAnythingFrom == nil { definesAnythingFrom = index }
        scriptsRead += words.scriptsRead
        if words.readsScriptFromInput || words.writesScript || words.takesYAML {
            // A list inside this command (`$(…)` over lines) may have read the bodies: those are no longer pending.
            let first = min(
                closed?.pendingFrom(list) ?? piped?.hereDocumentsFrom ?? list.hereDocumentsFrom,
                pendingHereDocuments.count)
            for pending in first..<pendingHereDocuments.count {
                if words.takesYAML {
                    pendingHereDocuments[pending].isYAML = true
                } else {
                    pendingHereDocuments[pending].fedToShell = true
                    pendingHereDocuments[pending].echoAlwaysDecodes = words.nestedEchoAlwaysDecodes
                }
            }
            if words.readsScriptFromInput, let piped {
                read(piped.pieces, of: &list, echoAlwaysDecodes: words.nestedEchoAlwaysDecodes)
            }
            // `echo 'export X=…' >> env.sh`, `{ echo …; } > env.sh`, `echo '…' | tee run.sh`: what it writes to a
            // script is code its shell runs later; a value `printf` puts where its format says is quoted for the
            // quotes it lands in there (`printf 'X="%s"\n' <v>`).
            if words.writesScript, !words.readsScriptFromInput {
                read(printsNothingKnown ? [printed] + (piped?.pieces ?? []) : [printed], of: &list)
            }
        }
        if !words.nested.isEmpty {
            let inner = evaluateNested(words.nested, echoAlwaysDecodes: words.nestedEchoAlwaysDecodes)
            // `eval` runs the string in this shell: what it sets stays set (other shells run apart).
            if words.definesAnything { assignments += inner.keptNames.map { ($0, words.nested[0].lowerBound) } }
        }
        list.words.reset()
        list.hereDocumentsFrom = pendingHereDocuments.count
    }

    /// Reads as scripts the pieces `ranges` of `list.printed` (`ListState.printed`), those not read so already.
    ///
    /// `echoAlwaysDecodes` says whether the shell that reads them is one whose `echo` decodes escapes with no option
    /// (nil: this one).
    private mutating func read(_ ranges: [Range<Int>], of list: inout ListState, echoAlwaysDecodes: Bool? = nil) {
        // The first piece from `index` not read yet, each read one passed once: a piece points on to one further.
        func unread(_ index: Int) -> Int {
            var index = index
            while index < list.printed.count, list.printed[index].next != index {
                let next = list.printed[index].next
                if next < list.printed.count { list.printed[index].next = list.printed[next].next }
                index = next
            }
            return index
        }
        // What the pieces print, one after another, is one text for the shell that reads it: a piece printed with no
        // line break after it (`echo -n 'echo "'; echo '<v>"'`), or that ends inside quotes (`echo 'echo "'`), goes on
        // in the next.
        var pieces: [Piece] = []
        for range in ranges {
            var index = unread(range.lowerBound)
            while index < range.upperBound {
                // A call prints nothing here (`evaluateNested`): its name is noted, and it joins no text.
                if let call = list.printed[index].call {
                    callsRunAsCode.insert(call)
                } else {
                    pieces.append(list.printed[index])
                }
                list.printed[index].next = index + 1
                index = unread(index + 1)
            }
        }
        if !pieces.isEmpty { evaluateNested(pieces: pieces, echoAlwaysDecodes: echoAlwaysDecodes) }
    }

    /// Marks each placeholder of the word `range` that is the login name of a tilde prefix (`ShellContext.isLoginName`):
    /// right after an unquoted `~` that starts the word, or, in a word written as an assignment (`X=~<user>`, as bash
    /// expands it even as an argument), that follows its first `=` or a `:`.
    private mutating func markLoginNames(in range: Range<Int>) {
        let assignment = bytes[range].prefix(while: ShellBytes.isNameByte)
        let valueStart =
            ShellBytes.isVariableName(assignment) && range.lowerBound + assignment.count < range.upperBound
                && bytes[range.lowerBound + assignment.count] == UInt8(ascii: "=")
            ? range.lowerBound + assignment.count : nil
        for offset in range.dropLast() where bytes[offset] == UInt8(ascii: "~") && quoting[offset] == .unquoted {
            let starts =
                offset == range.lowerBound
                || valueStart.map { offset > $0 && (offset == $0 + 1 || bytes[offset - 1] == UInt8(ascii: ":")) }
                    == true
            guard starts, let number = placeholderAt[offset + 1], foundDepth[number] == depth,
                case let context = placeholders[number].contexts[0], context.quoting == .unquoted,
                !context.isArithmetic, !context.isName
            else { continue }
            placeholders[number].contexts[0].isLoginName = true
        }
    }

    /// Changes the context of each placeholder that a `$(…)` or backquotes in `range` print (`printedBySubstitution`),
    /// where the shell reads their output as arithmetic or as a name (`$(( $(echo <n>) + 1 ))`, `[[ $(echo <n>) -gt 0
    /// ]]`: bash evaluates `a[$(cmd)]` there): the words the substitution's `echo` or `printf` print, which are
    /// written as words of their own (an integer as it is).
    mutating func markPrintedPlaceholders(
        in range: Range<Int>, depth: Int? = nil, _ change: (inout ShellContext) -> Void
    ) {
        let depth = depth ?? self.depth
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard bytes[offset] == UInt8(ascii: "$") || bytes[offset] == UInt8(ascii: "`"),
                let output = printedBySubstitution[offset], output.end <= range.upperBound
            else {
                offset += 1
                continue
            }
            for word in output.pieces.flatMap(\.words) {
                for inner in word {
                    guard let number = placeholderAt[inner], foundDepth[number] == depth + 1 else { continue }
                    change(&placeholders[number].contexts[0])
                }
                markPrintedPlaceholders(in: word, depth: depth + 1, change)
            }
            offset = output.end
        }
    }

    /// Changes the context of each placeholder of this command list in `range` (a word read as a name or as
    /// arithmetic).
    ///
    /// They are found by their offsets in `range`, each word walked once: a loop over all the placeholders for each
    /// word took seconds on `let <a0> … <a99999>`.
    private mutating func markPlaceholders(in range: Range<Int>, _ change: (inout ShellContext) -> Void) {
        for offset in range where bytes[offset] == UInt8(ascii: "<") || !onlyMarked {
            guard let number = placeholderAt[offset], foundDepth[number] == depth else { continue }
            change(&placeholders[number].contexts[0])
        }
    }
}
