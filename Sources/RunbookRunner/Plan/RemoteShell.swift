import RunbookKit
import ShellSyntax

/// Steps whose commands are typed in a shell that an earlier command opens in a container or on another machine.
///
/// "Open a shell in the pod" (`kubectl exec -it mypod -- bash`), then `ls /data`, then `exit`: the commands between
/// are meant for the pod. docrun's session is local, so running them would act on the operator's own machine. The
/// step that opens such a shell, and the steps after it in its section up to the one that types `exit` or `logout`,
/// are done by hand: the plan and the run show their commands, and docrun runs none of them.
///
/// A shell is opened by `kubectl`/`oc exec` with a terminal (`-it`) and no command or a shell after `--`; `docker`,
/// `podman` or `nerdctl` `exec`/`run` with a terminal, not detached, whose last word is a shell; and `ssh` with a host
/// and no command (or a shell). A shell given a command (`bash -c …`, `kubectl exec mypod -- ls`) runs and returns,
/// and `-i` alone feeds it a pipe or a file: those open none.
enum RemoteShell {
    /// For each step (by `Step.selector`) typed in a shell so opened, the id of the step that opens it.
    static func steps(in steps: [Step]) -> [String: String] {
        var typedIn: [String: String] = [:]
        var open: (step: String, section: Int?)?
        for step in steps {
            if open?.section != step.sectionIndex { open = nil }
            var opener = open?.step
            for words in step.commands.flatMap(\.script.outerCommands) {
                if open != nil, ["exit", "logout"].contains(words[0]) {
                    open = nil
                } else if open == nil, opensShell(words) {
                    open = (step.id, step.sectionIndex)
                    opener = opener ?? step.id
                }
            }
            if let opener { typedIn[step.selector] = opener }
        }
        return typedIn
    }

    /// Whether a simple command (its words, the command's first) opens an interactive shell elsewhere.
    static func opensShell(_ words: [String]) -> Bool {
        let arguments = Array(words.dropFirst())
        switch words[0] {
        case "kubectl", "oc":
            guard arguments.first == "exec", isTerminal(arguments) else { return false }
            guard let dashes = arguments.firstIndex(of: "--") else { return isShell(arguments.last) }
            return arguments.count == dashes + 1
                || isShell(arguments[dashes + 1], then: arguments.dropFirst(dashes + 2))
        case "docker", "podman", "nerdctl":
            guard arguments.first == "exec" || arguments.first == "run", isTerminal(arguments)
            else { return false }
            return isShell(arguments.last)
        case "ssh":
            // Options come before the host; the words after it are the command the host runs.
            var index = 0
            while index < arguments.count, arguments[index].hasPrefix("-") {
                let flag = arguments[index]
                index += flag.count == 2 && sshValueFlags.contains(flag.dropFirst()) ? 2 : 1
            }
            guard index < arguments.count else { return false }
            let command = arguments.dropFirst(index + 1)
            return command.isEmpty || isShell(command.first, then: command.dropFirst())
        default:
            return false
        }
    }

    /// Whether the options keep standard input open and give it a terminal, for a person to type in: `-it`, `-ti`,
    /// `-i -t`, `--stdin --tty`, `--interactive --tty`; not detached (`-d`), nor input without a terminal (`-i`
    /// alone, which reads a pipe or a file).
    private static func isTerminal(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        let letters = options.filter {
            $0.hasPrefix("-") && !$0.hasPrefix("--") && $0.dropFirst().allSatisfy(\.isLetter)
        }
        .joined()
        let input = letters.contains("i") || options.contains("--stdin") || options.contains("--interactive")
        let terminal = letters.contains("t") || options.contains("--tty")
        return input && terminal && !letters.contains("d") && !options.contains("--detach")
    }

    /// Whether `word` runs a shell that reads what is typed: no `-c` among the words after it.
    private static func isShell(_ word: String?, then rest: ArraySlice<String> = []) -> Bool {
        guard let word, shells.contains(String(word.split(separator: "/").last ?? "")) else { return false }
        return !rest.contains("-c")
    }

    private static let shells: Set<String> = ["sh", "bash", "ash", "dash", "zsh", "ksh", "fish"]
    /// The options of `ssh` that take a value.
    private static let sshValueFlags: Set<Substring> = [
        "B", "b", "c", "D", "E", "e", "F", "I", "i", "J", "L", "l", "m", "O", "o", "p", "Q", "R", "S", "W", "w",
    ]
}
