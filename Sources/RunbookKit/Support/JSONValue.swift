/// A JSON value whose objects keep their keys in the order given, for stable, documented output.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// A string, or null when nil.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// An integer, or null when nil.
    public static func int(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// An array of integers.
    public static func ints(_ values: [Int]) -> JSONValue { .array(values.map { .int($0) }) }

    /// The value as JSON text: indented by two spaces when `pretty`, else on one line.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    /// The value as indented JSON text for a place `indent` levels deep (its first line is not indented).
    public func rendered(indent: Int) -> String {
        var out = ""
        write(to: &out, pretty: true, indent: indent)
        return out
    }

    /// The indented JSON text of an array whose elements were rendered with `rendered(indent: 1)`: the same text
    /// as `.array(elements).rendered()`, for elements rendered separately (on several threads).
    public static func array(ofRendered elements: [String]) -> String {
        guard !elements.isEmpty else { return "[]" }
        var out = "["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            newline(&out, 1)
            out += element
        }
        newline(&out, 0)
        out += "]"
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { Self.newline(&out, indent + 1) }
                Self.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += indent < indentations.count ? indentations[indent] : String(repeating: "  ", count: indent)
    }

    /// Two spaces per level, made once rather than at every line of every page.
    private static let indentations = (0..<16).map { String(repeating: "  ", count: $0) }

    /// Writes `value` quoted and escaped. Only ASCII bytes are escaped (bytes of multi-byte UTF-8 sequences are
    /// all 0x80 or more), so the text is scanned as bytes; most strings need no escape and are copied whole.
    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        var value = value
        let escapes = value.withUTF8 { bytes in bytes.indices.filter { escape(bytes[$0]) != nil } }
        if escapes.isEmpty {
            out += value
        } else {
            let utf8 = value.utf8
            var runStart = 0
            for offset in escapes {
                let start = utf8.index(utf8.startIndex, offsetBy: runStart)
                let escaped = utf8.index(utf8.startIndex, offsetBy: offset)
                out += value[start..<escaped]
                out += escape(utf8[escaped]) ?? ""
                runStart = offset + 1
            }
            out += value[utf8.index(utf8.startIndex, offsetBy: runStart)...]
        }
        out += "\""
    }

    /// The escape JSON needs for an ASCII byte, nil when it is written as is.
    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): "\\\""
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\r"): "\\r"
        case UInt8(ascii: "\t"): "\\t"
        case 0..<0x20, 0x7F:
            "\\u" + String(repeating: "0", count: byte < 0x10 ? 3 : 2) + String(byte, radix: 16)
        default: nil
        }
    }
}
