/// The UTF-8 bytes of JSON text being written, made a `String` once at the end.
///
/// Appending to a byte array copies each piece with one `memcpy`, where appending to a `String` checked and
/// updated the string's storage at every piece, and a page's JSON is thousands of pieces. Every piece is a whole
/// `String`, or ASCII, so the bytes are valid UTF-8.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Makes room for `count` more bytes.
    mutating func reserve(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are valid UTF-8 (JSON text rendered before).
    mutating func append(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    /// Appends one ASCII character (punctuation), without going through a `String`.
    mutating func append(ascii byte: UInt8) { bytes.append(byte) }

    /// Appends `value` in decimal, as `String(value)` writes it, without making that string.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var magnitude = value.magnitude
        var index = bytes.count - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
    }

    /// A newline and the indentation of `level` (two spaces a level), copied from a ready-made run of spaces.
    mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        var spaces = 2 * level
        while spaces > 0 {
            let count = min(spaces, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<count])
            spaces -= count
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Appends `value` quoted and escaped.
    ///
    /// Only ASCII bytes are escaped (the bytes of multi-byte UTF-8 sequences are all 0x80 or more), so the text is
    /// scanned as bytes; most strings need no escape, which one pass without branches (vectorised) tells, and are
    /// copied whole.
    mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { source in
            var flags: UInt8 = 0
            for byte in source { flags |= Self.escapeFlag(byte) }
            guard flags != 0 else { return bytes.append(contentsOf: source) }
            var runStart = 0
            for index in source.indices where Self.needsEscape(source[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                appendEscape(source[index])
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { escapeFlag(byte) != 0 }

    /// 1 when `byte` needs an escape, else 0: a number, not a `Bool`, so that a loop can OR it without branches.
    private static func escapeFlag(_ byte: UInt8) -> UInt8 {
        (byte < 0x20 ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == UInt8(ascii: "\\") ? 1 : 0)
            | (byte == 0x7F ? 1 : 0)
    }

    /// The escape JSON needs for an ASCII byte: a short one where JSON has it, else `\u00XX` in lowercase hex.
    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        default:
            let hex = Array("0123456789abcdef".utf8)
            append("\\u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}
