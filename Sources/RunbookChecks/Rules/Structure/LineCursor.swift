import RunbookKit

/// Searches one source line again and again from columns that mostly increase, remembering where the last search
/// started so the line's bytes before it are not walked again.
///
/// A hostile page can hold tens of thousands of links on one line of a million characters; finding each from the
/// start of the line made checking it take minutes.
struct LineCursor {
    /// The line searched.
    let line: Substring
    /// The byte offset and scalar column of the last search's start.
    private var offset = 0
    private var column = 1

    init(_ line: Substring) {
        self.line = line
    }

    /// The 1-based column (in Unicode scalars) of `needle` in the line, searching from 1-based `start`.
    mutating func column(of needle: String, from start: Int) -> Int? {
        if start < column { (offset, column) = (0, 1) }
        return ByteSearch.withBytes(of: line) { bytes in
            while column < start, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            let from = offset
            guard let found = ByteSearch.withBytes(of: needle, { ByteSearch.firstOffset(of: $0, in: bytes, from: from) })
            else { return nil }
            return column + SourceText.scalarColumn(ofOffset: found - from, in: UnsafeBufferPointer(rebasing: bytes[from...])) - 1
        }
    }
}
