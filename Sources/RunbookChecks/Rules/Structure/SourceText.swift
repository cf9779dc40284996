import MarkdownTree
import RunbookKit

/// Small byte-level helpers the structure rules share for finding exact columns in source lines.
enum SourceText {
    /// The 1-based column (in Unicode scalars) of `needle` in `line`, searching from 1-based `column`.
    ///
    /// One pass over the line's bytes, without copying them: rules call this once per link or tag, and a hostile
    /// page can have tens of thousands of them on a line of a million characters.
    static func column(of needle: String, in line: Substring, from column: Int = 1) -> Int? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return nil }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            guard bytes.count >= pattern.count else { return nil }
            var scalars = 0
            var index = 0
            while index + pattern.count <= bytes.count {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { scalars += 1 }
                if scalars >= column, byte == pattern[0] {
                    var matched = 1
                    while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return scalars }
                }
                index += 1
            }
            return nil
        }
        if let found = line.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(line.utf8).withUnsafeBufferPointer(search)
    }

    /// The 1-based scalar column of UTF-8 `offset` in `bytes`.
    static func scalarColumn<Bytes: RandomAccessCollection<UInt8>>(ofOffset offset: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        var column = 1
        var index = 0
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
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
