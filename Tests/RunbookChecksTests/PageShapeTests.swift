import RunbookKit
import Testing

@testable import RunbookChecks

/// Rules that read a line's own bytes past its container's marks (a block quote's `>`, then blanks) read a tab there
/// as CommonMark does: as blank, so a list item or a fence written after `>` and a tab is found.
@Suite struct ContainerMarkTests {
    /// The `rule line:column` of each finding of `rules` on `text`.
    static func findings(_ text: String, _ rules: [any PageRule.Type]) -> [String] {
        let report = try! CheckRunner(options: CheckOptions(threads: 1), pageRules: rules, setRules: [])
            .check(pages: [PageInput(path: "page.md", text: text)])
        return report.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column)" }
    }

    @Test(
        arguments: [
            // Spaces after the mark, as the other lines of the quote.
            ("> 1. Log in.\n> 3. Target.\n", ["list-numbering-jump 2:3"]),
            // A tab after the mark.
            ("> 1. Log in.\n>\t3. Target.\n", ["list-numbering-jump 2:3"]),
            (">\t1. Log in.\n>\t3. Target.\n", ["list-numbering-jump 2:3"]),
            (">\t1. Log in.\n>\t2. Target.\n", []),
            // The blank after the mark is the mark's: items written with and without it are one list, none a sub-step.
            ("> 1. Log in.\n>2. Target.\n> 3. Deploy.\n", []),
            ("> > 1. Log in.\n> >2. Target.\n>> 4. Deploy.\n", ["list-numbering-jump 3:4"]),
        ] as [(String, [String])])
    func listNumbersAfterATab(text: String, expected: [String]) {
        #expect(Self.findings(text, [ListNumberingJumpRule.self]) == expected)
    }

    @Test(
        arguments: [
            // A fence in a quote, closed and not closed, after a space and after a tab.
            ("> ```\n> bx login\n> ```\n", []),
            (">\t```\n>\tbx login\n>\t```\n", []),
            ("> ```\n> bx login\n\nText.\n", ["fence-unclosed 1:3"]),
            (">\t```\n>\tbx login\n\nText.\n", ["fence-unclosed 1:3"]),
        ] as [(String, [String])])
    func fencesAfterATab(text: String, expected: [String]) {
        #expect(Self.findings(text, [FenceUnclosedRule.self]) == expected)
    }

    /// A tab before a fence's lines that a list item's or a quote's mark takes part of: cmark gives the rest of the
    /// tab as spaces, which the page line does not have, so the placeholder is placed from where the tab is.
    @Test(
        arguments: [
            ("- Log in:\n\n\t```sh\n\ttool login --region <region_name>\n\t```\n\t{: pre}\n", "4:22"),
            (">\t```sh\n>\ttool login --region <region_name>\n>\t```\n>\t{: pre}\n", "2:23"),
        ])
    func placeholdersAfterATab(text: String, expected: String) {
        let page = text + "\nWhere `<region-name>` is the region.\n"
        #expect(Self.findings(page, [PlaceholderNearMissRule.self]) == ["placeholder-near-miss \(expected)"])
    }
}

/// The ids kramdown gives headings: a repeated one is numbered.
@Suite struct RepeatedHeadingIDTests {
    @Test(
        arguments: [
            ("[a](#faq) [b](#faq-1) [c](#faq-2)\n\n## FAQ\n\n## FAQ\n\n## FAQ\n", []),
            ("[a](#faq-1)\n\n## FAQ\n", ["anchor-broken 1:5"]),
            ("[a](#faq-2)\n\n## FAQ\n\n## FAQ\n", ["anchor-broken 1:5"]),
        ] as [(String, [String])])
    func repeatedTitlesAreNumbered(text: String, expected: [String]) {
        #expect(ContainerMarkTests.findings(text, [AnchorBrokenRule.self]) == expected)
    }

    /// kramdown numbers a repeated title without looking at the titles to come: the second `## FAQ` and `## FAQ 1`
    /// are both `faq-1`, a link to which reaches the first of them.
    @Test(
        arguments: [
            ("## FAQ\n\n## FAQ\n\n## FAQ 1\n", ["anchor-duplicate 5:1"]),
            ("# T\n\n## FAQ\n\n## FAQ\n\n> ## FAQ 1\n\n[a](#faq-1)\n", ["anchor-duplicate 7:3"]),
            ("## 2.0\n\n## Section\n\n## Section\n\n## Section 1\n", ["anchor-duplicate 7:1"]),
            ("## FAQ\n\n## FAQ\n\n## FAQ 2\n", []),
            // A title kept as it is, before the one numbered.
            ("## FAQ 1\n\n## FAQ\n\n## FAQ\n", ["anchor-duplicate 5:1"]),
        ] as [(String, [String])])
    func numberedIDsThatCollide(text: String, expected: [String]) {
        #expect(
            ContainerMarkTests.findings(text, [AnchorDuplicateRule.self, AnchorBrokenRule.self]) == expected)
    }

    @Test func theNoteNamesTheEarlierHeading() {
        let findings = RuleHarness.findings(AnchorDuplicateRule(), "## FAQ\n\n> ## FAQ\n\n## FAQ 1\n")
        #expect(findings.map(\.message) == ["anchor '#faq-1' is already defined on this page"])
        #expect(
            findings.first?.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }
                == ["3:3 '#faq-1' is also the id kramdown generates for this heading"])
    }

    /// A reference link is reported where it is, with a note where its definition writes the target, the place to
    /// edit (cmark resolves the link without keeping where the definition is).
    @Test func aReferenceLinkNotesItsDefinition() {
        let text = "# Links\n\nSee [the part][ref].\n\n> [ref]: <#gone>\n"
        let said = RuleHarness.findings(AnchorBrokenRule(), text).flatMap { finding in
            ["\(finding.location)"] + finding.notes.map { "\($0.location) \($0.message)" }
        }
        #expect(said == ["3:5", "5:11 the reference definition gives '#gone' here"])
    }

    /// A line of code, or of a paragraph's text, written as a definition is none: the note is at the definition
    /// cmark read, or there is no note.
    @Test(
        arguments: [
            ("# Links\n\n```\n[ref]: #gone\n```\n\nSee [the part][ref].\n\n[ref]: #gone\n", ["7:5", "9:8"]),
            (
                "# Links\n\n    [ref]: #gone\n\nText\n[ref]: #gone\n\n[other]: #gone\nSee [it][other].\n",
                ["9:5", "8:10"]
            ),
            ("# Links\n\n<div>\n[ref]: #gone\n</div>\n\nSee [the part][ref].\n\n> [ref]: #gone\n", ["7:5", "9:10"]),
            // A target on the definition's next line, and a definition that is a list item's only content, are noted
            // there (until 30 November 2026 neither had a note).
            ("# Links\n\n```\n[ref]: #gone\n```\n\nSee [the part][ref].\n\n[ref]:\n  #gone\n", ["7:5", "10:3"]),
            (
                "# Links\n\nSee [a][ref] and [b][other].\n\n- [ref]: #gone\n\n> 1. * [other]: #lost\n",
                ["3:5", "5:10", "3:18", "7:17"]
            ),
        ] as [(String, [String])])
    func aDefinitionIsNotedOnlyWhereCmarkReadsOne(text: String, expected: [String]) {
        let said = RuleHarness.findings(AnchorBrokenRule(), text).flatMap { finding in
            ["\(finding.location)"] + finding.notes.map { "\($0.location)" }
        }
        #expect(said == expected)
    }

    /// An id the page gives that kramdown also generates, twice, is reported once.
    @Test func aGivenIDIsReportedOnce() {
        let text = "## FAQ\n\n## FAQ\n\n## FAQ 1\n\nText.\n{: #faq-1}\n"
        #expect(
            ContainerMarkTests.findings(text, [AnchorDuplicateRule.self])
                == ["anchor-duplicate 5:1", "anchor-duplicate 8:4"])
    }
}

/// A closing fence with an attribute list after it on its line closes nothing: the message names that line.
@Suite struct ListOnClosingFenceTests {
    @Test(
        arguments: [
            ("1. Log in.\n   ```\n   bx login\n   ``` {: pre}\n2. List.\n", 4),
            ("Entrez :\n\n~~~~\nbx login\n~~~~~{:pre}\n\nLister.\n", 5),
        ] as [(String, Int)])
    func messageNamesTheLine(text: String, line: Int) {
        let findings = RuleHarness.findings(FenceUnclosedRule(), text)
        #expect(findings.map(\.message).count == 1)
        #expect(findings.first?.message.contains("the fence on line \(line) has an attribute list after it") == true)
    }

    @Test func aFenceOfAnotherCharacterIsCode() {
        let findings = RuleHarness.findings(FenceUnclosedRule(), "Run:\n\n```\nbx login\n~~~ {: pre}\n")
        #expect(findings.map(\.message) == ["fenced code block '```' is never closed"])
    }
}
