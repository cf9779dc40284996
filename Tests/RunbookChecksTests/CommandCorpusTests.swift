import Foundation
import Testing

@testable import RunbookChecks

/// Runs the command rules over the shared corpus and prints what they find, with timings; skipped without it.
@Suite struct CommandCorpusTests {
    @Test(.enabled(if: RuleHarness.corpus != nil, "needs ../shared/corpus"))
    func corpusCounts() {
        let pages = RuleHarness.corpusPages()
        let rules: [any PageRule] = [CommandUsageNotationRule(), CommandOutputPastedRule(), ShellVariableUnsetRule()]
        let commands = pages.reduce(0) { $0 + $1.runbook.commands.count }
        print("corpus: \(pages.count) pages, \(commands) commands")
        _ = BashCheckerPool.shared.check(["true"])
        // What the corpus holds, measured when the rules were written: a count outside its range means a rule
        // started missing real problems or crying wolf. Look at the printed findings before moving a bound.
        let expected: [String: ClosedRange<Int>] = [
            "command-syntax": 3...5, "command-usage-notation": 130...145, "command-output-pasted": 9...12,
            "shell-variable-unset": 18...25,
        ]
        var found: [(id: String, findings: [Finding], milliseconds: Int)] = []
        for rule in rules {
            var findings: [Finding] = []
            let start = Date()
            for page in pages { rule.check(page, into: &findings) }
            found.append((type(of: rule).description.id, findings, Int(Date().timeIntervalSince(start) * 1000)))
        }
        // command-syntax reads every page's commands at once.
        var findings: [Finding] = []
        let start = Date()
        CommandSyntaxRule().check(pages, into: &findings)
        found.insert((CommandSyntaxRule.description.id, findings, Int(Date().timeIntervalSince(start) * 1000)), at: 0)
        for (id, findings, elapsed) in found {
            print("\(id): \(findings.count) findings in \(elapsed) ms")
            #expect(expected[id]?.contains(findings.count) == true, "\(id): \(findings.count) findings")
            for finding in findings {
                let file = finding.file.split(separator: "/").suffix(3).joined(separator: "/")
                print("  \(file):\(finding.location.line):\(finding.location.column): \(finding.message)")
            }
        }
    }
}
