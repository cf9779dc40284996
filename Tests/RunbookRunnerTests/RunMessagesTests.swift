import RunbookKit
import Testing

@testable import RunbookRunner

/// Every message of a run and of a plan exists in the three languages, with the same fields.
@Suite struct RunMessagesTests {
    static func fields(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The texts of a catalogue by key, found by reflection on its texts' structure: each `Localized` and `Plural`
    /// by its name, what an array holds by position.
    static func texts(_ value: Any, key: String) -> [(String, Any)] {
        if value is Localized || value is Plural { return [(key, value)] }
        return Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            texts(child.value, key: key + "." + (child.label ?? String(index)))
        }
    }

    static let catalogues: [(String, any Sendable)] = [
        ("run", RunMessages.texts), ("run", RunMessages.fileTexts), ("run", RunMessages.resumeTexts),
        ("run", RunMessages.safetyTexts), ("plan", PlanMessages.texts), ("verify", VerifyMessages.texts),
        ("values", ValueMessages.texts),
    ]

    /// Every text of every catalogue, a counted text as its two forms (`key.one`, `key.many`).
    static var all: [(String, Localized)] {
        catalogues.flatMap { texts($0.1, key: $0.0) }.flatMap { key, text in
            guard let plural = text as? Plural else { return [(key, text as! Localized)] }
            return [(key + ".one", plural.one), (key + ".many", plural.many)]
        }
    }

    /// Every counted text of every catalogue.
    static var allPlurals: [(String, Plural)] {
        catalogues.flatMap { texts($0.1, key: $0.0) }.compactMap { key, text in (text as? Plural).map { (key, $0) } }
    }

    @Test func everyKeyHasEveryLanguageWithTheSameFields() {
        #expect(Self.all.count > 150)
        for (key, message) in Self.all {
            for language in Language.allCases {
                #expect(!message(language).trimmingCharacters(in: .whitespaces).isEmpty, "\(key) lacks \(language)")
                #expect(
                    Self.fields(message(language)) == Self.fields(message.en), "\(key): fields differ in \(language)")
            }
        }
    }

    @Test func keysAreUnique() {
        let keys = Self.all.map(\.0)
        #expect(Set(keys).count == keys.count)
    }

    @Test func everyCountedMessageHoldsItsCountInBothForms() {
        #expect(Self.allPlurals.count >= 17)
        for (key, plural) in Self.allPlurals {
            for language in Language.allCases {
                #expect(plural.one(language).contains("{count}"), "\(key).one in \(language)")
                #expect(plural.many(language).contains("{count}"), "\(key).many in \(language)")
            }
        }
    }

    /// A counted text and what it must say for a count, per language: the number agrees with its words.
    static let agreements: [(key: String, language: Language, count: Int, text: String)] = [
        ("run.missingValues", .fr, 1, "1 valeur manque et aucun terminal ne permet de la demander"),
        ("run.missingValues", .fr, 0, "0 valeur manque"),
        ("run.missingValues", .fr, 3, "3 valeurs manquent et aucun terminal ne permet de les demander"),
        ("run.missingValues", .en, 1, "1 value is missing and there is no terminal to ask for it"),
        ("run.missingValues", .en, 0, "0 values are missing"),
        ("run.missingValues", .pt, 1, "falta 1 valor e não há terminal para pedi-lo"),
        ("run.missingValues", .pt, 2, "faltam 2 valores"),
        ("run.valuesAhead", .en, 1, "1 value will be asked when the step that needs it is reached:"),
        ("run.valuesAhead", .fr, 2, "2 valeurs seront demandées"),
        ("run.valuesAhead", .pt, 1, "1 valor será pedido"),
        ("run.boundAhead", .fr, 1, "1 valeur sera tirée de la sortie d'une étape, sans être demandée"),
        ("run.summaryPassed", .fr, 1, "1 réussie"), ("run.summaryPassed", .fr, 2, "2 réussies"),
        ("run.summaryPassed", .pt, 1, "1 passou"), ("run.summaryPassed", .pt, 0, "0 passaram"),
        ("run.summarySkipped", .pt, 1, "1 pulado"), ("run.summaryManual", .pt, 2, "2 manuais"),
        ("run.summaryFailed", .pt, 1, "1 falhou"), ("run.summaryManual", .fr, 0, "0 manuelle"),
        ("run.stepsAdded", .fr, 1, "1 étape ajoutée : "), ("run.stepsAdded", .pt, 2, "2 passos adicionados: "),
        ("run.stepsRemoved", .fr, 0, "0 étape supprimée (numérotée"), ("run.stepsRemoved", .en, 2, "2 steps removed"),
        ("run.commandsChanged", .pt, 1, "1 passo cujos comandos mudaram"),
        ("run.textsChanged", .fr, 2, "2 étapes dont le texte a changé"),
        ("run.stepsRenumbered", .fr, 1, "1 étape renumérotée"), ("run.stepsRenumbered", .pt, 3, "3 passos renumerados"),
        ("plan.expectedOutput", .fr, 1, "sortie attendue (1 ligne)"),
        ("plan.expectedOutput", .en, 1, "expected output (1 line)"),
        ("plan.expectedOutput", .pt, 4, "saída esperada (4 linhas)"),
    ]

    @Test(arguments: agreements) func countsAgreeWithTheirWords(
        key: String, language: Language, count: Int, text: String
    )
        throws
    {
        let plural = try #require(Self.allPlurals.first { $0.0 == key }?.1)
        let said = plural.form(count, language)(language, ["count": String(count), "path": "p"])
        #expect(said.contains(text), "\(said)")
    }

    /// The plan's last line: each count agrees with its words.
    static let planSummaries: [(language: Language, counts: [Int], text: String)] = [
        (.en, [1, 1, 1], "1 step, 1 command, 1 value missing"),
        (.en, [2, 0, 0], "2 steps, 0 commands, 0 values missing"),
        (.fr, [1, 0, 0], "1 étape, 0 commande, 0 valeur manquante"),
        (.fr, [3, 2, 2], "3 étapes, 2 commandes, 2 valeurs manquantes"),
        (.pt, [1, 1, 1], "1 passo, 1 comando, 1 valor ausente"),
        (.pt, [0, 2, 0], "0 passos, 2 comandos, 0 valores ausentes"),
    ]

    @Test(arguments: planSummaries) func planCountsAgree(language: Language, counts: [Int], text: String) {
        let said = zip(PlanMessages.summary, counts).map { $0.0(language, count: $0.1) }.joined(separator: ", ")
        #expect(said == text)
    }
}
