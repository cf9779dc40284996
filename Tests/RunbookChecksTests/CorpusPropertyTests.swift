import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// Properties of `docrun check` that hold for any doc set in the dialect, tried on the shared corpus.
///
/// Skipped when ../shared/corpus is absent. None counts findings: how many are right is measured on a labelled sample,
/// not here, and a doc set added to the corpus needs no new number.
@Suite struct CorpusPropertyTests {
    /// The whole corpus checked once with every rule, shared by the tests below.
    static let whole: CheckReport? = {
        guard RepositoryPaths.hasCorpus else { return nil }
        return try? CheckRunner().check(paths: RepositoryPaths.corpusPages())
    }()

    /// The same pages give the same findings whatever their order on the command line, and whether each doc set
    /// (all its languages) is checked on its own or every doc set at once.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func findingsDoNotDependOnOrderOrGrouping() throws {
        let whole = try #require(Self.whole)
        let pages = RepositoryPaths.corpusPages()
        let reversed = try CheckRunner().check(paths: pages.reversed())
        #expect(Self.lines(reversed) == Self.lines(whole))
        var grouped: [String] = []
        for set in Dictionary(grouping: pages, by: Self.docSet).values {
            grouped += Self.lines(try CheckRunner().check(paths: set))
        }
        let difference = Set(grouped).symmetricDifference(Self.lines(whole)).sorted()
        #expect(difference.isEmpty, Comment(rawValue: difference.prefix(20).joined(separator: "\n")))
    }

    /// Every finding points at a line of its page and a column of that line (or just past its end), names a rule
    /// docrun knows, and says something: no unfilled `{field}` of a message template.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func everyFindingPointsIntoItsPage() throws {
        let report = try #require(Self.whole)
        var wrong: [String] = []
        for diagnostic in report.diagnostics {
            let line = diagnostic.location.line
            let source = report.sources[diagnostic.file]
            let lineCount = source?.lines.count ?? 1
            let width = source?.line(line).unicodeScalars.count ?? 0
            let filled = diagnostic.message.range(of: #"\{[a-z]+\}"#, options: .regularExpression) == nil
            if line < 1 || line > max(1, lineCount) || diagnostic.location.column < 1
                || diagnostic.location.column > width + 1 || !RuleRegistry.ids.contains(diagnostic.rule)
                || diagnostic.message.isEmpty || !filled
            {
                wrong.append(Self.line(diagnostic))
            }
        }
        #expect(report.pages.count == RepositoryPaths.corpusPages().count)
        #expect(wrong.isEmpty, Comment(rawValue: wrong.prefix(20).joined(separator: "\n")))
    }

    /// A French or Portuguese page whose English page exists at the same path is paired with it, and with no
    /// other page.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func everyTranslationWithItsEnglishPageIsPaired() throws {
        let pages = RuleHarness.corpusPages()
        let paths = Set(pages.map(\.path))
        let pairs = TranslationPair.all(in: pages)
        let originals = Dictionary(
            pairs.map { ($0.translation.path, $0.original.path) }, uniquingKeysWith: { a, _ in a })
        var unpaired: [String] = []
        for page in pages {
            guard let english = Self.englishPath(of: page.path), paths.contains(english) else { continue }
            if originals[page.path] != english {
                unpaired.append("\(page.path): paired with \(originals[page.path] ?? "nothing")")
            }
        }
        #expect(!pairs.isEmpty)
        #expect(unpaired.isEmpty, Comment(rawValue: unpaired.prefix(20).joined(separator: "\n")))
    }

    /// `<label>/<lang>/…` → `<label>`: a doc set and all its languages.
    static func docSet(_ path: String) -> String {
        let relative = path.dropFirst((RepositoryPaths.corpus?.path.count ?? 0) + 1)
        return String(relative.prefix { $0 != "/" })
    }

    /// `<label>/fr/<path>` → `<label>/en/<path>`; nil for English pages.
    static func englishPath(of path: String) -> String? {
        for language in ["/fr/", "/pt/"] {
            if let range = path.range(of: language) { return path.replacingCharacters(in: range, with: "/en/") }
        }
        return nil
    }

    static func lines(_ report: CheckReport) -> [String] { report.diagnostics.map(line) }

    static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.location): \(diagnostic.rule): \(diagnostic.message)"
    }
}
