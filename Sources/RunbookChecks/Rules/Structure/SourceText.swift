import MarkdownTree
import RunbookKit

/// What the structure rules share for finding exact columns in source lines.
enum SourceText {
    /// The 1-based column (in Unicode scalars) of `needle` in `line`, searching from 1-based `column`.
    static func column(of needle: String, in line: Substring, from column: Int = 1) -> Int? {
        ByteSearch.withBytes(of: line) { bytes in
            let start = offset(ofColumn: column, in: bytes)
            let found = ByteSearch.withBytes(of: needle) { ByteSearch.firstOffset(of: $0, in: bytes, from: start) }
            return found.map { ByteSearch.scalarColumn(of: $0, in: bytes) }
        }
    }

    /// The 1-based scalar column of UTF-8 `offset` in `bytes`.
    static func scalarColumn<Bytes: RandomAccessCollection<UInt8>>(ofOffset offset: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        1 + bytes.prefix(offset).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The UTF-8 offset of 1-based scalar `column` in `bytes` (the end when the line is shorter).
    static func offset<Bytes: RandomAccessCollection<UInt8>>(ofColumn column: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        var seen = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 {
                seen += 1
                if seen == column { return index }
            }
            index += 1
        }
        return bytes.count
    }

    /// A line's scalar columns and byte offsets, each way in constant or logarithmic time, for a rule that asks
    /// about many places on one line: a line of 10,000 nested list items asked about item by item must not be
    /// walked from its start for each.
    struct LineColumns {
        /// For each byte and one past the last, the number of scalars before it; empty when the line is ASCII.
        private let scalarsBefore: [Int32]
        private let count: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard bytes.contains(where: { $0 >= 0x80 }) else {
                scalarsBefore = []
                return
            }
            var table = [Int32](repeating: 0, count: bytes.count + 1)
            var scalars: Int32 = 0
            for (offset, byte) in bytes.enumerated() {
                table[offset] = scalars
                if byte & 0xC0 != 0x80 { scalars += 1 }
            }
            table[bytes.count] = scalars
            scalarsBefore = table
        }

        /// `SourceText.offset(ofColumn:in:)` on this line.
        func offset(ofColumn column: Int) -> Int {
            guard !scalarsBefore.isEmpty else { return min(max(column - 1, 0), count) }
            // The first byte with column - 1 scalars before it starts the scalar at `column`.
            var low = 0
            var high = scalarsBefore.count
            while low < high {
                let middle = (low + high) / 2
                if Int(scalarsBefore[middle]) < column - 1 { low = middle + 1 } else { high = middle }
            }
            return min(low, count)
        }

        /// `SourceText.scalarColumn(ofOffset:in:)` on this line.
        func scalarColumn(ofOffset offset: Int) -> Int {
            guard !scalarsBefore.isEmpty else { return min(offset, count) + 1 }
            return Int(scalarsBefore[min(offset, count)]) + 1
        }
    }

    /// How far a line's text is indented, in columns, a tab advancing to the next multiple of 4.
    static func indentation(_ line: Substring) -> Int {
        indentation(bytes: line.utf8)
    }

    /// How far a line given as bytes is indented, as `indentation(_:)` counts it.
    static func indentation(bytes: some Sequence<UInt8>) -> Int {
        var width = 0
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                width += 1
            } else if byte == UInt8(ascii: "\t") {
                width += 4 - width % 4
            } else {
                break
            }
        }
        return width
    }

    /// The 1-based column of the first character that is not a space, tab or block-quote `>`.
    static func contentColumn(_ line: Substring) -> Int {
        var column = 1
        for scalar in line.unicodeScalars {
            guard scalar == " " || scalar == "\t" || scalar == ">" else { break }
            column += 1
        }
        return column
    }

    /// Whether a line holds nothing but spaces and tabs.
    static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// `<name>` as the page's readers write it in messages.
    static func placeholder(_ name: String) -> String { "<" + name + ">" }
}
