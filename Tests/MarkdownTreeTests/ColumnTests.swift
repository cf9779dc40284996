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
}

extension String {
    fileprivate func replacingNewlines(with ending: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}
