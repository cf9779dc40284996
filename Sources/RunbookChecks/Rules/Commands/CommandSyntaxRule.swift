import RunbookKit

/// `command-syntax`: a command that bash cannot parse once each placeholder is a plain word.
///
/// An unclosed here-document is an error too, though bash only warns and runs what it has: a reader who pastes the
/// command is left at bash's `>` prompt, waiting for the delimiter. Bash's other warnings stay warnings.
///
/// `BashCommands` says which are asked. A set rule: every page's commands go to bash at once; a page rule's thread
/// waited on bash for each page.
struct CommandSyntaxRule: SetRule {
    static let description = RuleDescription(
        id: "command-syntax", severity: .error,
        rationale: "A command that bash cannot parse fails for every reader who copies it, and docrun cannot run it.")

    static let invalid = Localized(
        en: "command is not valid bash: {problem}", fr: "la commande n'est pas du bash valide : {problem}",
        pt: "o comando não é bash válido: {problem}")
    static let hereDocumentOpen = Localized(
        en: "here-document is not closed: bash wants '{delimiter}' before the end of the command",
        fr: "le here-document n'est pas fermé : bash attend '{delimiter}' avant la fin de la commande",
        pt: "o here-document não está fechado: o bash espera '{delimiter}' antes do fim do comando")
    static let messages = [invalid, hereDocumentOpen]

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        let commands = pages.bashCommands
        guard let problems = commands.problems else { return }
        for ((page, command, _), problem) in zip(commands.commands, problems) {
            guard let problem else { continue }
            let location = CommandSnippet.Places(command, in: page.source).location(line: problem.line)
            let delimiter = problem.isWarning ? Self.wantedDelimiter(problem.message) : nil
            let message =
                delimiter.map { Self.hereDocumentOpen(page.messageLanguage, ["delimiter": $0]) }
                ?? Self.invalid(page.messageLanguage, ["problem": Self.requoted(problem.message)])
            findings.append(
                page.finding(at: location, message, severity: problem.isWarning && delimiter == nil ? .warning : nil))
        }
    }

    /// Bash's message with its `` `text' `` quotes made `'text'`, as docrun quotes: the text may itself be a
    /// backquote (`` matching ``' `` → `matching '`'`).
    static func requoted(_ message: String) -> String {
        // The text is at least one character (`` `'' `` names a quote), unless the quote closes at once; a quote
        // never closed quotes the rest.
        message.replacing(Self.bashQuote) { match in
            match.2.map { "'" + $0 } ?? "'" + (match.1 ?? "") + "'"
        }
    }

    /// `… (wanted `EOF')` → `EOF`.
    static func wantedDelimiter(_ message: String) -> String? {
        message.firstMatch(of: Self.wanted).map { String($0.1) }
    }

    // Compiled once, not for each finding: a regex literal in a function is compiled on each call.
    nonisolated(unsafe) private static let bashQuote = /(?s)`(.[^']*|)'|`(.*)/
    nonisolated(unsafe) private static let wanted = /\(wanted `([^']*)'/
}
