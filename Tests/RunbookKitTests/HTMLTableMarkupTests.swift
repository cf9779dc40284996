import Testing

@testable import RunbookKit

/// Small hand-written tables, one rule of the reader each.
@Suite struct HTMLTableMarkupTests {
    private func read(_ html: String, line: Int = 1, column: Int = 1) -> [HTMLTable] {
        HTMLTableReader.tables(in: html, line: line, column: column)
    }

    private func cells(_ html: String) -> [HTMLTableCell] {
        read(html).first?.rows.flatMap(\.cells) ?? []
    }

    @Test func firstLineStartsAtTheGivenColumn() {
        let html = "<table><tr><td>a</td>\n  <td>b</td></tr></table>"
        let found = read(html, line: 10, column: 5)
        #expect(found.map(\.line) == [10])
        #expect(found.first?.rows.first?.cells.map { [$0.line, $0.column] } == [[10, 16], [11, 3]])
    }

    @Test func textOutsideTablesIsIgnoredAndEveryTableIsReturned() {
        let html = "<p>Intro <b>x</b></p>\n<table><tr><td>1</td></tr></table>\ntext\n\n"
            + "<table><tr><td>2</td></tr></table>"
        let found = read(html)
        #expect(found.map(\.line) == [2, 5])
        #expect(found.map { $0.rows.first?.cells.first?.text } == ["1", "2"])
        #expect(found.allSatisfy { $0.issues.isEmpty })
    }

    @Test func tagAndAttributeNamesIgnoreCase() {
        let found = read("<TABLE Summary='Flags &amp; values'><Tr><TD ColSpan=\"3\">x</Td></TR></Table>")
        #expect(found.first?.rows.first?.cells.first?.columnSpan == 3)
        #expect(found.first?.rows.first?.cells.first?.text == "x")
        #expect(found.first?.issues == [])
    }

    @Test func elementNamesAreKnownInAnyCaseUpToTheirLength() {
        var tokens: [String] = []
        for token in HTMLScanner.tokens(Array("<FigCaption><BLOCKQUOTE><h6><figcaptions><h7><a-b></Td>".utf8)) {
            switch token {
            case .tag(let tag): tokens.append((tag.isEnd ? "/" : "") + tag.name)
            case .text(let range): tokens.append("text \(range)")
            }
        }
        #expect(tokens == ["figcaption", "blockquote", "h6", "text 28..<50", "/td"])
    }

    @Test func quotedAttributeValuesMayHoldAngleBracketsAndLines() {
        let html = "<table summary=\"a > b\nand more\"><tr><td title='x>y'>cell</td></tr></table>"
        let found = read(html)
        #expect(found.first?.issues == [])
        #expect(found.first?.rows.first?.cells.map(\.text) == ["cell"])
        #expect(found.first?.rows.first?.cells.first?.line == 2)
    }

    @Test func commentsAreSkipped() {
        let html = "<table><!-- <tr><td>hidden</td></tr> --><tr><td>a<!-- b --> c</td></tr></table>"
        #expect(cells(html).map(\.text) == ["a c"])
        #expect(read(html).first?.issues == [])
    }

    @Test func unterminatedLessThanAndUnknownTagsAreText() {
        let html = "<table><tr><td>a < b and <my_image> or <kubernetes_namespace>, x <y</td></tr></table>"
        #expect(cells(html).map(\.text) == ["a < b and <my_image> or <kubernetes_namespace>, x <y"])
        let code = cells("<table><tr><td><code>--namespace <ns></code></td></tr></table>")
        #expect(code.map(\.codeSpans) == [["--namespace <ns>"]])
    }

    @Test func nestedTablesAreReturnedSeparatelyAfterTheirParent() {
        let html = "<table><tr><td>out <table><tr><td>in</td></tr></table> end</td><td>2</td></tr></table>"
        let found = read(html)
        #expect(found.map { $0.rows.flatMap(\.cells).map(\.text) } == [["out end", "2"], ["in"]])
        #expect(found.map(\.column) == [1, 20])
        #expect(found.allSatisfy { $0.issues.isEmpty })
    }

    @Test func unclosedTablesAreReportedAndKept() {
        let html = "<table id=a><tr><td>1</td></tr>\n<table><tr><td>2</td>\n"
        let found = read(html)
        #expect(found.map { $0.rows.flatMap(\.cells).map(\.text) } == [["1"], ["2"]])
        #expect(found.map(\.issues) == [
            [HTMLIssue(kind: .unclosedTable, line: 1, column: 1, text: "<table id=a>")],
            [HTMLIssue(kind: .unclosedTable, line: 2, column: 1, text: "<table>")],
        ])
    }

    @Test func cellsEndAtTheNextCellOrRowWithoutIssues() {
        let html = "<table><tr><td>a<td>b<tr><td>c</table>"
        let found = read(html)
        #expect(found.first?.rows.map { $0.cells.map(\.text) } == [["a", "b"], ["c"]])
        #expect(found.first?.issues == [])
    }

    @Test func headerCellsWithoutTrInTheadAreAUsualShorthandOfTheirOwn() {
        let html = "<table><thead><th>Flag</th><th>Meaning</th></thead><tbody><th>x</th><td>y</td></tbody></table>"
        let found = read(html)
        #expect(found.first?.rows.map(\.isHeader) == [true, false])
        #expect(found.first?.rows.map { [$0.line, $0.column] } == [[1, 15], [1, 59]])
        #expect(found.first?.rows.last?.cells.map(\.isHeader) == [true, false])
        #expect(
            found.first?.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 1, column: 15, text: "<th>"),
                HTMLIssue(kind: .cellOutsideRow, line: 1, column: 59, text: "<th>"),
            ])
    }

    @Test func mismatchedAndUnclosedElements() {
        let html = "<table><tr><th>Name</td><td><code>x <em>y</td></tr></table>"
        let found = read(html)
        #expect(found.first?.rows.first?.cells.map(\.codeSpans) == [[], ["x y"]])
        #expect(found.first?.rows.first?.cells.last?.emphasisSpans == ["y"])
        #expect(found.first?.issues == [
            HTMLIssue(kind: .mismatchedEndTag("td"), line: 1, column: 20, text: "</td>"),
            HTMLIssue(kind: .unclosedElement("code"), line: 1, column: 29, text: "<code>"),
            HTMLIssue(kind: .unclosedElement("em"), line: 1, column: 37, text: "<em>"),
        ])
    }

    @Test func contentBetweenCellsAndStrayStructureTags() {
        let html = "<table><tr>oops<td>a</td></tr></td></li><img src=x></table>"
        #expect(read(html).first?.issues == [
            HTMLIssue(kind: .contentOutsideCell, line: 1, column: 12, text: "oops"),
            HTMLIssue(kind: .strayEndTag("td"), line: 1, column: 31, text: "</td>"),
            HTMLIssue(kind: .strayEndTag("li"), line: 1, column: 36, text: "</li>"),
            HTMLIssue(kind: .contentOutsideCell, line: 1, column: 41, text: "<img src=x>"),
        ])
    }

    @Test func malformedAttributesOfEveryShape() {
        let html = "<table a=\"1\"b=2 c=d\"e ='x' f= >\n<tr><td>z</td></tr></table>"
        let found = read(html)
        #expect(found.first?.issues.map(\.kind) == [
            .malformedAttribute("a=\"1\"b=2"), .malformedAttribute("c=d\"e"), .malformedAttribute("='x'"),
            .malformedAttribute("f="),
        ])
        #expect(found.first?.issues.map(\.column) == [8, 17, 23, 28])
        #expect(found.first?.rows.first?.cells.map(\.text) == ["z"])
    }

    @Test func runawayQuoteEndsAtTheFirstGreaterThan() {
        let html = "<table><tr><td class=\"x>one</td><td>two</td></tr></table>"
        let found = read(html)
        #expect(found.first?.rows.first?.cells.map(\.text) == ["one", "two"])
        #expect(found.first?.issues == [
            HTMLIssue(kind: .malformedAttribute("class=\"x"), line: 1, column: 16, text: "class=\"x"),
        ])
    }

    @Test func eachTableKeepsItsOwnIssues() {
        let html =
            "<table><caption>Flags <em>x<tr>oops<td>a <code>b</td></td></li></tr>\n"
            + "<td class=\"x>c <table><th>in</td></table></td><img src=x></table>\n<table b=2c><tr><td>d\n"
        let tables = read(html, line: 4, column: 3)
        #expect(tables.map(\.issues).map(\.count) == [9, 2, 1])
    }

    @Test func crlfAndLoneCrEndLines() {
        let html = "<table>\r\n<tr>\r\n<td>a</td>\r<td>b</td></tr></table>"
        #expect(cells(html).map { [$0.line, $0.column] } == [[3, 1], [4, 1]])
    }

    @Test func captionTextStaysOutOfTheCellsAndAnUnclosedCaptionIsReported() {
        let found = read("<table><caption>Table 1. <em>Flags</em> &amp; values<tr><td>a</td></tr></table>")
        #expect(found.first?.rows.flatMap(\.cells).map(\.text) == ["a"])
        #expect(found.first?.issues.map(\.kind) == [.unclosedElement("caption")])
    }

    @Test func markdownInsideCells() {
        let html = "<table><tr><td>Use `kubectl get <pod>` with _my_name_ or *x* and __bold__ or my_image_name"
            + " \\*not em\\* ``a ` b``</td></tr></table>"
        let cell = cells(html).first
        #expect(cell?.codeSpans == ["kubectl get <pod>", "a ` b"])
        #expect(cell?.emphasisSpans == ["my_name", "x"])
        #expect(cell?.text == "Use kubectl get <pod> with my_name or x and bold or my_image_name *not em* a ` b")
    }

    @Test func codeElementsKeepMarkdownMarkersLiterally() {
        let cell = cells("<table><tr><td><code>a_b_ *c* `d`</code></td></tr></table>").first
        #expect(cell?.codeSpans == ["a_b_ *c* `d`"])
        #expect(cell?.emphasisSpans == [])
    }

    @Test func boundariesBetweenBlocksAndItems() {
        let html = "<table><tr><td><p>One.</p><p>Two</p><ul><li>a<li>b.<li>c</ul>end<br/>x</br>y<dl><dt>k<dd>v</dl>"
            + "</td></tr></table>"
        let cell = cells(html).first
        #expect(cell?.text == "One. Two; a; b. c; end x y; k; v")
    }

    @Test func nestedListItemsAreSeparatedLikeTheOthers() {
        let cell = cells("<table><tr><td><ul><li>a<ul><li>b</li></ul></li><li>c</li></ul></td></tr></table>").first
        #expect(cell?.text == "a; b; c")
    }

    @Test func noBreakSpacesCollapseInCellText() {
        let cell = cells("<table><tr><td>Exemple\u{A0}:&nbsp; a&#160;b\t\n c</td></tr></table>").first
        #expect(cell?.text == "Exemple : a b c")
    }
}
