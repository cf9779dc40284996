/// A JSON value whose objects keep their keys in the order given, for stable, documented output; docrun's one
/// JSON writer (lists, plans, diagnostics, SARIF, transcripts, the run's state).
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string, or null when nil.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// An integer, or null when nil.
    public static func int(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }

    /// A Boolean, or null when nil.
    public static func bool(_ value: Bool?) -> JSONValue { value.map { .bool($0) } ?? .null }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// An array of integers.
    public static func ints(_ values: [Int]) -> JSONValue { .array(values.map { .int($0) }) }

    /// The value as JSON text: indented by two spaces a level when `pretty`, else on one line.
    public func rendered(pretty: Bool = true) -> String {
        String(decoding: renderedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The value as UTF-8 JSON text, `indent` levels deep (its first line is not indented).
    public func renderedUTF8(indent: Int = 0, pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: pretty, indent: indent)
        return out
    }

    /// The bytes `.array(…).renderedUTF8()` gives, from elements rendered apart (on several threads) with
    /// `renderedUTF8(indent: 1)`.
    public static func array(ofRenderedUTF8 elements: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (index, element) in elements.enumerated() {
            entry(nil, first: index == 0, to: &out, pretty: true, indent: 0)
            out += element
        }
        if !elements.isEmpty { out.append(UInt8(ascii: "\n")) }
        out.append(UInt8(ascii: "]"))
        return out
    }

    // Bytes appended to one buffer: string building cost `list --format json` a third of its time.
    fileprivate func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .int(let value): out += String(value).utf8
        case .double(let value): out += (value.isFinite ? String(value) : "null").utf8
        case .string(let value): Self.writeQuoted(value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                Self.entry(nil, first: index == 0, to: &out, pretty: pretty, indent: indent)
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty, !values.isEmpty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                Self.entry(key, first: index == 0, to: &out, pretty: pretty, indent: indent)
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty, !members.isEmpty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// What comes before a member (`key`) or an element (nil) of a container `indent` levels deep.
    fileprivate static func entry(_ key: String?, first: Bool, to out: inout [UInt8], pretty: Bool, indent: Int) {
        if !first { out.append(UInt8(ascii: ",")) }
        if pretty { newline(indent + 1, to: &out) }
        guard let key else { return }
        writeQuoted(key, to: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
    }

    fileprivate static func newline(_ level: Int, to out: inout [UInt8]) {
        // Copied from a line made once: a space appended as a repeated element cost what a short string does.
        let spaces = indentation.count - 1
        var width = 2 * level
        out.append(contentsOf: indentation[...min(width, spaces)])
        while width > spaces {
            width -= spaces
            out.append(contentsOf: indentation[1...min(width, spaces)])
        }
    }

    /// A line break and the spaces of 32 levels, of which `newline` writes what its level needs.
    private static let indentation = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

    /// `value` quoted, with `"`, `\` and control characters escaped.
    private static func writeQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices
            where bytes[index] < 0x20 || bytes[index] == 0x7F || bytes[index] == UInt8(ascii: "\"")
                || bytes[index] == UInt8(ascii: "\\")
            {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                switch bytes[index] {
                case UInt8(ascii: "\""): out += #"\""#.utf8
                case UInt8(ascii: "\\"): out += #"\\"#.utf8
                case UInt8(ascii: "\n"): out += #"\n"#.utf8
                case UInt8(ascii: "\r"): out += #"\r"#.utf8
                case UInt8(ascii: "\t"): out += #"\t"#.utf8
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out += #"\u00"#.utf8 + [hex[Int(bytes[index] >> 4)], hex[Int(bytes[index] & 0xF)]]
                }
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// Indented JSON text written a piece at a time (the bytes `renderedUTF8()` gives), for a text written again and
    /// again whose start does not change (the run's state, whose passed steps grow between saves).
    public struct Stream: Sendable {
        /// The text so far.
        public private(set) var bytes: [UInt8] = []
        /// Each container still open, outermost first, and its entries so far.
        private var open: [(isObject: Bool, count: Int)] = []
        /// The levels the whole text is nested in (its first line is not indented).
        private let indent: Int

        /// An empty text, to be nested `indent` levels deep.
        public init(indent: Int = 0) { self.indent = indent }

        /// Opens an object: the whole text, a member `key` of the object open, or an element (nil) of the array open.
        public mutating func openObject(_ key: String? = nil) { begin(key, isObject: true) }

        /// Opens an array, as `openObject` opens an object.
        public mutating func openArray(_ key: String? = nil) { begin(key, isObject: false) }

        /// Writes `value`, as `openObject` places an object.
        public mutating func add(_ key: String?, _ value: JSONValue) {
            entry(key)
            value.write(to: &bytes, pretty: true, indent: indent + open.count)
        }

        /// Writes each of `members`, in order, as `add` writes one.
        public mutating func add(_ members: KeyValuePairs<String, JSONValue>) {
            for (key, value) in members { add(key, value) }
        }

        /// Closes the innermost container.
        public mutating func close() {
            guard let last = open.popLast() else { return }
            if last.count > 0 { JSONValue.newline(indent + open.count, to: &bytes) }
            bytes.append(UInt8(ascii: last.isObject ? "}" : "]"))
        }

        /// The bytes `close()` would write now.
        public var closing: [UInt8] {
            var rest = self
            rest.bytes = []
            rest.close()
            return rest.bytes
        }

        private mutating func begin(_ key: String?, isObject: Bool) {
            entry(key)
            bytes.append(UInt8(ascii: isObject ? "{" : "["))
            open.append((isObject, 0))
        }

        private mutating func entry(_ key: String?) {
            guard let last = open.last else { return }
            JSONValue.entry(key, first: last.count == 0, to: &bytes, pretty: true, indent: indent + open.count - 1)
            open[open.count - 1].count += 1
        }
    }
}
