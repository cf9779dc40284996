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

    @Test func everyKeyHasEveryLanguageWithTheSameFields() {
        #expect(RunMessages.all.count > 40)
        for (key, message) in RunMessages.all + VerifyMessages.all + PlanMessages.all + ValueMessages.all {
            for language in Language.allCases {
                #expect(!message(language).trimmingCharacters(in: .whitespaces).isEmpty, "\(key) lacks \(language)")
                #expect(
                    Self.fields(message(language)) == Self.fields(message.en), "\(key): fields differ in \(language)")
            }
        }
    }

    @Test func keysAreUnique() {
        let keys = (RunMessages.all + VerifyMessages.all + PlanMessages.all + ValueMessages.all).map(\.0)
        #expect(Set(keys).count == keys.count)
    }

    @Test func everyCountedMessageHoldsItsCountInBothForms() {
        #expect(RunMessages.plurals.count >= 8)
        for (key, plural) in RunMessages.plurals {
            for language in Language.allCases {
                #expect(plural.one(language).contains("{count}"), "\(key).one in \(language)")
                #expect(plural.many(language).contains("{count}"), "\(key).many in \(language)")
            }
        }
    }

    /// A counted text and what it must say for a count, per language: the number agrees with its words.
    static let agreements: [(key: String, language: Language, count: Int, text: String)] = [
        ("missingValues", .fr, 1, "1 valeur manque et aucun terminal ne permet de la demander"),
        ("missingValues", .fr, 0, "0 valeur manque"),
        ("missingValues", .fr, 3, "3 valeurs manquent et aucun terminal ne permet de les demander"),
        ("missingValues", .en, 1, "1 value is missing and there is no terminal to ask for it"),
        ("missingValues", .en, 0, "0 values are missing"),
        ("missingValues", .pt, 1, "falta 1 valor e não há terminal para pedi-lo"),
        ("missingValues", .pt, 2, "faltam 2 valores"),
        ("valuesAhead", .en, 1, "1 value will be asked when the step that needs it is reached:"),
        ("valuesAhead", .fr, 2, "2 valeurs seront demandées"),
        ("valuesAhead", .pt, 1, "1 valor será pedido"),
        ("boundAhead", .fr, 1, "1 valeur sera tirée de la sortie d'une étape, sans être demandée"),
        ("summary.passed", .fr, 1, "1 réussie"), ("summary.passed", .fr, 2, "2 réussies"),
        ("summary.passed", .pt, 1, "1 passou"), ("summary.passed", .pt, 0, "0 passaram"),
        ("summary.skipped", .pt, 1, "1 pulado"), ("summary.manual", .pt, 2, "2 manuais"),
        ("summary.failed", .pt, 1, "1 falhou"), ("summary.manual", .fr, 0, "0 manuelle"),
        ("stepsAdded", .fr, 1, "1 étape ajoutée : "), ("stepsAdded", .pt, 2, "2 passos adicionados: "),
        ("stepsRemoved", .fr, 0, "0 étape supprimée (numérotée"), ("stepsRemoved", .en, 2, "2 steps removed"),
        ("commandsChanged", .pt, 1, "1 passo cujos comandos mudaram"),
        ("textsChanged", .fr, 2, "2 étapes dont le texte a changé"),
        ("stepsRenumbered", .fr, 1, "1 étape renumérotée"), ("stepsRenumbered", .pt, 3, "3 passos renumerados"),
        ("plan.expectedOutput", .fr, 1, "sortie attendue (1 ligne)"),
        ("plan.expectedOutput", .en, 1, "expected output (1 line)"),
        ("plan.expectedOutput", .pt, 4, "saída esperada (4 linhas)"),
    ]

    @Test(arguments: agreements) func countsAgreeWithTheirWords(
        key: String, language: Language, count: Int, text: String
    )
        throws
    {
        let plurals = RunMessages.plurals + [("plan.expectedOutput", PlanMessages.expectedOutput)]
        let plural = try #require(plurals.first { $0.0 == key }?.1)
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
