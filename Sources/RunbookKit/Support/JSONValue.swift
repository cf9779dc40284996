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
        var out = JSONBytes()
        write(to: &out, pretty: pretty, indent: 0)
        return out.text
    }

    /// The indented JSON text of an array whose elements were rendered separately (on several threads), each as
    /// an element one level deep (`RunbookJSON.renderedUTF8(of:indent: 1)`): the bytes `.array(…).rendered()` would
    /// give for the elements' values.
    public static func array(ofRenderedUTF8 elements: [[UInt8]]) -> [UInt8] {
        var out = JSONBytes()
        out.reserve(elements.reduce(2) { $0 + $1.count + 4 })
        out.appendArray(count: elements.count, indent: 0) { out, index in out.append(bytes: elements[index]) }
        return out.bytes
    }

    private func write(to out: inout JSONBytes, pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .int(let value): out.append(value)
        case .double(let value): out.append(value.isFinite ? String(value) : "null")
        case .string(let value): out.appendQuoted(value)
        case .array(let values):
            out.appendArray(count: values.count, indent: indent, pretty: pretty) { out, index in
                values[index].write(to: &out, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            guard !members.isEmpty else {
                out.append("{}")
                return
            }
            out.append(ascii: UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(ascii: UInt8(ascii: ",")) }
                if pretty { out.newline(indent + 1) }
                out.appendQuoted(key)
                out.append(pretty ? ": " : ":")
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out.newline(indent) }
            out.append(ascii: UInt8(ascii: "}"))
        }
    }
}
