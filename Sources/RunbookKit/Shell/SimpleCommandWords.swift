/// The words of one simple command as the lexer ends them, read for the variables they set: `X=…` before the
/// command name, `export X=…` (and `declare`, `local`, `readonly`, `typeset`), `read X Y`, `for X in`; and for the
/// command name itself (and the one a wrapper such as `sudo` or `env` starts).
struct SimpleCommandWords {
    private enum State {
        /// Before the command name: assignments and reserved words (`then`, `do`, `!`…) may come.
        case commandPosition
        /// After `export` and the like: `X=…` arguments set variables.
        case declaring
        /// After `read`: names, options, and option arguments.
        case reading(expectsArgument: Bool, argumentIsName: Bool)
        /// After `for` or `select`: the next word is the loop variable.
        case looping
        /// After a wrapper (`sudo`, `env`…): the next word that is not an assignment is the command it starts,
        /// unless it is an option.
        case wrapped
        /// Any other command's arguments.
        case arguments
    }

    private var state = State.commandPosition
    private var nextIsRedirectTarget = false

    private static let reservedWords: Set<String> = [
        "then", "do", "else", "elif", "if", "while", "until", "!", "{", "time", "}", "fi", "done", "esac",
    ]
    private static let declaring: Set<String> = ["export", "declare", "local", "readonly", "typeset"]
    private static let wrappers: Set<String> = ["sudo", "env", "exec", "nohup", "command", "xargs"]
    /// `read`'s options that take an argument.
    private static let readArguments: Set<UInt8> = Set("adinNptu".utf8)

    /// Whether a `X=…` word here would set X.
    var acceptsAssignment: Bool {
        switch state {
        case .commandPosition, .declaring: return !nextIsRedirectTarget
        default: return false
        }
    }

    /// A new simple command starts (after `;`, `|`, `&&`, a newline, `(`…).
    mutating func reset() {
        state = .commandPosition
        nextIsRedirectTarget = false
    }

    /// A redirection operator was read: the next word is its target, not an argument.
    mutating func redirect() {
        nextIsRedirectTarget = true
    }

    /// Whether `take` reads the next word; when it does not (a redirection's target, an ordinary command's
    /// argument), `skip()` stands for it and the word need not be made.
    var readsNextWord: Bool {
        if nextIsRedirectTarget { return false }
        if case .arguments = state { return false }
        return true
    }

    /// Passes over a word that `readsNextWord` says `take` would not read: what `take` does with it.
    mutating func skip() {
        nextIsRedirectTarget = false
    }

    /// Reads one word (raw, quotes included), adding the variables it sets to `names` and, when it is a command
    /// name, the word to `commands`.
    mutating func take(_ word: [UInt8], into names: inout OrderedNames, commands: inout OrderedNames) {
        if nextIsRedirectTarget {
            nextIsRedirectTarget = false
            return
        }
        let text = String(decoding: word, as: UTF8.self)
        switch state {
        case .commandPosition:
            if let name = Self.assignedName(word) {
                names.add(name)
            } else if Self.reservedWords.contains(text) {
                return
            } else if Self.declaring.contains(text) {
                state = .declaring
            } else if text == "read" {
                state = .reading(expectsArgument: false, argumentIsName: false)
            } else if text == "for" || text == "select" {
                state = .looping
            } else {
                commands.add(text)
                state = Self.wrappers.contains(text) ? .wrapped : .arguments
            }
        case .wrapped:
            if Self.assignedName(word) != nil { return }
            if word.first != UInt8(ascii: "-") { commands.add(text) }
            state = .arguments
        case .declaring:
            if let name = Self.assignedName(word) { names.add(name) }
        case .reading(let expectsArgument, let argumentIsName):
            if expectsArgument {
                if argumentIsName, ShellLexer.isName(word) { names.add(text) }
                state = .reading(expectsArgument: false, argumentIsName: false)
            } else if word.first == UInt8(ascii: "-"), word.count > 1, let last = word.last {
                let takes = Self.readArguments.contains(last)
                state = .reading(expectsArgument: takes, argumentIsName: last == UInt8(ascii: "a"))
            } else if ShellLexer.isName(word) {
                names.add(text)
            }
        case .looping:
            if ShellLexer.isName(word) { names.add(text) }
            state = .arguments
        case .arguments:
            return
        }
    }

    /// `X` for a word `X=…` or `X+=…`; nil for `X==…` (a test) and anything else.
    static func assignedName(_ word: [UInt8]) -> String? {
        guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > 0 else { return nil }
        var nameEnd = equals
        if word[equals - 1] == UInt8(ascii: "+") { nameEnd -= 1 }
        if equals + 1 < word.count, word[equals + 1] == UInt8(ascii: "=") { return nil }
        let name = word[..<nameEnd]
        guard ShellLexer.isName(name) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }
}
