import Testing

@testable import RunbookKit

/// Small hand-written tables, one rule of the reader each.
@Suite struct HTMLTableMarkupTests {
    private func read(_ html: String, line: Int = 1, column: Int = 1) -> [HTMLTable] {
        HTMLTableReader.tables(in: html, line: line, column: column)
    }

    private func cells(_ html: String) -> [TableCell] {
        read(html).first?.rows.flatMap(\.cells) ?? []
    }

    @Test func firstLineStartsAtTheGivenColumn() {
        let html = "<table><tr><td>a</b></td>\n  <td></b>b</td></tr>"
        let found = read(html, line: 10, column: 5)
        #expect(found.first?.issues.map { [$0.line, $0.column] } == [[10, 5], [10, 21], [11, 7]])
    }

    @Test func textOutsideTablesIsIgnoredAndEveryTableIsReturned() {
        let html =
            "<p>Intro <b>x</b></p>\n<table><tr><td>1</td></tr></table>\ntext\n\n"
            + "<table><tr><td>2</td></tr></table>"
        let found = read(html)
        #expect(found.map { $0.rows.first?.line } == [2, 5])
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
        let stray = read(html.replacingOccurrences(of: "cell", with: "cell</b>"))
        #expect(stray.first?.issues.map { [$0.line, $0.column] } == [[2, 35]])
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
        #expect(code.map(\.spans) == [["--namespace <ns>"]])
    }

    @Test func nestedTablesAreReturnedSeparatelyAfterTheirParent() {
        let html = "<table><tr><td>out <table><tr><td>in</td></tr></table> end</td><td>2</td></tr></table>"
        let found = read(html)
        #expect(found.map { $0.rows.flatMap(\.cells).map(\.text) } == [["out end", "2"], ["in"]])
        let unclosed = read(html.replacingOccurrences(of: "</table>", with: ""))
        #expect(
            unclosed.map { $0.issues.filter { $0.kind == .unclosedTable } } == [
                [HTMLIssue(kind: .unclosedTable, line: 1, column: 1, text: "<table>")],
                [HTMLIssue(kind: .unclosedTable, line: 1, column: 20, text: "<table>")],
            ])
        #expect(found.allSatisfy { $0.issues.isEmpty })
    }

    @Test func unclosedTablesAreReportedAndKept() {
        let html = "<table id=a><tr><td>1</td></tr>\n<table><tr><td>2</td>\n"
        let found = read(html)
        #expect(found.map { $0.rows.flatMap(\.cells).map(\.text) } == [["1"], ["2"]])
        #expect(
            found.map(\.issues) == [
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
        #expect(found.first?.rows.map(\.line) == [1, 1])
        #expect(
            found.first?.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 1, column: 15, text: "<th>"),
                HTMLIssue(kind: .cellOutsideRow, line: 1, column: 59, text: "<th>"),
            ])
    }

    @Test func mismatchedEndTagsCloseTheCellAndUnclosedElementsAreReported() {
        let html = "<table><tr><th>Name</td><td><code>x <em>y</td></tr></table>"
        let found = read(html)
        #expect(found.first?.rows.first?.cells.map(\.text) == ["Name", "x y"])
        #expect(found.first?.rows.first?.cells.map(\.spans) == [[], ["x y", "y"]])
        #expect(
            found.first?.issues == [
                HTMLIssue(kind: .unclosedElement, line: 1, column: 29, text: "<code>"),
                HTMLIssue(kind: .unclosedElement, line: 1, column: 37, text: "<em>"),
            ])
    }

    @Test func contentBetweenCellsIsLeftOutAndStrayStructureTagsAreReported() {
        let html = "<table><tr>oops<td>a</td></tr></td></li><img src=x></table>"
        #expect(read(html).first?.rows.map { $0.cells.map(\.text) } == [["a"]])
        #expect(
            read(html).first?.issues == [
                HTMLIssue(kind: .strayEndTag, line: 1, column: 31, text: "</td>"),
                HTMLIssue(kind: .strayEndTag, line: 1, column: 36, text: "</li>"),
            ])
    }

    @Test func malformedAttributesOfEveryShape() {
        let html = "<table a=\"1\"b=2 c=d\"e ='x' f= >\n<tr><td>z</td></tr></table>"
        let found = read(html)
        #expect(found.first?.issues.map(\.text) == ["a=\"1\"b=2", "c=d\"e", "='x'", "f="])
        #expect(found.first?.issues.allSatisfy { $0.kind == .malformedAttribute } == true)
        #expect(found.first?.issues.map(\.column) == [8, 17, 23, 28])
        #expect(found.first?.rows.first?.cells.map(\.text) == ["z"])
    }

    @Test func runawayQuoteEndsAtTheFirstGreaterThan() {
        let html = "<table><tr><td class=\"x>one</td><td>two</td></tr></table>"
        let found = read(html)
        #expect(found.first?.rows.first?.cells.map(\.text) == ["one", "two"])
        #expect(
            found.first?.issues == [
                HTMLIssue(kind: .malformedAttribute, line: 1, column: 16, text: "class=\"x")
            ])
    }

    @Test func eachTableKeepsItsOwnIssues() {
        let html =
            "<table><caption>Flags <em>x<tr>oops<td>a <code>b</td></td></li></tr>\n"
            + "<td class=\"x>c <table><th>in</td></table></td><img src=x></table>\n<table b=2c><tr><td>d\n"
        let tables = read(html, line: 4, column: 3)
        #expect(tables.map(\.issues).map(\.count) == [7, 1, 1])
    }

    @Test func crlfAndLoneCrEndLines() {
        let html = "<table>\r\n<tr>\r\n</b><td>a</td>\r</b><td>b</td></tr></table>"
        #expect(read(html).first?.rows.map(\.line) == [2])
        #expect(read(html).first?.issues.map { [$0.line, $0.column] } == [[3, 1], [4, 1]])
    }

    @Test func captionTextStaysOutOfTheCellsAndAnUnclosedCaptionIsReported() {
        let found = read("<table><caption>Table 1. <em>Flags</em> &amp; values<tr><td>a</td></tr></table>")
        #expect(found.first?.rows.flatMap(\.cells).map(\.text) == ["a"])
        #expect(found.first?.issues.map(\.kind) == [.unclosedElement])
        #expect(found.first?.issues.map(\.text) == ["<caption>"])
    }

    @Test func markdownInsideCells() {
        let html =
            "<table><tr><td>Use `kubectl get <pod>` with _my_name_ or *x* and __bold__ or my_image_name"
            + " \\*not em\\* ``a ` b``</td></tr></table>"
        let cell = cells(html).first
        #expect(cell?.spans == ["kubectl get <pod>", "my_name", "x", "a ` b"])
        #expect(cell?.text == "Use kubectl get <pod> with my_name or x and bold or my_image_name *not em* a ` b")
    }

    @Test func codeElementsKeepMarkdownMarkersLiterally() {
        let cell = cells("<table><tr><td><code>a_b_ *c* `d`</code></td></tr></table>").first
        #expect(cell?.spans == ["a_b_ *c* `d`"])
    }

    @Test func boundariesBetweenBlocksAndItems() {
        let html =
            "<table><tr><td><p>One.</p><p>Two</p><ul><li>a<li>b.<li>c</ul>end<br/>x</br>y<dl><dt>k<dd>v</dl>"
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
