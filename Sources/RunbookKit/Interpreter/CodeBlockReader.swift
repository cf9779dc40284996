import Foundation
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

    /// Whether `html`, lowercased, starts with `<pre` after spaces and tabs.
    ///
    /// Lowercasing the whole block to look at four characters was most of this reader's time. When the first five
    /// bytes after the indentation are ASCII, they are the first `Character`s (a fifth ASCII byte is no combining
    /// mark; a CR in them fails the test either way) and lowercase as ASCII; other text takes the long way.
    private static func startsWithPre(_ html: String) -> Bool {
        let trimmed = html.drop { $0 == " " || $0 == "\t" }
        let head = Array(trimmed.utf8.prefix(5))
        guard head.count == 5, head.allSatisfy({ $0 < 0x80 }) else { return trimmed.lowercased().hasPrefix("<pre") }
        let lowered = head.prefix(4).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        return lowered.elementsEqual("<pre".utf8)
    }

    /// The page column of each line of `code`, whose first line is page line `firstLine`.
    ///
    /// Lines are split on `\n` bytes: grapheme breaks always fall on both sides of `\n` except in CR LF, so this is
    /// the `Character` split whenever the code holds no CR (page text never does; decoded HTML may).
    private static func columns(of code: Substring, firstLine: Int, source: PageSource, fallback: Int) -> [Int] {
        LineSearch.withBytes(of: code) { bytes in
            if LineSearch.firstOffset(of: UInt8(ascii: "\r"), in: bytes) != nil {
                return code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
                    column(of: line, in: source.line(firstLine + offset), fallback: fallback)
                }
            }
            var columns: [Int] = []
            var start = 0
            var line = firstLine
            while start <= bytes.count {
                let end = LineSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                let sourceLine = source.line(line)
                let codeLine = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let column = LineSearch.withBytes(of: sourceLine, { suffixColumn(of: codeLine, in: $0) }) {
                    columns.append(column)
                } else {
                    let utf8 = code.utf8
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    let upper = utf8.index(utf8.startIndex, offsetBy: end)
                    columns.append(column(of: code[lower..<upper], in: sourceLine, fallback: fallback))
                }
                start = end + 1
                line += 1
            }
            return columns
        }
    }

    /// The column of the code line `code` in `line` in the usual case, decided on bytes.
    ///
    /// That is when the code is not empty, ends the line, and only ASCII (indentation) precedes it. Nil sends the line
    /// to `column(of:in:fallback:)`.
    private static func suffixColumn(of code: UnsafeBufferPointer<UInt8>, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !code.isEmpty, line.count >= code.count, let lineStart = line.baseAddress, let codeStart = code.baseAddress
        else { return nil }
        let prefix = line.count - code.count
        // memcmp(3) compares the whole code line at once (a Swift loop took a few instructions a byte).
        guard memcmp(lineStart + prefix, codeStart, code.count) == 0 else { return nil }
        // Before the code there is most often only indentation: in ASCII, a `Character` is a byte.
        for offset in 0..<prefix where line[offset] >= 0x80 { return nil }
        return prefix + 1
    }

    /// The column where `code` sits in `sourceLine`: cmark only strips indentation, so the code is a suffix.
    private static func column(of code: Substring, in sourceLine: Substring, fallback: Int) -> Int {
        if code.isEmpty { return fallback }
        // In time linear in the line: Foundation's search below takes minutes on a line of a million characters.
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
