import RunbookKit
import Testing

@testable import RunbookRunner

/// The keys a person types at docrun's questions: within a menu each key means one thing, no menu key means yes
/// in its language (Portuguese *sim* and *sair* both began with `s`), and every key a prompt shows is understood.
@Suite struct AnswerKeysTests {
    /// The letters a prompt shows in brackets: `[r]etry` → `r`, `[y/N]` → `y`, `n`.
    static func keys(_ prompt: String) -> [String] {
        var keys: [String] = []
        var rest = prompt[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let inside = rest[rest.index(after: open)..<close]
            keys += inside.split(separator: "/").map { $0.lowercased() }
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }

    static var menus: [(name: String, prompt: Localized, outcome: (String, Language) -> String?)] {
        [
            ("manual", RunMessages.manualChoice, { Choices.manual($0, $1).map { "\($0)" } }),
            ("failure", RunMessages.failureChoice, { Choices.failure($0, $1).map { "\($0)" } }),
        ]
    }

    @Test(arguments: Language.allCases) func everyMenuKeyMeansOneThingAndNeverYes(language: Language) {
        for menu in Self.menus {
            let keys = Self.keys(menu.prompt(language))
            #expect(keys.count >= 3, "\(menu.name) in \(language)")
            #expect(Set(keys).count == keys.count, "\(menu.name) in \(language): \(keys)")
            let outcomes = keys.compactMap { menu.outcome($0, language) }
            #expect(outcomes.count == keys.count, "\(menu.name) in \(language): a key is not understood: \(keys)")
            #expect(Set(outcomes).count == keys.count, "\(menu.name) in \(language): \(outcomes)")
            for key in keys {
                #expect(!Choices.yes(key, language, default: false), "\(menu.name) '\(key)' means yes in \(language)")
            }
        }
    }

    static let questions: [Localized] = [
        RunMessages.continueAnyway, RunMessages.writeFileQuestion, RunMessages.resumeAnyway, RunMessages.runEdited,
        RunMessages.runDestructive,
        RunMessages.credentialQuestion,
    ]

    @Test(arguments: Language.allCases) func everyYesNoQuestionShowsAYesAndANo(language: Language) {
        for question in Self.questions {
            let keys = Self.keys(question(language, ["path": "/p", "steps": "2"]))
            #expect(keys.count == 2, "\(question(language))")
            #expect(Choices.yes(keys[0], language, default: false), "\(question(language))")
            #expect(keys[1] == "n" && !Choices.yes(keys[1], language, default: true), "\(question(language))")
        }
    }
}
