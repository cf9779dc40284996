import Foundation
import MarkdownTree
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
                file: "docs/a page.md", location: SourceLocation(line: 3, column: 40), severity: .notice,
                rule: "anchor-duplicate", message: "an info, past the end of the line"),
        ],
        sources: ["docs/a page.md": source], rules: RuleRegistry.descriptions, options: CheckOptions())

    @Test(arguments: ReportFormat.allCases)
    func goldenReport(_ format: ReportFormat) {
        let text = Reporter.render(Self.report, as: format, workingDirectory: "/nowhere")
        Snapshot.assert(text, named: "escaping.\(format.rawValue)")
    }

    /// A newline, CR or tab in a path is a character reference in JUnit's attributes (a parser would make it a
    /// blank); newlines stay as written in the text of a failure.
    @Test func junitAttributesKeepNewlines() {
        #expect(JUnitReporter.escape("a\nb\rc\td") == "a&#10;b&#13;c&#9;d")
        #expect(JUnitReporter.escape("a\nb\rc\td", inContent: true) == "a\nb&#13;c\td")
    }

    /// A control character the message quotes from the page is shown as the failure's text shows it, not lost.
    @Test func junitMessageShowsControlCharacters() {
        let diagnostic = Diagnostic(
            file: "c.md", location: SourceLocation(line: 1, column: 1), severity: .error, rule: "anchor-broken",
            message: "link to '#a\u{1B}[2Kb'")
        let report = CheckReport(
            pages: ["c.md"], diagnostics: [diagnostic], sources: [:], rules: [], options: CheckOptions())
        #expect(Reporter.render(report, as: .junit).contains("message=\"link to &apos;#a^[[2Kb&apos;\">"))
    }

    @Test func colourOnlyWhenAsked() {
        let plain = Reporter.render(Self.report, as: .text, colour: false)
        let coloured = Reporter.render(Self.report, as: .text, colour: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[31;1merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32;1m^\u{1B}[0m"))
    }

    /// The front matter is blank where the reader reads the page, but the text report quotes its line at fault.
    @Test func frontMatterProblemsQuoteTheirLine() throws {
        let page = PageInput(path: "fm.md", text: "---\nlang: fr\ntitle: [unclosed\n---\n\n# Title\n")
        let text = Reporter.render(try CheckRunner().check(pages: [page]), as: .text)
        #expect(text.contains("fm.md:3:8: warning: front matter is not valid YAML and was ignored: "))
        #expect(text.contains("\ntitle: [unclosed\n       ^\n"), "\(text)")
    }

    @Test func caretKeepsTabs() {
        let text = Reporter.render(Self.report, as: .text)
        #expect(text.contains("\n\tSee [it](#gone), 100%: <x> & \"y\".\n\t         ^\n"))
    }

    /// What the report quotes for `column` of `line`: the shown line and the caret line.
    static func quote(_ line: String, column: Int) throws -> (shown: String, caret: String) {
        let source = try PageSource(path: "q.md", bytes: Array("\(line)\n".utf8))
        let diagnostic = Diagnostic(
            file: "q.md", location: SourceLocation(line: 1, column: column), severity: .warning, rule: "anchor-broken",
            message: "m")
        let report = CheckReport(
            pages: ["q.md"], diagnostics: [diagnostic], sources: ["q.md": source], rules: [], options: CheckOptions())
        let lines = Reporter.render(report, as: .text).components(separatedBy: "\n")
        return (lines[1], lines[2])
    }

    /// The columns a quoted text takes, by the widths these lines use (tabs are left out of them).
    static func width(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            total + (scalar == "\u{301}" ? 0 : ["中", "🙂"].contains(scalar) ? 2 : 1)
        }
    }

    /// Long lines of narrow, wide and combining characters: the window is at most 100 columns wide, `…` marks each
    /// side cut, the caret stands under the scalar of the column, with as much of the line before it as the window
    /// allows up to 32 columns; a line of 100 columns or fewer is quoted whole.
    static let longLines: [String] = {
        let words: String = (0..<40).map { "word\($0) é" }.joined(separator: " ")
        let wide: String = (0..<30).map { "中\($0)中中" }.joined(separator: " ")
        let marks: String = (0..<50).map { "a\u{301}b\($0) 🙂" }.joined(separator: " ")
        let hundred: String = (0..<10).map { "x\($0)xxxxxxxx" }.joined()
        let wideHundred: String = (0..<10).map { "\($0)中中中中 " }.joined()
        return [words, wide, marks, hundred, hundred + "y", wideHundred, wideHundred + "中"]
    }()

    @Test(arguments: longLines)
    func longLinesAreQuotedAsAWindowAroundTheColumn(_ line: String) throws {
        let scalars = Array(line.unicodeScalars)
        let fits = Self.width(line[...]) <= 100
        for column in [1, 2, 33, 34, 60, scalars.count / 2, scalars.count - 40, scalars.count, scalars.count + 1]
        where column >= 1 {
            let (shown, caret) = try Self.quote(line, column: column)
            #expect(caret.hasSuffix("^") && caret.dropLast().allSatisfy { $0 == " " }, "\(column): '\(caret)'")
            #expect(Self.width(shown[...]) <= 100, "\(column): \(shown)")
            if fits {
                #expect(shown == line)
            }
            let cutLeft = shown.hasPrefix("…")
            let cutRight = shown.hasSuffix("…")
            let body = Array(shown.unicodeScalars.dropFirst(cutLeft ? 1 : 0).dropLast(cutRight ? 1 : 0))
            // Where the body starts in the line: the one place it matches, found by the scalars themselves.
            let offsets = (0...(scalars.count - body.count)).filter { Array(scalars[$0..<($0 + body.count)]) == body }
            #expect(offsets.count == 1, "\(column): the window is found \(offsets.count) times in the line")
            let offset = try #require(offsets.first)
            #expect(cutLeft == (offset > 0) && cutRight == (offset + body.count < scalars.count), "\(column)")
            // The caret's padding covers the mark and the body's scalars before the column.
            let before = column - 1 - offset
            #expect(
                before >= 0 && before <= body.count + (cutRight ? 0 : 1),
                "\(column): window at \(offset), \(body.count) shown of \(scalars.count), \(cutRight)")
            // Past the line's end, a space per missing scalar.
            let expected =
                (cutLeft ? 1 : 0) + Self.width(Substring(String(String.UnicodeScalarView(body.prefix(before)))))
                + max(0, before - body.count)
            #expect(caret.count - 1 == expected, "\(column)")
            let caretIndex = min(column - 1, scalars.count)
            let lead = Self.width(Substring(String(String.UnicodeScalarView(scalars[offset..<caretIndex]))))
            let available = Self.width(Substring(String(String.UnicodeScalarView(scalars[..<caretIndex]))))
            #expect(lead >= min(32, available) - 1, "\(column): \(lead) columns before the caret")
        }
    }

    /// Diagnostics on one long line, several rules, several lines: each quote is what it is alone.
    @Test func quotesOfOneLongLineDoNotDependOnEachOther() throws {
        let long = String(repeating: "é\tword 𝄞 a\u{301} ", count: 150)
        let source = try PageSource(path: "long.md", bytes: Array("\(long)\nshort\n".utf8))
        let count = long.unicodeScalars.count
        let places = [
            (1, 1, "anchor-broken"), (1, 500, "anchor-broken"), (1, 30, "fence-cut"), (2, 3, "fence-cut"),
            (1, count, "fence-cut"), (1, count + 30, "keyref-unknown"),
        ]
        let report = CheckReport(
            pages: ["long.md"],
            diagnostics: places.map { line, column, rule in
                Diagnostic(
                    file: "long.md", location: SourceLocation(line: line, column: column), severity: .warning,
                    rule: rule, message: "m")
            }, sources: ["long.md": source], rules: RuleRegistry.descriptions, options: CheckOptions())
        let text = Reporter.render(report, as: .text)
        for (line, column, rule) in places where line == 1 {
            let (shown, caret) = try Self.quote(long, column: column)
            #expect(text.contains("long.md:1:\(column): warning: m [\(rule)]\n\(shown)\n\(caret)\n"))
        }
    }

    @Test func positionsAreWrittenAsDecimalNumbers() {
        for (line, column) in [(1, 1), (0, 0), (9, 10), (42, 1_234_567), (-3, 7), (Int.max, Int.min)] {
            let location = SourceLocation(line: line, column: column)
            let diagnostic = Diagnostic(file: "", location: location, severity: .error, rule: "r", message: "m")
            #expect(diagnostic.headline() == ":\(line):\(column): error: m [r]")
        }
    }

    /// A line break in a page's name is shown, so that each problem stays on one line of the text report.
    @Test func pathsWithLineBreaksStayOnOneLine() {
        let note = Diagnostic.Note(file: "b\nc.md", location: SourceLocation(line: 2, column: 1), message: "n")
        let diagnostic = Diagnostic(
            file: "a\r\nb.md", location: SourceLocation(line: 1, column: 3), severity: .error, rule: "r",
            message: "m", notes: [note])
        #expect(diagnostic.headline() == "a^M^Jb.md:1:3: error: m [r]")
        #expect(note.line == "b^Jc.md:2:1: note: n")
    }

    @Test(arguments: [
        (3, 5, 0, 12, Language.en, "3 errors, 5 warnings in 12 pages"),
        (1, 1, 2, 1, .en, "1 error, 1 warning, 2 notices in 1 page"),
        (0, 1, 0, 2, .fr, "0 erreur, 1 avertissement dans 2 pages"), (0, 2, 0, 1, .pt, "0 erros, 2 avisos em 1 página"),
    ])
    func summaryInEachLanguage(errors: Int, warnings: Int, notices: Int, pages: Int, language: Language, line: String) {
        let summary = ReportMessages.summaryLine(
            errors: errors, warnings: warnings, notices: notices, pages: pages, language: language)
        #expect(summary == line)
    }

    @Test func sarifPathsAreRelativeURIs() {
        #expect(SARIFReporter.uri("/work/repo/docs/a b.md", "/work/repo") == "docs/a%20b.md")
        #expect(SARIFReporter.uri("./docs/é.md", "/x") == "docs/%C3%A9.md")
        #expect(SARIFReporter.uri("/elsewhere/a.md", "/work/repo") == "file:///elsewhere/a.md")
        #expect(SARIFReporter.uri("docs/old/../a#1%.md", "/x") == "docs/a%231%25.md")
        #expect(SARIFReporter.uri("../a.md", "/work/repo") == "file:///work/a.md")
        #expect(SARIFReporter.folderURI("/work/my repo") == "file:///work/my%20repo/")
        #expect(SARIFReporter.folderURI("/") == "file:///")
    }

    /// A relative URI names its base, `%SRCROOT%`, which the run gives as the working directory; an absolute one
    /// needs none.
    @Test func sarifRelativeURIsNameTheirBase() throws {
        let report = CheckReport(
            pages: ["docs/a.md", "/elsewhere/b.md"],
            diagnostics: ["docs/a.md", "/elsewhere/b.md"].map { file in
                Diagnostic(
                    file: file, location: SourceLocation(line: 1, column: 1), severity: .error, rule: "fence-cut",
                    message: "m")
            }, sources: [:], rules: [], options: CheckOptions())
        let text = Reporter.render(report, as: .sarif, workingDirectory: "/work/repo")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///work/repo/"]])
        let artifacts = try #require(run["results"] as? [[String: Any]]).map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: String]
        }
        #expect(
            artifacts == [
                ["uri": "docs/a.md", "uriBaseId": "%SRCROOT%"], ["uri": "file:///elsewhere/b.md"],
            ])
    }

    /// `docrun check .` names its pages `./docs/a.md`: GitHub places no annotation of that path on the pull
    /// request's files, nor a code scanning alert of `docs/old/../a.md`, so both formats write `docs/a.md`.
    @Test(arguments: ["./docs/a.md", "docs/./old/../a.md", ".//docs/a.md", "/work/repo/docs/a.md"])
    func ciPathsAreRelativeToTheRepository(_ path: String) {
        let report = CheckReport(
            pages: [path],
            diagnostics: [
                Diagnostic(
                    file: path, location: SourceLocation(line: 2, column: 1), severity: .error, rule: "fence-cut",
                    message: "m",
                    notes: [Diagnostic.Note(file: path, location: SourceLocation(line: 1, column: 3), message: "n")])
            ], sources: [:], rules: [], options: CheckOptions())
        let github = Reporter.render(report, as: .github, workingDirectory: "/work/repo")
        // The note's page too: it is read with the annotation's.
        #expect(github == "::error file=docs/a.md,line=2,col=1,title=fence-cut::m%0Adocs/a.md:1:3: note: n\n")
        let sarif = Reporter.render(report, as: .sarif, workingDirectory: "/work/repo")
        #expect(sarif.contains("\"uri\": \"docs/a.md\""), "\(sarif)")
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

    /// Silenced diagnostics are results with their `suppressions`, in order among the others: `inSource` with the
    /// comment's reason, `external` naming the configuration file; the others have an empty array, as SARIF wants
    /// every result's or none.
    static let silencedReport: CheckReport = {
        func diagnostic(_ line: Int, _ rule: String, _ message: String) -> Diagnostic {
            Diagnostic(
                file: "/nowhere/docs/a.md", location: SourceLocation(line: line, column: 5), severity: .error,
                rule: rule, message: message)
        }
        var report = CheckReport(
            pages: ["/nowhere/docs/a.md"], diagnostics: [diagnostic(7, "anchor-broken", "link to '#later'")],
            sources: [:], rules: RuleRegistry.descriptions, options: CheckOptions())
        report.silenced = [
            SilencedDiagnostic(
                diagnostic: diagnostic(3, "anchor-broken", "link to '#soon'"),
                suppressions: [.comment(reason: "l'équipe \"docs\" ajoute la section <bientôt>")]),
            SilencedDiagnostic(diagnostic: diagnostic(5, "fence-cut", "cut"), suppressions: [.comment(reason: nil)]),
            SilencedDiagnostic(
                diagnostic: diagnostic(9, "keyref-malformed", "malformed"),
                suppressions: [.comment(reason: "kept"), .configuration(file: "/nowhere/docs/.docrun.yml")]),
        ]
        return report
    }()

    @Test func goldenSARIFWithSuppressions() throws {
        let text = Reporter.render(Self.silencedReport, as: .sarif, workingDirectory: "/nowhere")
        Snapshot.assert(text, named: "suppressions.sarif")
        // The other formats show what they showed: the reported diagnostic alone.
        let json = Reporter.render(Self.silencedReport, as: .json, workingDirectory: "/nowhere")
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.count == 1)
        #expect(Self.silencedReport.exitStatus == 1)
    }

    @Test func externalSuppressionIsJustifiedInTheRunsLanguage() {
        var report = CheckReport(
            pages: ["/w/a.md"], diagnostics: [], sources: [:], rules: [], options: CheckOptions(messageLanguage: .pt))
        report.silenced = [
            SilencedDiagnostic(
                diagnostic: Diagnostic(
                    file: "/w/a.md", location: SourceLocation(line: 1, column: 1), severity: .warning, rule: "r",
                    message: "m"), suppressions: [.configuration(file: "/w/.docrun.yml")])
        ]
        let text = Reporter.render(report, as: .sarif, workingDirectory: "/w")
        #expect(text.contains("\"justification\": \"a regra está desativada em .docrun.yml\""), "\(text)")
    }

    /// The run names the language of its messages, which SARIF otherwise takes for English.
    @Test func sarifNamesTheMessagesLanguage() throws {
        let report = try CheckRunner(options: CheckOptions(messageLanguage: .fr)).check(pages: [
            PageInput(path: "fr.md", text: "# Titre\n\nVoir [la suite](#ailleurs).\n")
        ])
        let text = Reporter.render(report, as: .sarif)
        #expect(text.contains("\"language\": \"fr\","), "\(text)")
        #expect(text.contains("qui n"), "\(text)")
    }

    @Test func jsonAndJUnitParse() throws {
        let json = Reporter.render(Self.report, as: .json)
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])?.count == 3)
        let junit = Reporter.render(Self.report, as: .junit)
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// Each suite's `tests`, `failures` and `errors` count its test cases, and the whole report's add them up; every
    /// diagnostic is a test case, a failure when it fails the run and an error when its page could not be read.
    @Test(arguments: [false, true]) func junitCountsAreTheDiagnostics(strict: Bool) throws {
        let pages =
            Seeds.pages + [
                PageInput(path: "unreadable.md", bytes: [0x23, 0x0A, 0x00]),
                PageInput(path: "clean.md", text: "# Clean\n"),
            ]
        let report = try CheckRunner(options: CheckOptions(strict: strict)).check(pages: pages)
        let junit = Reporter.render(report, as: .junit)
        let document = try XMLDocument(data: Data(junit.utf8))
        let root = try #require(document.rootElement())
        func count(_ element: XMLElement, _ name: String) -> Int {
            Int(element.attribute(forName: name)?.stringValue ?? "") ?? -1
        }
        var sums = (tests: 0, failures: 0, errors: 0)
        for suite in root.elements(forName: "testsuite") {
            let cases = suite.elements(forName: "testcase")
            #expect(count(suite, "tests") == cases.count)
            #expect(count(suite, "failures") == cases.filter { !$0.elements(forName: "failure").isEmpty }.count)
            #expect(count(suite, "errors") == cases.filter { !$0.elements(forName: "error").isEmpty }.count)
            sums.tests += cases.count
            sums.failures += count(suite, "failures")
            sums.errors += count(suite, "errors")
        }
        #expect(count(root, "tests") == sums.tests)
        #expect(count(root, "failures") == sums.failures)
        #expect(count(root, "errors") == sums.errors)
        let failing = report.diagnostics.filter(report.fails)
        #expect(sums.failures + sums.errors == failing.count)
        #expect(sums.errors == failing.filter { $0.rule == "page-unreadable" }.count && sums.errors == 1)
        let clean = Set(report.pages).subtracting(report.diagnostics.map(\.file)).count
        #expect(sums.tests == report.diagnostics.count + clean && clean >= 1)
    }

    /// The text report lists a page's diagnostics rule by rule, in the order of the rules' list, each rule's by
    /// position, and counts them per rule, the most frequent first.
    @Test func textGroupsByPageThenRule() {
        let places: [(String, Int, String, Diagnostic.Severity)] = [
            ("a.md", 1, "fence-cut", .error), ("a.md", 2, "anchor-broken", .error), ("a.md", 3, "fence-cut", .warning),
            ("a.md", 4, "test-unlisted", .notice), ("a.md", 5, "anchor-broken", .error),
            ("b.md", 1, "fence-cut", .error),
        ]
        let diagnostics = places.map { file, line, rule, severity in
            Diagnostic(
                file: file, location: SourceLocation(line: line, column: 1), severity: severity, rule: rule,
                message: "m")
        }
        let report = CheckReport(
            pages: ["a.md", "b.md"], diagnostics: diagnostics, sources: [:], rules: RuleRegistry.descriptions,
            options: CheckOptions())
        let text = Reporter.render(report, as: .text)
        #expect(
            text == """
                a.md:2:1: error: m [anchor-broken]
                a.md:5:1: error: m [anchor-broken]
                a.md:1:1: error: m [fence-cut]
                a.md:3:1: warning: m [fence-cut]
                a.md:4:1: notice: m [test-unlisted]

                b.md:1:1: error: m [fence-cut]

                fence-cut      2 errors, 1 warning
                anchor-broken  2 errors
                test-unlisted  1 notice

                4 errors, 1 warning, 1 notice in 2 pages

                """)
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escaped("100%\r\nx: y, z") == "100%25%0D%0Ax: y, z")
        #expect(GitHubReporter.escaped("a:b,c%", isProperty: true) == "a%3Ab%2Cc%25")
    }
}
