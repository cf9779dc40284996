import RunbookKit

/// Reading a page's source lines as the rules do: indentation, blank lines and ASCII letters.
enum SourceText {
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
}
