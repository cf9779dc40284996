import Foundation
import Testing

@testable import RunbookChecks

/// Runs the translation rules over the shared corpus and prints what they find; skipped without it.
@Suite struct TranslationCorpusTests {
    @Test(.enabled(if: RuleHarness.corpus != nil, "needs ../shared/corpus"))
    func corpusCounts() {
        let pages = RuleHarness.corpusPages()
        let pairs = TranslationPairing.pairs(pages)
        print("translation pairs: \(pairs.count) of \(pages.filter { $0.runbook.language != .en }.count) translations")
        for type in translationRules {
            var findings: [Finding] = []
            let start = Date()
            type.init().check(pages, into: &findings)
            let elapsed = Int(Date().timeIntervalSince(start) * 1000)
            print("\(type.description.id): \(findings.count) findings in \(elapsed) ms")
            for finding in findings {
                let file = finding.file.split(separator: "/").suffix(3).joined(separator: "/")
                let note = finding.notes.first.map { " [en:\($0.location.line)]" } ?? ""
                print("  \(file):\(finding.location.line):\(finding.location.column): \(finding.message)\(note)")
            }
        }
    }
}
