#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts cmark's byte columns into Unicode-scalar columns, line by line, computing only what is asked.
///
/// A short line's bytes are walked once per request, which stays cheap. A long line (a hostile page can have one
/// of a million characters, with a node every few bytes) gets a table of scalar counts every `stride` bytes the
/// first time it is asked about, so a request walks at most `stride` bytes instead of the whole line.
struct ColumnMap {
    private let bytes: [UInt8]
    /// Byte offset where each line starts, built lazily on first use.
    private var lineStarts: [Int] = []
    /// Whether each line (up to its line ending) is ASCII, where a byte column is the scalar column.
    private var lineIsASCII: [Bool] = []
    /// For long lines: the number of scalars before every `stride`-th byte of the line.
    private var checkpoints: [Int: [Int]] = [:]
    private static let stride = 256
    /// The last position a walk reached: nodes come in document order, so the next request on a line is usually
    /// further along it, and the walk goes on from there instead of from the line's start (on the lines of French
    /// and Portuguese pages, which are rarely ASCII, that walk was most of the work).
    private var last = (line: 0, byte: 0, scalars: 0)

    init(text: String) {
        bytes = Array(text.utf8)
    }

    mutating func scalarColumn(line: Int, byte column: Int) -> Int {
        if lineStarts.isEmpty { buildLineStarts() }
        guard line >= 1, line <= lineStarts.count else { return column }
        let start = lineStarts[line - 1]
        let limit = min(start + column - 1, bytes.count)
        // An ASCII line needs no walk when the column stays within it (the line's end is the next start, less
        // its line ending: past it, the walk below counts on into the next line).
        if column >= 1, lineIsASCII[line - 1], limit < (line < lineStarts.count ? lineStarts[line] : bytes.count + 1) {
            return limit - start + 1
        }
        var scalars = 0
        var index = start
        if last.line == line, last.byte >= start, last.byte <= limit,
            limit - last.byte <= Self.stride || limit - start <= Self.stride
        {
            scalars = last.scalars
            index = last.byte
        } else if limit - start > Self.stride {
            let marks = checkpoints(line: line, start: start)
            let slot = min((limit - start) / Self.stride, marks.count - 1)
            scalars = marks[slot]
            index = start + slot * Self.stride
        }
        while index < limit {
            // Count every byte that is not a UTF-8 continuation byte: one per scalar.
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        last = (line, limit, scalars)
        return scalars + 1
    }

    private mutating func checkpoints(line: Int, start: Int) -> [Int] {
        if let marks = checkpoints[line] { return marks }
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var marks = [0]
        var scalars = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
            if (index - start) % Self.stride == 0 { marks.append(scalars) }
        }
        checkpoints[line] = marks
        return marks
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
