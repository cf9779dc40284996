import Foundation
import TestSupport
import Testing

@testable import RunbookChecks

/// docs/checks.md is generated from the rules; this test fails when the committed file is out of date.
@Suite struct ChecksDocumentTests {
    @Test func checksDocumentIsUpToDate() throws {
        let url = RepositoryPaths.root.appendingPathComponent("docs/checks.md")
        let generated = ChecksDocument.markdown()
        if ProcessInfo.processInfo.environment["DOCRUN_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.path); run again without DOCRUN_RECORD to check it")
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == generated,
            Comment(
                rawValue: "docs/checks.md is out of date; re-record with DOCRUN_RECORD=1:\n"
                    + Snapshot.diff(committed, generated)))
    }

    @Test func everyRuleHasASection() {
        let document = ChecksDocument.markdown()
        for rule in RuleRegistry.descriptions { #expect(document.contains("\n## \(rule.id)\n"), "\(rule.id)") }
    }
}
