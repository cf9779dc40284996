import CPageArena

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
///
/// It reads the page's bytes where they are and keeps its table in the page arena (`CPageArena`), so it lives
/// only inside `MarkdownParser.parse`, before the arena is reset: a table as large as the page, made fresh for
/// every page, cost a page fault per 4 KB of it (a fifth of the check's faults, with the copy of the bytes).
struct ColumnMap {
    /// The page's UTF-8 bytes, owned by the caller.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offset where each line starts, built lazily on first use.
    private var lineStarts: [Int] = []
    /// Whether each line (up to its line ending) is ASCII, where a byte column is the scalar column.
    private var lineIsASCII: [Bool] = []
    /// For each byte of the lines counted so far, the number of scalars between its line's start and it.
    ///
    /// One entry more than the bytes, for a column just past the last byte. Made in the page arena, at four bytes a
    /// byte and not initialised, when a first non-ASCII line is asked about; a line's entries are written when it
    /// is first counted, and only counted lines' entries are read.
    private var scalarsBefore: UnsafeMutablePointer<Int32>?
    /// Whether each line's entries in `scalarsBefore` are made.
    private var lineCounted: [Bool] = []

    /// A map of `bytes`, which must stay valid, and the thread's page arena not be reset, while it is used.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
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
        let table: UnsafeMutablePointer<Int32>
        if let made = scalarsBefore {
            table = made
        } else {
            table = page_arena_alloc((bytes.count + 1) * MemoryLayout<Int32>.stride)
                .bindMemory(to: Int32.self, capacity: bytes.count + 1)
            scalarsBefore = table
            lineCounted = Array(repeating: false, count: lineStarts.count)
        }
        if !lineCounted[line - 1] {
            count(from: start, through: min(end - 1, bytes.count), into: table)
            lineCounted[line - 1] = true
        }
        return Int(table[limit]) + 1
    }

    /// Fills `table[start...last]`.
    private func count(from start: Int, through last: Int, into table: UnsafeMutablePointer<Int32>) {
        var scalars: Int32 = 0
        for index in start..<last {
            table[index] = scalars
            // Every byte that is not a UTF-8 continuation byte starts a scalar.
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        }
        table[last] = scalars
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
        let buffer = bytes
        // A text with a carriage return (not a page: pages have `\n` line endings) is walked byte by byte.
        if find(UInt8(ascii: "\r"), in: buffer, from: 0) != nil { return walkLineStarts(buffer) }
        // Otherwise each line end is found with memchr(3) and each line is tested for non-ASCII bytes in a loop
        // without branches that the compiler vectorises: this runs over every byte of every page. The whole page
        // is tested first, in one such loop: on a page that is all ASCII (about half of them) no line is tested,
        // and a line's loop, a few dozen bytes long, costs more in its set-up than a page's does.
        var pageHigh: UInt8 = 0
        for index in 0..<buffer.count { pageHigh |= buffer[index] }
        let pageIsASCII = pageHigh < 0x80
        var start = 0
        while true {
            let end = find(UInt8(ascii: "\n"), in: buffer, from: start) ?? buffer.count
            var high: UInt8 = 0
            if !pageIsASCII { for index in start..<end { high |= buffer[index] } }
            lineIsASCII.append(high < 0x80)
            if end == buffer.count { break }
            start = end + 1
            lineStarts.append(start)
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
