import MarkdownTree

/// The code of a fenced, indented or `<pre>` block (its lines joined with `\n`, no trailing newline), the page
/// lines of its first code line and of the block (its opening fence or `<pre>`), the page column where each code
/// line starts, how it is written and the fence's info string.
struct CodeText {
    let text: String
    let line, blockLine: Int
    let columns: [Int]
    let origin: Command.Origin
    let info: String
    /// For a `<pre>` block, where each UTF-8 byte of `text` comes from in the page (entities and tags make the text
    /// differ from the page's); empty for other blocks.
    let places: [SourceLocation]

    /// Reads a code block, or an HTML block that starts with `<pre` in any case (`<pre><code>cd myapp</code></pre>`)
    /// with its entities decoded and tags removed; nil for any other block.
    init?(_ node: MarkdownNode, source: PageSource) {
        guard let range = node.range else { return nil }
        var text: Substring
        var first = range.start.line
        var places: [SourceLocation] = []
        switch node.kind {
        case .codeBlock(let info, let literal, let fenced):
            text = Substring(literal)
            if text.utf8.last == UInt8(ascii: "\n") { text = text[..<text.utf8.index(before: text.utf8.endIndex)] }
            if fenced { first += 1 }
            (origin, self.info) = (fenced ? .fence : .indented, info)
        case .htmlBlock(let html)
        where html.utf8.drop(while: SourceText.isBlank).prefix(4)
            .map(\.asciiLowercased).elementsEqual("<pre".utf8):
            let (plain, origins) = HTMLText.plainTextAndOrigins(fromHTML: html)
            let bytes = plain.utf8
            let start = bytes.prefix { $0 == UInt8(ascii: "\n") }.count
            let end =
                bytes.count - bytes.reversed().prefix { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: " ") }.count
            text = Substring(String(decoding: Array(bytes)[start..<max(start, end)], as: UTF8.self))
            first += start
            places = Self.places(of: origins[start..<max(start, end)], in: html, at: range.start.line, source: source)
            (origin, info) = (.html, "")
        default:
            return nil
        }
        self.text = String(text)
        self.places = places
        (line, blockLine) = (first, range.start.line)
        // A code line is its last occurrence in its page line: cmark only strips indentation, so most often the page
        // line's end, the first place looked at. A `<pre>` block's lines start where their first byte comes from. The
        // lines are runs of the code's bytes, only looked for, never made strings.
        columns = ByteSearch.withBytes(of: text) { bytes in
            var columns: [Int] = []
            var start = 0
            while start <= bytes.count {
                let end = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                defer { start = end + 1 }
                if start < places.count {
                    columns.append(places[start].column)
                    continue
                }
                let page = source.line(first + columns.count)
                let code = UnsafeBufferPointer(rebasing: bytes[start..<end])
                // cmark writes the columns of a tab that a list item's indentation takes only part of as spaces
                // (`- a`, then `\t```sh`): the line is then found without them, and starts that many columns before.
                let lead = code.prefix { $0 == UInt8(ascii: " ") }.count
                let at = ByteSearch.withBytes(of: page) { page in
                    ByteSearch.lastOffset(of: code, in: page).map { ($0, 0) }
                        ?? (lead == 0
                            ? nil
                            : ByteSearch.lastOffset(of: UnsafeBufferPointer(rebasing: code[lead...]), in: page).map {
                                ($0, lead)
                            })
                }
                columns.append(
                    at.map { max(1, LineColumns(page).column(atOffset: $0.0) - $0.1) } ?? range.start.column)
            }
            return columns
        }
    }

    /// The page position of a 1-based line and column inside the code, or of its UTF-8 `offset` in a `<pre>` block
    /// (when not negative).
    func location(line codeLine: Int, column: Int, offset: Int) -> SourceLocation {
        if offset >= 0, offset < places.count { return places[offset] }
        let index = max(0, min(codeLine - 1, columns.count - 1))
        return SourceLocation(line: line + codeLine - 1, column: (columns.isEmpty ? 1 : columns[index]) + column - 1)
    }

    /// Where the bytes of `html` (an HTML block whose first line is page line `line`) at `offsets` are in the page:
    /// cmark gives a block in a list item or block quote without the marks and indentation that start its lines.
    private static func places(of offsets: ArraySlice<Int>, in html: String, at line: Int, source: PageSource)
        -> [SourceLocation]
    {
        let bytes = Array(html.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        // The offsets only grow: the line is found by moving on, and each line's columns are read once.
        var number = 0
        var current: (columns: LineColumns, indent: Int)?
        return offsets.map { offset in
            while number + 1 < lineStarts.count, lineStarts[number + 1] <= offset {
                (number, current) = (number + 1, nil)
            }
            if current == nil {
                let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
                let page = source.line(line + number)
                current = (LineColumns(page), max(0, page.utf8.count - (end - lineStarts[number])))
            }
            let (columns, indent) = current!
            return SourceLocation(
                line: line + number, column: columns.column(atOffset: indent + offset - lineStarts[number]))
        }
    }

    /// `POST https://…`, `GET /v1/…`: an HTTP request written as a code block, told by its first non-blank line.
    static func isHTTPRequest(_ text: String) -> Bool {
        let start = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        let line = start.prefix { $0 != UInt8(ascii: "\n") }.bytes
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return false }
        let target = line[(space + 1)...].drop { $0 == UInt8(ascii: " ") }
        let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
        return methods.contains { line[..<space].elementsEqual($0.utf8) }
            && ["http://", "https://", "/", "<", "{"].contains { target.starts(with: $0.utf8) }
    }
}

extension Collection<UInt8> {
    /// These bytes in an array, copied at once when they are a native string's.
    var bytes: [UInt8] { withContiguousStorageIfAvailable(Array.init) ?? Array(self) }
}
