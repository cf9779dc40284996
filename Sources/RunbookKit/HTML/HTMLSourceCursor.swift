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
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}
