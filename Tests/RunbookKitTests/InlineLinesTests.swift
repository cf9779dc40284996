import Foundation
import MarkdownTree
import TestSupport
import Testing

@testable import RunbookKit

/// The inline text built as one string (`InlineText.lines`) says what the array of one string per line said, and
/// its links are those of a separate walk of the tree.
@Suite struct InlineLinesTests {
    /// The inline text as a model reads it: one string per source line.
    ///
    /// Spaces before an image are trimmed, a span attribute list after an inline element dropped. Markup that
    /// separates (`<br>`, `<li>`) writes a space, or `; ` between items, before the next visible text when neither
    /// side has a space already.
    private static func referenceLines(of node: MarkdownNode) -> [String] {
        var lines: [String] = []
        var line = ""
        var pending = HTMLCellText.Separator.none
        func add(_ s: String) {
            guard pending != .none else {
                line += s
                return
            }
            let space = { (character: Character) in character.isASCII && isHTMLSpace(character.asciiValue!) }
            guard s.contains(where: { !space($0) }) else { return }
            if pending == .item {
                while let last = line.last, space(last) { line.removeLast() }
                if let last = line.last { line += (".;,!?:".contains(last) ? " " : "; ") }
                line += s.drop(while: space)
            } else {
                if let last = line.last, !space(last), !(s.first.map(space) ?? false) { line += " " }
                line += s
            }
            pending = .none
        }
        func walk(_ node: MarkdownNode) {
            for (index, child) in node.children.enumerated() {
                switch child.kind {
                case .text(let s) where index > 0 && InlineText.takesSpanAttributes(node.children[index - 1]):
                    add(AttributeList.parsePrefix(Substring(s)).map { String($0.1) } ?? s)
                case .text(let s), .code(let s): add(s)
                case .htmlInline(let html):
                    if let (text, separator) = InlineText.markup(html) {
                        if separator > pending { pending = separator }
                        if !text.isEmpty { add(text) }
                    } else {
                        add(html)
                    }
                case .softBreak, .lineBreak:
                    pending = .none
                    lines.append(line)
                    line = ""
                case .image: while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
                default: walk(child)
                }
            }
        }
        walk(node)
        lines.append(line)
        return lines
    }

    /// Every paragraph, heading and table cell of a page.
    private static func inlineBlocks(of node: MarkdownNode) -> [MarkdownNode] {
        switch node.kind {
        case .paragraph, .heading, .tableCell: [node]
        default: node.children.flatMap(inlineBlocks(of:))
        }
    }

    /// Every link of the inline tree, in page order, images' descriptions included.
    private static func referenceLinks(of node: MarkdownNode) -> [InlineLines.Link] {
        let own: [InlineLines.Link] =
            if case .link(let destination) = node.kind {
                [.init(destination: destination, location: node.range?.start)]
            } else { [] }
        return own + node.children.flatMap(referenceLinks(of:))
    }

    private static func differences(in markdown: String) -> [String] {
        var found: [String] = []
        let pageLines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        for block in inlineBlocks(of: MarkdownParser.parse(markdown, lines: pageLines).root) {
            let expected = referenceLines(of: block)
            let lines = InlineText.lines(of: block)
            let actual = (0..<lines.count).map(lines.line)
            if actual != expected || lines.text != expected.joined(separator: " ")
                || lines.text.utf8.count != expected.joined(separator: " ").utf8.count
            {
                found.append("\(expected) read as \(actual) / \(lines.text)")
            }
            let links = referenceLinks(of: block).map { "\($0.destination)@\(String(describing: $0.location))" }
            if lines.links.map({ "\($0.destination)@\(String(describing: $0.location))" }) != links {
                found.append("links of \(expected): \(lines.links), not \(links)")
            }
            // The binder keeps lines from either end: a few first and last lines cover what it does.
            for first in 0..<min(lines.count, 3) {
                for last in max(first, lines.count - 3)..<lines.count {
                    let kept = lines.lines(first...last)
                    if (0..<kept.count).map(kept.line) != Array(expected[first...last]) {
                        found.append("lines \(first)...\(last) of \(expected) read as \(kept.text)")
                    }
                }
            }
            let replaced = lines.replacingFirstLine(with: "é{x}")
            if (0..<replaced.count).map(replaced.line) != ["é{x}"] + expected.dropFirst() {
                found.append("first line of \(expected) replaced: \(replaced.text)")
            }
        }
        return found
    }

    @Test func examplesReadAsBefore() {
        let pages = [
            "One line.", "Two\nlines.", "Hard  \nbreak\\\nand soft\n: definition", "Term\n : é\n:\u{301} not",
            "Install Docker ![External link icon](x.svg).\nNext ![i](y.png)", "\u{600} ![i](y.png) after a prepend",
            "a\u{600}  ![i](y.png)", "  ![i](a.png)\n ![i](b.png) x",
            "`code span`\nand <name> and <br/> and `a `\n{: x}",
            "# Heading {: #id}", "| a | b |\n|---|---|\n| `<x>` | y\u{301} |", "{: #k}Pour afficher\nla suite",
            "*emph* and **strong** ![i](z.png)\n[link](#a) é ![i](z.png)", "",
            "One of:<ul><li>`a`</li> <li>b </li><li>c.</li></ul>", "Line<br>next<br/> and <br> spaced",
            "A<p>paragraph</p>[link](#l)<br>[after](#b)", "x <var>name</var><br>\n<br>y",
            "![foo [bar](#in-image)](/url2) and [*x* [y]](#z \"t\")\n{: #id}", "## [Heading link](#h)",
        ]
        for page in pages {
            let found = Self.differences(in: page)
            #expect(found.isEmpty, "\(page): \(found)")
        }
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func corpusReadsAsBefore() throws {
        var found: [String] = []
        for path in RepositoryPaths.corpusPages() {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            found += Self.differences(in: text).prefix(3).map { "\(path): \($0)" }
        }
        #expect(found.isEmpty, "\(found.prefix(20))")
    }
}
