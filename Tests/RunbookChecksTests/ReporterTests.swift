import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MarkdownTree
import RunbookKit
import Testing
import TestSupport

@testable import RunbookChecks

/// The reporters on a small report built by hand, full of characters each format must escape.
@Suite struct ReporterTests {
    static let source = try! PageSource(
        path: "docs/a page.md", bytes: Array("# Title\n\n\tSee [it](#gone), 100%: <x> & \"y\".\n".utf8))

    static let report = CheckReport(
        pages: ["docs/a page.md", "docs/clean.md"],
        diagnostics: [
            Diagnostic(
                file: "docs/a page.md", location: SourceLocation(line: 3, column: 11), severity: .error,
                rule: "anchor-broken", message: "link to '#gone', which is not an anchor of this page",
                notes: [
                    Diagnostic.Note(
                        file: "docs/a page.md", location: SourceLocation(line: 1, column: 1),
                        message: "headings: 100%, a:b\nsecond line")
                ]),
            Diagnostic(
                file: "docs/a page.md", location: SourceLocation(line: 3, column: 23), severity: .warning,
                rule: "placeholder-undocumented", message: "placeholder '<x>' & \"y\" is used, but 'z' isn't"),
            Diagnostic(
                file: "docs/a page.md", location: SourceLocation(line: 3, column: 40), severity: .info,
                rule: "anchor-duplicate", message: "an info, past the end of the line"),
        ],
        sources: ["docs/a page.md": source], rules: RuleRegistry.descriptions, options: CheckOptions())

    @Test(arguments: ReportFormat.allCases)
    func goldenReport(_ format: ReportFormat) {
        let text = Reporter.render(Self.report, as: format, style: ReportStyle(workingDirectory: "/nowhere"))
        Snapshot.assert(text, named: "escaping.\(format.rawValue)")
    }

    @Test func colourOnlyWhenAsked() {
        let plain = Reporter.render(Self.report, as: .text, style: ReportStyle(colour: false))
        let coloured = Reporter.render(Self.report, as: .text, style: ReportStyle(colour: true))
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[31;1merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32;1m^\u{1B}[0m"))
    }

    @Test func caretKeepsTabs() {
        let text = Reporter.render(Self.report, as: .text)
        #expect(text.contains("\n\tSee [it](#gone), 100%: <x> & \"y\".\n\t         ^\n"))
    }

    /// A long line's window and caret as they were cut before: a scalar at a time over the line.
    static func scalarWindow(_ line: Substring, column: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let first = max(1, column - TextReporter.lead)
        let start = min(first - 1, scalars.count)
        let shown = scalars[start...].prefix(TextReporter.window)
        var text = start > 0 ? "…" : ""
        text += String(String.UnicodeScalarView(shown)) + (start + shown.count < scalars.count ? "…" : "") + "\n"
        var padding = start > 0 ? " " : ""
        let caretOffset = column - (start + 1)
        for (index, scalar) in shown.enumerated() where index < caretOffset { padding += scalar == "\t" ? "\t" : " " }
        if caretOffset - shown.count > 0 { padding += String(repeating: " ", count: caretOffset - shown.count) }
        return text + padding + "^\n"
    }

    @Test func longLinesAreQuotedAsAWindowAroundTheColumn() throws {
        let long = String(repeating: "é\tword 𝄞 a\u{301} ", count: 150)
        let short = String(repeating: "x", count: 1_200)
        let source = try PageSource(path: "long.md", bytes: Array("\(long)\n\(short)\n".utf8))
        let scalarCount = long.unicodeScalars.count
        let columns = [1, 50, 81, 82, 200, 500, 501, scalarCount - 100, scalarCount, scalarCount + 30]
        let diagnostics = columns.map { (1, $0) } + [(2, 1), (2, 1_100), (2, 1_250)]
        let report = CheckReport(
            pages: ["long.md"],
            diagnostics: diagnostics.map { line, column in
                Diagnostic(
                    file: "long.md", location: SourceLocation(line: line, column: column), severity: .warning,
                    rule: "anchor-broken", message: "m")
            }, sources: ["long.md": source], rules: RuleRegistry.descriptions, options: CheckOptions())
        var expected = ""
        for (line, column) in diagnostics {
            expected += "long.md:\(line):\(column): warning: m [anchor-broken]\n"
            expected += Self.scalarWindow(Substring(line == 1 ? long : short), column: column)
        }
        expected += "\n"
        expected += ReportMessages.summaryLine(errors: 0, warnings: diagnostics.count, infos: 0, pages: 1, language: .en)
        #expect(Reporter.render(report, as: .text) == expected + "\n")
    }

    @Test func positionsAreWrittenAsDecimalNumbers() {
        for (line, column) in [(1, 1), (0, 0), (9, 10), (42, 1_234_567), (-3, 7), (Int.max, Int.min)] {
            let location = SourceLocation(line: line, column: column)
            #expect(TextReporter.positionSuffix(location) == ":\(line):\(column)")
        }
    }

    @Test func summaryInEachLanguage() {
        #expect(ReportMessages.summaryLine(errors: 3, warnings: 5, infos: 0, pages: 12, language: .en)
            == "3 errors, 5 warnings in 12 pages")
        #expect(ReportMessages.summaryLine(errors: 1, warnings: 1, infos: 2, pages: 1, language: .en)
            == "1 error, 1 warning, 2 notices in 1 page")
        #expect(ReportMessages.summaryLine(errors: 0, warnings: 1, infos: 0, pages: 2, language: .fr)
            == "0 erreur, 1 avertissement dans 2 pages")
        #expect(ReportMessages.summaryLine(errors: 0, warnings: 2, infos: 0, pages: 1, language: .pt)
            == "0 erros, 2 avisos em 1 página")
    }

    @Test func sarifPathsAreRelativeURIs() {
        #expect(SARIFReporter.uri("/work/repo/docs/a b.md", "/work/repo") == "docs/a%20b.md")
        #expect(SARIFReporter.uri("./docs/é.md", "/x") == "docs/%C3%A9.md")
        #expect(SARIFReporter.uri("/elsewhere/a.md", "/work/repo") == "file:///elsewhere/a.md")
    }

    @Test func sarifIsValidJSONWithTheFieldsGitHubReads() throws {
        let text = Reporter.render(Self.report, as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
    }

    @Test func jsonAndJUnitParse() throws {
        let json = Reporter.render(Self.report, as: .json)
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.count == 3)
        let junit = Reporter.render(Self.report, as: .junit)
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.data("100%\r\nx: y, z") == "100%25%0D%0Ax: y, z")
        #expect(GitHubReporter.property("a:b,c%") == "a%3Ab%2Cc%25")
    }
}
