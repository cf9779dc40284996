import Foundation
import RunbookKit
import Testing

@testable import RunbookChecks

/// Every rule's examples, run through the checker: a triggering example reports exactly at its `↓` markers, on
/// its own page, and a non-triggering one reports nothing.
@Suite struct RuleExampleTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    /// Rules that need a program the machine may not have.
    static let needsProgram: [String: String] = ["shellcheck": "shellcheck"]

    static func canRun(_ id: String) -> Bool {
        guard let program = needsProgram[id] else { return true }
        return ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        } ?? false
    }

    @Test(arguments: ids)
    func examplesBehave(_ id: String) throws {
        guard Self.canRun(id) else { return }
        let examples = try #require(RuleExamples.byID[id], "\(id) has no examples in RuleExamples/")
        #expect(!examples.triggering.isEmpty, "\(id) has no triggering example")
        #expect(!examples.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        for example in examples.triggering {
            let found = ExampleRunner.diagnostics(ruleID: id, example: example)
            #expect(
                found.map(\.location) == ExampleRunner.markers(example.page),
                "\(id) triggering example:\n\(example.page)\nfound: \(found.map { "\($0.location) \($0.message)" })")
            #expect(found.allSatisfy { $0.file == example.path }, "\(id): diagnostics off the example's page")
        }
        for example in examples.nonTriggering {
            let found = ExampleRunner.diagnostics(ruleID: id, example: example)
            #expect(found.isEmpty, "\(id) non-triggering example:\n\(example.page)\nfound: \(found.map(\.message))")
        }
    }

    /// Rules whose examples show a finding below the default severity on purpose, as their rationale says.
    static let graded: Set<String> = ["translation-command-changed"]

    /// docs/checks.md shows each triggering example under the rule's default severity: the example reports at it, so
    /// that a reader who checks it sees what the document shows (a notice is hidden without `--min-severity notice`).
    @Test(arguments: ids)
    func triggeringExamplesReportAtTheDefaultSeverity(_ id: String) throws {
        guard Self.canRun(id), !Self.graded.contains(id), let examples = RuleExamples.byID[id],
            let description = RuleRegistry.descriptions.first(where: { $0.id == id }),
            description.severity != .notice
        else { return }
        for example in examples.triggering {
            let found = ExampleRunner.diagnostics(ruleID: id, example: example)
            #expect(
                found.allSatisfy { $0.severity == description.severity },
                "\(id): \(found.map { "\($0.location) \($0.severity.rawValue) \($0.message)" })")
        }
    }

    @Test func idsAreUniqueAndKebabCase() {
        #expect(Set(Self.ids).count == Self.ids.count)
        for id in Self.ids {
            #expect(id.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }, "\(id)")
            #expect(!id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"), "\(id)")
        }
    }

    /// `--list-rules`, the SARIF rules and docs/checks.md show each rationale as written: one line of sentences.
    @Test func rationalesAreOneLineOfSentences() {
        for description in RuleRegistry.descriptions {
            #expect(!description.rationale.contains("\n"), "\(description.id)")
            #expect(description.rationale.first?.isUppercase == true, "\(description.id)")
            #expect(description.rationale.hasSuffix("."), "\(description.id)")
        }
    }

    @Test func examplesTriggerInEveryLanguage() {
        for description in RuleRegistry.descriptions {
            guard let example = RuleExamples.byID[description.id]?.triggering.first, Self.canRun(description.id)
            else { continue }
            for language in Language.allCases {
                let found = ExampleRunner.diagnostics(ruleID: description.id, example: example, language: language)
                #expect(!found.isEmpty, "\(description.id) in \(language)")
                for diagnostic in found {
                    #expect(!diagnostic.message.isEmpty)
                    #expect(!Self.hasUnfilledField(diagnostic.message), "unfilled field in \(diagnostic.message)")
                }
            }
        }
    }

    /// Whether `text` still holds a `{name}` field.
    static func hasUnfilledField(_ text: String) -> Bool {
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current, !name.isEmpty {
                return true
            } else if current != nil {
                current = character.isLetter || character == "_" ? current! + String(character) : nil
            }
        }
        return false
    }
}
