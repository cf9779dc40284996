import Foundation
import ShellSyntax

/// Command blocks a page gives as examples of the command before them: shown, never run.
///
/// Writers follow a command that has placeholders with an example of it, values in their place: "Example:", "For
/// example:", "Example command:", "Exemple :", "Par exemple :", "Exemple de commande :", "Exemplo:", "Por exemplo:",
/// "Exemplo de comando:". Marked `{: pre}` like the command, the example would run too: the same action done a second
/// time with the example's values. A `{: pre}` block is an example when the paragraph right before it, after the
/// step's last code block, is such a lead-in, the step's last command has placeholders (marked or unmarked), and the
/// block runs the same program (its first word). A lead-in to an output ("Example output:", "Exemple de sortie :")
/// introduces none, nor one before the step's first command ("Example:" then the only command runs).
enum ExampleCommands {
    /// Whether paragraph `text` introduces an example: a few words that end with a colon, the first (after "for",
    /// "par", "por") an example word, and none of them an output's.
    static func introduces(_ text: String) -> Bool {
        // Most paragraphs are longer, or have no colon: told from their bytes.
        guard text.utf8.count <= 80, text.utf8.contains(UInt8(ascii: ":")) else { return false }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasSuffix(":"), trimmed.utf8.count <= 60 else { return false }
        var words = trimmed.lowercased().split { !$0.isLetter }.map(String.init)
        guard words.count <= 6 else { return false }
        let opened = words.first.map(["for", "par", "por"].contains) ?? false
        if opened { words.removeFirst() }
        guard let first = words.first, exampleWords.contains(first) || opened && first == "instance" else {
            return false
        }
        return !words.contains(where: outputWords.contains)
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
