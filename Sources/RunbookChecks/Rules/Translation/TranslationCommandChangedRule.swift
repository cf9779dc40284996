import RunbookKit

/// `translation-command-changed`: a command that translation damaged, once per command (`CommandComparison`); a
/// warning when only placeholder names are translated, as the command runs once its values are typed.
struct TranslationCommandChangedRule: SetRule {
    static let description = RuleDescription(
        id: "translation-command-changed", severity: .error,
        rationale: """
            Commands are not translated: one whose words were translated, or split or joined by a space or \
            punctuation, no longer runs as written, and its placeholder names no longer match the English \
            documentation and the tool's help. A warning when only placeholder names were translated, since the \
            command still runs once its values are typed.
            """)

    static let spaces = Localized(
        en: "translation changed the blanks of the command: '{found}' where the English command has '{expected}'",
        fr: "la traduction a changé les blancs de la commande : '{found}' où la commande anglaise a '{expected}'",
        pt: "a tradução mudou os espaços do comando: '{found}' onde o comando em inglês tem '{expected}'")
    static let letterCase = Localized(
        en: "translation changed the case of the command: '{found}' where the English command has '{expected}'",
        fr: "la traduction a changé la casse de la commande : '{found}' où la commande anglaise a '{expected}'",
        pt: "a tradução mudou maiúsculas e minúsculas do comando: '{found}' onde o comando em inglês tem '{expected}'")
    static let punctuation = Localized(
        en: "translation changed the punctuation of the command: '{found}' where the English command has '{expected}'",
        fr: "la traduction a changé la ponctuation de la commande : '{found}' où la commande anglaise a '{expected}'",
        pt: "a tradução mudou a pontuação do comando: '{found}' onde o comando em inglês tem '{expected}'")
    static let words = Localized(
        en: "command words were translated: '{found}' where the English command has '{expected}'",
        fr: "des mots de la commande ont été traduits : '{found}' où la commande anglaise a '{expected}'",
        pt: "palavras do comando foram traduzidas: '{found}' onde o comando em inglês tem '{expected}'")
    static let unmatched = Localized(
        en: "command has words that the English page does not have: {words}",
        fr: "la commande contient des mots que la page anglaise n'a pas : {words}",
        pt: "o comando tem palavras que a página em inglês não tem: {words}")

    static let messages = [spaces, letterCase, punctuation, words, unmatched] + DriftText.all

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        for (pair, drift) in pages.translationDrifts {
            let language = pair.translation.messageLanguage
            for command in drift.damaged {
                let notes = command.original.map { [pair.original.note(at: $0, DriftText.original(language))] }
                findings.append(
                    pair.translation.finding(
                        at: command.location, Self.message(command, language), notes: notes ?? [],
                        severity: command.placeholdersOnly ? .warning : nil))
            }
        }
    }

    private static func message(_ command: DamagedCommand, _ language: Language) -> String {
        guard let damage = command.damage else {
            return unmatched(language, ["words": command.words.map { "'\($0)'" }.joined(separator: ", ")])
        }
        let template =
            switch damage.kind {
            case .spaces: spaces
            case .letterCase: letterCase
            case .punctuation: punctuation
            case .words: words
            }
        let (found, expected) = aroundDifference(damage.found, damage.expected)
        return template(language, ["found": found, "expected": expected])
    }

    /// The two texts as the message quotes them: from a little before where they first differ
    /// (`DriftText.quoteStart`), each as `DriftText.quoted` gives it.
    static func aroundDifference(_ found: String, _ expected: String) -> (String, String) {
        let (a, b) = (Array(found), Array(expected))
        let start = DriftText.quoteStart(a, differingAt: zip(a, b).prefix { $0 == $1 }.count)
        return (DriftText.quoted(a, from: start), DriftText.quoted(b, from: start))
    }
}
