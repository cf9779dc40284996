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
        out += String(repeating: "  ", count: indent)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: copy them whole. UTF-8 bytes of non-ASCII scalars are all 0x80 or more,
        // so checking bytes finds exactly the scalars escaped below.
        if !value.utf8.contains(where: needsEscape) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
