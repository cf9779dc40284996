import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// Findings of the shared corpus read and labelled by hand: each real one is still reported, each false one is not.
///
/// `Fixtures/labels/*.tsv` hold path, line, rule, verdict and reason. Pages that left the corpus are skipped, and
/// findings nobody labelled are not counted: the corpus grows, and this guards what was read, not a number.
/// `check.tsv` is a random sample of every rule's findings, stratified by rule; `scripts/precision.py` prints each
/// rule's precision from it. Labels of a rule that reports notices by default are not held here (its findings are
/// not reported unless asked for): `scripts/precision.py --min-severity notice` measures them.
@Suite struct LabelledFindingsTests {
    /// A labelled finding.
    struct Label: CustomStringConvertible {
        let path: String
        let line: Int
        let rule: String
        let real: Bool
        let reason: String
        var description: String { "\(path):\(line) \(rule) (\(real ? "real" : "false")): \(reason)" }
    }

    static func labels(_ file: String) -> [Label] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/labels/\(file)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let number = Int(fields[1]) else { return nil }
            return Label(path: fields[0], line: number, rule: fields[2], real: fields[3] == "real", reason: fields[4])
        }
    }

    @Test(
        .enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"), arguments: ["translation.tsv", "check.tsv"])
    func labelledFindingsKeepTheirVerdict(_ file: String) throws {
        let labels = Self.labels(file)
        #expect(labels.count >= 30 && labels.contains { !$0.real })
        let report = try #require(CorpusPropertyTests.whole)
        let corpus = try #require(RepositoryPaths.corpus)
        let reported = Set(report.diagnostics.map { "\($0.file):\($0.location.line) \($0.rule)" })
        let notices = Set(RuleRegistry.descriptions.filter { $0.severity == .notice }.map(\.id))
        var wrong: [String] = []
        for label in labels where !notices.contains(label.rule) {
            let path = corpus.appendingPathComponent(label.path).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if reported.contains("\(path):\(label.line) \(label.rule)") != label.real { wrong.append("\(label)") }
        }
        #expect(wrong.isEmpty, Comment(rawValue: wrong.prefix(20).joined(separator: "\n")))
    }
}
