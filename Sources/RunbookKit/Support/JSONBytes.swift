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

    /// Appends bytes that are valid UTF-8 (a key known when the program was built).
    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: more) }

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

    /// An array `indent` levels deep of `count` elements; every JSON array docrun writes is laid out here.
    ///
    /// Element `index` is written by `element(&self, index)`, one level deeper: `[]` when empty, else one element a
    /// line when `pretty`, all on one line otherwise.
    mutating func appendArray(
        count: Int, indent: Int, pretty: Bool = true, element: (inout JSONBytes, Int) -> Void
    ) {
        append(ascii: UInt8(ascii: "["))
        guard count > 0 else {
            append(ascii: UInt8(ascii: "]"))
            return
        }
        for index in 0..<count {
            if index > 0 { append(ascii: UInt8(ascii: ",")) }
            if pretty { newline(indent + 1) }
            element(&self, index)
        }
        if pretty { newline(indent) }
        append(ascii: UInt8(ascii: "]"))
    }

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

/// The members of a JSON object written straight into `JSONBytes`, laid out as `JSONValue.rendered()` lays out an
/// `.object`: for a writer that has no `JSONValue` tree to render.
///
/// It takes the bytes over while the object is written (a copy would make every append copy the whole buffer)
/// and gives them back in `close(into:)`.
struct JSONObjectWriter {
    private var out = JSONBytes()
    private let indent: Int
    private var isEmpty = true

    /// Opens an object `indent` levels deep at the end of `out`.
    init(taking out: inout JSONBytes, indent: Int) {
        swap(&self.out, &out)
        self.indent = indent
        self.out.append(ascii: UInt8(ascii: "{"))
    }

    /// Closes the object and gives the bytes back to `out`.
    mutating func close(into out: inout JSONBytes) {
        if !isEmpty { self.out.newline(indent) }
        self.out.append(ascii: UInt8(ascii: "}"))
        swap(&self.out, &out)
    }

    /// The separator, the indentation and the quoted key of the next member.
    private mutating func key(_ key: StaticString) {
        if !isEmpty { out.append(ascii: UInt8(ascii: ",")) }
        isEmpty = false
        out.newline(indent + 1)
        out.append(ascii: UInt8(ascii: "\""))
        out.append(bytes: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.append(ascii: UInt8(ascii: "\""))
        out.append(ascii: UInt8(ascii: ":"))
        out.append(ascii: UInt8(ascii: " "))
    }

    /// A string, or null when nil.
    mutating func string(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { out.appendQuoted(value) } else { out.append("null") }
    }

    /// An integer, or null when nil.
    mutating func int(_ name: StaticString, _ value: Int?) {
        key(name)
        if let value { out.append(value) } else { out.append("null") }
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        out.append(value ? "true" : "false")
    }

    /// A Boolean, or null when nil.
    mutating func optionalBool(_ name: StaticString, _ value: Bool?) {
        key(name)
        out.append(value.map { $0 ? "true" : "false" } ?? "null")
    }

    mutating func strings(_ name: StaticString, _ values: [String]) {
        array(name, values) { value, out, _ in out.appendQuoted(value) }
    }

    mutating func ints(_ name: StaticString, _ values: [Int]) {
        array(name, values) { value, out, _ in out.append(value) }
    }

    /// An array whose elements `write` writes, each given the bytes and its depth.
    mutating func array<Element>(
        _ name: StaticString, _ values: [Element], write: (Element, inout JSONBytes, Int) -> Void
    ) {
        key(name)
        let depth = indent + 1
        out.appendArray(count: values.count, indent: depth) { out, index in write(values[index], &out, depth + 1) }
    }
}
