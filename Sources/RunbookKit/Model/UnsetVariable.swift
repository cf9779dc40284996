import ShellSyntax

/// A shell variable a page's commands expand before any of them sets it: a value the page expects the reader's shell
/// to hold already (`ibmcloud target -r "$REGION"` with no `REGION=…` above it).
///
/// `check` reports it (`shell-variable-unset`); `run` asks for it at the first step that uses it, unless the
/// environment has it; `plan` lists it.
public struct UnsetVariable: Sendable, Equatable {
    /// The variable's name, without `$`.
    public let name: String
    /// The index, among the commands searched, of the first command that expands it.
    public let command: Int
    /// The UTF-8 offset of that expansion in the command's text.
    public let offset: Int
    /// Whether a subshell set it before that expansion, in that command or an earlier one, and bash forgot it when
    /// the subshell ended (`(X=1); echo "$X"`): the page sets it, in the wrong place.
    public let setInSubshell: Bool

    /// Variables every bash or login session defines.
    public static let sessionVariables: Set<String> = [
        "HOME", "PATH", "USER", "LOGNAME", "SHELL", "PWD", "OLDPWD", "TERM", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE",
        "TMPDIR", "HOSTNAME", "HOSTTYPE", "OSTYPE", "MACHTYPE", "UID", "EUID", "GROUPS", "PPID", "BASHPID", "RANDOM",
        "SRANDOM", "SECONDS", "LINENO", "EPOCHSECONDS", "EPOCHREALTIME", "BASH", "BASH_VERSION", "BASH_VERSINFO",
        "BASH_SOURCE", "BASH_REMATCH", "BASH_LINENO", "FUNCNAME", "PIPESTATUS", "IFS", "PS1", "PS2", "PS3", "PS4",
        "REPLY", "OPTARG", "OPTIND", "HISTFILE", "COLUMNS", "LINES", "SHLVL", "DISPLAY", "EDITOR", "VISUAL", "PAGER",
        "MAIL", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "SSH_AUTH_SOCK",
    ]

    /// The variables `commands` (a page's commands for bash, in page order) expand before one of them sets it, each
    /// once, in the order first expanded.
    ///
    /// Not among them: `sessionVariables`; an expansion that says what an unset variable gives (`${X:-default}`,
    /// `${X:?message}`); a variable a command tests for (`[ -z "$X" ]`), which the page knows may be unset; and
    /// anything from a `source`, `.` or `eval` on, which may set anything. A variable set only in a subshell (`(X=1)`,
    /// `echo v | read -r X`) counts as set in that subshell alone (`ShellScript.sets(_:at:)`): not after it, in its
    /// own command or a later one.
    public static func find(in commands: [Command]) -> [UnsetVariable] {
        var known = sessionVariables
        // The names earlier commands set in a subshell alone.
        var forgotten = Set<String>()
        var found: [UnsetVariable] = []
        for (index, command) in commands.enumerated() {
            let script = command.script
            known.formUnion(script.emptinessTestedNames)
            // What the command's shell keeps counts within it and after it; what a subshell sets, within the subshell.
            known.formUnion(script.keptNames)
            for use in script.expansions {
                if let from = script.definesAnythingFrom, use.range.lowerBound >= from { break }
                guard let name = use.name, !known.contains(name), !script.sets(name, at: use.range.lowerBound),
                    !script.handlesUnset(use)
                else { continue }
                known.insert(name)
                let inSubshell =
                    forgotten.contains(name)
                    || script.subshellNames[name]?.contains { $0.upperBound <= use.range.lowerBound } == true
                found.append(
                    UnsetVariable(
                        name: name, command: index, offset: use.range.lowerBound, setInSubshell: inSubshell))
            }
            if script.definesAnythingFrom != nil { break }
            forgotten.formUnion(script.subshellNames.keys)
        }
        return found
    }
}

extension Step {
    /// Whether `command`, one of the step's, is for bash: the step is not for Windows alone and the command's fence
    /// names no other shell (`powershell`, `zsh`…).
    public func isForBash(_ command: Command) -> Bool {
        isForBash(fenceLanguage: FenceLine.language(ofInfo: command.info))
    }

    /// Whether a command of the step in a fence of `fenceLanguage` is for bash.
    public func isForBash(fenceLanguage: String) -> Bool {
        platforms != [.windows] && !Vocabulary.windowsShells.contains(fenceLanguage)
            && !Vocabulary.nonBashShells.contains(fenceLanguage)
    }
}

extension Runbook {
    /// The commands of the page's steps that are for bash, in page order.
    public var bashCommands: [Command] { steps.flatMap { step in step.commands.filter(step.isForBash) } }

    /// The variables the page's commands for bash expand before one of them sets it, in the order first expanded.
    ///
    /// Each read searches every command (`UnsetVariable.find`): `plan` and `run` read it once and pass it on.
    public var unsetVariableNames: [String] { UnsetVariable.find(in: bashCommands).map(\.name) }

    /// The variables a run of the page keeps in its state: those its commands set, and `unset`, those they expand
    /// that none sets (`unsetVariableNames`), which `run` asks for.
    public func keptVariables(unset: [String]) -> Set<String> {
        Set(steps.flatMap(\.commands).flatMap(\.sets)).union(unset)
    }
}
