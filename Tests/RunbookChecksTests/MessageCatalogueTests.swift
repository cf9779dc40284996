import RunbookKit
import Testing

@testable import RunbookChecks

/// Every user-visible text of docrun check exists in English, French and Portuguese with the same `{fields}`.
@Suite struct MessageCatalogueTests {
    static var catalogue: [(String, Localized)] {
        var all: [(String, Localized)] = []
        for rule in RuleRegistry.pageRules { all += rule.messages.map { (rule.description.id, $0) } }
        for rule in RuleRegistry.setRules + RuleRegistry.optionalSetRules {
            all += rule.messages.map { (rule.description.id, $0) }
        }
        all += PageUnreadable.messages.map { ("page-unreadable", $0) }
        all += ConfigMessages.all.map { ("config", $0) }
        all += CheckUsageText.all.map { ("rule ids", $0) }
        all += ReportMessages.all.map { ("report", $0) }
        // Pages, values and keyword files (`check --keywords` reports a keyword file's, as `list`, `plan` and `run` do).
        all += InputMessages.all.map { ("input files: " + $0.0, $0.1) }
        return all
    }

    @Test func fieldsAgreeAcrossLanguages() {
        for (owner, text) in Self.catalogue {
            let fields = text.fieldsPerLanguage
            #expect(fields[.en] == fields[.fr] && fields[.en] == fields[.pt], "\(owner): \(text.en)")
        }
    }

    @Test func noTextIsEmptyOrEndsWithAPeriod() {
        for (owner, text) in Self.catalogue {
            for language in Language.allCases {
                let value = text(language)
                #expect(!value.isEmpty, "\(owner) \(language)")
                #expect(!value.hasSuffix("."), "\(owner) \(language): \(value)")
            }
        }
    }

    @Test func everyRuleDeclaresItsMessages() {
        for rule in RuleRegistry.rules + RuleRegistry.optionalSetRules {
            #expect(!rule.messages.isEmpty, "\(rule.description.id)")
        }
    }
}

extension Localized {
    /// Every `{field}` name the three texts use, per language; a test checks they agree.
    var fieldsPerLanguage: [Language: Set<String>] {
        Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                (language, Set(self(language).matches(of: /\{([\p{L}_]+)\}/).map { String($0.1) }))
            })
    }
}
