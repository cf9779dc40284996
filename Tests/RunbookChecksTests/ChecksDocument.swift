import Foundation
import RunbookKit

@testable import RunbookChecks

/// docs/checks.md, generated from the rules' descriptions and examples so that the reference and the tests never
/// differ; only `ChecksDocumentTests` writes it, so it lives beside that test.
enum ChecksDocument {
    /// The whole document for `rules`.
    static func markdown(rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var out = """
            # docrun check: the rules

            <!-- Generated from the rules (RuleRegistry) and their examples (Tests/RunbookChecksTests/RuleExamples); \
            a test fails when this file is out of date. Re-record it with \
            DOCRUN_RECORD=1 swift test --filter ChecksDocumentTests. -->

            `docrun check PATH…` reads documentation pages and reports problems without running anything. Every \
            rule below has a stable id (used in reports, in `.docrun.yml` and in ignore comments), a default \
            severity, the reason it exists, and examples: pages that trigger it, with `↓` marking where each \
            diagnostic points, and pages that do not. The examples are the rules' tests.

            Severities: an **error** means the page renders wrong or a command cannot run as written, a **warning** \
            that something is very likely wrong, a **notice** is about style and is reported only when asked for \
            (`--min-severity notice`). A `.docrun.yml` changes severities (`rules: {anchor-broken: warning}`), \
            turns rules off (`placeholder-unused: off`) or reports notices (`min-severity: notice`); `--rule ID` and \
            `--skip-rule ID` select rules for one run; `<!-- docrun-ignore rule-id -->` on its own line silences a \
            rule for the next block. See [ci.md](ci.md) for the configuration file, the ignore comments and CI \
            recipes.

            | Rule | Default severity | Why |
            |------|------------------|-----|

            """
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(tableCell(rule.rationale)) |\n"
        }
        for rule in rules {
            out += "\n## \(rule.id)\n\n"
            out += "Default severity: **\(rule.severity.rawValue)**.\n\n"
            out += rule.rationale + "\n"
            let examples = RuleExamples.byID[rule.id]
            if let details = examples?.details, !details.isEmpty { out += "\n" + details + "\n" }
            out += section("Triggers", examples?.triggering ?? [])
            out += section("Does not trigger", examples?.nonTriggering ?? [])
        }
        return out
    }

    private static func section(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var out = "\n### \(title)\n"
        for example in examples {
            out += "\n"
            if example.path != "page.md" || !example.companions.isEmpty { out += "In `\(example.path)`:\n\n" }
            out += fenced(example.page)
            for (path, text) in example.companions.sorted(by: { $0.key < $1.key }) {
                out += "\nWith `\(path)`:\n\n" + fenced(text)
            }
            if let keywords = example.keywords {
                let lines = keywords.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\n" }.joined()
                out += "\nWith the keyword file (`--keywords`):\n\n"
                out += fenced(lines.isEmpty ? "{}\n" : lines, as: "yaml")
            }
        }
        return out
    }

    /// The text in a fence longer than any run of backticks inside it.
    private static func fenced(_ text: String, as language: String = "markdown") -> String {
        let longest = text.matches(of: /`+/).map(\.output.count).max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return fence + language + "\n" + body + fence + "\n"
    }

    private static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
