import RunbookKit

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
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        findings += AttributeNames.findings(on: page) { name, guess in
            guess == .id ? Self.message(page.messageLanguage, ["name": name]) : nil
        }
    }
}
