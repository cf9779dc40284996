import Foundation
import RunbookKit

/// Finds the programs a page's commands start (`bx`, `kubectl`, `curl`…) and those that are not on `PATH`.
public enum Preflight {
    /// A program that is not on `PATH`, and the steps that need it.
    public struct MissingProgram: Sendable, Equatable {
        /// The program's name.
        public let program: String
        /// The ids of the steps whose commands start it.
        public let steps: [String]
    }

    /// The programs of the steps that run, in order of first use, that `PATH` does not have.
    public static func missingPrograms(in plan: RunPlan, path: String) -> [MissingProgram] {
        let folders = path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        var order: [String] = []
        var steps: [String: [String]] = [:]
        for planned in plan.steps where planned.disposition == .run {
            for command in planned.step.commands {
                for program in programs(in: command.text) {
                    if steps[program] == nil { order.append(program) }
                    if steps[program, default: []].last != planned.step.id {
                        steps[program, default: []].append(planned.step.id)
                    }
                }
            }
        }
        return order.filter { !isOnPath($0, folders) }.map { MissingProgram(program: $0, steps: steps[$0] ?? []) }
    }

    /// Whether an executable file called `program` is in one of `folders`.
    static func isOnPath(_ program: String, _ folders: [String]) -> Bool {
        folders.contains { access($0 + "/" + program, X_OK) == 0 }
    }

    /// The words in command position of `command`: at its start and after `|`, `;`, `&`, `(`, `$(`, a backquote
    /// or a line break, past variable assignments and wrappers such as `sudo`. Builtins, keywords, paths and words
    /// holding a placeholder or an expansion are left out: they are not programs to look for on `PATH`.
    public static func programs(in command: String) -> [String] {
        var found: [String] = []
        var atCommand = true
        for token in tokens(command) {
            switch token {
            case .separator:
                atCommand = true
            case .word(let word):
                guard atCommand else { continue }
                if isAssignment(word) || wrappers.contains(word) { continue }
                atCommand = false
                if isProgramName(word), !found.contains(word) { found.append(word) }
            }
        }
        return found
    }

    private static func isProgramName(_ word: String) -> Bool {
        !word.isEmpty && !builtins.contains(word)
            && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.+".contains($0) }
            && !(word.first?.isNumber ?? true) && !word.hasPrefix("-")
    }

    private static func isAssignment(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return false }
        return word[..<equals].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private enum Token { case word(String), separator }

    /// A rough bash tokenizer: enough to find command positions; quoted text belongs to its word.
    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var quote: Character?
        var previous: Character = " "
        var expansionDepth = 0
        func flush() {
            if !word.isEmpty { tokens.append(.word(word)) }
            word = ""
        }
        for character in text {
            defer { previous = character }
            if let open = quote {
                if character == open && (open == "'" || previous != "\\") {
                    quote = nil
                } else {
                    word.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                word.append("\u{1}")  // a quoted word is never a plain program name
            case " ", "\t":
                flush()
            case "\n":
                flush()
                if previous != "\\" { tokens.append(.separator) }
            case "{" where previous == "$", "}" where expansionDepth > 0:
                expansionDepth += character == "{" ? 1 : -1
                word.append(character)
            case "|", ";", "&", "(", ")", "`", "{", "}":
                flush()
                tokens.append(.separator)
            case "$":
                word.append(character)
            default:
                if character == "\\" { continue }
                word.append(character)
            }
        }
        flush()
        return tokens
    }

    private static let wrappers: Set<String> = [
        "sudo", "env", "time", "exec", "nohup", "command", "!", "then", "do",
        "else", "elif", "if", "while", "until", "xargs",
    ]
    private static let builtins: Set<String> = [
        "cd", "export", "echo", "printf", "read", "set", "unset", "source", ".", "test", "[", "[[", "fi", "for",
        "done", "case", "esac", "function", "local", "true", "false", ":", "eval", "exit", "return", "alias", "pwd",
        "type", "wait", "trap", "shift", "declare", "typeset", "let", "in", "ulimit", "umask", "hash", "history",
        "jobs", "kill", "popd", "pushd", "readonly", "shopt", "unalias", "mapfile", "getopts", "builtin",
    ]
}
