import MarkdownTree
import Testing

/// Columns count Unicode scalars whatever the line endings: cmark's byte columns are converted line by line.
@Suite struct ColumnTests {
    static let text =
        "# Café *é*\n\nà `x` b\n- ü **y** `z`\n  - 😀 [l](u)\n\n| é | b |\n|---|---|\n| `ç` | d |\n"

    @Test func lineEndingsDoNotMoveColumns() {
        let lf = MarkdownParser.parse(Self.text).root.outline
        #expect(MarkdownParser.parse(Self.text.replacingNewlines(with: "\r\n")).root.outline == lf)
        #expect(MarkdownParser.parse(Self.text.replacingNewlines(with: "\r")).root.outline == lf)
    }

    @Test func columnsCountScalars() {
        let root = MarkdownParser.parse("é `x`\n\nab `y`\n").root
        // `é` is two bytes: cmark ends the first paragraph at byte column 6, which is scalar column 5.
        #expect(root.children.first?.range?.end.column == 5)
        #expect(root.children.last?.range?.end.column == 6)
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

extension String {
    fileprivate func replacingNewlines(with ending: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}
