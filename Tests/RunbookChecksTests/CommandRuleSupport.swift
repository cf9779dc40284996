import Foundation
import MarkdownTree
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// Runs rule examples and small pages for the command and translation rule tests.
enum RuleHarness {
    /// A page read from `text` (markers removed) as if it were at `path`, checked with the keyword file `keywords`.
    static func page(
        _ text: String, path: String = "page.md", language: Language = .en, keywords: KeywordTable? = nil
    ) -> CheckedPage {
        let clean = ExampleRunner.clean(text)
        let source = try! PageSource(path: path, bytes: Array(clean.utf8))
        return CheckedPage(
            RunbookReader(keywords: keywords ?? .empty).readPage(source), messageLanguage: language,
            givenKeywords: keywords)
    }

    static func findings(_ rule: any PageRule, _ text: String, path: String = "page.md") -> [Finding] {
        var findings: [Finding] = []
        rule.check(page(text, path: path), into: &findings)
        return findings
    }

    /// What a set rule finds when it is given only the page of `text`, as the runner gives it (without its tree).
    static func findings(_ rule: any SetRule, _ text: String, path: String = "page.md") -> [Finding] {
        findings(rule, RuleExample(text, path: path))
    }

    static func findings(_ rule: any SetRule, _ example: RuleExample) -> [Finding] {
        var pages = [page(example.page, path: example.path).forSetRules()]
        for (path, text) in example.companions.sorted(by: { $0.key < $1.key }) {
            pages.append(page(text, path: path).forSetRules())
        }
        var findings: [Finding] = []
        rule.check(PageSet(pages), into: &findings)
        return findings
    }

    /// Checks that every triggering example reports exactly at its markers, on its own page, and that no
    /// non-triggering example reports anything.
    static func verifyExamples(_ type: any PageRule.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let rule = type.init()
        verifyExamples(of: type.description.id, sourceLocation) { findings(rule, $0.page, path: $0.path) }
    }

    /// The same for a rule that compares pages.
    static func verifyExamples(_ type: any SetRule.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let rule = type.init()
        verifyExamples(of: type.description.id, sourceLocation) { findings(rule, $0) }
    }

    private static func verifyExamples(
        of id: String, _ sourceLocation: Testing.SourceLocation, _ findings: (RuleExample) -> [Finding]
    ) {
        let examples = RuleExamples.byID[id]
        #expect(examples != nil, "\(id) has no examples", sourceLocation: sourceLocation)
        for example in examples?.triggering ?? [] {
            let found = findings(example)
            #expect(
                found.map(\.location) == ExampleRunner.markers(example.page), "\(found)", sourceLocation: sourceLocation
            )
            #expect(found.allSatisfy { $0.file == example.path }, sourceLocation: sourceLocation)
        }
        for example in examples?.nonTriggering ?? [] {
            let found = findings(example)
            #expect(found.isEmpty, "\(found)", sourceLocation: sourceLocation)
        }
    }

    /// Every page of the corpus, read.
    static func corpusPages() -> [CheckedPage] {
        RepositoryPaths.corpusPages().compactMap { path in
            guard let source = try? PageSource.load(path: path) else { return nil }
            return CheckedPage(RunbookReader().readPage(source))
        }
    }
}
