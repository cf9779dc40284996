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
        guard let value = parser.value() else { return nil }
        return (value, parser.pos)
    }

    /// Whether only blanks, line breaks, elisions and comments follow `start`.
    static func isTrailingTrivia(_ bytes: [UInt8], from start: Int) -> Bool {
        var parser = LenientJSON(bytes: bytes, pos: start, line: 1)
        parser.skipTrivia()
        return parser.pos >= bytes.count
    }

    private init(bytes: [UInt8], pos: Int, line: Int) {
        self.bytes = bytes
        self.pos = pos
        self.line = line
    }

    private mutating func skipTrivia() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x0A {
                line += 1
                pos += 1
            } else if ByteClass.isBlank(b) || b == 0x0D {
                pos += 1
            } else if b == 0x2E && pos + 2 < bytes.count && bytes[pos + 1] == 0x2E && bytes[pos + 2] == 0x2E {
                pos += 3
            } else if let n = Gap.ellipsisLength(bytes, pos, bytes.count) {
                pos += n
            } else if b == 0x2F && pos + 1 < bytes.count && bytes[pos + 1] == 0x2F {
                while pos < bytes.count && bytes[pos] != 0x0A { pos += 1 }
            } else {
                return
            }
        }
    }

    private mutating func value() -> LooseJSON? {
        skipTrivia()
        guard pos < bytes.count else { return nil }
        switch bytes[pos] {
        case 0x7B: return container(close: 0x7D)
        case 0x5B: return container(close: 0x5D)
        case 0x22: return string().map(LooseJSON.string)
        case 0x3C:
            guard let (_, next) = Slot.parse(bytes, pos, bytes.count) else { return nil }
            defer { pos = next }
            return .scalar(String(decoding: bytes[pos..<next], as: UTF8.self))
        default:
            return scalar()
        }
    }

    private mutating func scalar() -> LooseJSON? {
        let start = pos
        while pos < bytes.count {
            let b = bytes[pos]
            if ByteClass.isBlank(b) || b == 0x0A || b == 0x0D || b == 0x2C || b == 0x7D || b == 0x5D { break }
            pos += 1
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard let first = text.utf8.first else { return nil }
        guard ByteClass.isDigit(first) || first == 0x2D || ["true", "false", "null"].contains(text) else { return nil }
        return .scalar(text)
    }

    /// An object (`close` is `}`) or an array (`]`), closed early when the text ends.
    private mutating func container(close: UInt8) -> LooseJSON? {
        pos += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { return nil }
        var members: [LooseJSON.Member] = []
        var items: [LooseJSON.Item] = []
        while true {
            skipTrivia()
            guard pos < bytes.count else { break }
            let b = bytes[pos]
            if b == close {
                pos += 1
                break
            }
            if b == 0x2C {
                pos += 1
                continue
            }
            let itemLine = line
            if close == 0x5D {
                guard let item = value() else { return nil }
                items.append(LooseJSON.Item(line: itemLine, value: item))
                continue
            }
            guard b == 0x22, let key = string() else { return nil }
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
            members.append(LooseJSON.Member(key: key, line: itemLine, value: member))
        }
        return close == 0x7D ? .object(members) : .array(items)
    }

    /// A string starting at the opening quote, with escapes decoded; nil when it does not end on its line.
    private mutating func string() -> String? {
        pos += 1
        let start = pos
        var decoded: [UInt8]?
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x22 {
                defer { pos += 1 }
                return String(decoding: decoded ?? Array(bytes[start..<pos]), as: UTF8.self)
            }
            if b == 0x0A { return nil }
            if b == 0x5C {
                if decoded == nil { decoded = Array(bytes[start..<pos]) }
                guard pos + 1 < bytes.count else { return nil }
                pos += 1
                decoded! += escape()
                continue
            }
            decoded?.append(b)
            pos += 1
        }
        return nil
    }

    /// The bytes an escape stands for; `pos` is on the byte after the backslash and moves past the escape.
    private mutating func escape() -> [UInt8] {
        let b = bytes[pos]
        pos += 1
        switch b {
        case 0x6E: return [0x0A]
        case 0x74: return [0x09]
        case 0x72: return [0x0D]
        case 0x62: return [0x08]
        case 0x66: return [0x0C]
        case 0x75:
            guard var scalar = hex4() else { return [0x75] }
            if scalar >= 0xD800 && scalar < 0xDC00, pos + 1 < bytes.count, bytes[pos] == 0x5C, bytes[pos + 1] == 0x75 {
                let saved = pos
                pos += 2
                if let low = hex4(), low >= 0xDC00 && low < 0xE000 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    pos = saved
                }
            }
            return Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        default: return [b]
        }
    }

    private mutating func hex4() -> UInt32? {
        guard pos + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for b in bytes[pos..<(pos + 4)] {
            guard ByteClass.isHex(b) else { return nil }
            value = value << 4 + UInt32(ByteClass.isDigit(b) ? b - 0x30 : (b | 0x20) - 0x57)
        }
        pos += 4
        return value
    }
}
