// Interim until the HTML reader lands: the minimum the reader needs.
public enum HTMLText {
    public static func decodeEntities(_ s: String) -> String {
        s.replacingAll("&lt;", with: "<").replacingAll("&gt;", with: ">").replacingAll("&quot;", with: "\"")
            .replacingAll("&nbsp;", with: " ").replacingAll("&amp;", with: "&")
    }

    public static func plainText(fromHTML s: String) -> String {
        var out = ""
        var inTag = false
        for c in s {
            if c == "<" { inTag = true } else if c == ">" && inTag { inTag = false } else if !inTag { out.append(c) }
        }
        return decodeEntities(out)
    }
}

public struct HTMLTableCell: Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let text: String
    public let codeSpans: [String]
    public let emphasisSpans: [String]
    public let isHeader: Bool
}

public struct HTMLTableRow: Sendable, Equatable {
    public let line: Int
    public let cells: [HTMLTableCell]
    public let isHeader: Bool
    public let hasRowTag: Bool
}

public struct HTMLTable: Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let caption: String?
    public let rows: [HTMLTableRow]
}

public enum HTMLTableReader {
    public static func tables(in html: String, line: Int, column: Int) -> [HTMLTable] {
        var rows: [HTMLTableRow] = []
        var cells: [HTMLTableCell] = []
        var current: (line: Int, text: String)?
        var lineNumber = line
        var seenTable = false
        for sourceLine in html.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(sourceLine)
            while !rest.isEmpty {
                if rest.hasPrefix("<table") { seenTable = true }
                if rest.hasPrefix("<td") || rest.hasPrefix("<th") {
                    if let close = rest.firstIndex(of: ">") {
                        current = (lineNumber, "")
                        rest = rest[rest.index(after: close)...]
                        continue
                    }
                }
                if rest.hasPrefix("</td>") || rest.hasPrefix("</th>") {
                    if let cell = current {
                        let codes = codeSpans(cell.text)
                        cells.append(
                            HTMLTableCell(
                                line: cell.line, column: 1, text: HTMLText.plainText(fromHTML: cell.text),
                                codeSpans: codes, emphasisSpans: [], isHeader: false))
                    }
                    current = nil
                    rest = rest.dropFirst(5)
                    continue
                }
                if rest.hasPrefix("</tr>") {
                    if !cells.isEmpty {
                        rows.append(HTMLTableRow(line: cells[0].line, cells: cells, isHeader: false, hasRowTag: true))
                    }
                    cells = []
                }
                if current != nil { current!.text.append(rest.first!) }
                rest = rest.dropFirst()
            }
            if current != nil { current!.text.append(" ") }
            lineNumber += 1
        }
        return seenTable ? [HTMLTable(line: line, column: column, caption: nil, rows: rows)] : []
    }

    private static func codeSpans(_ html: String) -> [String] {
        var spans: [String] = []
        var rest = html[...]
        while let open = rest.firstRange(of: "<code>"), let close = rest[open.upperBound...].firstRange(of: "</code>") {
            spans.append(HTMLText.decodeEntities(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        rest = html[...]
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            spans.append(HTMLText.decodeEntities(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return spans
    }
}
