import MarkdownTree

/// The code of a fenced, indented or `<pre>` block, with where each of its lines starts in the page.
struct CodeText {
    /// The code, lines joined with `\n`, no trailing newline.
    let text: String
    /// The page line of the code's first line.
    let line: Int
    /// The page line of the block (its opening fence or `<pre>`).
    let blockLine: Int
    /// The page column where each code line starts.
    let columns: [Int]
    /// How the block is written.
    let origin: Command.Origin
    /// The fence's info string.
    let info: String

    /// The page position of a 1-based line and column inside the code.
    func location(line codeLine: Int, column: Int) -> SourceLocation {
        let index = max(0, min(codeLine - 1, columns.count - 1))
        return SourceLocation(line: line + codeLine - 1, column: (columns.isEmpty ? 1 : columns[index]) + column - 1)
    }

    /// Reads a code block node.
    static func fromCodeBlock(_ node: MarkdownNode, source: PageSource) -> CodeText? {
        guard case .codeBlock(let info, let literal, let fenced) = node.kind, let range = node.range else { return nil }
        var text = Substring(literal)
        if text.hasSuffix("\n") { text = text.dropLast() }
        let first = fenced ? range.start.line + 1 : range.start.line
        let columns = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            column(of: line, in: source.line(first + offset), fallback: range.start.column)
        }
        return CodeText(
            text: String(text), line: first, blockLine: range.start.line, columns: columns,
            origin: fenced ? .fence : .indented, info: info)
    }

    /// Reads a `<pre>` HTML block (`<pre><code>cd myapp</code></pre>`), entities decoded and tags removed.
    static func fromHTMLBlock(_ node: MarkdownNode, source: PageSource) -> CodeText? {
        guard case .htmlBlock(let html) = node.kind, let range = node.range,
            html.drop(while: { $0 == " " || $0 == "\t" }).lowercased().hasPrefix("<pre")
        else { return nil }
        var text = Substring(HTMLText.plainText(fromHTML: html))
        let leadingNewlines = text.prefix { $0 == "\n" }.count
        text = text.drop { $0 == "\n" }
        while text.last == "\n" || text.last == " " { text = text.dropLast() }
        let columns = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            column(of: line, in: source.line(range.start.line + leadingNewlines + offset), fallback: range.start.column)
        }
        return CodeText(
            text: String(text), line: range.start.line + leadingNewlines, blockLine: range.start.line,
            columns: columns, origin: .html, info: "")
    }

    /// The column where `code` sits in `sourceLine`: cmark only strips indentation, so the code is a suffix.
    private static func column(of code: Substring, in sourceLine: Substring, fallback: Int) -> Int {
        if code.isEmpty { return fallback }
        // The usual case, in time linear in the line: Foundation's search below takes minutes on a line of a
        // million characters.
        if sourceLine.utf8.count >= code.utf8.count, sourceLine.utf8.reversed().starts(with: code.utf8.reversed()) {
            let start = sourceLine.utf8.index(sourceLine.utf8.endIndex, offsetBy: -code.utf8.count)
            return sourceLine[..<start].count + 1
        }
        if let range = sourceLine.range(of: code, options: .backwards) {
            return sourceLine.distance(from: sourceLine.startIndex, to: range.lowerBound) + 1
        }
        return fallback
    }
}
