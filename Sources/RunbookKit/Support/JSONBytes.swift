/// The UTF-8 bytes of JSON text being written, copied out once at the end.
///
/// A page's JSON is thousands of small pieces (a key, its indentation, a quote), so the buffer is a plain block
/// of memory that each piece is copied into after one capacity check: an array checked that its storage was not
/// shared (a call into the runtime) and went through a generic path for each piece, which cost more than the
/// copying. It cannot be copied (`~Copyable`), so no two values ever share the block. Every piece is a whole
/// `String`, or ASCII, so the bytes are valid UTF-8.
struct JSONBytes: ~Copyable {
    /// The block (nil until the first byte) and how much of it is written.
    private var base: UnsafeMutablePointer<UInt8>?
    private var count = 0
    private var capacity = 0

    /// An empty buffer; it allocates nothing until written to.
    init() {}

    deinit { base?.deallocate() }

    /// The bytes written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The text written.
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Makes room for `count` more bytes.
    mutating func reserve(_ count: Int) { ensure(count) }

    /// Makes room for `more` bytes after those written, growing the block (at least doubling) when needed.
    @inline(__always)
    private mutating func ensure(_ more: Int) {
        if capacity - count < more { grow(more) }
    }

    private mutating func grow(_ more: Int) {
        let grown = max(capacity * 2, count + more, 256)
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        if let base {
            block.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = block
        capacity = grown
    }

    /// Appends a string's UTF-8 bytes as they are (the caller knows they need no escaping).
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends bytes.
    mutating func append(bytes more: [UInt8]) { more.withUnsafeBufferPointer { append(bytes: $0) } }

    /// Appends bytes.
    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        guard let source = more.baseAddress, more.count > 0 else { return }
        ensure(more.count)
        (base! + count).initialize(from: source, count: more.count)
        count += more.count
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        ensure(1)
        base![count] = byte
        count += 1
    }

    /// Appends an integer in decimal, written in place (no `String` is made for it).
    mutating func append(_ value: Int) {
        var digits = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let sign = value < 0 ? 1 : 0
        ensure(sign + digits)
        let start = base! + count
        if sign == 1 { start[0] = UInt8(ascii: "-") }
        var magnitude = value.magnitude
        var index = sign + digits - 1
        repeat {
            start[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += sign + digits
    }

    /// A newline and the indentation of `level` (two spaces a level).
    mutating func newline(_ level: Int) {
        let spaces = 2 * level
        ensure(1 + spaces)
        let start = base! + count
        start[0] = UInt8(ascii: "\n")
        (start + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }

    /// Appends `"name": ` for an object's key: one capacity check for the whole key.
    mutating func appendKey(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        ensure(length + 4)
        let start = base! + count
        start[0] = UInt8(ascii: "\"")
        (start + 1).initialize(from: name.utf8Start, count: length)
        start[length + 1] = UInt8(ascii: "\"")
        start[length + 2] = UInt8(ascii: ":")
        start[length + 3] = UInt8(ascii: " ")
        count += length + 4
    }

    /// Appends a JSON array of `count` elements, `element` writing each: on one line each, `indent + 1` levels
    /// deep, the closing bracket `indent` levels deep (`pretty`), or all on one line; `[]` when empty.
    ///
    /// The one layout of arrays: `JSONValue.rendered()`, the object writer and the joining of pages rendered apart
    /// all use it, so that they lay out arrays alike.
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

    /// Appends `value` as a JSON string: quoted, with `"`, `\` and control characters escaped.
    ///
    /// A string with nothing to escape (nearly all of them) is copied in one piece after one pass that looks for
    /// anything to escape; otherwise the runs between escapes are copied whole.
    mutating func appendQuoted(_ value: String) {
        append(ascii: UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { source in
            var flags: UInt8 = 0
            for byte in source { flags |= Self.escapeFlag(byte) }
            guard flags != 0 else { return append(bytes: source) }
            var runStart = 0
            for index in source.indices where Self.needsEscape(source[index]) {
                append(bytes: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                appendEscape(source[index])
                runStart = index + 1
            }
            append(bytes: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
        append(ascii: UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { escapeFlag(byte) != 0 }

    /// 1 when `byte` must be escaped in a JSON string, else 0 (no branch, so the scan for escapes vectorises).
    private static func escapeFlag(_ byte: UInt8) -> UInt8 {
        (byte < 0x20 ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == UInt8(ascii: "\\") ? 1 : 0)
            | (byte == 0x7F ? 1 : 0)
    }

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
            append(ascii: hex[Int(byte >> 4)])
            append(ascii: hex[Int(byte & 0xF)])
        }
    }
}

/// The members of a JSON object written straight into `JSONBytes`, laid out as `JSONValue.rendered()` lays out an
/// `.object`: for a writer that has no `JSONValue` tree to render.
///
/// It takes the bytes over while the object is written (a copy would make every append copy the whole buffer)
/// and gives them back in `close(into:)`.
struct JSONObjectWriter: ~Copyable {
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
        out.appendKey(key)
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
