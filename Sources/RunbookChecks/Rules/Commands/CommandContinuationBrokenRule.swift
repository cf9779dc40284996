import RunbookKit
import ShellSyntax

/// `command-continuation-broken`: a `\` that ends a command's line but for blanks or a comment after it, with more of
/// the command on the next line (`ShellScript.brokenContinuations`).
///
/// Bash reads `\` and the blank after it as an escaped blank, part of a word, so the line break ends the command and
/// the next line runs as a command of its own (`--name my-app` is "command not found"). The blanks do not show on the
/// page: the reader copies them. A comment after them (`acme deploy \ # the region next`) reads as a note beside a
/// continuation, but the `\` escapes the blank, not the line break, as it does when the `#` follows the blank in the
/// same word (`\ #note`, an argument). A `\` in quotes or a comment, or one after which the command ends, is not
/// reported.
struct CommandContinuationBrokenRule: PageRule {
    static let description = RuleDescription(
        id: "command-continuation-broken", severity: .warning,
        rationale: """
            A '\\' continues a command on the next line only as the line's last character: with blanks after it, \
            which the page does not show, or a comment, the command ends with the line, and bash runs the next line \
            as a command of its own.
            """)

    static let messages = [blanksAfter, commentAfter]
    static let blanksAfter = Localized(
        en: "blanks follow the '\\' at this line's end: bash ends the command here, and runs the next line alone",
        fr: "des blancs suivent le '\\' en fin de ligne : bash termine la commande ici, et exécute seule la suivante",
        pt: "há espaços após a '\\' no fim da linha: o bash termina o comando aqui, e executa sozinha a próxima")
    static let commentAfter = Localized(
        en: "a comment follows the '\\': bash ends the command at the line's end, and runs the next line alone",
        fr: "un commentaire suit le '\\' : bash termine la commande en fin de ligne, et exécute seule la suivante",
        pt: "um comentário segue a '\\': o bash termina o comando no fim da linha, e executa sozinha a próxima")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands where read.snippet != nil {
            let broken = read.command.script.brokenContinuations
            guard !broken.isEmpty else { continue }
            let places = CommandSnippet.Places(read.command, in: page.source).locations(of: broken.map(\.offset))
            findings += zip(broken, places).map {
                page.finding(at: $1, $0.beforeComment ? Self.commentAfter : Self.blanksAfter)
            }
        }
    }
}
