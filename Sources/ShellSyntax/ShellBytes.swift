/// What single bytes mean to bash, and the names of shell variables.
public enum ShellBytes {
    /// Whether `byte` ends a word when unquoted: a blank, a newline, or one of `;&|()`.
    public static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "("),
            UInt8(ascii: ")"):
            true
        default: false
        }
    }

    /// Whether `byte` may start a shell variable's name: an ASCII letter or `_`.
    public static func isNameStart(_ byte: UInt8) -> Bool { byte.isASCIILetter || byte == UInt8(ascii: "_") }

    /// Whether `byte` may be in a shell variable's name: an ASCII letter, a digit or `_`.
    public static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || byte.isASCIIDigit }

    /// Whether `text` is a shell variable's name: a letter or `_`, then letters, digits and `_`.
    public static func isVariableName(_ text: some Collection<UInt8>) -> Bool {
        text.first.map(isNameStart) == true && text.dropFirst().allSatisfy(isNameByte)
    }

    /// Whether `text` is a login name as useradd takes one, which a tilde prefix (`~name/`) names: a letter or `_`,
    /// then letters, digits, `_`, `.` and `-` (not a number or a sign, which bash reads as `~+`, `~-` or `~2`, the
    /// folder stack).
    public static func isLoginName(_ text: some Collection<UInt8>) -> Bool {
        text.first.map(isNameStart) == true
            && text.dropFirst().allSatisfy { isNameByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// Whether `text` is an integer bash reads the same way in any context: digits, perhaps after one sign, without
    /// a leading `0` (bash reads `010` as octal 8, and refuses `08`).
    public static func isInteger(_ text: String) -> Bool {
        let digits = text.utf8.first.map("+-".utf8.contains) == true ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) && (digits.count == 1 || digits.first != 0x30)
    }
}

/// The ASCII classes of a byte of UTF-8 text, one spelling for every module (a byte of a multi-byte character is in
/// none of them).
extension UInt8 {
    /// `a`–`z` or `A`–`Z`.
    @inlinable public var isASCIILetter: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z")
    }
    /// `0`–`9`.
    @inlinable public var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// A letter or a digit.
    @inlinable public var isASCIIAlphanumeric: Bool { isASCIILetter || isASCIIDigit }
    /// `A`–`Z`.
    @inlinable public var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    /// `a`–`z`.
    @inlinable public var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    /// The byte in lower case: `A`–`Z` as `a`–`z`, every other byte as it is.
    @inlinable public var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
    /// Whether the byte is one of `bytes` (`byte.isOne(of: "/,:@")`): read from the literal's own bytes, where
    /// `"/,:@".utf8.contains(byte)` steps through a string's view, over 150 instructions a call.
    @inlinable public func isOne(of bytes: StaticString) -> Bool { bytes.withUTF8Buffer { $0.contains(self) } }
}
