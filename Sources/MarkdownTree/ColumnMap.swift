/// Converts cmark's byte columns into Unicode-scalar columns, line by line, computing only what is asked.
///
/// Most lines are ASCII, where the two agree; for the others the line's bytes are walked once per request,
/// which stays cheap because lines are short and few nodes start on the same non-ASCII line.
struct ColumnMap {
    private let bytes: [UInt8]
    /// Byte offset where each line starts, built lazily on first use.
    private var lineStarts: [Int] = []

    init(text: String) {
        bytes = Array(text.utf8)
    }

    mutating func scalarColumn(line: Int, byte column: Int) -> Int {
        if lineStarts.isEmpty { buildLineStarts() }
        guard line >= 1, line <= lineStarts.count else { return column }
        let start = lineStarts[line - 1]
        let limit = min(start + column - 1, bytes.count)
        var scalars = 0
        var index = start
        while index < limit {
            // Count every byte that is not a UTF-8 continuation byte: one per scalar.
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return scalars + 1
    }

    private mutating func buildLineStarts() {
        lineStarts.reserveCapacity(bytes.count / 40 + 1)
        lineStarts.append(0)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lineStarts.append(index + 1)
            }
            index += 1
        }
    }
}
