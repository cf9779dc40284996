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
        // The final `\n` dropped by bytes: `dropLast()` walks `Character`s. A `\n` not after a CR is a `Character`.
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: "\n"), utf8.dropLast().last != UInt8(ascii: "\r") {
            text = text[..<utf8.index(before: utf8.endIndex)]
        }
        let first = fenced ? range.start.line + 1 : range.start.line
        let columns = columns(of: text, firstLine: first, source: source, fallback: range.start.column)
        return CodeText(
            text: String(text), line: first, blockLine: range.start.line, columns: columns,
            origin: fenced ? .fence : .indented, info: info)
    }

    /// Reads a `<pre>` HTML block (`<pre><code>cd myapp</code></pre>`), entities decoded and tags removed.
    static func fromHTMLBlock(_ node: MarkdownNode, source: PageSource) -> CodeText? {
        guard case .htmlBlock(let html) = node.kind, let range = node.range, startsWithPre(html) else { return nil }
        var text = Substring(HTMLText.plainText(fromHTML: html))
        let leadingNewlines = text.prefix { $0 == "\n" }.count
        text = text.drop { $0 == "\n" }
        while text.last == "\n" || text.last == " " { text = text.dropLast() }
        let columns = columns(
            of: text, firstLine: range.start.line + leadingNewlines, source: source, fallback: range.start.column)
        return CodeText(
            text: String(text), line: range.start.line + leadingNewlines, blockLine: range.start.line,
            columns: columns, origin: .html, info: "")
    }

    /// Whether `html` starts with `<pre`, in any case, after spaces and tabs.
    private static func startsWithPre(_ html: String) -> Bool {
        let head = html.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.prefix(4)
        return head.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }.elementsEqual("<pre".utf8)
    }

    /// The page column of each line of `code`, whose first line is page line `firstLine`.
    private static func columns(of code: Substring, firstLine: Int, source: PageSource, fallback: Int) -> [Int] {
        ByteSearch.lines(of: code).enumerated().map { offset, line in
            column(of: line, in: source.line(firstLine + offset), fallback: fallback)
        }
    }

    /// The column where `code` sits in `sourceLine`: cmark only strips indentation, so the code is most often a
    /// suffix of the line; otherwise its last occurrence.
    private static func column(of code: Substring, in sourceLine: Substring, fallback: Int) -> Int {
        if code.isEmpty { return fallback }
        return ByteSearch.withBytes(of: code) { code in
            ByteSearch.withBytes(of: sourceLine) { line in
                let suffix = line.count - code.count
                if suffix >= 0, ByteSearch.matches(code, in: line, at: suffix) {
                    return ByteSearch.scalarColumn(of: suffix, in: line)
                }
                return ByteSearch.lastOffset(of: code, in: line).map { ByteSearch.scalarColumn(of: $0, in: line) }
                    ?? fallback
            }
        }
    }
}
