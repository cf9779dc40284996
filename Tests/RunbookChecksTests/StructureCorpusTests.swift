import Foundation
import RunbookKit
import Testing
import TestSupport

@testable import RunbookChecks

/// The structure rules over the shared corpus of real pages (skipped when ../shared/corpus is absent): nothing
/// crashes, and no rule cries wolf — each stays under a ceiling set a little above what the corpus's real
/// defects give (counts measured when the rules were tuned; see the commit that set them).
@Suite struct StructureCorpusTests {
    static let ceilings: [String: Int] = [
        "page-unreadable": 0, "front-matter-invalid": 0, "nesting-too-deep": 0,
        "placeholder-undocumented": 160, "placeholder-unused": 12, "placeholder-near-miss": 3,
        "anchor-broken": 3, "anchor-duplicate": 3,
        "attribute-unknown": 3, "attribute-detached": 30, "attribute-id-without-hash": 64,
        "fence-unclosed": 2, "fence-cut": 2, "fence-indented-code": 46,
        "html-stray-end-tag": 12, "html-cell-outside-row": 3, "html-malformed-attribute": 3,
        "keyref-unknown": 3, "keyref-malformed": 3, "list-numbering-jump": 30,
    ]

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func structureRulesStayQuietOnRealPages() throws {
        let structure = (readerRules + structureRules).map { $0.description.id } + [PageUnreadable.description.id]
        let report = try CheckRunner(pageRules: readerRules + structureRules, setRules: [])
            .check(paths: RepositoryPaths.corpusPages())
        #expect(report.pages.count > 400)
        var counts: [String: Int] = [:]
        for diagnostic in report.diagnostics { counts[diagnostic.rule, default: 0] += 1 }
        for id in structure {
            let ceiling = try #require(Self.ceilings[id], "no ceiling for \(id)")
            #expect(counts[id, default: 0] <= ceiling, "\(id): \(counts[id, default: 0]) diagnostics on the corpus")
        }
    }
}
