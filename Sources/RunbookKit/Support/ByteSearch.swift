import Glibc

/// Searching UTF-8 text as bytes (memchr, memcmp), for the searches that read every page whole.
///
/// In UTF-8 a valid sequence matches only where the same scalars are: a byte search finds exactly the scalars
/// searched for. The generic entry points are `@inlinable`: unspecialised, looking up the text type's witnesses on
/// every call cost more than the search (3 % of `docrun check`).
public enum ByteSearch {
    /// Calls `body` with the UTF-8 bytes of `text`: lent by a native string, copied from any other.
    @inlinable public static func withBytes<Text: StringProtocol, Result>(
        of text: Text, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The offset of the first `literal` (not empty) at or after `start` in `bytes`.
    public static func firstOffset(of literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0)
        -> Int?
    {
        firstOffset(
            of: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), in: bytes, from: start)
    }

    /// The offset of the first `byte` at or after `start` in `bytes`.
    public static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first `needle` (not empty) at or after `start` in `bytes`.
    public static func firstOffset(
        of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
    ) -> Int? {
        guard let first = needle.first else { return nil }
        // memchr for the first byte and memcmp there costs up to the needle's length at each place, fine for the
        // short words docrun looks for; a long needle (a link's text, taken from the page) is searched in linear time.
        guard needle.count <= 32 else { return linearOffset(of: needle, in: bytes, from: start) }
        let last = needle[needle.count - 1]
        var index = start
        while let found = firstOffset(of: first, in: bytes, from: index), found <= bytes.count - needle.count {
            // The last byte before memcmp: where the first byte is common ("d" of "docrun-ignore"), it tells most
            // places apart in one load.
            if bytes[found + needle.count - 1] == last, matches(needle, in: bytes, at: found) { return found }
            index = found + 1
        }
        return nil
    }

    /// `firstOffset(of:in:from:)` by Knuth, Morris and Pratt: each byte of `bytes` is read once.
    static func linearOffset(
        of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    )
        -> Int?
    {
        // For each length, the longest proper prefix of the needle's first `length` bytes that is also their suffix.
        var border = [Int](repeating: 0, count: needle.count + 1)
        var length = 0
        for index in 1..<needle.count {
            while length > 0, needle[index] != needle[length] { length = border[length] }
            if needle[index] == needle[length] { length += 1 }
            border[index + 1] = length
        }
        length = 0
        for index in max(start, 0)..<max(start, bytes.count) {
            while length > 0, bytes[index] != needle[length] { length = border[length] }
            if bytes[index] == needle[length] { length += 1 }
            if length == needle.count { return index + 1 - needle.count }
        }
        return nil
    }

    /// The offset of the last `needle` (not empty) in `bytes`.
    public static func lastOffset(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).reversed().first { matches(needle, in: bytes, at: $0) }
    }

    /// Whether `needle` is at `index` of `bytes` (whose bytes from `index` must be at least as many).
    public static func matches(
        _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Bool {
        guard let wanted = needle.baseAddress, let base = bytes.baseAddress else { return needle.isEmpty }
        return memcmp(base + index, wanted, needle.count) == 0
    }

    /// The UTF-8 offset of the first `needle` in `text`.
    @inlinable public static func firstOffset(of needle: some StringProtocol, in text: some StringProtocol) -> Int? {
        withBytes(of: needle) { needle in withBytes(of: text) { firstOffset(of: needle, in: $0) } }
    }

    /// Whether `text` holds `needle`.
    @inlinable public static func contains(_ text: some StringProtocol, _ needle: some StringProtocol) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// Whether `text` ends with the bytes of `suffix` (`String.hasSuffix` compares characters, one at a time).
    @inlinable public static func hasSuffix(_ text: some StringProtocol, _ suffix: some StringProtocol) -> Bool {
        withBytes(of: text) { text in
            withBytes(of: suffix) { suffix in
                suffix.count <= text.count && matches(suffix, in: text, at: text.count - suffix.count)
            }
        }
    }

    /// Whether `text` holds `byte`.
    @inlinable public static func contains(_ text: some StringProtocol, byte: UInt8) -> Bool {
        withBytes(of: text) { firstOffset(of: byte, in: $0) != nil }
    }

    /// The lines of `text` without their `\n`: `n` newlines give `n + 1` lines (the last may be empty).
    public static func lines(of text: Substring) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        withBytes(of: text) { bytes in
            var lineStart = 0
            while let newline = firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: lineStart) {
                let end = text.utf8.index(start, offsetBy: newline - lineStart)
                // Sliced through the bytes' view, which checks the bounds once: `text[start..<end]` checked them again.
                lines.append(Substring(text.utf8[start..<end]))
                start = text.utf8.index(after: end)
                lineStart = newline + 1
            }
        }
        lines.append(text[start...])
        return lines
    }

    /// How many `\n` `text` holds.
    @inlinable public static func newlineCount(_ text: some StringProtocol) -> Int {
        // `&+`: the count cannot overflow, and a checked `+` kept the compiler from vectorising the loop.
        withBytes(of: text) { bytes in bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
    }
}

/// A line's 1-based scalar columns and UTF-8 offsets, each from the other in logarithmic time.
///
/// A hostile page can hold tens of thousands of links or list items on one line of a million characters, and
/// walking the line from its start for each took minutes.
public struct LineColumns {
    /// The line.
    public let line: Substring
    /// For each byte and one past the last, the number of scalars before it; empty when the line is ASCII.
    private let scalarsBefore: [Int32]

    /// Reads the columns of `line`.
    public init(_ line: Substring) {
        self.line = line
        // From the line's buffer: a loop over `line.utf8` costs some 30 instructions a byte.
        scalarsBefore = ByteSearch.withBytes(of: line) { bytes in
            guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
            var table = [Int32](repeating: 0, count: bytes.count + 1)
            for (offset, byte) in bytes.enumerated() {
                table[offset + 1] = table[offset] + (byte & 0xC0 != 0x80 ? 1 : 0)
            }
            return table
        }
    }

    /// The UTF-8 offset of 1-based scalar `column` (the end when the line is shorter).
    public func offset(ofColumn column: Int) -> Int {
        guard !scalarsBefore.isEmpty else { return min(max(column - 1, 0), line.utf8.count) }
        // The first byte with `column - 1` scalars before it starts the scalar at `column`.
        return min(scalarsBefore.partitioningIndex { Int($0) >= column - 1 }, scalarsBefore.count - 1)
    }

    /// The 1-based scalar column of UTF-8 `offset`.
    public func column(atOffset offset: Int) -> Int {
        let offset = min(offset, line.utf8.count)
        return (scalarsBefore.isEmpty ? offset : Int(scalarsBefore[offset])) + 1
    }

    /// The 1-based column of the first `needle` in the line at or after 1-based `column`.
    public func column(of needle: String, from column: Int = 1) -> Int? {
        let start = offset(ofColumn: column)
        let found = ByteSearch.withBytes(of: line) { bytes in
            ByteSearch.withBytes(of: needle) { ByteSearch.firstOffset(of: $0, in: bytes, from: start) }
        }
        return found.map(column(atOffset:))
    }
}
