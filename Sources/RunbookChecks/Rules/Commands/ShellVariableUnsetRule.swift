import RunbookKit

/// `shell-variable-unset`: a command expands a variable that no earlier command of the page sets, or that only a
/// subshell did, which bash forgets when it ends.
///
/// Reported once per variable, in commands for bash (`Step.isForBash`), as `UnsetVariable.find` finds them. Not reported: variables every
/// session defines (`UnsetVariable.sessionVariables`), expansions that say what an unset variable gives (`${X:-default}`,
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
    /// A subshell of the page sets it, before the use: `(X=1); echo "$X"`, `… | read -r X`.
    static let setInSubshell = Localized(
        en: "'${name}' is used, but the page sets it only in a subshell, which bash forgets when it ends",
        fr: "'${name}' est utilisée, mais la page ne la définit que dans un sous-shell, que bash oublie quand il "
            + "se termine",
        pt: "'${name}' é usada, mas a página só a define em um subshell, que o bash esquece quando ele termina")
    static let messages = [unset, setInSubshell]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        // The variables are placed a command at a time: its snippet's lines are read once.
        let commands = page.commands.filter(\.isForBash).map(\.command)
        let unset = Dictionary(grouping: UnsetVariable.find(in: commands), by: \.command)
        for (index, uses) in unset.sorted(by: { $0.key < $1.key }) {
            let places = CommandSnippet.Places(commands[index], in: page.source).locations(of: uses.map(\.offset))
            findings += zip(uses, places).map {
                page.finding(at: $1, $0.setInSubshell ? Self.setInSubshell : Self.unset, ["name": $0.name])
            }
        }
    }
}
