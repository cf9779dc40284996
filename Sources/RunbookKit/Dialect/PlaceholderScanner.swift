/// Finds `<name>` placeholders in text that is not shell code: example outputs, file contents, prose.
///
/// A name is ASCII letters, digits, `_`, `-` and `.`, starting with a letter, digit or `_`; `<<x>` (a heredoc
/// in disguise) and `<x y>` are not placeholders. Commands use the shell-aware `ShellScanner` instead.
public enum PlaceholderScanner {
    /// One `<name>` in a text.
    public struct Occurrence: Sendable, Equatable {
        /// The name, without `<>`.
        public let name: String
        /// The 1-based line within the text.
        public let line: Int
        /// The 1-based column of `<`, in Unicode scalars.
        public let column: Int
        /// The UTF-8 offset of `<` in the text.
        public let offset: Int
    }

    /// Every placeholder in `text`, in order.
    public static func occurrences(in text: String) -> [Occurrence] {
        // Most texts hold no `<`, and need no copy of their bytes.
        guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { return [] }
        let bytes = Array(text.utf8)
        var found: [Occurrence] = []
        var line = 1
        // The scalar column of byte `counted` on the current line, advanced from one placeholder to the next so
        // a line with thousands of them is walked once.
        var counted = 0
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                counted = index + 1
                column = 1
            } else if byte == UInt8(ascii: "<"), index == 0 || bytes[index - 1] != UInt8(ascii: "<"),
                let end = nameEnd(bytes, from: index + 1), end < bytes.count, bytes[end] == UInt8(ascii: ">")
            {
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                column += scalarCount(bytes[counted..<index])
                counted = index
                found.append(Occurrence(name: name, line: line, column: column, offset: index))
                index = end
            }
            index += 1
        }
        return found
    }

    /// Whether `name` is a valid placeholder name.
    public static func isName(_ name: Substring) -> Bool {
        let bytes = Array(name.utf8)
        return !bytes.isEmpty && nameEnd(bytes, from: 0) == bytes.count
    }

    /// The end of a placeholder name starting at `start`, or nil when there is none there.
    static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, isNameStart(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return end
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
