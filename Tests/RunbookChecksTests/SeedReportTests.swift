import MarkdownTree
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// The seeds' report in every format, against golden files, and the defects the seeds are known to have.
@Suite struct SeedReportTests {
    static let report = Seeds.report()
    /// With notices, for the rules that report notices by default (`placeholder-undocumented`, `placeholder-unused`:
    /// see their rationales): the seeds' defects are still found there.
    static let withNotices = Seeds.report(minimum: .notice)

    @Test(arguments: ReportFormat.allCases)
    func goldenReport(_ format: ReportFormat) {
        let text = Reporter.render(Self.report, as: format, workingDirectory: "/nowhere")
        Snapshot.assert(text, named: "seeds.\(format.rawValue)")
    }

    @Test func goldenTextInFrench() {
        Snapshot.assert(Reporter.render(Seeds.report(language: .fr), as: .text), named: "seeds.fr.text")
    }

    @Test func goldenJUnitUnderStrict() {
        Snapshot.assert(Reporter.render(Seeds.report(strict: true), as: .junit), named: "seeds.strict.junit")
    }

    private func diagnostics(_ file: String, _ rule: String) -> [Diagnostic] {
        let notices = RuleRegistry.descriptions.first { $0.id == rule }?.severity == .notice
        return (notices ? Self.withNotices : Self.report).diagnostics.filter {
            $0.file.hasPrefix("seeds/" + file) && $0.rule == rule
        }
    }

    @Test(arguments: ["000", "001", "002"])
    func orgNameIsUndocumented(_ seed: String) {
        #expect(diagnostics(seed, "placeholder-undocumented").contains { $0.message.contains("'<org_name>'") })
    }

    @Test func dockerEmailIsOneNearMiss() {
        let misses = diagnostics("002", "placeholder-near-miss")
        #expect(misses.count == 1)
        #expect(misses.first?.message.contains("'<docker_email>'") == true)
        #expect(misses.first?.message.contains("'<docker-email>'") == true)
        #expect(misses.first?.notes.first?.location.line == 105)
        let halves = diagnostics("002", "placeholder-undocumented") + diagnostics("002", "placeholder-unused")
        #expect(!halves.contains { $0.message.contains("docker_email") || $0.message.contains("docker-email") })
    }

    @Test func dockerUsernameIsUnused() {
        let unused = diagnostics("002", "placeholder-unused")
        #expect(
            unused.map(\.message) == [
                "placeholder '<docker_username>' is documented for '--docker-username', but the command gives "
                    + "'--docker-username' the value 'token'"
            ])
        #expect(unused.map(\.severity) == [.warning])
        #expect(unused.first?.location == SourceLocation(line: 97, column: 33))
    }

    @Test func brokenTablesOf002() {
        let stray = diagnostics("002", "html-stray-end-tag")
        #expect(stray.map(\.location) == [SourceLocation(line: 94, column: 114)])
        #expect(stray.first?.message.contains("'</li></ul>'") == true)
        #expect(diagnostics("002", "html-cell-outside-row").map(\.location) == [SourceLocation(line: 147, column: 9)])
    }

    @Test func uninstallListJumpsFromThreeToSix() {
        let jumps = diagnostics("004", "list-numbering-jump")
        #expect(jumps.map(\.location) == [SourceLocation(line: 383, column: 1)])
        #expect(jumps.first?.message == "list item numbered 6 follows 3; Markdown shows it as 4")
    }

    @Test func summaryTypoIsAMalformedAttribute() {
        let malformed = diagnostics("004", "html-malformed-attribute")
        #expect(malformed.map(\.location.line) == [440, 563])
        #expect(malformed.allSatisfy { $0.message.contains("summary-\"Input parameters to retrieve tokens\"") })
    }

    @Test func lostEndTagsOf004() {
        // The cell ended by `</li></ul></tr>`, the item ended by `</ul>`, in a table that closes the others.
        let missing = diagnostics("004", "html-end-tag-missing")
        #expect(
            missing.map(\.location) == [SourceLocation(line: 412, column: 1), SourceLocation(line: 416, column: 635)])
        // `</br>`: browsers read it as `<br>`, but it is no end tag.
        let breaks = diagnostics("004", "html-stray-end-tag")
        #expect(breaks.map(\.location) == [SourceLocation(line: 686, column: 40)])
        #expect(breaks.first?.message == "'</br></br>' is read as '<br>' but is no end tag; write '<br/>'")
        #expect(breaks.first?.severity == .warning)
    }

    @Test func requestTablesCountAsUses() {
        #expect(!diagnostics("004", "placeholder-unused").contains { $0.message.contains("'<username>'") })
    }
}
