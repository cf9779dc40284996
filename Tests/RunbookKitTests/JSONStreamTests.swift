import RunbookKit
import TestSupport
import Testing

/// `JSONValue.Stream` writes, a piece at a time, the bytes `renderedUTF8()` gives for the whole value, however the
/// value is cut into containers opened and closed and values added whole.
@Suite struct JSONStreamTests {
    static let values: [(String, JSONValue)] = [
        ("a string", .string("a \"quoted\"\\ line\n\u{1}\u{7F} é")),
        ("null", .null),
        ("empty object", .object([])),
        ("empty array", .array([])),
        ("flat object", .object([("b", .int(-3)), ("a", .bool(true)), ("c", .double(1.5)), ("d", .null)])),
        ("array of empties", .array([.object([]), .array([]), .strings([])])),
        (
            "a state",
            .object([
                ("version", .int(4)), ("page", .string("page.md")),
                ("steps", .array([.object([("key", .string("s/1")), ("command", .string("0a"))])])),
                ("passed", .strings(["s/1", "s/2"])), ("stoppedAt", .null), ("values", .object([])),
                ("variables", .object([("K", .string("v"))])),
            ])
        ),
        ("deep", .array([.array([.object([("x", .array([.object([("y", .ints([1, 2]))])]))])])])),
    ]

    /// Writes `value` into `stream`, opening its containers or adding it whole as `random` says.
    private static func write(
        _ value: JSONValue, key: String?, into stream: inout JSONValue.Stream, random: inout SplitMix
    ) {
        switch value {
        case .object(let members) where random.next() % 2 == 0:
            stream.openObject(key)
            for (name, member) in members { write(member, key: name, into: &stream, random: &random) }
            stream.close()
        case .array(let elements) where random.next() % 2 == 0:
            stream.openArray(key)
            for element in elements { write(element, key: nil, into: &stream, random: &random) }
            let before = stream.bytes.count
            let closing = stream.closing
            stream.close()
            #expect(Array(stream.bytes[before...]) == closing)
        default:
            stream.add(key, value)
        }
    }

    @Test(arguments: values.indices) func theStreamWritesTheBytesOfTheWholeValue(index: Int) {
        let (name, value) = Self.values[index]
        for seed in UInt64(0)..<16 {
            var random = SplitMix(seed: seed)
            var stream = JSONValue.Stream()
            Self.write(value, key: nil, into: &stream, random: &random)
            #expect(stream.bytes == value.renderedUTF8(), "\(name), seed \(seed)")
            #expect(stream.closing.isEmpty, "\(name): nothing left open")
        }
    }
}
