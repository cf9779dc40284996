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
        // Measured when the rules were written (real drift: renamed anchors, steps added in one language); a
        // count outside its range means a rule started missing drift or crying wolf.
        let expected: [String: ClosedRange<Int>] = [
            "translation-section-missing": 28...32, "translation-section-extra": 2...4,
            "translation-anchor-changed": 50...54, "translation-step-mismatch": 14...18,
            "translation-command-changed": 1...2, "translation-command-missing": 0...1,
            "translation-command-extra": 0...1, "translation-role-changed": 0...1, "command-translated": 1...2,
        ]
        #expect(pairs.count == 160)
        for type in translationRules {
            var findings: [Finding] = []
            let start = Date()
            type.init().check(pages, into: &findings)
            let elapsed = Int(Date().timeIntervalSince(start) * 1000)
            print("\(type.description.id): \(findings.count) findings in \(elapsed) ms")
            let id = type.description.id
            #expect(expected[id]?.contains(findings.count) == true, "\(id): \(findings.count) findings")
            for finding in findings {
                let file = finding.file.split(separator: "/").suffix(3).joined(separator: "/")
                let note = finding.notes.first.map { " [en:\($0.location.line)]" } ?? ""
                print("  \(file):\(finding.location.line):\(finding.location.column): \(finding.message)\(note)")
            }
        }
    }
}
