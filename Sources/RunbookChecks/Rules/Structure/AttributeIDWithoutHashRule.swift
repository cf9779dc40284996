import RunbookKit
import ShellSyntax

/// `attribute-id-without-hash`: an attribute list names what is evidently an id but lacks the `#`: only the page
/// itself tells (`AttributeNames.guess`), as names are free.
struct AttributeIDWithoutHashRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-id-without-hash", severity: .error,
        rationale: "Without '#', kramdown does not give the block the id, so every link to it is broken.")

    static let message = Localized(
        en: "'{name}' looks like an id; write '#{name}' to give the block that id",
        fr: "'{name}' ressemble à un identifiant ; écrivez '#{name}' pour le donner au bloc",
        pt: "'{name}' parece um id; escreva '#{name}' para dar esse id ao bloco")
    /// For a name kramdown would drop even with `#`: its ids start with a letter (`#([A-Za-z][\w:-]*)`).
    static let notLetterFirst = Localized(
        en:
            "'{name}' looks like an id, but kramdown would drop '#{name}' too, as an id starts with a letter: write '#' "
            + "and an id that starts with one",
        fr:
            "'{name}' ressemble à un identifiant, mais kramdown ignorerait aussi '#{name}', car un identifiant commence "
            + "par une lettre : écrivez '#' et un identifiant qui commence par une lettre",
        pt: "'{name}' parece um id, mas o kramdown também descartaria '#{name}', pois um id começa com uma letra: "
            + "escreva '#' e um id que comece com uma letra")
    static let messages = [message, notLetterFirst]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for (name, guess, location) in page.facts.unknownAttributes where guess == .id {
            let isTaken = name.utf8.first?.isASCIILetter == true
            findings.append(page.finding(at: location, isTaken ? Self.message : Self.notLetterFirst, ["name": name]))
        }
    }
}
