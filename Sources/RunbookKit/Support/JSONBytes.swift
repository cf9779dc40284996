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

    /// A newline and the indentation of `level` (two spaces a level).
    mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Appends `value` quoted and escaped. Only ASCII bytes are escaped (the bytes of multi-byte UTF-8 sequences
    /// are all 0x80 or more), so the text is scanned as bytes and copied in runs between escapes.
    mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { source in
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

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
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
