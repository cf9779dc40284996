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
        if start < column {
            offset = 0
            column = 1
        }
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return nil }
        var offset = offset
        var column = column
        let found = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            while column < start, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            var index = offset
            var scalars = column - 1
            while index + pattern.count <= bytes.count {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { scalars += 1 }
                if byte == pattern[0] {
                    var matched = 1
                    while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return scalars }
                }
                index += 1
            }
            return nil
        }
        let result = line.utf8.withContiguousStorageIfAvailable(found) ?? Array(line.utf8).withUnsafeBufferPointer(found)
        self.offset = offset
        self.column = column
        return result
    }
}
