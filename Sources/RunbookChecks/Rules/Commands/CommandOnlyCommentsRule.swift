import RunbookKit

/// `command-only-comments`: a command to run that holds only `#` comments, so that it runs nothing.
///
/// A root shell's prompt is `# `, so a command copied from one (`# systemctl restart nginx`) reads as a comment. It
/// is not taken for a prompt: bash, and a reader who pastes it, read a comment too; and a commented-out command (one
/// left for the reader to choose, or to run on another machine) would then run, as the operator, not as root.
struct CommandOnlyCommentsRule: PageRule {
    static let description = RuleDescription(
        id: "command-only-comments", severity: .warning,
        rationale: """
            A command that holds only comments runs nothing: the step passes having done nothing, for docrun and for \
            a reader who pastes it. Copied from a root shell, whose prompt is '# ', the command is written without \
            the prompt (with 'sudo' when it needs root); a note belongs in the step's text.
            """)

    static let onlyComments = Localized(
        en: "command holds only comments ('{comment}'), so it runs nothing: copied from a root shell (prompt '# '), "
            + "write it without the prompt, with 'sudo' if it needs root; a note belongs in the text",
        fr: "la commande ne contient que des commentaires ('{comment}'), elle n'exécute donc rien : copiée d'un shell "
            + "root (invite '# '), écrivez-la sans l'invite, avec 'sudo' si elle exige root ; une note a sa place dans "
            + "le texte",
        pt: "o comando contém apenas comentários ('{comment}'), então não executa nada: copiado de um shell de root "
            + "(prompt '# '), escreva-o sem o prompt, com 'sudo' se precisar de root; uma nota pertence ao texto")
    static let messages = [onlyComments]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands where read.isForBash && read.notation == nil {
            let script = read.command.script
            guard script.tokens.allSatisfy({ $0.kind == .control }),
                let hash = script.bytes.firstIndex(of: UInt8(ascii: "#"))
            else { continue }
            let line = script.bytes[hash...].prefix { $0 != UInt8(ascii: "\n") }
            let location = CommandSnippet.Places(read.command, in: page.source).location(of: hash)
            findings.append(
                page.finding(at: location, Self.onlyComments, ["comment": String(decoding: line, as: UTF8.self)]))
        }
    }
}
