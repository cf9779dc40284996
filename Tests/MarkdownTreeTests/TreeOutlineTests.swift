import MarkdownTree
import Testing

/// The tree cmark-gfm gives, printed with positions.
@Suite struct TreeOutlineTests {
    @Test func headingAndFenceCarryTheirLines() {
        let parsed = MarkdownParser.parse("# Title\n\n```\nls\n```\n")
        let outline = parsed.root.outline
        #expect(outline.contains("@1:1"), "\(outline)")
        #expect(outline.contains("@3:1"), "\(outline)")
    }
}
