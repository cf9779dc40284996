/// A 1-based line and column of the page, the column counted in Unicode scalars.
typealias HTMLPosition = (line: Int, column: Int)

/// Reads the `<table>`s of an HTML region of a page, however malformed, in one pass without a DOM.
///
/// Foundation's XML parser drops the rows of a broken table; this reader keeps every row and cell it
/// can see and reports what is wrong as `HTMLIssue` values instead.
enum HTMLTableReader {
    /// The tables in `tokens`, `HTMLScanner`'s of `bytes`, in the order of their `<table>` tags.
    ///
    /// Text outside tables is ignored. A region's HTML is cut into tokens once for its tables and the rest of its
    /// documentation (`StepAssembler.flushHTML`). `line` and `column` are where `bytes` starts in the page; later
    /// lines start at column 1 (the region keeps the page's indentation). A `<table>` between the cells of an open
    /// table ends it, as in browsers.
    static func tables(_ tokens: [HTMLToken], of bytes: [UInt8], line: Int, column: Int) -> [HTMLTable] {
        var cursor = PositionCursor(bytes: bytes, line: line, column: column)
        var open: [TableBuilder] = []
        // A slot for each `<table>`, in source order: a nested table is finished before the one that holds it.
        var done: [HTMLTable?] = []
        func finish(closed: Bool) {
            let table = open.removeLast()
            done[table.slot] = table.finished(closed: closed)
        }
        for token in tokens {
            guard case .tag(let tag) = token else {
                if case .text(let range) = token, !open.isEmpty { open[open.count - 1].text(range) }
                continue
            }
            let opensTable = tag.name == "table" && !tag.isEnd
            if open.isEmpty, tag.isEnd, let last = done.indices.last, tag.name == "table", let table = done[last] {
                // A `</table>` after the region's tables are closed closes nothing: the last one's stray end tag.
                let stray = HTMLIssue(
                    .strayEndTag, at: cursor.position(of: tag.range.lowerBound), quoting: tag.range, of: bytes)
                done[last] = HTMLTable(rows: table.rows, issues: table.issues + [stray])
                continue
            }
            guard opensTable || !open.isEmpty else { continue }
            while opensTable, let top = open.last, top.content == nil { finish(closed: false) }
            // Positions are asked in source order: the cursor only walks forward.
            let at = cursor.position(of: tag.range.lowerBound)
            if opensTable {
                open.append(TableBuilder(slot: done.count, bytes: bytes, position: at, range: tag.range))
                done.append(nil)
            } else if tag.name == "table" {
                finish(closed: true)
            } else if tag.isEnd {
                open[open.count - 1].end(tag.name, at: at, range: tag.range)
            } else {
                open[open.count - 1].start(tag, at: at)
            }
            guard !open.isEmpty else { continue }
            for range in tag.malformedAttributes {
                let position = cursor.position(of: range.lowerBound)
                open[open.count - 1].report(.malformedAttribute, at: position, range: range)
            }
        }
        while !open.isEmpty { finish(closed: false) }
        return done.compactMap { $0 }
    }
}

/// Assembles one `HTMLTable` from the tokens between its `<table>` and `</table>`, without a tree.
///
/// Follows what browsers do where it matters for reading: a cell ends at the next cell, row or section tag; a cell
/// without a `<tr>` gets an implied row; an end tag that closes nothing is reported and otherwise ignored.
private struct TableBuilder {
    enum Section { case none, head, body, foot }

    struct OpenRow {
        let line: Int
        let inHead: Bool
        var cells: [TableCell] = []
        var allHeaders = true
    }

    /// A cell, or the caption (`name` is then "caption").
    struct OpenContent {
        let name: String
        let position: HTMLPosition
        let range: Range<Int>
        var isHeader = false
        var columnSpan = 1
        var rowSpan = 1
        var text: HTMLCellText
    }

    let slot: Int
    let bytes: [UInt8]
    /// Where the `<table>` tag is, and its bytes.
    let position: HTMLPosition
    let range: Range<Int>
    var section = Section.none
    var content: OpenContent?
    var rows: [TableRow] = []
    var row: OpenRow?
    var issues: [HTMLIssue] = []
    /// In the open row, how many cells an end tag of their own closed, and the cells left open: those are issues
    /// only when the row closes its other cells, as its writer meant.
    var closedCells = 0
    var cellsLeftOpen: [HTMLIssue] = []

    var cellText: HTMLCellText { HTMLCellText(bytes: bytes) }

    var isCaptionOpen: Bool { content?.name == "caption" }
    var isCellOpen: Bool { content != nil && !isCaptionOpen }

    mutating func report(_ kind: HTMLIssue.Kind, at: HTMLPosition, range: Range<Int>) {
        issues.append(HTMLIssue(kind, at: at, quoting: range, of: bytes))
    }

    /// Text in a cell; the caption's, and text between cells (browsers move it out of the table), is not read.
    mutating func text(_ range: Range<Int>) {
        if !isCaptionOpen { content?.text.appendText(range) }
    }

    mutating func start(_ tag: HTMLTag, at: HTMLPosition) {
        switch tag.name {
        case "caption", "thead", "tbody", "tfoot", "tr":
            closeRow()
            switch tag.name {
            case "caption": content = OpenContent(name: tag.name, position: at, range: tag.range, text: cellText)
            case "tr": row = OpenRow(line: at.line, inHead: section == .head)
            default: section = tag.name == "thead" ? .head : tag.name == "tbody" ? .body : .foot
            }
        case "td", "th":
            closeContent()
            if row == nil {
                report(section == .head ? .headerCellOutsideRow : .cellOutsideRow, at: at, range: tag.range)
                row = OpenRow(line: at.line, inHead: section == .head)
            }
            func span(_ name: String) -> Int {
                let value = tag.attributes.first { $0.name == name }?.value.flatMap {
                    Int(String(decoding: bytes[$0], as: UTF8.self))
                }
                return max(value ?? 1, 1)
            }
            content = OpenContent(
                name: tag.name, position: at, range: tag.range, isHeader: tag.name == "th" || row?.inHead == true,
                columnSpan: span("colspan"), rowSpan: span("rowspan"), text: cellText)
            if tag.selfClosing { closeContent(ended: true) }
        case "colgroup", "col":
            break
        default:
            content?.text.start(tag, at: at)
        }
    }

    mutating func end(_ name: String, at: HTMLPosition, range: Range<Int>) {
        switch name {
        case "caption" where isCaptionOpen:
            closeContent(ended: true)
        case "td" where isCellOpen, "th" where isCellOpen:
            closeContent(ended: true)
        case "tr" where !isCaptionOpen && row != nil:
            closeRow()
        case "thead" where section == .head, "tbody" where section == .body, "tfoot" where section == .foot:
            closeRow()
            section = .none
        case "colgroup", "col":
            break
        default:
            if content != nil {
                content?.text.end(name, at: at, range: range)
            } else {
                report(.strayEndTag, at: at, range: range)
            }
        }
    }

    /// The finished table; `closed` is false when no `</table>` ended it.
    func finished(closed: Bool) -> HTMLTable {
        var table = self
        table.closeRow()
        if !closed { table.report(.unclosedTable, at: position, range: range) }
        // `sorted` is stable: issues at one place keep the order they were found in.
        let ordered = table.issues.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return HTMLTable(rows: table.rows, issues: ordered)
    }

    /// Ends the open cell or caption; `ended` when its own end tag (or `<td/>`) does.
    mutating func closeContent(ended: Bool = false) {
        guard var open = content.take() else { return }
        open.text.close()
        issues += open.text.issues
        if open.name == "caption" {
            if !ended { report(.unclosedElement, at: open.position, range: open.range) }
            return
        }
        if ended {
            closedCells += 1
        } else {
            cellsLeftOpen.append(HTMLIssue(.cellNotClosed, at: open.position, quoting: open.range, of: bytes))
        }
        row?.cells.append(
            TableCell(
                text: open.text.text, spans: open.text.spans, columnSpan: open.columnSpan, rowSpan: open.rowSpan))
        if !open.isHeader { row?.allHeaders = false }
    }

    mutating func closeRow() {
        closeContent()
        if closedCells > 0 { issues += cellsLeftOpen }
        closedCells = 0
        cellsLeftOpen = []
        guard let open = row.take() else { return }
        let isHeader = open.inHead || (!open.cells.isEmpty && open.allHeaders)
        rows.append(TableRow(line: open.line, cells: open.cells, isHeader: isHeader))
    }
}
