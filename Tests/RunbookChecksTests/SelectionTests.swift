import Foundation
import MarkdownTree
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// Which rules run and which severities are reported: `--rule`, `--skip-rule`, `--min-severity`, and a
/// configuration's `rules:` and `min-severity:`.
@Suite struct SelectionTests {
    /// What one run with `options` (and `config`, as a configuration file's text) reports on a page, as
    /// `rule severity` lines.
    private func reported(_ options: CheckOptions = CheckOptions(), config: String? = nil) throws -> [String] {
        var options = options
        var folder: URL?
        if let config {
            let made = try TemporaryFolder.make("docrun-selection")
            folder = made
            let file = made.appendingPathComponent(".docrun.yml")
            try config.write(to: file, atomically: true, encoding: .utf8)
            options = CheckOptions(
                configFile: file.path, minimumSeverity: options.minimumSeverity, rules: options.rules)
        }
        defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
        let runner = CheckRunner(
            options: options, pageRules: [LoudRule.self, UsualRule.self, QuietRule.self], setRules: [])
        let report = try runner.check(pages: [PageInput(path: "page.md", text: "# Page\n")])
        return report.diagnostics.map { "\($0.rule) \($0.severity.rawValue)" }.sorted()
    }

    /// A case: the options and configuration of a run, and what it reports.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let minimum: Diagnostic.Severity?
        let only: [String]
        let skipped: [String]
        let config: String?
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "defaults: notices left out", minimum: nil, only: [], skipped: [], config: nil,
            expected: ["test-loud error", "test-usual warning"]),
        Case(
            name: "--min-severity notice", minimum: .notice, only: [], skipped: [], config: nil,
            expected: ["test-loud error", "test-quiet notice", "test-usual warning"]),
        Case(
            name: "--min-severity error", minimum: .error, only: [], skipped: [], config: nil,
            expected: ["test-loud error"]),
        Case(
            name: "configuration's min-severity", minimum: nil, only: [], skipped: [], config: "min-severity: notice\n",
            expected: ["test-loud error", "test-quiet notice", "test-usual warning"]),
        Case(
            name: "the command line's over the configuration's", minimum: .error, only: [], skipped: [],
            config: "min-severity: notice\n", expected: ["test-loud error"]),
        Case(
            name: "a rule raised to warning", minimum: nil, only: [], skipped: [],
            config: "rules:\n  test-quiet: warning\n",
            expected: ["test-loud error", "test-quiet warning", "test-usual warning"]),
        Case(
            name: "a rule lowered to notice, and one turned off", minimum: nil, only: [], skipped: [],
            config: "rules:\n  test-usual: notice\n  test-loud: off\n", expected: []),
        Case(
            name: "--rule", minimum: nil, only: ["test-usual"], skipped: [], config: nil,
            expected: ["test-usual warning"]),
        Case(
            name: "--rule names a notice rule: reported", minimum: nil, only: ["test-quiet", "test-loud"], skipped: [],
            config: nil, expected: ["test-loud error", "test-quiet notice"]),
        Case(
            name: "--rule over a configuration's off", minimum: nil, only: ["test-loud"], skipped: [],
            config: "rules:\n  test-loud: off\n", expected: ["test-loud error"]),
        Case(
            name: "--rule keeps a configured severity", minimum: .error, only: ["test-loud"], skipped: [],
            config: "rules:\n  test-loud: notice\n", expected: ["test-loud notice"]),
        Case(
            name: "--skip-rule", minimum: .notice, only: [], skipped: ["test-loud", "test-quiet"], config: nil,
            expected: ["test-usual warning"]),
        Case(
            name: "--skip-rule wins over --rule", minimum: nil, only: ["test-loud", "test-usual"],
            skipped: ["test-loud"],
            config: nil, expected: ["test-usual warning"]),
    ]

    @Test(arguments: cases) func selection(_ test: Case) throws {
        let options = CheckOptions(
            minimumSeverity: test.minimum, rules: RuleSelection(only: test.only, skipped: test.skipped))
        // Configuration files only come with options that name them: the test's own folder then.
        #expect(try reported(options, config: test.config) == test.expected)
    }

    /// An unknown id is a usage error naming it and the nearest rule, in the run's language; a configuration's
    /// unknown rule says the same.
    @Test func unknownRuleIDsNameTheNearestKnownOne() throws {
        let known = RuleRegistry.descriptions.map(\.id)
        let cases: [(RuleSelection, Language, String?)] = [
            (RuleSelection(only: ["anchor-broken"], skipped: ["fence-cut"]), .en, nil),
            (
                RuleSelection(only: ["anchor-brokn"]), .en,
                "unknown rule 'anchor-brokn'; did you mean 'anchor-broken'? 'docrun check --list-rules' lists them"
            ),
            (
                RuleSelection(skipped: ["anchor-broken", "fence-cutt"]), .fr,
                "règle inconnue 'fence-cutt' ; vouliez-vous dire 'fence-cut' ? 'docrun check --list-rules' les liste"
            ),
            (
                RuleSelection(only: ["zzzzzzzzzzzz"]), .pt,
                "regra desconhecida 'zzzzzzzzzzzz'; 'docrun check --list-rules' lista todas"
            ),
            // Selected and skipped: it would check nothing.
            (
                RuleSelection(only: ["fence-cut"], skipped: ["fence-cut"]), .en,
                "rule 'fence-cut' is given both to --rule and to --skip-rule"
            ),
        ]
        for (selection, language, expected) in cases {
            #expect(selection.problem(known: known, language: language) == expected)
        }
        do {
            _ = try ConfigParser.parse(
                "rules:\n  anchor-brokn: off\n", path: "c.yml", knownRules: Set(known), language: .en)
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("did you mean 'anchor-broken'?"))
        }
    }

    @Test func settingsAndMinimumSeverityAreRead() throws {
        let parse = { (text: String) throws(ConfigError) in
            try ConfigParser.parse(text, path: "c.yml", knownRules: ["anchor-broken"], language: .en)
        }
        #expect(try parse("rules:\n  anchor-broken: notice\n").rules == ["anchor-broken": .notice])
        // `info`, the former name of `notice`, is still read.
        #expect(try parse("rules:\n  anchor-broken: info\n").rules == ["anchor-broken": .notice])
        #expect(try parse("min-severity: error\n").minimumSeverity == .error)
        #expect(try parse("").minimumSeverity == nil)
        for bad in ["min-severity: off\n", "min-severity: loud\n", "min-severity: [notice]\n"] {
            #expect(throws: ConfigError.self) { try parse(bad) }
        }
    }
}

/// Test rules of each severity, each reporting the page's first line once.
private protocol FirstLineRule: PageRule {}

extension FirstLineRule {
    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        findings.append(page.finding(at: SourceLocation(line: 1, column: 1), Self.description.id))
    }
}

private struct LoudRule: FirstLineRule {
    static let description = RuleDescription(id: "test-loud", severity: .error, rationale: "test")
}

private struct UsualRule: FirstLineRule {
    static let description = RuleDescription(id: "test-usual", severity: .warning, rationale: "test")
}

private struct QuietRule: FirstLineRule {
    static let description = RuleDescription(id: "test-quiet", severity: .notice, rationale: "test")
}
