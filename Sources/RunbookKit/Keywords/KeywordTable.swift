import Foundation
import Yams

/// Resolves Liquid keyrefs `{{site.data.keyword.KEY}}` to product names.
///
/// The table docrun ships (`DefaultKeywords`) covers every key the seeds and the corpus use; a user's YAML file
/// (`--keywords FILE`, or `keywords:` in `.docrun.yml`) adds keys or overrides them. An unknown key stays
/// visible exactly as written, so a reader sees that something was not resolved.
public struct KeywordTable: Sendable, Equatable {
    /// Key → text.
    public let values: [String: String]

    /// The table docrun ships, parsed once.
    public static let standard: KeywordTable = {
        // The shipped YAML is flat `key: value` lines: the YAML subset front matter is read with says what Yams would
        // (a test compares the two) at a fraction of Yams' cost, paid by every docrun process.
        let lines = LineBytes.lines(of: DefaultKeywords.yaml)
        if !lines.contains(where: { $0.first == " " }), let values = SimpleFrontMatter.values(of: lines[...]) {
            return KeywordTable(values: values)
        }
        // The shipped YAML is a test-guarded constant: a parse failure here is a build defect, not user input.
        return (try? KeywordTable(yaml: DefaultKeywords.yaml)) ?? KeywordTable(values: [:])
    }()

    /// Creates a table from a dictionary.
    public init(values: [String: String]) {
        self.values = values
    }

    /// Parses a YAML mapping of key → text. Nested mappings are flattened with dots (`a: {b: x}` → `a.b`), and a
    /// top-level `keyword:` mapping is accepted too, as in the docs' own `keyword.yml`.
    public init(yaml: String) throws(KeywordFileError) {
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: yaml)
        } catch {
            throw KeywordFileError(message: "\(error)")
        }
        guard let mapping = loaded as? [String: Any] else {
            throw KeywordFileError(message: "expected a mapping of keyword names to text")
        }
        var values: [String: String] = [:]
        Self.flatten(mapping, prefix: "", into: &values)
        if let nested = mapping["keyword"] as? [String: Any] {
            Self.flatten(nested, prefix: "", into: &values)
        }
        self.values = values
    }

    /// This table with `other`'s keys added or overriding.
    public func merging(_ other: KeywordTable) -> KeywordTable {
        KeywordTable(values: values.merging(other.values) { _, new in new })
    }

    /// The text with every known keyref replaced; unknown and malformed ones are left as written.
    ///
    /// The braces are found on UTF-8 bytes: most text has no `{{` at all and is returned after one byte scan. The
    /// result is built as bytes too: the same bytes, in one buffer, that appending slices and values made.
    public func resolve(_ text: String) -> String {
        guard Self.containsPair(UInt8(ascii: "{"), in: text) else { return text }
        var contiguous = text
        let resolved: [UInt8]? = contiguous.withUTF8 { bytes in
            // Each `{{` and the first `}}` after it, the next `{{` searched after that `}}`, resolved as they are
            // found (a list of them first cost an array, grown for most texts).
            var result: [UInt8] = []
            var copied = 0
            while let open = Self.firstPair(of: UInt8(ascii: "{"), in: bytes, from: copied),
                let close = Self.firstPair(of: UInt8(ascii: "}"), in: bytes, from: open + 2)
            {
                if copied == 0 { result.reserveCapacity(bytes.count) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<open]))
                if let value = value(ofKeyrefIn: text, bytes: bytes, inner: (open + 2)..<close) {
                    result.append(contentsOf: value.utf8)
                } else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[open..<(close + 2)]))
                }
                copied = close + 2
            }
            guard copied > 0 else { return nil }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return result
        }
        guard let resolved else { return text }
        return String(decoding: resolved, as: UTF8.self)
    }

    /// The value of the keyref whose text between the braces is the byte range `inner` of `text` (lent as
    /// `bytes`), nil when its key is unknown or malformed.
    private func value(ofKeyrefIn text: String, bytes: UnsafeBufferPointer<UInt8>, inner: Range<Int>) -> String? {
        let innerBytes = UnsafeBufferPointer(rebasing: bytes[inner])
        let key: String?
        if LineSearch.isASCII(innerBytes) {
            // ASCII between ASCII braces: every byte is a `Character` (CR LF aside, which is no space either), so
            // spaces and tabs are trimmed as `trimmingSpaces` trims them.
            var start = inner.lowerBound
            var end = inner.upperBound
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            // Read in place: making the trimmed text a `String` first cost an allocation per keyref.
            key = Keyref.asciiKey(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        } else {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: inner.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: inner.upperBound)
            key = Keyref.key(of: text[lower..<upper].trimmingSpaces)
        }
        return key.flatMap { values[$0] }
    }

    /// The offset of the first `byte` at or after `start` that the next byte repeats, or nil.
    private static func firstPair(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var from = start
        while let offset = LineSearch.firstOffset(of: byte, in: bytes, from: from) {
            if offset + 1 < bytes.count, bytes[offset + 1] == byte { return offset }
            from = offset + 1
        }
        return nil
    }

    /// Whether `text` holds `byte` twice in a row: without `{{` there is nothing to resolve, and most text has none.
    private static func containsPair(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var from = 0
            while let offset = LineSearch.firstOffset(of: byte, in: buffer, from: from) {
                if offset + 1 < buffer.count, buffer[offset + 1] == byte { return true }
                from = offset + 1
            }
            return false
        }
    }

    private static func flatten(_ mapping: [String: Any], prefix: String, into values: inout [String: String]) {
        for (key, value) in mapping {
            let name = prefix.isEmpty ? key : prefix + "." + key
            if let nested = value as? [String: Any] {
                flatten(nested, prefix: name, into: &values)
            } else if let text = value as? String {
                values[name] = text
            } else if !(value is [Any]) {
                values[name] = "\(value)"
            }
        }
    }
}

/// Keyref syntax: `site.data.keyword.KEY`.
public enum Keyref {
    /// The prefix every keyref has.
    public static let prefix = "site.data.keyword."

    /// The key of a keyref's inner text (`site.data.keyword.X` → `X`), nil when it is not a well-formed keyref.
    public static func key(of inner: Substring) -> String? {
        // ASCII text (nearly every keyref) is checked as bytes, lent rather than walked through the generic UTF-8
        // view; only other text needs `Character` properties.
        let ascii: String?? = LineSearch.withBytes(of: inner) { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return .some(asciiKey(of: bytes))
        }
        if let ascii { return ascii }
        guard inner.hasPrefix(prefix) else { return nil }
        let key = inner.dropFirst(prefix.count)
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." })
        else { return nil }
        return String(key)
    }

    /// `key(of:)` for inner text that is all ASCII, read from its bytes (the checker reads keyrefs this way too).
    public static func asciiKey(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let prefixCount = asciiPrefix.count
        guard bytes.count > prefixCount, let start = bytes.baseAddress else { return nil }
        // memcmp(3): the generic `starts(with:)` stepped through both a byte at a time, for every keyref.
        guard asciiPrefix.withUnsafeBufferPointer({ memcmp(start, $0.baseAddress!, prefixCount) }) == 0 else {
            return nil
        }
        let key = UnsafeBufferPointer(rebasing: bytes[prefixCount...])
        guard key.allSatisfy(isASCIIKeyByte) else { return nil }
        return String(decoding: key, as: UTF8.self)
    }

    private static let asciiPrefix = Array(prefix.utf8)

    /// A letter, digit, `_`, `-` or `.` (what `Character.isLetter`/`isNumber` accept among ASCII bytes).
    private static func isASCIIKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}

/// A keyword file that is not a YAML mapping.
public struct KeywordFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    public var description: String { message }
}

extension Substring {
    /// The text without trailing newlines.
    var trimmingNewlines: Substring {
        var slice = self
        while slice.last == "\n" { slice = slice.dropLast() }
        return slice
    }

    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
    }
}
