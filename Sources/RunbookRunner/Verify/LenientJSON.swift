import Foundation
import ShellSyntax

/// A JSON value as read from an example or an output, with the 1-based line of each key and element.
enum LooseJSON: Sendable, Equatable {
    /// A key (empty for an array's element), the line it is written on, and its value.
    struct Member: Sendable, Equatable {
        let key: String
        let line: Int
        let value: LooseJSON
    }

    case object([Member])
    case array([Member])
    case string(String)
    /// A number, `true`, `false`, `null`, an unquoted `<placeholder>`, or nothing when an example elides it.
    case scalar(String)

    /// The text of a string or a scalar; nil for an object or an array.
    var text: String? {
        switch self {
        case .object, .array: nil
        case .string(let text), .scalar(let text): text
        }
    }
}

/// Reads JSON leniently, as documentation writes it.
///
/// Tolerated: `...` and `…` anywhere between tokens (elisions), `//` line comments, missing or trailing commas,
/// unquoted `<placeholder>` values, and text that ends inside open objects or arrays (a truncated example: the
/// open containers are closed). Nesting deeper than `maxDepth` is refused, which bounds recursion.
struct LenientJSON {
    static let maxDepth = 200

    private let bytes: [UInt8]
    private var pos: Int
    private var line: Int
    private var depth = 0

    /// The value starting at `start` (on line `line`) and the index after it, or nil when it is not JSON.
    static func parse(_ bytes: [UInt8], from start: Int, line: Int) -> (value: LooseJSON, end: Int)? {
        var parser = LenientJSON(bytes: bytes, pos: start, line: line)
        return parser.value().map { ($0, parser.pos) }
    }

    /// The value starting at `start` (on line `line`) when only blanks, line breaks, elisions and comments follow it:
    /// the text from `start` is one JSON value.
    static func document(_ bytes: [UInt8], from start: Int, line: Int) -> LooseJSON? {
        var parser = LenientJSON(bytes: bytes, pos: start, line: line)
        guard let value = parser.value() else { return nil }
        parser.skipTrivia()
        return parser.pos >= bytes.count ? value : nil
    }

    private mutating func skipTrivia() {
        while pos < bytes.count {
            let rest = bytes[pos...]
            if rest.first == 0x0A { line += 1 }
            if ByteClass.isBlank(bytes[pos]) || bytes[pos] == 0x0A || bytes[pos] == 0x0D {
                pos += 1
            } else if rest.starts(with: "...".utf8) || rest.starts(with: "…".utf8) {
                pos += 3
            } else if rest.starts(with: "//".utf8) {
                pos = rest.firstIndex(of: 0x0A) ?? bytes.count
            } else {
                return
            }
        }
    }

    private mutating func value() -> LooseJSON? {
        skipTrivia()
        guard pos < bytes.count else { return nil }
        let start = pos
        switch bytes[pos] {
        case 0x7B, 0x5B:
            return container()
        case 0x22:
            return string().map(LooseJSON.string)
        case 0x3C:
            guard let (_, next) = Slot.parse(bytes, pos, bytes.count) else { return nil }
            pos = next
            return .scalar(String(decoding: bytes[start..<pos], as: UTF8.self))
        default:
            while pos < bytes.count && !ByteClass.isBlank(bytes[pos]) && !bytes[pos].isOne(of: "\n\r,}]") {
                pos += 1
            }
            let text = String(decoding: bytes[start..<pos], as: UTF8.self)
            guard let first = text.utf8.first,
                first.isASCIIDigit || first == 0x2D || ["true", "false", "null"].contains(text)
            else { return nil }
            return .scalar(text)
        }
    }

    /// An object or an array, closed early when the text ends.
    private mutating func container() -> LooseJSON? {
        let isObject = bytes[pos] == 0x7B
        let close: UInt8 = isObject ? 0x7D : 0x5D
        pos += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return nil }
        var members: [LooseJSON.Member] = []
        while true {
            skipTrivia()
            guard pos < bytes.count && bytes[pos] != close else { break }
            if bytes[pos] == 0x2C {
                pos += 1
                continue
            }
            let memberLine = line
            guard isObject else {
                guard let item = value() else { return nil }
                members.append(.init(key: "", line: memberLine, value: item))
                continue
            }
            guard bytes[pos] == 0x22, let key = string() else { return nil }
            skipTrivia()
            var member = LooseJSON.scalar("")
            if pos < bytes.count && bytes[pos] == 0x3A {
                pos += 1
                skipTrivia()
                // An elided value (`"key": ...,`) is compared as nothing.
                if pos < bytes.count && bytes[pos] != 0x2C && bytes[pos] != close {
                    guard let parsed = value() else { return nil }
                    member = parsed
                }
            } else if pos < bytes.count {
                return nil
            }
            members.append(.init(key: key, line: memberLine, value: member))
        }
        pos = min(pos + 1, bytes.count)
        return isObject ? .object(members) : .array(members)
    }

    /// A string starting at the opening quote, with escapes decoded; nil when it does not end on its line.
    private mutating func string() -> String? {
        let start = pos
        pos += 1
        while pos < bytes.count && bytes[pos] != 0x22 && bytes[pos] != 0x0A {
            pos += bytes[pos] == 0x5C ? 2 : 1
        }
        guard pos < bytes.count, bytes[pos] == 0x22 else { return nil }
        pos += 1
        let quoted = bytes[start..<pos]
        let raw = String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        // Foundation decodes the escapes; an escape it refuses leaves the text as written.
        guard quoted.contains(0x5C) else { return raw }
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? raw
    }
}
