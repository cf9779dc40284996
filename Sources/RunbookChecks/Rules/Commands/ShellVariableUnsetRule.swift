import RunbookKit
import ShellSyntax

/// `shell-variable-unset`: a command expands a variable that no earlier command of the page sets.
///
/// Reported once per variable, in commands for bash (`CommandSyntaxRule.isForBash`). Not reported: variables every
/// session defines (`environment`), expansions that say what an unset variable gives (`${X:-default}`,
/// `${X:?message}`), a variable a command tests for (`[ -z "$X" ]`, `[[ -n $X ]]`), and anything after `source`, `.`
/// or `eval`.
struct ShellVariableUnsetRule: PageRule {
    static let description = RuleDescription(
        id: "shell-variable-unset", severity: .notice,
        rationale: """
            A command that expands a variable no earlier step sets runs with an empty value when a reader follows \
            the page from the top: the page should show where the value comes from.
            """)

    static let unset = Localized(
        en: "'${name}' is used, but no earlier command of the page sets it",
        fr: "'${name}' est utilisée, mais aucune commande précédente de la page ne la définit",
        pt: "'${name}' é usada, mas nenhum comando anterior da página a define")
    static let messages = [unset]

    /// Variables every bash or login session defines.
    static let environment: Set<String> = [
        "HOME", "PATH", "USER", "LOGNAME", "SHELL", "PWD", "OLDPWD", "TERM", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE",
        "TMPDIR", "HOSTNAME", "HOSTTYPE", "OSTYPE", "MACHTYPE", "UID", "EUID", "GROUPS", "PPID", "BASHPID", "RANDOM",
        "SRANDOM", "SECONDS", "LINENO", "EPOCHSECONDS", "EPOCHREALTIME", "BASH", "BASH_VERSION", "BASH_VERSINFO",
        "BASH_SOURCE", "BASH_REMATCH", "BASH_LINENO", "FUNCNAME", "PIPESTATUS", "IFS", "PS1", "PS2", "PS3", "PS4",
        "REPLY", "OPTARG", "OPTIND", "HISTFILE", "COLUMNS", "LINES", "SHLVL", "DISPLAY", "EDITOR", "VISUAL", "PAGER",
        "MAIL", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "SSH_AUTH_SOCK",
    ]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        var known = Self.environment
        var reported = Set<String>()
        for read in page.commands where read.isForBash {
            let (command, script) = (read.command, read.command.script)
            known.formUnion(command.sets)
            // A variable the page tests for (`[ -z "$API_KEY" ]`) is one it knows may be unset.
            known.formUnion(script.emptinessTestedNames)
            var unset: [(name: String, offset: Int)] = []
            for use in script.expansions {
                // What the block evaluates or sources may set anything, for its own later commands too.
                if let from = script.definesAnythingFrom, use.range.lowerBound >= from { break }
                guard let name = use.name, !known.contains(name), !script.handlesUnset(use),
                    reported.insert(name).inserted
                else { continue }
                unset.append((name, use.range.lowerBound))
            }
            if !unset.isEmpty {
                let locations = CommandSnippet.Places(command, in: page.source).locations(of: unset.map(\.offset))
                for (use, location) in zip(unset, locations) {
                    findings.append(page.finding(at: location, Self.unset, ["name": use.name]))
                }
            }
            if script.definesAnythingFrom != nil { return }
        }
    }
}
