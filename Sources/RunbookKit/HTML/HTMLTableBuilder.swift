/// Assembles one `HTMLTable` from the tokens between its `<table>` and `</table>`, without a tree.
///
/// Follows what browsers do where it matters for reading: a cell ends at the next cell, row or section
/// tag; a cell without a `<tr>` gets an implied row (kept and reported, the usual `<thead><th>` shorthand apart from
/// the others); an end tag that closes nothing is reported and otherwise ignored.
struct HTMLTableBuilder {
    typealias Position = (line: Int, column: Int)

    private enum Section { case none, head, body, foot }

    private struct OpenRow {
        let position: Position
        let hasRowTag: Bool
        let inHead: Bool
        var cells: [HTMLTableCell] = []
    }

    private struct OpenCell {
        let position: Position
        let range: Range<Int>
        let name: String
        let isHeader: Bool
        let columnSpan: Int
        var content: HTMLInlineCollector
    }

    private struct OpenCaption {
        let position: Position
        let range: Range<Int>
        var content: HTMLInlineCollector
    }

    /// Rank of the `<table>` in the region, to return tables in source order.
    let order: Int
    let depth: Int
    private let bytes: [UInt8]
    private let position: Position
    private let range: Range<Int>
    private let summary: String?
    /// False when only the issues are wanted: cells, rows and caption are then not assembled.
    private let keepsContent: Bool
    private var section = Section.none
    private var caption: OpenCaption?
    private var captionText: String?
    private var rows: [HTMLTableRow] = []
    private var row: OpenRow?
    private var cell: OpenCell?
    private var issues: [HTMLIssue] = []
    /// In the open row, how many cells an end tag of their own closed, and the cells left open: those are issues
    /// only when the row closes its other cells, as its writer meant.
    private var closedCells = 0
    private var cellsLeftOpen: [HTMLIssue] = []

    /// A table whose `<table>` tag is `range` of `bytes`, at `position` in the page.
    init(
        bytes: [UInt8], range: Range<Int>, position: Position, order: Int, depth: Int, summary: String?,
        keepsContent: Bool
    ) {
        self.bytes = bytes
        self.keepsContent = keepsContent
        self.range = range
        self.order = order
        self.depth = depth
        self.position = position
        self.summary = summary
    }

    /// True while reading a cell or the caption, where a `<table>` starts a nested table.
    var isInContent: Bool { cell != nil || caption != nil }

    mutating func report(_ issue: HTMLIssue) {
        issues.append(issue)
    }

    private mutating func report(_ kind: HTMLIssue.Kind, at: Position, range: Range<Int>) {
        issues.append(HTMLIssue(kind: kind, line: at.line, column: at.column, text: snippet(range)))
    }

    mutating func text(_ range: Range<Int>, cursor: inout HTMLSourceCursor) {
        if caption != nil || cell != nil {
            // Text inside a cell or the caption is never at fault: it is read only for the content.
            guard keepsContent else { return }
            if caption != nil {
                caption?.content.appendText(range)
            } else {
                cell?.content.appendText(range)
            }
        } else if let first = range.first(where: { !isHTMLSpace(bytes[$0]) }) {
            var last = range.upperBound
            while isHTMLSpace(bytes[last - 1]) { last -= 1 }
            report(.contentOutsideCell, at: cursor.position(of: first), range: first..<last)
        }
    }

    mutating func start(_ tag: HTMLTag, at: Position) {
        switch tag.name {
        case "caption":
            closeCaption()
            closeRow()
            caption = OpenCaption(
                position: at, range: tag.range, content: HTMLInlineCollector(bytes: bytes, keepsText: keepsContent))
        case "thead", "tbody", "tfoot":
            closeCaption()
            closeRow()
            section = tag.name == "thead" ? .head : tag.name == "tbody" ? .body : .foot
        case "tr":
            closeCaption()
            closeRow()
            row = OpenRow(position: at, hasRowTag: true, inHead: section == .head)
        case "td", "th":
            closeCaption()
            closeCell()
            if row == nil {
                report(section == .head ? .headerCellOutsideRow : .cellOutsideRow, at: at, range: tag.range)
                row = OpenRow(position: at, hasRowTag: false, inHead: section == .head)
            }
            let span = tag.attributes.first { $0.name == "colspan" }?.value
                .flatMap { Int(String(decoding: bytes[$0], as: UTF8.self)) }
            cell = OpenCell(
                position: at, range: tag.range, name: tag.name, isHeader: tag.name == "th" || row?.inHead == true,
                columnSpan: max(span ?? 1, 1),
                content: HTMLInlineCollector(bytes: bytes, keepsText: keepsContent))
            if tag.selfClosing { closeCell(ended: true) }
        case "colgroup", "col":
            break
        default:
            if caption != nil {
                caption?.content.start(tag.name, selfClosing: tag.selfClosing, line: at.line, column: at.column,
                                       range: tag.range)
            } else if cell != nil {
                cell?.content.start(tag.name, selfClosing: tag.selfClosing, line: at.line, column: at.column,
                                    range: tag.range)
            } else {
                report(.contentOutsideCell, at: at, range: tag.range)
            }
        }
    }

    mutating func end(_ name: String, at: Position, range: Range<Int>) {
        switch name {
        case "caption" where caption != nil:
            closeCaption(implicitly: false)
        case "td" where cell != nil, "th" where cell != nil:
            if cell?.name != name {
                report(.mismatchedEndTag(name), at: at, range: range)
            }
            closeCell(ended: true)
        case "tr" where caption == nil && row != nil:
            closeRow()
        case "thead" where section == .head, "tbody" where section == .body, "tfoot" where section == .foot:
            closeCaption()
            closeRow()
            section = .none
        case "colgroup", "col":
            break
        default:
            if caption != nil {
                caption?.content.end(name, line: at.line, column: at.column, range: range)
            } else if cell != nil {
                cell?.content.end(name, line: at.line, column: at.column, range: range)
            } else {
                report(.strayEndTag(name), at: at, range: range)
            }
        }
    }

    /// The finished table; `closed` is false when no `</table>` ended it.
    mutating func finish(end: Position, closed: Bool) -> HTMLTable {
        closeCaption()
        closeRow()
        if !closed {
            report(.unclosedTable, at: position, range: range)
        }

        let ordered = issues.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        return HTMLTable(
            line: position.line, column: position.column, endLine: end.line, endColumn: end.column,
            caption: captionText, summary: summary, rows: rows, issues: ordered, nestingDepth: depth)
    }

    /// Ends the caption; `implicitly` when something other than `</caption>` ended it.
    private mutating func closeCaption(implicitly: Bool = true) {
        guard var open = caption.take() else { return }
        open.content.close()
        collect(open.content)
        if implicitly {
            report(.unclosedElement("caption"), at: open.position, range: open.range)
        }
        guard keepsContent else { return }
        let (text, _) = open.content.finish()
        if captionText == nil && !text.isEmpty { captionText = text }
    }

    private func snippet(_ range: Range<Int>) -> String {
        HTMLTableReader.snippet(bytes, range)
    }

    /// What a cell or caption's content found.
    private mutating func collect(_ content: HTMLInlineCollector) {
        issues += content.issues
    }

    /// Ends the open cell; `ended` when its own end tag (or `<td/>`) does.
    private mutating func closeCell(ended: Bool = false) {
        guard var open = cell.take() else { return }
        open.content.close()
        collect(open.content)
        if ended {
            closedCells += 1
        } else {
            cellsLeftOpen.append(
                HTMLIssue(kind: .cellNotClosed, line: open.position.line, column: open.position.column,
                          text: snippet(open.range)))
        }
        guard keepsContent else { return }
        let (text, spans) = open.content.finish()
        let finished = HTMLTableCell(
            line: open.position.line, column: open.position.column, text: text,
            codeSpans: spans.filter { $0.0 == .code }.map(\.1),
            emphasisSpans: spans.filter { $0.0 == .emphasis }.map(\.1),
            listItems: spans.filter { $0.0 == .listItem }.map(\.1),
            isHeader: open.isHeader, columnSpan: open.columnSpan)
        row?.cells.append(finished)
    }

    private mutating func closeRow() {
        closeCell()
        if closedCells > 0 { issues += cellsLeftOpen }
        closedCells = 0
        cellsLeftOpen = []
        guard let open = row.take(), keepsContent else { return }
        let allHeaders = !open.cells.isEmpty && open.cells.allSatisfy(\.isHeader)
        rows.append(HTMLTableRow(
            line: open.position.line, column: open.position.column, cells: open.cells,
            isHeader: open.inHead || allHeaders, hasRowTag: open.hasRowTag))
    }
}
