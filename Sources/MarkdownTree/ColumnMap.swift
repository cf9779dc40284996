#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts cmark's byte columns into Unicode-scalar columns, line by line, computing only what is asked.
///
/// On an ASCII line a byte column is the scalar column. A line with other bytes gets, the first time it is asked
/// about, the number of scalars before each of its bytes, so every later request on it is one lookup: nodes are
/// asked about twice each (start and end), several on a line, and a long line must not be walked for each.
/// A column past its line's end (cmark never gives one, but the conversion must not fail) is counted by walking.
struct ColumnMap {
    /// The page's UTF-8 bytes, owned by the caller.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offset where each line starts (after `\n`, `\r\n` or a lone `\r`), found on first use.
    private var lineStarts: [Int] = []
    /// What is known of each line: not yet looked at, ASCII, or counted into `scalarsBefore`.
    private var lineStates: [LineState] = []
    /// For each byte of the lines counted so far, the number of scalars between its line's start and it (one entry
    /// more than the bytes, for a column just past the last byte); empty until a non-ASCII line is asked about.
    private var scalarsBefore: [Int32] = []

    private enum LineState { case unknown, ascii, counted }

    /// A map of `bytes`, which must stay valid while it is used.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scalarColumn(line: Int, byte column: Int) -> Int {
        if lineStarts.isEmpty { findLines() }
        guard line >= 1, line <= lineStarts.count else { return column }
        guard column >= 1 else { return 1 }
        let start = lineStarts[line - 1]
        let limit = min(start + column - 1, bytes.count)
        // The line's end is the next line's start (its line ending included), or one past the text's last byte.
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count + 1
        guard limit < end else { return scalars(from: start, to: limit) + 1 }
        if lineStates[line - 1] == .unknown { look(at: line - 1, from: start, through: min(end - 1, bytes.count)) }
        if lineStates[line - 1] == .ascii { return limit - start + 1 }
        return Int(scalarsBefore[limit]) + 1
    }

    /// Tells whether line `index` is ASCII, and if not counts its scalars into `scalarsBefore[start...last]` (`last`:
    /// its last byte, or one past the text's).
    private mutating func look(at index: Int, from start: Int, through last: Int) {
        // One reduction without an early exit: a loop the compiler vectorises.
        var high: UInt8 = 0
        for offset in start..<last { high |= bytes[offset] }
        guard high >= 0x80 else {
            lineStates[index] = .ascii
            return
        }
        if scalarsBefore.isEmpty { scalarsBefore = Array(repeating: 0, count: bytes.count + 1) }
        let bytes = bytes
        scalarsBefore.withUnsafeMutableBufferPointer { table in
            var count: Int32 = 0
            for offset in start..<last {
                table[offset] = count
                if bytes[offset] & 0xC0 != 0x80 { count += 1 }
            }
            table[last] = count
        }
        lineStates[index] = .counted
    }

    /// Every byte that is not a UTF-8 continuation byte starts a scalar.
    private func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The number of scalars in `bytes[start..<limit]`.
    private func scalars(from start: Int, to limit: Int) -> Int {
        var count = 0
        for index in start..<limit where isScalarStart(bytes[index]) { count += 1 }
        return count
    }

    private mutating func findLines() {
        lineStarts.append(0)
        let bytes = bytes
        if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
            // Only `\n` ends lines (the reader gives pages so): memchr finds each, many bytes at a time.
            var index = 0
            while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index)
            {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                lineStarts.append(index)
            }
        } else {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                lineStarts.append(index)
            }
        }
        lineStates = Array(repeating: .unknown, count: lineStarts.count)
    }
}
