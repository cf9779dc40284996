#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts cmark's byte columns into Unicode-scalar columns, line by line, computing only what is asked.
///
/// On an ASCII line a byte column is the scalar column. A line with other bytes gets, the first time it is asked
/// about, the number of scalars before each of its bytes, so every later request on it is one lookup: nodes are
/// asked about twice each (start and end), several on a line, and walking the line's bytes for each (with a cache
/// of the last walk and checkpoints on long lines) was most of the converter's work on French and Portuguese pages.
/// A column past its line's end (cmark never gives one, but the conversion must not fail) is counted by walking.
struct ColumnMap {
    private let bytes: [UInt8]
    /// Byte offset where each line starts, built lazily on first use.
    private var lineStarts: [Int] = []
    /// Whether each line (up to its line ending) is ASCII, where a byte column is the scalar column.
    private var lineIsASCII: [Bool] = []
    /// For each byte of the lines counted so far, the number of scalars between its line's start and it.
    ///
    /// One entry more than the bytes, for a column just past the last byte. Made, at four bytes a byte, when a first
    /// non-ASCII line is asked about.
    private var scalarsBefore: [Int32] = []
    /// Whether each line's entries in `scalarsBefore` are made.
    private var lineCounted: [Bool] = []

    init(text: String) {
        bytes = Array(text.utf8)
    }

    mutating func scalarColumn(line: Int, byte column: Int) -> Int {
        if lineStarts.isEmpty { buildLineStarts() }
        guard line >= 1, line <= lineStarts.count else { return column }
        guard column >= 1 else { return 1 }
        let start = lineStarts[line - 1]
        let limit = min(start + column - 1, bytes.count)
        // The line's end is the next line's start (its line ending included), or one past the text's last byte.
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count + 1
        guard limit < end else { return walk(from: start, to: limit) + 1 }
        if lineIsASCII[line - 1] { return limit - start + 1 }
        if scalarsBefore.isEmpty {
            scalarsBefore = Array(repeating: 0, count: bytes.count + 1)
            lineCounted = Array(repeating: false, count: lineStarts.count)
        }
        if !lineCounted[line - 1] {
            count(from: start, through: min(end - 1, bytes.count))
            lineCounted[line - 1] = true
        }
        return Int(scalarsBefore[limit]) + 1
    }

    /// Fills `scalarsBefore[start...last]`.
    private mutating func count(from start: Int, through last: Int) {
        let bytes = bytes  // a local copy (no bytes copied) to read while the table is written
        bytes.withUnsafeBufferPointer { source in
            scalarsBefore.withUnsafeMutableBufferPointer { table in
                var scalars: Int32 = 0
                for index in start..<last {
                    table[index] = scalars
                    // Every byte that is not a UTF-8 continuation byte starts a scalar.
                    if source[index] & 0xC0 != 0x80 { scalars += 1 }
                }
                table[last] = scalars
            }
        }
    }

    /// The number of scalars in `bytes[start..<limit]`, walking them.
    private func walk(from start: Int, to limit: Int) -> Int {
        var scalars = 0
        var index = start
        while index < limit {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return scalars
    }

    private mutating func buildLineStarts() {
        lineStarts.reserveCapacity(bytes.count / 40 + 1)
        lineIsASCII.reserveCapacity(bytes.count / 40 + 1)
        lineStarts.append(0)
        let bytes = bytes  // a local copy (no bytes copied) to read while the tables are written
        bytes.withUnsafeBufferPointer { buffer in
            // A text with a carriage return (not a page: pages have `\n` line endings) is walked byte by byte.
            if find(UInt8(ascii: "\r"), in: buffer, from: 0) != nil { return walkLineStarts(buffer) }
            // Otherwise each line end is found with memchr(3) and each line is tested for non-ASCII bytes in a
            // loop without branches that the compiler vectorises: this runs over every byte of every page.
            var start = 0
            while true {
                let end = find(UInt8(ascii: "\n"), in: buffer, from: start) ?? buffer.count
                var high: UInt8 = 0
                for index in start..<end { high |= buffer[index] }
                lineIsASCII.append(high < 0x80)
                if end == buffer.count { break }
                start = end + 1
                lineStarts.append(start)
            }
        }
    }

    /// The offset of the first `byte` at or after `start`, found with memchr(3).
    private func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
            let found = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// `buildLineStarts` for a text with carriage returns: `\r\n` and a lone `\r` end lines too.
    private mutating func walkLineStarts(_ bytes: UnsafeBufferPointer<UInt8>) {
        var isASCII = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(index + 1)
                lineIsASCII.append(isASCII)
                isASCII = true
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lineStarts.append(index + 1)
                lineIsASCII.append(isASCII)
                isASCII = true
            } else if byte >= 0x80 {
                isASCII = false
            }
            index += 1
        }
        lineIsASCII.append(isASCII)
    }
}
