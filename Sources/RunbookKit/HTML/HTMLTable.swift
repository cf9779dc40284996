/// An HTML `<table>` read from a page, kept even when its markup is broken.
///
/// A table nested in a cell is a table of its own, right after the one that holds it, and not part of its cell.
public struct HTMLTable: Sendable, Equatable {
    /// Rows in source order, header rows included; a row without `<tr>` is kept, never dropped.
    let rows: [TableRow]
    /// Malformations found in the table, in source order.
    public let issues: [HTMLIssue]
}

/// The cells of one row of a table, Markdown or HTML (`<tr>`, or cells found where a `<tr>` was missing).
struct TableRow: Sendable, Equatable {
    /// Line of the row (`<tr`, or of the first cell when the row has no `<tr>`).
    let line: Int
    let cells: [TableCell]
    /// A Markdown header row; in HTML, inside `<thead>`, or when every cell is a `<th>`.
    let isHeader: Bool
}

/// A cell (`<td>`, `<th>`, a Markdown cell) or a term and what its content says, as plain text and as the spans a
/// reader looks for.
struct TableCell: Sendable, Equatable {
    /// Plain text: tags and markdown markers removed, entities decoded, whitespace (no-break spaces too) collapsed.
    ///
    /// `<br>`, `<p>` and `<div>` boundaries become a space; list and `<dt>`/`<dd>` boundaries `; ` (only a space
    /// after `.`, `;`, `,`, `!` or `?`). Images are dropped, their `alt` text too.
    let text: String
    /// Text of each non-empty code-like element (`<code>`, `<pre>`, `<var>`, `<kbd>`…), emphasis (`<em>`, `<b>`…)
    /// and markdown span (`` `…` ``, `_…_`, `*…*`), in order, as `text` writes it: a cell's name is often one.
    let spans: [String]
    /// The `colspan` attribute, 1 when absent or not a positive number.
    var columnSpan = 1
    /// The `rowspan` attribute, 1 when absent or not a positive number.
    var rowSpan = 1
}

/// A malformation found while reading a table: what, where, and the source text at fault.
public struct HTMLIssue: Sendable, Equatable {
    /// What is wrong.
    public enum Kind: Sendable, Equatable, Hashable {
        /// An end tag that closes nothing open in its cell, row or table (`</li></ul>` after plain text).
        case strayEndTag
        /// A `<td>` (or a `<th>` outside `<thead>`) with no `<tr>` open; an implied row holds it.
        case cellOutsideRow
        /// A `<th>` or `<td>` right in `<thead>` (`<thead><th>…`): the usual shorthand, but invalid HTML.
        case headerCellOutsideRow
        /// An attribute that is not `name`, `name=value`, `name="value"` or `name='value'` (`summary-"x"`).
        case malformedAttribute
        /// A `<table>` with no `</table>` before the end of the region or the next top-level table.
        case unclosedTable
        /// An element whose end tag is required (`<code>`, `<em>`, `<ul>`, `<caption>`…) still open when its cell
        /// or caption ended.
        case unclosedElement
        /// A cell left without its end tag in a row that closes its other cells (an end tag lost in an edit).
        case cellNotClosed
        /// A list item left without its `</li>` in a list whose other items have theirs.
        case listItemNotClosed
    }

    /// What is wrong.
    public let kind: Kind
    /// Line of the `<` of the tag at fault, or of the bad attribute.
    public let line: Int
    /// Column of the same, in Unicode scalars.
    public let column: Int
    /// The tag at fault (the start tag of an element left open) or the attribute, at most 120 characters.
    public let text: String
}

extension HTMLIssue {
    /// An issue at `position` whose text is `range` of `bytes`, cut so a runaway attribute stays readable.
    init(_ kind: Kind, at position: HTMLPosition, quoting range: Range<Int>, of bytes: [UInt8]) {
        let end = min(range.upperBound, range.lowerBound + 512)
        let text = String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
        self.init(kind: kind, line: position.line, column: position.column, text: String(text.prefix(120)))
    }
}
