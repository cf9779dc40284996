/// Converts cmark's byte columns into Unicode-scalar columns, each line looked at when a node on it is first asked
/// about: the many nodes of a long line cost one walk of it, not one each.
struct ColumnMap {
    /// The page's UTF-8 bytes, owned by the caller, valid while the map is used.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where each line starts.
    private let lineStarts: [Int]
    /// For each line: nil until looked at, then whether it is ASCII.
    private var isASCII: [Bool?]
    /// For each byte of the non-ASCII lines looked at, the scalars between its line's start and it (one entry more
    /// than the bytes, for a column just past the last one).
    private var scalarsBefore: [Int32] = []

    /// The map of `bytes`, whose lines (split at each `\n`) are `lines`: their lengths give where each starts.
    init(bytes: UnsafeBufferPointer<UInt8>, lines: [Substring]) {
        self.bytes = bytes
        var start = 0
        lineStarts = lines.map { line in
            defer { start += line.utf8.count + 1 }
            return start
        }
        assert(start == bytes.count + 1, "the lines are not the text's")
        isASCII = Array(repeating: nil, count: lines.count)
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
        if isASCII[line - 1] == nil { look(at: line - 1, from: start, through: min(end - 1, bytes.count)) }
        return isASCII[line - 1]! ? limit - start + 1 : Int(scalarsBefore[limit]) + 1
    }

    /// The byte column of 1-based `line`'s last byte before its line ending; 0 for an empty line.
    mutating func lastColumn(line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 0 }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return end - lineStarts[line - 1]
    }

    /// Tells whether a line is ASCII, and if not counts its scalars into `scalarsBefore[start...last]`.
    private mutating func look(at line: Int, from start: Int, through last: Int) {
        // One reduction without an early exit: a loop the compiler vectorises.
        var high: UInt8 = 0
        for offset in start..<last { high |= bytes[offset] }
        isASCII[line] = high < 0x80
        guard high >= 0x80 else { return }
        if scalarsBefore.isEmpty {
            // Not zeroed first: only the entries of the lines looked at are read, and this writes them all.
            scalarsBefore = Array(unsafeUninitializedCapacity: bytes.count + 1) { $1 = bytes.count + 1 }
        }
        var count: Int32 = 0
        for offset in start..<last {
            scalarsBefore[offset] = count
            if bytes[offset] & 0xC0 != 0x80 { count += 1 }
        }
        scalarsBefore[last] = count
    }
}
