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
