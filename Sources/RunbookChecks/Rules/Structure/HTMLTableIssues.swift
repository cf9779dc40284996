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
    /// Every issue of every table of the page, in page order.
    static func issues(source: PageSource, tree: MarkdownNode) -> [HTMLIssue] {
        guard ByteSearch.contains(source.text, "<table") else { return [] }
        var regions: [(first: Int, last: Int, quoted: String?)] = []
        collect(tree, inQuote: false, into: &regions)
        var issues: [HTMLIssue] = []
        for region in regions {
            var html = region.quoted ?? ""
            if region.quoted == nil {
                let lines = source.lines
                guard region.first >= 1, region.first <= region.last, region.last <= lines.count else { continue }
                // The lines are consecutive slices of the text: from the first one's start to the last one's end.
                html = String(source.text[lines[region.first - 1].startIndex..<lines[region.last - 1].endIndex])
            }
            issues += HTMLTableReader.tables(in: html, line: region.first, column: 1).flatMap(\.issues)
        }
        return issues
    }

    /// Finds table regions; in a block quote the page's lines carry `>` marks, so the blocks' own text is used.
    private static func collect(
        _ node: MarkdownNode, inQuote: Bool, into regions: inout [(first: Int, last: Int, quoted: String?)]
    ) {
        let children = node.children
        var index = 0
        while index < children.count {
            let child = children[index]
            defer { index += 1 }
            guard case .htmlBlock(let html) = child.kind, let range = child.range else {
                if !child.children.isEmpty, child.holdsBlocks {
                    collect(child, inQuote: inQuote || child.kind == .blockQuote, into: &regions)
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
            regions.append((range.start.line, last, inQuote ? text : nil))
        }
    }

    /// Whether the last `<table` of `html` is followed by a `</table>`.
    private static func closes(_ html: String) -> Bool {
        guard let close = ByteSearch.lastOffset(of: "</table>", in: html) else { return false }
        guard let open = ByteSearch.lastOffset(of: "<table", in: html) else { return true }
        return open < close
    }
}
