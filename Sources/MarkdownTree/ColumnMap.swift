/// Converts cmark's byte columns into Unicode-scalar columns, each line counted when a node on it is first asked
/// about: the many nodes of a long line cost one walk of it, not one each.
struct ColumnMap {
    /// The page's UTF-8 bytes, owned by the caller, valid while the map is used.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where each line starts: only `\n` ends lines (`MarkdownParser.parse` made them so).
    private let lineStarts: [Int]
    /// For each line counted, the scalars before each of its bytes and one past them; empty for an ASCII line.
    private var scalarsBefore: [[Int32]?]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        scalarsBefore = Array(repeating: nil, count: lineStarts.count)
    }

    mutating func scalarColumn(line: Int, byte column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return column }
        guard column >= 1 else { return 1 }
        let start = lineStarts[line - 1]
        let limit = min(start + column - 1, bytes.count)
        // The line's end is the next line's start (its line ending included), or one past the text's last byte.
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count + 1
        guard limit < end else {
            // Past the line's end (cmark never asks, but the conversion must not fail): counted by walking.
            return bytes[start..<limit].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        }
        if scalarsBefore[line - 1] == nil {
            let text = bytes[start..<min(end, bytes.count)]
            scalarsBefore[line - 1] =
                text.allSatisfy { $0 < 0x80 }
                ? [] : text.reduce(into: [0]) { $0.append($0.last! + ($1 & 0xC0 != 0x80 ? 1 : 0)) }
        }
        let counts = scalarsBefore[line - 1]!
        return (counts.isEmpty ? limit - start : Int(counts[limit - start])) + 1
    }
}
