import MarkdownTree
import RunbookKit

extension CheckedPage {
    /// A finding at each of the page's HTML table issues that `message` words (nil: not the rule's issue).
    func htmlTableFindings(_ message: (HTMLIssue) -> String?) -> [Finding] {
        htmlTableIssues.compactMap { issue in
            message(issue).map { finding(at: SourceLocation(line: issue.line, column: issue.column), $0) }
        }
    }
}

/// The malformations `HTMLTableReader` finds in a page's HTML tables, read once for the five HTML table rules.
///
/// A table cut by blank lines spans several HTML blocks, gathered until `</table>`. The reader is given the page's own
/// lines, so its positions are the page's even inside list items (whose HTML blocks cmark gives without indentation).
enum HTMLTableIssues {
    static func issues(source: PageSource, tree: MarkdownNode) -> [HTMLIssue] {
        guard ByteSearch.contains(source.text, "<table") else { return [] }
        var tables: [(line: Int, html: String)] = []
        collect(tree, inQuote: false, source: source, into: &tables)
        return tables.flatMap { HTMLTableReader.tables(in: $0.html, line: $0.line, column: 1).flatMap(\.issues) }
    }

    /// Finds tables and their first lines; in a block quote the page's lines carry `>` marks, so the blocks' own text
    /// is used.
    private static func collect(
        _ node: MarkdownNode, inQuote: Bool, source: PageSource, into tables: inout [(line: Int, html: String)]
    ) {
        let children = node.children
        var index = 0
        while index < children.count {
            let child = children[index]
            defer { index += 1 }
            guard case .htmlBlock(let html) = child.kind, let range = child.range else {
                if !child.children.isEmpty, child.holdsBlocks {
                    collect(child, inQuote: inQuote || child.kind == .blockQuote, source: source, into: &tables)
                }
                continue
            }
            guard ByteSearch.contains(html, "<table") else { continue }
            var last = range.end.line
            var text = html
            var open = !closes(html)
            while open, index + 1 < children.count, case .htmlBlock(let more) = children[index + 1].kind,
                let nextRange = children[index + 1].range
            {
                index += 1
                text += String(repeating: "\n", count: max(1, nextRange.start.line - last)) + more
                last = nextRange.end.line
                open = !closes(more)
            }
            let (first, lines) = (range.start.line, source.lines)
            if inQuote {
                tables.append((first, text))
            } else if first >= 1, first <= last, last <= lines.count {
                // The lines are consecutive slices of the text: from the first one's start to the last one's end.
                tables.append((first, String(source.text[lines[first - 1].startIndex..<lines[last - 1].endIndex])))
            }
        }
    }

    /// Whether the last `<table` of `html` is followed by a `</table>`.
    private static func closes(_ html: String) -> Bool {
        guard let close = ByteSearch.lastOffset(of: "</table>", in: html) else { return false }
        guard let open = ByteSearch.lastOffset(of: "<table", in: html) else { return true }
        return open < close
    }
}
