import MarkdownTree
import Testing

/// Columns count Unicode scalars: cmark's byte columns are converted line by line (line endings are unified before,
/// `SourceBytesTests.lineEndingsAndByteOrderMarkDoNotMovePositions`).
@Suite struct ColumnTests {
    @Test func columnsCountScalars() {
        let root = MarkdownParser.parse("é `x`\n\nab `y`\n").root
        // `é` is two bytes: cmark ends the first paragraph at byte column 6, which is scalar column 5.
        #expect(root.children.first?.range?.end.column == 5)
        #expect(root.children.last?.range?.end.column == 6)
    }

    /// Each block ends on its own last line: cmark ends a block followed by blank lines at column 0 of the line
    /// after it, and an HTML block closed by its end condition a line early.
    @Test func blocksEndOnTheirLastLine() {
        let page = """
            <!-- one line -->

            <!-- three
            é lines
            -->

                indented
                é code

            - a
            - b

              c

            <pre>
            x
            </pre>
            > quote

            <div>
            y
            """
        let ends = MarkdownParser.parse(page).root.children.map { node in
            node.range.map { "\($0.start.line)-\($0.end.line):\($0.end.column)" } ?? "none"
        }
        #expect(ends == ["1-1:17", "3-5:3", "7-8:10", "10-13:3", "15-17:6", "18-18:7", "20-21:1"])
        let items = MarkdownParser.parse(page).root.children[3].children.compactMap(\.range)
        #expect(items.map { "\($0.start.line)-\($0.end.line)" } == ["10-10", "11-13"])
    }

    @Test func asciiAndAccentedLinesInTurnKeepTheirColumns() {
        // Lines asked about in turn, twice each and back (a paragraph's end is asked after its last line's nodes):
        // what is kept of the line asked about last must not answer for another.
        let lines = (0..<40).map { index in
            index % 3 == 0 ? "é\(index) `a\(index)` à `b`" : "x\(index) `a\(index)` yy `b\(index)` z"
        }
        let page =
            lines.enumerated().map { $0.offset % 4 == 3 ? $0.element + "\n" : $0.element }
            .joined(separator: "\n") + "\n"
        var found: [String] = []
        var expected: [String] = []
        func walk(_ node: MarkdownNode) {
            if case .code = node.kind, let start = node.range?.start { found.append("\(start)") }
            node.children.forEach(walk)
        }
        walk(MarkdownParser.parse(page).root)
        var number = 0
        for (index, line) in lines.enumerated() {
            number += 1
            var backticks = 0
            for (offset, scalar) in line.unicodeScalars.enumerated() where scalar == "`" {
                if backticks % 2 == 0 { expected.append("\(number):\(offset + 2)") }
                backticks += 1
            }
            if index % 4 == 3 { number += 1 }
        }
        #expect(found == expected)
    }

    @Test func everyNodeOnALongAccentedLineGetsItsScalarColumn() {
        // One line of 2,000 code spans between accented words: cmark starts a code span's node at its content, one
        // past its opening backtick (every other backtick closes one), in scalar columns.
        let pieces = (0..<2_000).map { "é\($0 % 7)à `c\($0)`" }
        let line = pieces.joined(separator: " ")
        let paragraph = MarkdownParser.parse(line + "\n").root.children[0]
        let starts = paragraph.children.compactMap { node -> Int? in
            guard case .code = node.kind else { return nil }
            return node.range?.start.column
        }
        var expected: [Int] = []
        for (offset, scalar) in line.unicodeScalars.enumerated() where scalar == "`" { expected.append(offset + 2) }
        #expect(starts == stride(from: 0, to: expected.count, by: 2).map { expected[$0] })
        #expect(paragraph.range?.end.column == line.unicodeScalars.count)
    }
}
