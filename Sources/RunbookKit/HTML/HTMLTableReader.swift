/// Reads the `<table>`s of an HTML region of a page, however malformed, in one pass without a DOM.
///
/// Foundation's XML parser drops the rows of a broken table; this reader keeps every row and cell it
/// can see and reports what is wrong as `HTMLIssue` values instead.
public enum HTMLTableReader {
    /// The tables in `html`, in the order of their `<table>` tags; text outside tables is ignored.
    ///
    /// `line` and `column` are where `html` starts in the page (1-based); lines after the first are
    /// taken to start at column 1, the region keeping the page's indentation. Columns count Unicode
    /// scalars. A `<table>` inside a cell is returned as a table of its own (see `HTMLTable`); a
    /// `<table>` between the cells of an open table ends that table, as in browsers.
    public static func tables(in html: String, line: Int, column: Int) -> [HTMLTable] {
        read(html, line: line, column: column, keepsContent: true)
    }

    /// The issues of the tables in `html`, table after table as `tables(in:line:column:)` orders them, each
    /// table's in source order: the same issues as there, found without the cells' text.
    ///
    /// A checker that only reports malformations skips what costs most, the text and spans of every cell.
    public static func issues(in html: String, line: Int, column: Int) -> [HTMLIssue] {
        read(html, line: line, column: column, keepsContent: false).flatMap(\.issues)
    }

    /// The tables of `html`; without `keepsContent` their rows, caption and summary are left empty.
    private static func read(_ html: String, line: Int, column: Int, keepsContent: Bool) -> [HTMLTable] {
        let bytes = Array(html.utf8)
        var scanner = HTMLScanner(bytes: bytes)
        var cursor = HTMLSourceCursor(bytes: bytes, line: line, column: column)
        var open: [HTMLTableBuilder] = []
        var done: [(order: Int, table: HTMLTable)] = []
        var tablesSeen = 0

        while let token = scanner.next() {
            switch token {
            case .text(let range):
                if !open.isEmpty { open[open.count - 1].text(range, cursor: &cursor) }
            case .startTag(let tag):
                if tag.name == "table", let top = open.last, !top.isInContent {
                    // Asked before the tag's own position: the cursor only walks forward cheaply.
                    let end = cursor.position(of: lastByte(before: tag.range.lowerBound, in: bytes))
                    while let top = open.last, !top.isInContent {
                        var unclosed = open.removeLast()
                        done.append((unclosed.order, unclosed.finish(end: end, closed: false)))
                    }
                }
                let at = cursor.position(of: tag.range.lowerBound)
                if tag.name == "table" {
                    let summary =
                        keepsContent
                        ? tag.attributes.first { $0.name == "summary" }?.value
                            .map { HTMLText.decode(bytes, $0, nbspAsSpace: false) } : nil
                    open.append(
                        HTMLTableBuilder(
                            bytes: bytes, range: tag.range, position: at, order: tablesSeen, depth: open.count,
                            summary: summary, keepsContent: keepsContent))
                    tablesSeen += 1
                } else if !open.isEmpty {
                    open[open.count - 1].start(tag, at: at)
                }
                guard !open.isEmpty else { continue }
                for range in tag.malformedAttributes {
                    let start = cursor.position(of: range.lowerBound)
                    let text = snippet(bytes, range)
                    open[open.count - 1].report(HTMLIssue(
                        kind: .malformedAttribute(text), line: start.line, column: start.column, text: text))
                }
            case .endTag(let name, let range):
                guard !open.isEmpty else { continue }
                let at = cursor.position(of: range.lowerBound)
                if name == "table" {
                    let end = cursor.position(of: range.upperBound - 1)
                    var closed = open.removeLast()
                    done.append((closed.order, closed.finish(end: end, closed: true)))
                } else {
                    open[open.count - 1].end(name, at: at, range: range)
                }
            }
        }
        if !open.isEmpty {
            let end = cursor.position(of: lastByte(before: bytes.count, in: bytes))
            while var unclosed = open.popLast() {
                done.append((unclosed.order, unclosed.finish(end: end, closed: false)))
            }
        }
        return done.sorted { $0.order < $1.order }.map(\.table)
    }

    /// The source of `range` for an issue, cut at 120 characters so a runaway attribute stays readable.
    static func snippet(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let upper = min(range.upperBound, range.lowerBound + 512)
        let text = String(decoding: bytes[range.lowerBound..<upper], as: UTF8.self)
        return text.count > 120 ? String(text.prefix(120)) : text
    }

    /// The offset of the last non-space byte before `offset` (the start of its scalar), or 0.
    private static func lastByte(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset - 1
        while index > 0, isHTMLSpace(bytes[index]) { index -= 1 }
        while index > 0, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return max(index, 0)
    }
}
