import RunbookKit

/// Reading a page's source lines as the rules do: scalar columns, indentation, blank lines and ASCII bytes.
enum SourceText {
    /// A line's scalar columns and UTF-8 offsets, each from the other in logarithmic time: a hostile page can hold
    /// tens of thousands of links or list items on one line of a million characters, and walking the line from its
    /// start for each took minutes.
    struct LineColumns {
        let line: Substring
        /// For each byte and one past the last, the number of scalars before it; empty when the line is ASCII.
        private let scalarsBefore: [Int32]

        init(_ line: Substring) {
            self.line = line
            // Read from the line's buffer: a loop over `line.utf8` costs some 30 instructions a byte, and list items'
            // lines are read here.
            scalarsBefore = ByteSearch.withBytes(of: line) { bytes in
                guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
                var table = [Int32](repeating: 0, count: bytes.count + 1)
                for (offset, byte) in bytes.enumerated() {
                    table[offset + 1] = table[offset] + (byte & 0xC0 != 0x80 ? 1 : 0)
                }
                return table
            }
        }

        /// The UTF-8 offset of 1-based scalar `column` (the end when the line is shorter).
        func offset(ofColumn column: Int) -> Int {
            guard !scalarsBefore.isEmpty else { return min(max(column - 1, 0), line.utf8.count) }
            // The first byte with `column - 1` scalars before it starts the scalar at `column`.
            var (low, high) = (0, scalarsBefore.count - 1)
            while low < high {
                let middle = (low + high) / 2
                if Int(scalarsBefore[middle]) < column - 1 { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The 1-based scalar column of UTF-8 `offset`.
        func scalarColumn(ofOffset offset: Int) -> Int {
            let offset = min(offset, line.utf8.count)
            return (scalarsBefore.isEmpty ? offset : Int(scalarsBefore[offset])) + 1
        }

        /// The 1-based column of the first `needle` in the line at or after 1-based `column`.
        func column(of needle: String, from column: Int = 1) -> Int? {
            let start = offset(ofColumn: column)
            let found = ByteSearch.withBytes(of: line) { bytes in
                ByteSearch.withBytes(of: needle) { ByteSearch.firstOffset(of: $0, in: bytes, from: start) }
            }
            return found.map(scalarColumn(ofOffset:))
        }
    }

    /// How far a line is indented, in columns, a tab advancing to the next multiple of 4.
    static func indentation(_ line: some Sequence<UInt8>) -> Int {
        var width = 0
        for byte in line {
            guard isBlank(byte) else { break }
            width += byte == UInt8(ascii: "\t") ? 4 - width % 4 : 1
        }
        return width
    }

    /// Whether a line holds nothing but spaces and tabs.
    static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy(isBlank)
    }

    /// Whether a byte is a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether a byte is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `<name>` as the page's readers write it in messages.
    static func placeholder(_ name: String) -> String { "<" + name + ">" }
}
