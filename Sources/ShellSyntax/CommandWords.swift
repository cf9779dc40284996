/// Reads the words of one simple command as the lexer ends them: what each word is, and what the command asks of the
/// lexer when it ends: the variables it sets, what bash evaluates as arithmetic and what another shell evaluates.
struct CommandWords {
    private enum State {
        /// Before the command name: assignments and reserved words may come.
        case commandPosition
        /// After `export`, `declare` and the like; `integer` after `-i`, where values are arithmetic; `nameref`
        /// after `-n`, where values are names.
        case declaring(integer: Bool, nameref: Bool)
        /// After `read`, `mapfile`, `readarray`, `getopts` or `printf`: options, and the plain words so far.
        case naming(builtin: String, plainWords: Int)
        /// After `for` or `select`: the loop variable.
        case looping
        /// After `function`: the function's name.
        case functionName
        /// After `case`, then after its subject (`in` comes next).
        case caseSubject, caseIn
        /// After a wrapper (`sudo`, `env`…): the next word that is not an assignment is the command it starts,
        /// unless it is an option.
        case wrapped
        /// After `let`: every argument is an arithmetic expression.
        case arithmeticArguments
        /// After `trap`: its first argument is a command bash runs later.
        case trapAction
        /// After `alias`: each `name=body`'s body is a command bash reads again where the alias is used.
        case aliasDefinitions
        /// After a shell's name: its options; `command` once `-c` was given.
        case shellOptions(command: Bool)
        /// After `ssh` (before the host) or `watch`: options, some with an argument.
        case remoteOptions(ssh: Bool)
        /// After `su`: its arguments; the one after `-c` is a command.
        case su(command: Bool)
        /// Every remaining word is evaluated by a shell: after `eval`, `ssh host`, `watch`; `sshCommand` before the
        /// first word of `ssh`'s command, which says whether the remote shell reads a script from the input.
        case evaluatedArguments(sshCommand: Bool)
        /// Inside `[[ … ]]`: `previous` is the operand before, `arithmetic` says the next operand is one.
        case conditional(previous: Range<Int>?, arithmetic: Bool)
        /// Any other command's arguments.
        case arguments
    }

    private var state = State.commandPosition
    /// The words read since the simple command started.
    private(set) var count = 0
    private var nextIsRedirectTarget = false
    /// Set after `-v` in `[[ … ]]`, `test` or `[`: the next word is a variable's name.
    private var nextIsName = false
    /// Whether the command is `test` or `[`.
    private var isTest = false
    /// Set when the next word is an option's argument (`bash -o pipefail`, `ssh -p 22`, `read -p 'Name: '`): true
    /// when it is a name the option sets (`read -a NAME`, `printf -v NAME`).
    private var optionArgumentIsName: Bool?
    /// The variables the words set for the commands after them, each with the offset of its name.
    private(set) var assignments: [(name: String, offset: Int)] = []
    /// Where the assignments before the command name start (after reserved words).
    private var prefixStart = 0
    /// What bash evaluates as arithmetic, and how: part of a word, a whole word, or an earlier operand a word makes
    /// arithmetic (`a` in `[[ a -gt b ]]`).
    private(set) var arithmetic: [(range: Range<Int>, kind: ShellContext.Arithmetic)] = []
    /// What bash reads as a variable's name: a name given to `read`, `declare`… (`ShellContext.isName`).
    private(set) var names: [Range<Int>] = []
    /// The variables declared integer (`declare -i`) so far in the text: a later `X=…` or `X+=…` is arithmetic.
    var integerNames: Set<String> = []
    /// The words another shell evaluates, joined by blanks.
    private(set) var nested: [Range<Int>] = []
    /// The last plain word given to `mapfile` or `readarray` and its offset: the array's name if no word follows.
    private(set) var pendingName: (name: String, offset: Int)?
    /// Whether the command's name is a shell that reads its script from the standard input (no `-c`, no file),
    /// or `ssh` without a command.
    private(set) var readsScriptFromInput = false
    /// Whether the command evaluates a string in this shell or sources a file.
    private(set) var definesAnything = false
    /// What `echo` or `printf` prints, its words that are no option: code, when a shell reads it from a pipe.
    private(set) var printed: [Range<Int>] = []
    /// Whether the command is `echo`.
    private var isEcho = false
    /// Whether `echo`'s options may still come: its leading words made of `-` and the letters `n`, `e`, `E`.
    private var readsEchoOptions = true
    /// Whether `echo` decodes backslash escapes in its words: `-e` given, and no `-E` after it.
    private var echoDecodes = false
    /// Whether `echo` was given `-n`: it prints no line break after its words.
    private var echoOmitsLineBreak = false
    /// Whether the command is `printf`, whose first printed word is the format its other words fill in.
    private var isPrintf = false
    /// Whether the shell that runs the command is one whose `echo` decodes escapes with no option
    /// (`ShellLexer.echoAlwaysDecodes`).
    private var echoAlwaysDecodes = false
    /// For a shell that runs a string (`sh -c '…'`) or reads its script from the input (`… | sh`): whether its `echo`
    /// decodes escapes with no option (dash, Debian's `sh`; zsh, ksh, mksh), which bash's does not; nil for another
    /// command (`eval` runs the string in this shell).
    private(set) var nestedEchoAlwaysDecodes: Bool?
    /// How the command prints `printed`.
    var printing: ShellLexer.Printing {
        isPrintf ? .format : echoAlwaysDecodes ? .escapesOfAnotherShell : echoDecodes ? .escapes : .words
    }
    /// Whether the command prints a line break after `printed`: `echo` unless given `-n` (`\\c` under `-e` is read
    /// where its words are, `ShellLexer.evaluateNested`); `printf`'s format says so itself, so not the command.
    var printsLineBreak: Bool { !isPrintf && !echoOmitsLineBreak }
    /// Whether the command is `echo` given no word to print and no `-n`: it prints a line break alone.
    var printsLineBreakAlone: Bool { isEcho && printed.isEmpty && !echoOmitsLineBreak }
    /// The command's name, once read (a function's, if the text defines one: its calls print what its body prints).
    private(set) var commandName: String?
    /// Set after `source` or `.`: the next word is the script it reads.
    private var nextIsSourced = false
    /// Set after `<<<`: the next word is a here-string, a script when the command is a shell that reads one.
    private var nextIsHereString = false
    /// Whether the command writes a shell script (`cat > env.sh <<EOF`, `tee run.bash <<EOF`): its here-documents are
    /// code that a shell runs later.
    private(set) var writesScript = false
    /// The files the command has a shell read as a script, as named (quotes removed): the word after `source` or `.`,
    /// and a shell's script (`bash setup.sh`).
    private(set) var scriptsRead: [String] = []
    /// Whether the command is `tee`, whose arguments are the files it writes.
    private var isTee = false
    /// Whether the command takes a YAML document from its input or writes one (`kubectl apply -f -`, `oc create
    /// --filename=-`, `cat > pod.yaml <<EOF`, `tee pod.yml <<EOF`): its here-documents, or the one piped to it, are YAML.
    private(set) var takesYAML = false
    /// Whether the command is `kubectl` or `oc`, and the last word was its `-f` or `--filename`.
    private var isKubectl = false
    private var afterFilename = false

    /// Bash's reserved words (`compgen -k`): a word in command position is one of them, and a plain text has none.
    static let reservedWords: Set<String> = [
        "!", "[[", "]]", "{", "}", "case", "coproc", "do", "done", "elif", "else", "esac", "fi", "for", "function",
        "if", "in", "select", "then", "time", "until", "while",
    ]
    /// The reserved words that open a compound command, and those that close one: bash reads the lines after an
    /// opening word as more of the command until its closing word.
    static let opensCompound: Set<String> = ["{", "if", "while", "until", "for", "select", "case"]
    static let closesCompound: Set<String> = ["}", "fi", "done", "esac"]
    /// Bash 5's builtins (`compgen -b`): commands no `PATH` holds.
    static let builtins: Set<String> = [
        ".", ":", "[", "alias", "bg", "bind", "break", "builtin", "caller", "cd", "command", "compgen", "complete",
        "compopt", "continue", "declare", "dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export",
        "false", "fc", "fg", "getopts", "hash", "help", "history", "jobs", "kill", "let", "local", "logout",
        "mapfile", "popd", "printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "set", "shift",
        "shopt", "source", "suspend", "test", "times", "trap", "true", "type", "typeset", "ulimit", "umask",
        "unalias", "unset", "wait",
    ]
    static let declaring: Set<String> = ["export", "declare", "local", "readonly", "typeset"]
    static let naming: Set<String> = ["read", "mapfile", "readarray", "getopts", "printf", "wait"]
    static let wrappers: Set<String> = ["sudo", "env", "exec", "nohup", "command", "builtin", "xargs"]
    static let shells: Set<String> = ["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh"]
    static let arithmeticOperators: Set<String> = ["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]

    /// Whether a `X=…` word here would set X.
    var acceptsAssignment: Bool {
        switch state {
        case .commandPosition, .declaring: !nextIsRedirectTarget
        default: false
        }
    }

    /// Whether a shell evaluates the next word, once expanded (`eval`'s arguments, the string `bash -c` runs, `ssh`'s
    /// command, `trap`'s): what a substitution in it prints is code.
    var evaluatesNextWord: Bool {
        switch state {
        case .evaluatedArguments, .trapAction, .shellOptions(command: true), .remoteOptions(ssh: false),
            .su(command: true):
            !nextIsRedirectTarget
        default: false
        }
    }

    /// Whether the next word names the script a shell reads (`source <(…)`, `bash <(…)`): what a process substitution
    /// there prints is code.
    var readsNextWordAsScript: Bool {
        switch state {
        case .shellOptions(command: false): !nextIsRedirectTarget
        default: nextIsSourced && !nextIsRedirectTarget
        }
    }

    /// Whether the command is `[[ … ]]`, where `&&`, `(`, `<` and newlines are part of the condition.
    var isConditional: Bool {
        if case .conditional = state { return true }
        return false
    }

    /// A new simple command starts (after `;`, `|`, `&&`, a newline, `(`…).
    mutating func reset() {
        self = CommandWords(integerNames: integerNames, echoAlwaysDecodes: echoAlwaysDecodes)
    }

    init(integerNames: Set<String> = [], echoAlwaysDecodes: Bool = false) {
        self.integerNames = integerNames
        self.echoAlwaysDecodes = echoAlwaysDecodes
    }

    /// A redirection operator was read: the next word is its target, a here-string's text after `<<<`.
    mutating func redirect(hereString: Bool = false) {
        nextIsRedirectTarget = true
        nextIsHereString = hereString
    }

    /// Reads one word of the text, raw (quotes included; its indices are the text's offsets), and says what it is.
    mutating func take(_ word: ArraySlice<UInt8>) -> ShellScript.WordRole {
        count += 1
        if nextIsRedirectTarget {
            nextIsRedirectTarget = false
            // `bash <<< 'echo …'`: the shell runs the string.
            if nextIsHereString, readsScriptFromInput { nested.append(word.indices) }
            if !nextIsHereString { writes(word) }
            nextIsHereString = false
            return .redirectionTarget
        }
        let text = String(decoding: word, as: UTF8.self)
        if let isName = optionArgumentIsName {
            optionArgumentIsName = nil
            if isName {
                setsName(word)
                names.append(word.indices)
            }
            return .argument
        }
        if nextIsName {
            nextIsName = false
            names.append(word.indices)
        }
        let isOption = word.count > 1 && (word.first == UInt8(ascii: "-") || word.first == UInt8(ascii: "+"))
        if nextIsSourced { scriptsRead.append(Self.fileName(word)) }
        nextIsSourced = false
        switch state {
        case .commandPosition:
            if assign(word, integer: false) { return .assignment }
            let role = command(text)
            // `A=1 cmd` sets A for that command alone: only assignments with no command after them stay set.
            if role == .reserved { prefixStart = assignments.count } else { assignments.removeSubrange(prefixStart...) }
            return role
        case .wrapped:
            if Self.assignment(word) != nil { return .argument }
            if isOption {
                state = .arguments
                return .argument
            }
            return command(text)
        case .declaring(let integer, let nameref):
            if isOption {
                let letters = word.dropFirst()
                let on = word.first == UInt8(ascii: "-")
                state = .declaring(
                    integer: letters.contains(UInt8(ascii: "i")) ? on : integer,
                    nameref: letters.contains(UInt8(ascii: "n")) ? on : nameref)
                return .argument
            }
            return declare(word, text, integer: integer, nameref: nameref)
        case .naming(let builtin, let plainWords):
            return name(word, text, builtin, plainWords)
        case .looping:
            state = .arguments
            setsName(word)
            return .argument
        case .functionName:
            state = .commandPosition
            return .functionName
        case .caseSubject:
            state = .caseIn
            return .argument
        case .caseIn:
            // The lexer reads the patterns of a `case` after this `in`.
            state = .arguments
            return .reserved
        case .arithmeticArguments:
            arithmetic.append((word.indices, .word))
            return .argument
        case .trapAction:
            if text == "--" { return .argument }
            state = .arguments
            if !isOption { nested.append(word.indices) }
            return .argument
        case .aliasDefinitions:
            if !isOption, let equals = word.firstIndex(of: UInt8(ascii: "=")) {
                nested.append((equals + 1)..<word.endIndex)
            }
            return .argument
        case .shellOptions(let command):
            if isOption, !word.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) {
                // A long option (`--login`) takes no argument; `-o` does.
                // `-o pipefail` and `-O extglob` name an option.
                let letters = word.dropFirst()
                state = .shellOptions(command: command || letters.contains(UInt8(ascii: "c")))
                if letters.last == UInt8(ascii: "o") || letters.last == UInt8(ascii: "O") {
                    optionArgumentIsName = false
                }
            } else if text == "--rcfile" || text == "--init-file" {
                optionArgumentIsName = false
            } else if !isOption {
                state = .arguments
                readsScriptFromInput = false
                if command { nested.append(word.indices) } else { scriptsRead.append(Self.fileName(word)) }
            }
            return .argument
        case .remoteOptions(let ssh):
            guard isOption else {
                state = .evaluatedArguments(sshCommand: ssh)
                // `ssh host cmd`: the host is not evaluated; `watch cmd`: the command is.
                if !ssh { nested.append(word.indices) }
                return .argument
            }
            let takesArgument = ssh ? Self.sshArgumentOptions : Self.watchArgumentOptions
            if word.dropFirst().firstIndex(where: takesArgument.contains) == word.index(before: word.endIndex) {
                optionArgumentIsName = false
            }
            return .argument
        case .su(let command):
            state = .su(command: text == "-c" || text == "--command")
            if command { nested.append(word.indices) }
            return .argument
        case .evaluatedArguments(let sshCommand):
            if sshCommand {
                readsScriptFromInput = Self.shell(word) != nil
                state = .evaluatedArguments(sshCommand: false)
            }
            nested.append(word.indices)
            return .argument
        case .conditional(let previous, let isArithmetic):
            if text == "]]" {
                state = .arguments
                return .reserved
            }
            if text == "-v" { nextIsName = true }
            if Self.arithmeticOperators.contains(text) {
                state = .conditional(previous: nil, arithmetic: true)
                if let previous { arithmetic.append((previous, .word)) }
                return .argument
            }
            state = .conditional(previous: word.indices, arithmetic: false)
            if isArithmetic { arithmetic.append((word.indices, .word)) }
            return .argument
        case .arguments:
            if isEcho { echo(word) }
            if isTee { writes(word) }
            if isKubectl {
                if afterFilename && text == "-" || text == "-f-" || text == "--filename=-" { takesYAML = true }
                afterFilename = text == "-f" || text == "--filename"
            }
            // `kubectl exec -i pod -- sh`, `docker exec -i c bash`: a shell that reads its script from the input.
            if let shell = Self.shell(word) { startsShell(shell) }
            if isTest, text == "-v" { nextIsName = true }
            return .argument
        }
    }

    /// Records `word` if it is an assignment (`X=…`, `X[i]=…`): the name it sets, and as arithmetic its subscript,
    /// or its whole value when `integer` (`declare -i`).
    private mutating func assign(_ word: ArraySlice<UInt8>, integer: Bool) -> Bool {
        guard let (name, index) = Self.assignment(word) else { return false }
        let integer = integer || integerNames.contains(name)
        assignments.append((name, word.startIndex))
        let value = (word.firstIndex(of: UInt8(ascii: "="))! + 1)..<word.endIndex
        if let range = integer ? value : index { arithmetic.append((range, integer ? .word : .expression)) }
        return true
    }

    /// Reads a word after `declare` and the like that is not an option.
    ///
    /// Bash reads what comes before its first `=` as a name, after it a value (a name after `-n`, an array's values
    /// read again when `(` starts it, as in a quoted `"a=(…)"`). A name declared integer makes its later assignments
    /// arithmetic.
    private mutating func declare(
        _ word: ArraySlice<UInt8>, _ text: String, integer: Bool, nameref: Bool
    ) -> ShellScript.WordRole {
        let isAssignment = assign(word, integer: integer)
        let equals = word.firstIndex(of: UInt8(ascii: "="))
        if !isAssignment { names.append(word.startIndex..<(equals ?? word.endIndex)) }
        if let equals {
            let value = word[(equals + 1)...].drop { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
            let compound = !isAssignment && value.first == UInt8(ascii: "(")
            if nameref || compound { names.append((equals + 1)..<word.endIndex) }
        }
        if integer, let name = isAssignment ? assignments.last?.name : ShellBytes.isVariableName(word) ? text : nil {
            integerNames.insert(name)
        }
        return isAssignment ? .assignment : .argument
    }

    /// Records `word` as a variable the command sets, if it is a name.
    private mutating func setsName(_ word: ArraySlice<UInt8>) {
        // `printf -v 'out'`, `read "name"`: a name in quotes is the name.
        let quoted = word.count > 2 && word.last == word.first && (word.first == 0x27 || word.first == 0x22)
        let name = quoted ? word.dropFirst().dropLast() : word
        guard ShellBytes.isVariableName(name) else { return }
        assignments.append((String(decoding: name, as: UTF8.self), name.startIndex))
    }

    /// A word in command position that is not an assignment.
    private mutating func command(_ text: String) -> ShellScript.WordRole {
        commandName = text
        if Self.reservedWords.contains(text) {
            switch text {
            case "[[": state = .conditional(previous: nil, arithmetic: false)
            case "for", "select": state = .looping
            case "function": state = .functionName
            case "case": state = .caseSubject
            default: break
            }
            return .reserved
        }
        if Self.declaring.contains(text) {
            state = .declaring(integer: false, nameref: false)
            return .command
        }
        if Self.naming.contains(text) {
            state = .naming(builtin: text, plainWords: 0)
            isPrintf = text == "printf"
            return .command
        }
        state = .arguments
        switch text {
        case "let": state = .arithmeticArguments
        case "trap": state = .trapAction
        case "alias": state = .aliasDefinitions
        case "tee": isTee = true
        case "kubectl", "oc": isKubectl = true
        case "test", "[": isTest = true
        case "echo": isEcho = true
        case "eval":
            state = .evaluatedArguments(sshCommand: false)
            definesAnything = true
        case "source", ".":
            definesAnything = true
            nextIsSourced = true
        case "ssh":
            state = .remoteOptions(ssh: true)
            readsScriptFromInput = true
        case "watch": state = .remoteOptions(ssh: false)
        case "su": state = .su(command: false)
        default:
            if Self.wrappers.contains(text) { state = .wrapped }
            if let shell = Self.shell(ArraySlice(text.utf8)) { startsShell(shell) }
        }
        return .command
    }

    /// A word `echo` is given: an option while its leading words are `-` and the letters `n`, `e`, `E` (quotes
    /// removed: `"-e"`; the last of `e` and `E` decides, `-eE` decodes nothing), else a word it prints (`--`, `-x`,
    /// `-e1` end the options and are printed, as bash's `echo` does).
    private mutating func echo(_ word: ArraySlice<UInt8>) {
        let letters = word.filter { $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "\"") }
        if readsEchoOptions, letters.count > 1, letters.first == UInt8(ascii: "-"),
            letters.dropFirst().allSatisfy({ $0.isOne(of: "neE") })
        {
            for letter in letters where letter != UInt8(ascii: "-") {
                if letter == UInt8(ascii: "n") {
                    echoOmitsLineBreak = true
                } else {
                    echoDecodes = letter == UInt8(ascii: "e")
                }
            }
            return
        }
        readsEchoOptions = false
        printed.append(word.indices)
    }

    /// After `read`, `mapfile`, `readarray`, `getopts`, `printf` or `wait` (`-p NAME`): the names they are given.
    private mutating func name(
        _ word: ArraySlice<UInt8>, _ text: String, _ builtin: String, _ plainWords: Int
    ) -> ShellScript.WordRole {
        if word.first == UInt8(ascii: "-"), word.count > 1, let option = word.last {
            let takesName =
                builtin == "wait"
                ? option == UInt8(ascii: "p")
                : option == UInt8(ascii: "v") || (builtin == "read" && option == UInt8(ascii: "a"))
            let options =
                builtin == "read" ? Self.readArgumentOptions : builtin == "wait" ? [] : Self.mapfileArgumentOptions
            if takesName || options.contains(option) { optionArgumentIsName = takesName }
            return .argument
        }
        state = .naming(builtin: builtin, plainWords: plainWords + 1)
        if builtin == "printf" { printed.append(word.indices) }
        switch builtin {
        case "read": setsName(word)
        case "getopts" where plainWords == 1: setsName(word)
        case "mapfile", "readarray": pendingName = ShellBytes.isVariableName(word) ? (text, word.startIndex) : nil
        default: return .argument
        }
        if builtin != "getopts" || plainWords == 1 { names.append(word.indices) }
        return .argument
    }

    /// `read`'s options that take an argument, and those of `mapfile` (and `printf`'s `-v`, read apart).
    private static let readArgumentOptions: Set<UInt8> = Set("dinNptu".utf8)
    private static let mapfileArgumentOptions: Set<UInt8> = Set("dnOsuCc".utf8)
    private static let sshArgumentOptions: Set<UInt8> = Set("BbcDEeFIiJLlmOoPpQRSWw".utf8)
    private static let watchArgumentOptions: Set<UInt8> = Set("n".utf8)

    /// The command writes the file `word` names (its quotes as written): a shell script (`env.sh`, `"run.bash"`,
    /// `.envrc`) or a YAML file (`pod.yaml`, `"values.yml"`).
    private mutating func writes(_ word: ArraySlice<UInt8>) {
        let name = Self.fileName(word)
        if ShellScript.isScriptFile(named: name) { writesScript = true }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { takesYAML = true }
    }

    /// The file `word` names, its quotes removed.
    private static func fileName(_ word: ArraySlice<UInt8>) -> String {
        String(decoding: word.filter { $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "\"") }, as: UTF8.self)
    }

    /// The command is the shell `name` (`shell(_:)`), which reads its script from the input unless its options or
    /// arguments give it one, and whose `echo` decodes escapes with no option unless it is bash (`sh` is dash on
    /// Debian, and bash itself in POSIX mode on other systems with `xpg_echo` on).
    private mutating func startsShell(_ name: ArraySlice<UInt8>) {
        state = .shellOptions(command: false)
        readsScriptFromInput = true
        nestedEchoAlwaysDecodes = !name.elementsEqual("bash".utf8)
    }

    /// The shell `word` names, perhaps by its path (`/bin/sh`): its name (`sh`); nil when it names none.
    static func shell(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let base = word.lastIndex(of: UInt8(ascii: "/")).map { word[word.index(after: $0)...] } ?? word
        return base.count <= 4 && shells.contains(String(decoding: base, as: UTF8.self)) ? base : nil
    }

    /// For a word `X=…`, `X+=…`, `X[i]=…` or `X[i]+=…`: X, and the subscript's range (arithmetic for an indexed
    /// array); nil for `X==…` (a test) and anything else.
    static func assignment(_ word: ArraySlice<UInt8>) -> (name: String, index: Range<Int>?)? {
        guard let first = word.first, ShellBytes.isNameStart(first) else { return nil }
        var end = word.startIndex + 1
        while end < word.endIndex, ShellBytes.isNameByte(word[end]) { end += 1 }
        let name = String(decoding: word[..<end], as: UTF8.self)
        var index: Range<Int>?
        var cursor = end
        if cursor < word.endIndex, word[cursor] == UInt8(ascii: "[") {
            guard let close = word[cursor...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            index = (cursor + 1)..<close
            cursor = close + 1
        }
        if cursor < word.endIndex, word[cursor] == UInt8(ascii: "+") { cursor += 1 }
        guard cursor < word.endIndex, word[cursor] == UInt8(ascii: "=") else { return nil }
        if cursor + 1 < word.endIndex, word[cursor + 1] == UInt8(ascii: "="), cursor == end { return nil }
        return (name, index)
    }
}

extension ShellScript {
    /// The files a login or interactive shell of the bash family reads as its own commands when it starts (or, for
    /// `.bash_logout`, ends): `cat >> ~/.bashrc <<EOF` writes code every later shell of the operator runs.
    static let startupFiles: Set<String> = [
        ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zshenv", ".zprofile",
        ".zlogin", ".zlogout", ".kshrc", ".mkshrc", "bash.bashrc",
    ]

    /// The system's startup files, whose names say nothing without their folder (`/etc/profile`, `/etc/zsh/zshrc`).
    static let systemStartupFiles: Set<String> = ["profile", "zshrc", "zshenv", "zprofile", "zlogin"]

    /// Whether a file named `name` holding `content` is a shell script, which bash-like shells read as a command:
    /// its extension names one of them (`env.sh`, `run.bash`), it is `.envrc` (which direnv sources with bash) or a
    /// shell's startup file (`~/.bashrc`, `~/.profile`, `~/.zshrc`…, `startupFiles`), or its `#!` line names one
    /// (`#!/bin/bash`, `#!/usr/bin/env bash`, `#!/bin/sh -e`).
    public static func isScriptFile(named name: String, content: [UInt8] = []) -> Bool {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        if file == ".envrc" || startupFiles.contains(file) { return true }
        if name.hasPrefix("/etc/"), systemStartupFiles.contains(file) { return true }
        if let dot = file.lastIndex(of: "."), CommandWords.shells.contains(String(file[file.index(after: dot)...])) {
            return true
        }
        guard content.starts(with: "#!".utf8) else { return false }
        let line = String(decoding: content.prefix { $0 != 0x0A }.dropFirst(2), as: UTF8.self)
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let program = words.first?.split(separator: "/").last.map(String.init) else { return false }
        let shell = program == "env" ? words.dropFirst().first { !$0.hasPrefix("-") } : program
        return shell.map(CommandWords.shells.contains) ?? false
    }
}
