import RunbookKit

/// `command-usage-notation`: a synopsis (`[--opt VALUE]`, `{a|b}`) marked as a command to run.
struct CommandUsageNotationRule: PageRule {
    static let description = RuleDescription(
        id: "command-usage-notation", severity: .notice,
        rationale: """
            A synopsis such as 'app create --name NAME [--image IMAGE]' is reference, not a command: a reader who \
            copies it, or docrun, runs brackets and bars as shell code. Show it without '{: pre}' and give a runnable \
            example as the command. A notice until it can tell a synopsis meant to be run from one shown for \
            reference: CLI reference pages show every synopsis in '{: pre}' by convention.
            """)

    static let notation = Localized(
        en: "command is written in usage notation ('{notation}'): a reader cannot run it as it is",
        fr: "la commande est écrite en notation de syntaxe ('{notation}') : un lecteur ne peut pas l'exécuter "
            + "telle quelle",
        pt: "o comando está escrito em notação de sintaxe ('{notation}'): um leitor não pode executá-lo "
            + "como está")
    static let messages = [notation]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands {
            guard let (offset, notation) = read.notation else { continue }
            let location = CommandSnippet.Places(read.command, in: page.source).location(of: offset)
            findings.append(page.finding(at: location, Self.notation, ["notation": notation]))
        }
    }
}
