import MarkdownTree
import TestSupport
import Testing

/// The tree cmark-gfm gives, printed with `@line:col` on each node and compared with golden files.
///
/// Each input is small and shows one thing the reader relies on: where cmark puts a fence nested in a list
/// item, that blanked front matter keeps line numbers, that a tab is one column (columns count Unicode scalars, not
/// display cells), and where an HTML block ends. (Line endings and a byte-order mark are PageSource's:
/// `SourceBytesTests.lineEndingsAndByteOrderMarkDoNotMovePositions`.)
@Suite struct TreeOutlineTests {
    /// The inputs, by golden file name.
    static let inputs: [(name: String, text: String)] = [
        ("list-nested-fence", "1.  Log in.\n\n    ```\n    bx login\n    ```\n    {: pre}\n\n2.  Check.\n"),
        // What PageSource hands cmark: the front matter's lines are blank, so the heading is still on line 5.
        ("front-matter-blanked", "\n\n\n\n# Title\n{: #anchor}\n"),
        // Without the blanking, cmark reads `---` as a rule and `lastupdated:` as a setext heading.
        ("front-matter-raw", "---\nlastupdated: \"2018\"\n---\n\n# Title\n"),
        ("tabs", "1.\tRun:\n\n\t```\n\tls\n\t```\n\t{: pre}\n"),
        // As in 004 line 421: a bullet at two spaces ends the numbered list, and cmark starts a new one at 2.
        (
            "list-restarted",
            "1.  One.\n  - _&lt;x&gt;_ : the x.\n\n    ```\n    POST https://x/<x>\n    ```\n\n2.  Two.\n"
        ),
        (
            "html-block",
            "<table>\n<tr><td><code>&lt;name&gt;</code></td></tr>\n</table>\n\n<pre><code>ls\n</code></pre>\n{: pre}\n"
        ),
        // cmark takes the reference definitions out of a paragraph's text and places its inlines from its first line.
        ("reference-definitions", "[a]: #x\n[b]: #y\nSee [it][a] <b>.\n\n> [c]: #z\n> In a `quote`.\n"),
        // So does it for a setext heading's, whose underline holds none.
        ("reference-definitions-heading", "[a]: #x\nSee [it][a]\n===\n\n[b]: #y\n`Two`\nlines\n---\n"),
    ]

    @Test(arguments: inputs.map(\.name)) func outline(name: String) throws {
        let text = try #require(Self.inputs.first { $0.name == name }).text
        let outline = MarkdownParser.parse(text).root.outline
        Snapshot.assert(outline + "\n", named: name + ".txt")
    }

    @Test func everyBlockHasAPosition() {
        for (name, text) in Self.inputs {
            var stack = [MarkdownParser.parse(text).root]
            while let node = stack.popLast() {
                if node.isBlock, node.kind != .document { #expect(node.range != nil, "\(name): \(node.kind)") }
                stack += node.children
            }
        }
    }
}
