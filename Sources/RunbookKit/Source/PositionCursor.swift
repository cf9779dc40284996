/// Turns byte offsets of a page, or of a region of it, into 1-based lines and columns as every report counts them,
/// walking forward only.
///
/// Lines end with `\n`, `\r\n` or a lone `\r`, as in CommonMark; columns count Unicode scalars, and bytes that are not
/// UTF-8 (a page refused as binary can hold them) count as an editor shows them: one column for each replacement
/// character `String(decoding:as:)` would make.
struct PositionCursor {
    let bytes: [UInt8]
    /// Where `bytes` starts in the page, then where the cursor is; later lines start at column 1.
    var line = 1
    var column = 1
    var offset = 0

    /// The position of the byte at `target`, at or after the last one asked.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        assert(target >= offset, "positions are asked in source order")
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte == 0x0A || (byte == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
                offset += 1
                continue
            }
            var parser = Unicode.UTF8.ForwardParser()
            var scalar = bytes[offset..<end].makeIterator()
            switch parser.parseScalar(from: &scalar) {
            case .valid(let encoded): offset += encoded.count
            case .error(let length): offset += length
            case .emptyInput: offset += 1
            }
            column += 1
        }
        return (line, column)
    }
}
