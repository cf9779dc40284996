import Foundation
import ShellSyntax

/// Command blocks a page gives as examples of the command before them: shown, never run.
///
/// Writers follow a command that has placeholders with an example of it, values in their place: "Example:", "For
/// example:", "Example command:", "Exemple :", "Par exemple :", "Exemple de commande :", "Exemplo:", "Por exemplo:",
/// "Exemplo de comando:", or the same words without the colon, often in bold ("**Example**", "For example,").
/// Marked `{: pre}` like the command, the example would run too: the same action done a second time with the
/// example's values. A `{: pre}` block is an example when the paragraph right before it, after the
/// step's last code block, is such a lead-in, the step's last command has placeholders (marked or unmarked), and the
/// block runs the same program (its first word). A lead-in to an output ("Example output:", "Exemple de sortie :")
/// introduces none, nor one before the step's first command ("Example:" then the only command runs).
enum ExampleCommands {
    /// Whether paragraph `text` introduces an example: a few words, the first (after "for", "par", "por") an example
    /// word and none of them an output's, ending with a colon, a comma or no punctuation ("**Example**" is a lead-in as
    /// a heading would be).
    static func introduces(_ text: String) -> Bool {
        guard var words = leadInWords(text, atMost: 6) else { return false }
        let opened = words.first.map(["for", "par", "por"].contains) ?? false
        if opened { words.removeFirst() }
        guard let first = words.first, exampleWords.contains(first) || opened && first == "instance" else {
            return false
        }
        return !words.contains(where: outputWords.contains)
    }

    /// Whether paragraph `text` introduces what a command printed: a few words, one of them an output's, ending as
    /// a lead-in does, that name no file and say not to save one ("Example output:", "**Sample response**", "The
    /// output is similar to the following:", "Exemple de sortie :", "Saída de exemplo:").
    static func introducesOutput(_ text: String) -> Bool {
        guard let words = leadInWords(text, atMost: 8), words.contains(where: outputWords.contains) else {
            return false
        }
        return FileNameFinder.candidates(in: text).isEmpty && !FileNameFinder.saysToSave(text)
    }

    /// The lowercased words of a lead-in paragraph of at most `count` words, ending with a colon, a comma or a
    /// letter; nil for any other paragraph.
    private static func leadInWords(_ text: String, atMost count: Int) -> [String]? {
        // Most paragraphs are longer: told from their bytes.
        guard text.utf8.count <= 100 else { return nil }
        var trimmed = text[...].trimming(\.isSpaceOrNewline)
        if trimmed.hasSuffix(":") || trimmed.hasSuffix(",") {
            trimmed = trimmed.dropLast().trimming(\.isSpaceOrTab)
        }
        guard trimmed.last?.isLetter ?? false, trimmed.utf8.count <= 80 else { return nil }
        let words = Vocabulary.lowercasedWords(in: String(trimmed))
        return words.count <= count ? words : nil
    }

    /// Whether `text` (an example) runs the program that `template` (the command before it) runs: their first
    /// command words, as bash reads them.
    static func sameProgram(_ text: String, _ template: ShellScript) -> Bool {
        guard let program = template.commandNames.first else { return false }
        return ShellScript(command: text).commandNames.first == program
    }

    private static let exampleWords: Set<String> = [
        "example", "examples", "sample", "exemple", "exemples", "exemplo", "exemplos",
    ]

    /// Words of a lead-in to what a command prints, not to a command.
    private static let outputWords: Set<String> = [
        "output", "outputs", "response", "responses", "result", "results", "sortie", "sorties", "réponse", "résultat",
        "résultats", "saída", "saídas", "resposta", "resultado", "resultados", "retour",
    ]
}
