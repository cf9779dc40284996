import MarkdownTree
import RunbookKit

@testable import RunbookChecks

/// Runs a rule's examples through the whole checker, with only that rule enabled.
enum ExampleRunner {
    static let marker: Character = "↓"

    /// The example's text without its markers.
    static func clean(_ text: String) -> String {
        String(text.filter { $0 != marker })
    }

    /// Where the markers are once removed, in page order.
    static func markers(_ text: String) -> [MarkdownTree.SourceLocation] {
        var found: [MarkdownTree.SourceLocation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for scalar in line.unicodeScalars {
                if Character(scalar) == marker {
                    found.append(MarkdownTree.SourceLocation(line: index + 1, column: column))
                } else {
                    column += 1
                }
            }
        }
        return found
    }

    /// The diagnostics of rule `id` on the example and its companions, checked in `language` as `--rule id` checks
    /// them: whatever their severity.
    static func diagnostics(ruleID id: String, example: RuleExample, language: Language = .en) -> [Diagnostic] {
        let pages =
            [PageInput(path: example.path, text: clean(example.page))]
            + example.companions.sorted { $0.key < $1.key }.map { PageInput(path: $0.key, text: clean($0.value)) }
        let runner = CheckRunner(
            options: CheckOptions(
                messageLanguage: language, threads: 1, rules: RuleSelection(only: [id]),
                keywords: example.keywords.map(KeywordTable.init(values:))),
            pageRules: RuleRegistry.pageRules.filter { $0.description.id == id },
            setRules: (RuleRegistry.setRules + RuleRegistry.optionalSetRules).filter { $0.description.id == id })
        let report = try! runner.check(pages: pages)
        return report.diagnostics.filter { $0.rule == id }
    }
}
