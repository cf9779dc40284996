import Foundation
import RunbookKit
import Synchronization
import TestSupport
import Testing

@testable import RunbookChecks

/// The checker itself: unreadable pages, ignore comments, severities, sorting, parallel runs.
@Suite struct CheckRunnerTests {
    private func check(_ pages: [PageInput], options: CheckOptions = CheckOptions()) -> CheckReport {
        try! CheckRunner(options: options).check(pages: pages)
    }

    @Test func unreadablePagesAreDiagnostics() {
        let report = check([
            PageInput(path: "empty.md", text: "  \n"),
            PageInput(path: "binary.md", bytes: [0x23, 0x0A, 0x00, 0x01]),
            PageInput(path: "latin1.md", bytes: [0x23, 0x20, 0x0A, 0x0A, 0xE9, 0x0A]),
        ])
        #expect(report.diagnostics.map(\.rule) == ["page-unreadable", "page-unreadable", "page-unreadable"])
        #expect(report.diagnostics.map(\.location.line) == [2, 1, 3])
        #expect(report.pages.count == 3)
        #expect(report.exitStatus == 1)
        let missing = try! CheckRunner().check(paths: ["/no/such/page.md"])
        #expect(missing.diagnostics.map(\.message) == ["no such file"])
    }

    /// A page given several ways (`p.md`, `./p.md`, its absolute path, a symbolic or hard link to it, a folder holding
    /// it) is checked once, under the first spelling given; a copy of it is another page.
    @Test func aPageGivenSeveralWaysIsCheckedOnce() throws {
        let page = "# T\n\nSee [x](#nowhere).\n"
        let folder = try TemporaryFolder.make(
            "docrun-same", ["page.md": page, "docs/other.md": page, "docs/copy.md": page]
        ).path
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: "page.md")
        try FileManager.default.linkItem(atPath: folder + "/page.md", toPath: folder + "/docs/hard.md")
        let given = [
            folder + "/page.md", folder + "/./page.md", folder + "//page.md", folder + "/docs/../page.md",
            folder + "/link.md", folder, folder + "/docs/other.md", folder + "/docs/hard.md",
        ]
        let once = [folder + "/page.md", folder + "/docs/copy.md", folder + "/docs/other.md"]
        #expect(CheckRunner.pages(at: given) == once)
        let report = try CheckRunner(options: CheckOptions(threads: 1)).check(paths: given)
        #expect(report.pages == once)
        #expect(report.diagnostics.count == 3)
    }

    /// A path given on the command line whose every page `ignore:` skips is named with its pattern, for a note (it
    /// said only "0 pages"); a folder of which a page is checked, and a page found in a folder, are not.
    @Test func givenPathsThatIgnoreSkipsAreNamed() throws {
        let page = "# T\n\nSee [x](#nowhere).\n"
        let folder = try TemporaryFolder.make(
            "docrun-ignored",
            [
                ".docrun.yml": "ignore:\n  - drafts\n  - \"**/old-*.md\"\n", "drafts/a.md": page, "drafts/b.md": page,
                "docs/old-c.md": page, "docs/d.md": page, "e.md": page,
            ]
        ).path
        let given = [
            folder + "/drafts/a.md", folder + "/docs", folder + "/docs/old-c.md", folder + "/drafts", folder + "/e.md",
            folder + "/drafts/a.md",
        ]
        let report = try CheckRunner(options: CheckOptions(threads: 1)).check(paths: given)
        #expect(report.pages == [folder + "/docs/d.md", folder + "/e.md"])
        #expect(
            report.ignoredArguments.map { "\($0.path.dropFirst(folder.count)) \($0.pattern)" }
                == ["/drafts/a.md drafts", "/docs/old-c.md **/old-*.md", "/drafts drafts"])
        #expect(report.ignoredArguments.allSatisfy { $0.file.hasSuffix(".docrun.yml") })
        #expect(report.exitStatus == 1)
        let none = try CheckRunner(options: CheckOptions(threads: 1)).check(paths: [folder])
        #expect(none.ignoredArguments.isEmpty)
        #expect(
            IgnoredPath(path: "drafts/a.md", file: ".docrun.yml", pattern: "drafts").note(.en)
                == "docrun: note: 'drafts/a.md' is not checked: .docrun.yml ignores it (ignore: drafts)")
    }

    @Test func ignoreCommentsSilenceTheNextBlock() {
        let text = """
            <!-- docrun-ignore keyref-unknown -->
            Silenced {{site.data.keyword.nope_one}}.

            Reported {{site.data.keyword.nope_two}}.

            <!-- docrun-ignore -->
            ```
            bx login {{site.data.keyword.nope_four}}
            ```
            {: Pre}

            <!-- docrun-ignore anchor-broken, list-numbering-jump -->
            Still reported {{site.data.keyword.nope_three}}.

            1.  A step.

                <!-- docrun-ignore -->
            2.  Silenced {{site.data.keyword.nope_five}} as the block after the item.

            <!-- docrun-ignore anchor-broken -->
            <!-- docrun-ignore keyref-unknown -- one after the other, both silence the next block -->
            Silenced {{site.data.keyword.nope_six}} and [a](#none-a).

            Reported [b](#none-b).
            """
        let report = check([PageInput(path: "page.md", text: text)], options: CheckOptions(keywords: Self.keywordFile))
        let lines = report.diagnostics.map { "\($0.location.line) \($0.rule)" }
        #expect(lines == ["4 keyref-unknown", "13 keyref-unknown", "24 anchor-broken"])
    }

    /// A region inside a silenced one: a finding after the inner region ends is still in the outer one.
    @Test func ignoreCommentsNest() {
        let text = """
            <!-- docrun-ignore anchor-broken -->
            1.  See [a](#none-a).

                <!-- docrun-ignore keyref-unknown -->
                Silenced {{site.data.keyword.nope_one}}.

                Reported {{site.data.keyword.nope_two}}, silenced [b](#none-b).

                <!-- docrun-ignore -->
            2.  Silenced [c](#none-c) {{site.data.keyword.nope_three}}.

            Reported [d](#none-d).
            """
        let report = check([PageInput(path: "page.md", text: text)], options: CheckOptions(keywords: Self.keywordFile))
        let lines = report.diagnostics.map { "\($0.location.line) \($0.rule)" }
        #expect(lines == ["7 keyref-unknown", "12 anchor-broken"])
    }

    @Test func ignoreCommentsAndConfigurationApplyToCommandSyntax() throws {
        // command-syntax checks every page's commands at once, after the pages: ignore comments and each page's
        // configuration still apply to what it finds on each page.
        let page =
            "# T\n\n<!-- docrun-ignore command-syntax -->\n```sh\nfi\n```\n{: pre}\n\n```sh\ndone\n```\n{: pre}\n"
        let folder = try TemporaryFolder.make(
            "docrun-syntax",
            ["quiet/.docrun.yml": "rules:\n  command-syntax: warning\n", "loud.md": page, "quiet/page.md": page])
        let report = try CheckRunner().check(paths: [folder.path])
        let found = report.diagnostics.filter { $0.rule == "command-syntax" }.map {
            "\($0.file.dropFirst(folder.path.count + 1)):\($0.location.line) \($0.severity)"
        }
        #expect(found == ["loud.md:10 error", "quiet/page.md:10 warning"])
    }

    /// What ignore comments and a configuration silence is kept, with what silences it and the comment's reason, when
    /// the run asks (for SARIF); it is never reported and never fails the run, and a run that does not ask drops it.
    @Test func silencedFindingsAreKeptWithWhatSilencesThem() throws {
        let page = """
            # Rotate a key

            <!-- docrun-ignore anchor-broken -- the chapter ships with the next release -->
            See [the chapter](#rotation-policy).

            <!-- docrun-ignore anchor-broken
                 The site build adds
                 the table. -->
            See [the table](#generated-table).

            <!-- docrun-ignore -->
            See [the appendix](#appendix).
            """
        let folder = try TemporaryFolder.make(
            "docrun-silenced",
            [
                "off/.docrun.yml": "rules:\n  anchor-broken: off\n", "page.md": page, "off/page.md": page,
                "off/other.md": "# Other\n\nSee [it](#elsewhere).\n",
            ])
        let kept = try CheckRunner(options: CheckOptions(threads: 1, keepsSilenced: true)).check(paths: [folder.path])
        let dropped = try CheckRunner(options: CheckOptions(threads: 1)).check(paths: [folder.path])
        #expect(kept.diagnostics.isEmpty && dropped.diagnostics.isEmpty)
        #expect(kept.exitStatus == 0)
        #expect(dropped.silenced.isEmpty)
        let config = folder.appendingPathComponent("off/.docrun.yml").path
        let silenced = kept.silenced.map { silenced in
            let file = silenced.diagnostic.file.dropFirst(folder.path.count + 1)
            return "\(file):\(silenced.diagnostic.location.line) \(silenced.diagnostic.severity) "
                + silenced.suppressions.map {
                    switch $0 {
                    case .comment(let reason): "comment(\(reason ?? "-"))"
                    case .configuration(let file): file == config ? "configuration" : file
                    }
                }.joined(separator: " ")
        }
        #expect(
            silenced == [
                "off/other.md:3 error configuration",
                "off/page.md:4 error comment(the chapter ships with the next release) configuration",
                "off/page.md:9 error comment(The site build adds the table.) configuration",
                "off/page.md:12 error comment(-) configuration",
                "page.md:4 error comment(the chapter ships with the next release)",
                "page.md:9 error comment(The site build adds the table.)",
                "page.md:12 error comment(-)",
            ])
        // A rule the command line names runs whatever the configuration says: its findings there are reported.
        let named = try CheckRunner(
            options: CheckOptions(threads: 1, rules: RuleSelection(only: ["anchor-broken"]), keepsSilenced: true)
        ).check(paths: [folder.appendingPathComponent("off/other.md").path])
        #expect(named.diagnostics.map(\.location.line) == [3])
        #expect(named.silenced.isEmpty)
    }

    /// A finding of a rule the configuration turns off is kept at the severity it would have, and only when that is
    /// reported: a notice is not kept where notices are not reported.
    @Test func silencedSeverityFollowsTheLeastSeverity() {
        let config = CheckConfig(
            file: "/repo/.docrun.yml", folder: "/repo", rules: ["anchor-broken": .off], minimumSeverity: nil,
            ignore: [], runTimeout: nil)
        let options = CheckOptions(keepsSilenced: true)
        #expect(options.severity(of: "anchor-broken", default: .error, config: config)?.silenced == true)
        #expect(options.severity(of: "anchor-duplicate", default: .error, config: config)?.silenced == false)
        #expect(options.severity(of: "anchor-broken", default: .error, config: config)?.severity == .error)
        #expect(options.severity(of: "anchor-broken", default: .notice, config: config) == nil)
        #expect(
            CheckOptions(minimumSeverity: .notice, keepsSilenced: true).severity(
                of: "anchor-broken", default: .notice, config: config)?.severity == .notice)
    }

    /// Set rules get each page without its tree (freed while the other pages are read), its commands kept.
    @Test func setRulesGetPagesWithoutTheirTrees() {
        PageRecorder.pages.withLock { $0 = [] }
        let text = "# Page\n{: #page}\n\n```\nls -l | wc -l\n```\n{: pre}\n"
        _ = try! CheckRunner(setRules: [PageRecorder.self]).check(pages: [PageInput(path: "a.md", text: text)])
        let pages = PageRecorder.pages.withLock { $0 }
        #expect(pages.map(\.path) == ["a.md"])
        #expect(pages.allSatisfy { !$0.holdsTree })
        #expect(pages.first?.commands.map(\.command.text) == ["ls -l | wc -l"])
        #expect(pages.first?.runbook.steps.isEmpty == false)
    }

    /// The rules an ignore comment names (none: every rule), or nil when `html` is no ignore comment.
    static func ignored(_ html: String) -> [String]? {
        let comment = Suppressions.comment(html)
        return comment.isIgnore ? comment.names.map(\.name) : nil
    }

    /// The reason an ignore comment gives, or nil.
    static func reason(_ html: String) -> String? {
        Suppressions.comment(html).reason
    }

    @Test func ignoreCommentReasons() {
        #expect(Self.reason("<!-- docrun-ignore a -- why it is so -->") == "why it is so")
        #expect(Self.reason("<!-- docrun-ignore a, b --\twhy -->") == "why")
        #expect(Self.reason("<!-- docrun-ignore a\n  (why it\n   is so)  -->") == "(why it is so)")
        #expect(Self.reason("<!-- docrun-ignore:\n  a b\n  why -->") == "why")
        #expect(Self.reason("<!-- docrun-ignore -- every rule, for a reason -->") == "every rule, for a reason")
        #expect(Self.reason("<!-- docrun-ignore a -- unclosed") == "unclosed")
        #expect(Self.reason("<!-- docrun-ignore a -- why --> after -->") == "why")
        #expect(Self.reason("<!-- docrun-ignore a--b c- -->") == nil)
        #expect(Self.reason("<!-- docrun-ignore a -- -->") == nil)
        #expect(Self.reason("<!-- docrun-ignore a\n -->") == nil)
        #expect(Self.reason("<!-- docrun-ignore -->") == nil)
    }

    /// Where each id is written: the line of the comment it is on, and its UTF-8 offset on that line (on the first
    /// line, from where the comment's block starts).
    @Test func ignoreCommentPositions() {
        let comment = Suppressions.comment(" <!-- docrun-ignore a\n")
        #expect(comment.names == [Suppressions.NamedRule(name: "a", line: 0, offset: 20)])
        let later = Suppressions.comment("<!-- docrun-ignore:\n  é-rule,b\tc -- pourquoi\n  pas -->")
        #expect(
            later.names == [
                Suppressions.NamedRule(name: "é-rule", line: 1, offset: 2),
                Suppressions.NamedRule(name: "b", line: 1, offset: 10),
                Suppressions.NamedRule(name: "c", line: 1, offset: 12),
            ])
        #expect(later.reason == "pourquoi pas")
    }

    @Test func ignoreCommentParsing() {
        #expect(Self.ignored("<!-- docrun-ignore -->") == [])
        #expect(Self.ignored("<!--docrun-ignore a-b c -->") == ["a-b", "c"])
        #expect(Self.ignored("<!-- docrun-ignore: a, b -->") == ["a", "b"])
        #expect(Self.ignored("<!-- docrun-ignored -->") == nil)
        #expect(Self.ignored("<!-- a comment -->") == nil)
        // Indented, tabs, several lines, unclosed; not a comment that only starts so, nor one that says more first.
        #expect(Self.ignored(" \t<!--\tdocrun-ignore\ta b\n -->\n") == ["a", "b"])
        // A reason: after ` -- `, or on the lines after the first that names rules.
        #expect(Self.ignored("<!-- docrun-ignore a -- why it is so -->") == ["a"])
        #expect(Self.ignored("<!-- docrun-ignore a, b --\twhy -->") == ["a", "b"])
        #expect(Self.ignored("<!-- docrun-ignore a\n  (why it is so) -->") == ["a"])
        #expect(Self.ignored("<!-- docrun-ignore:\n  a b\n  why -->") == ["a", "b"])
        #expect(Self.ignored("<!-- docrun-ignore -- every rule, for a reason -->") == [])
        #expect(Self.ignored("<!-- docrun-ignore a--b c- -->") == ["a--b", "c-"])
        #expect(Self.ignored("<!-- docrun-ignore a") == ["a"])
        #expect(Self.ignored("<!-- docrun-ignore a --> b -->") == ["a"])
        #expect(Self.ignored("<!-- docrun-ignore --> b") == [])
        #expect(Self.ignored("<!-- docrun-ignore-next a -->") == nil)
        #expect(Self.ignored("<!-- docrun-ignore\na -->") == nil)
        #expect(Self.ignored("<!-- docrun-ignore") == nil)
        #expect(Self.ignored("<!-- note: docrun-ignore a -->") == nil)
        #expect(Self.ignored("x <!-- docrun-ignore a -->") == nil)
    }

    /// A keyword file without the keys the pages of these tests use.
    static let keywordFile = KeywordTable(values: ["product_name": "Product"])

    @Test func strictCountsWarnings() {
        let page = [PageInput(path: "page.md", text: "Do not delete it.\n{: Important}\n")]
        #expect(check(page).exitStatus == 0)
        #expect(check(page, options: CheckOptions(strict: true)).exitStatus == 1)
    }

    @Test func configSeverityApplies() throws {
        let folder = try TemporaryFolder.make("docrun-runner")
        let config = folder.appendingPathComponent("c.yml")
        try "rules:\n  keyref-unknown: warning\n  page-unreadable: off\n".write(
            to: config, atomically: true, encoding: .utf8)
        let report = check(
            [PageInput(path: "page.md", text: "Use {{site.data.keyword.nope}}.\n"), PageInput(path: "e.md", text: "")],
            options: CheckOptions(configFile: config.path, keywords: Self.keywordFile))
        #expect(report.diagnostics.map { "\($0.rule) \($0.severity)" } == ["keyref-unknown warning"])
    }

    @Test func sortedAndTheSameWhateverTheThreads() {
        let pages = Seeds.pages + Seeds.pages.map { PageInput(path: "copy/" + $0.path, bytes: $0.bytes) }
        let one = check(pages, options: CheckOptions(threads: 1))
        let four = check(pages, options: CheckOptions(threads: 4))
        #expect(one.diagnostics == four.diagnostics)
        #expect(one.diagnostics == one.diagnostics.sorted(by: CheckReport.inOrder))
        #expect(!one.diagnostics.isEmpty)
    }

    @Test func deeplyNestedPagesDoNotCrash() {
        let deep = String(repeating: "> ", count: 600) + "x\n" + String(repeating: "- ", count: 400) + "y\n"
        let report = check([PageInput(path: "deep.md", text: deep)])
        #expect(report.diagnostics.contains { $0.rule == "nesting-too-deep" })
    }

    @Test func foldersGiveTheirMarkdownPagesSorted() throws {
        let paths = ["b.md", "a/z.md", "a/y.txt", ".hidden/x.md", "a/.git/h.md"]
        let root = try TemporaryFolder.make(
            "docrun-pages", Dictionary(uniqueKeysWithValues: paths.map { ($0, "# Page\n") }))
        let pages = CheckRunner.pages(
            at: [
                root.path, root.path + "/b.md", root.path + "/./b.md", root.path + "//b.md", root.path + "/a/y.txt",
            ])
        #expect(pages.map { $0.replacingOccurrences(of: root.path, with: "") } == ["/a/z.md", "/b.md", "/a/y.txt"])
    }

    /// A translation checked alone is compared with its English page on disk (by path: `fr/` → `en/` or none), which
    /// is not itself checked; with both given, the same findings.
    @Test func translationsAloneAreComparedWithTheirEnglishPageOnDisk() throws {
        let root = try TemporaryFolder.make(
            "docrun-pair",
            [
                "set/en/login.md": "# Log in\n{: #login}\n\n```\nbx login --sso\n```\n{: pre}\n\n```\nunclosed\n",
                "set/fr/login.md": "# Connexion\n{: #login}\n\n```\nbx connexion --sso\n```\n{: pre}\n",
                "guide.md": "# Guide\n{: #guide}\n\n## More\n{: #more}\n\nText.\n",
                "guide.pt.md": "# Guia\n{: #guide}\n",
            ])
        let french = root.appendingPathComponent("set/fr/login.md").path
        let portuguese = root.appendingPathComponent("guide.pt.md").path
        let alone = try CheckRunner().check(paths: [french, portuguese]).diagnostics
        let found = alone.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent) \($0.rule)" }
        #expect(found.sorted() == ["guide.pt.md translation-outdated", "login.md translation-command-changed"])
        let both = try CheckRunner().check(paths: [root.path]).diagnostics
        #expect(both.filter { $0.file == french || $0.file == portuguese } == alone)
    }
}

/// A set rule that keeps the pages it is given, for `setRulesGetPagesWithoutTheirTrees`.
private struct PageRecorder: SetRule {
    static let description = RuleDescription(
        id: "test-page-recorder", severity: .notice, rationale: "records the pages set rules get")
    static let pages = Mutex<[CheckedPage]>([])

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        Self.pages.withLock { $0 += pages.pages }
    }
}
