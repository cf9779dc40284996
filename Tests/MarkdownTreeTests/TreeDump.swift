import MarkdownTree

extension MarkdownParser {
    /// `text` parsed with its lines split at each `\n`, as `PageSource` splits a page's.
    static func parse(_ text: String) -> Parsed {
        parse(text, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}

extension MarkdownNode {
    /// An indented outline of the tree, one node per line with `@line:col`.
    var outline: String {
        var lines: [String] = []
        var stack: [(node: MarkdownNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            let position = node.range.map { " @\($0.start)" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + node.kindSummary + position)
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    private var kindSummary: String {
        switch kind {
        case .list(let info):
            return info.isOrdered ? "orderedList(start: \(info.start))" : "bulletList"
        case .codeBlock(let info, let literal, let fenced):
            return "codeBlock(\(fenced ? "fenced" : "indented"), info: \(quoted(info))) \(quoted(literal))"
        case .htmlBlock(let html): return "htmlBlock \(quoted(html))"
        case .heading(let level): return "heading(\(level))"
        case .tableRow(let isHeader): return isHeader ? "tableHeader" : "tableRow"
        case .text(let s): return "text \(quoted(s))"
        case .code(let s): return "code \(quoted(s))"
        case .htmlInline(let s): return "htmlInline \(quoted(s))"
        case .link(let destination): return "link(\(quoted(destination)))"
        default: return "\(kind)"
        }
    }

    private func quoted(_ s: String) -> String {
        let shown = s.count > 60 ? String(s.prefix(60)) + "…" : s
        return "\"" + shown.replacing("\n", with: "\\n") + "\""
    }

    /// The text of this node's inlines: text, code spans and inline HTML as written, breaks as spaces (soft) or
    /// newlines (hard).
    var plainText: String {
        switch kind {
        case .text(let s), .code(let s), .htmlInline(let s): s
        case .softBreak: " "
        case .lineBreak: "\n"
        default: children.map(\.plainText).joined()
        }
    }
}
