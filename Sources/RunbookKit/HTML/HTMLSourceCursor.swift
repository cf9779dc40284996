/// Turns byte offsets of a region into 1-based page lines and columns, walking forward only.
///
/// Columns count Unicode scalars (a tab is one column, `é` is one column); line breaks are `\n`,
/// `\r\n` and a lone `\r`, as in CommonMark. The region's first line starts at `column`; later lines
/// start at column 1 because the region keeps the page's indentation.
struct HTMLSourceCursor {
    private let bytes: [UInt8]
    private let firstLine: Int
    private let firstColumn: Int
    private var offset = 0
    private var line: Int
    private var column: Int

    init(bytes: [UInt8], line: Int, column: Int) {
        self.bytes = bytes
        self.firstLine = line
        self.firstColumn = column
        self.line = line
        self.column = column
    }

    /// The position of the byte at `target`; amortised linear when targets mostly increase.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        if target < offset {
            offset = 0
            line = firstLine
            column = firstColumn
        }
        let end = min(target, bytes.count)
        guard offset < end else { return (line, column) }
        // Walked on locals over the buffer, the bytes above `\r` (nearly all) tested first: every byte of a table
        // region is walked once, and a subscript of the array checked its bounds at each.
        var (offset, line, column) = (offset, line, column)
        bytes.withUnsafeBufferPointer { buffer in
            while offset < end {
                let byte = buffer[offset]
                if byte > 0x0D {
                    if byte & 0xC0 != 0x80 { column += 1 }
                } else if byte == 0x0A || (byte == 0x0D && (offset + 1 >= buffer.count || buffer[offset + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
                offset += 1
            }
        }
        (self.offset, self.line, self.column) = (offset, line, column)
        return (line, column)
    }
}
