import MarkdownTree
import RunbookKit

/// What the rules and the text report share for reading source lines: exact columns, scalars, indentation
/// (`ByteSearch` finds bytes in them).
enum SourceText {
    /// A line's scalar columns and byte offsets, each way in constant or logarithmic time, for a rule that asks
    /// about many places on one line: a hostile page can hold tens of thousands of links or nested list items on one
    /// line of a million characters, and walking it from its start for each made checking it take minutes.
    struct LineColumns {
        /// The line.
        let line: Substring
        /// For each byte and one past the last, the number of scalars before it; empty when the line is ASCII.
        private let scalarsBefore: [Int32]
        private let count: Int

        init(_ line: Substring) {
            self.line = line
            count = line.utf8.count
            scalarsBefore = ByteSearch.withBytes(of: line) { bytes in
                guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
                var table = [Int32](repeating: 0, count: bytes.count + 1)
                var scalars: Int32 = 0
                for (offset, byte) in bytes.enumerated() {
                    table[offset] = scalars
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                }
                table[bytes.count] = scalars
                return table
            }
        }

        /// The UTF-8 offset of 1-based scalar `column` (the end when the line is shorter).
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

        /// The 1-based scalar column of UTF-8 `offset`.
        func scalarColumn(ofOffset offset: Int) -> Int {
            guard !scalarsBefore.isEmpty else { return min(offset, count) + 1 }
            return Int(scalarsBefore[min(offset, count)]) + 1
        }

        /// The 1-based column of `needle` in the line, searching from 1-based `column`.
        func column(of needle: String, from column: Int = 1) -> Int? {
            let start = offset(ofColumn: column)
            let found = ByteSearch.withBytes(of: line) { bytes in
                ByteSearch.withBytes(of: needle) { ByteSearch.firstOffset(of: $0, in: bytes, from: start) }
            }
            return found.map(scalarColumn(ofOffset:))
        }
    }

    /// The scalar starting at `index` of valid UTF-8 `bytes`, and its length in bytes.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (0x7F >> length)
        var offset = 1
        while offset < length, index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            offset += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", offset)
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
