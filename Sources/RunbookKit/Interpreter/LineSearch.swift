import Foundation

/// Finds text in one source line for positions, by bytes when both are ASCII.
///
/// `Substring.firstRange(of:)` compares `Character`s (grapheme breaking, canonical equivalence), which is slow
/// and, on a page, rarely needed: in an ASCII line every byte is a `Character` (a line holds no CR LF pair) and
/// bytes match exactly when `Character`s do. Anything non-ASCII keeps the `Character` search.
enum LineSearch {
    /// The 1-based column, in `Character`s, where `needle` first occurs in `line`, or nil.
    static func firstColumn(of needle: String, in line: Substring) -> Int? {
        if isASCII(needle[...]) {
            // The bytes are searched first: most lines do not hold them, and then need no scan for ASCII.
            if let offset = firstOffset(of: needle, in: line) {
                if isASCII(line) { return offset + 1 }
            } else {
                // A `Character` equal to an ASCII one is that byte, except the three that other scalars are
                // canonically equivalent to (K, `;`, `` ` ``). Without them, no bytes means no match.
                if !hasEquivalents(needle) || isASCII(line) { return nil }
            }
        }
        guard let range = line.firstRange(of: needle) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// Whether `needle` holds K, `;` or `` ` ``, the ASCII characters other scalars are canonically equivalent to.
    ///
    /// The bytes are read from the string's buffer: through its `UTF8View` each byte cost a library call.
    private static func hasEquivalents(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { bytes in
            bytes.contains { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") }
        }
    }

    /// The byte offset where `needle` first occurs in `line`, or nil.
    static func firstOffset(of needle: String, in line: Substring) -> Int? {
        var needle = needle
        return needle.withUTF8 { pattern in
            withBytes(of: line) { haystack in firstOffset(of: pattern, in: haystack) }
        }
    }

    /// The offset where `pattern` first occurs in `haystack`, or nil.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let head = pattern.first else { return 0 }
        guard pattern.count <= haystack.count else { return nil }
        let last = haystack.count - pattern.count
        var start = 0
        candidates: while start <= last, let found = firstOffset(of: head, in: haystack, from: start) {
            guard found <= last else { return nil }
            start = found + 1
            for offset in 1..<pattern.count where haystack[found + offset] != pattern[offset] { continue candidates }
            return found
        }
        return nil
    }

    /// The offset of the first `byte` at or after `start` in `bytes`, or nil.
    static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        // C's memchr compares many bytes per instruction, a Swift loop one: it is the first step of every search
        // here, over every paragraph and code line of a page.
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `text` holds `byte`.
    static func contains(_ byte: UInt8, in text: Substring) -> Bool {
        withBytes(of: text) { firstOffset(of: byte, in: $0) != nil }
    }

    /// Whether `text` holds `byte` (without making a `Substring` of it first: this runs on every paragraph).
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { firstOffset(of: byte, in: $0) != nil }
            ?? contains(byte, in: text[...])
    }

    static func isASCII(_ text: Substring) -> Bool {
        withBytes(of: text) { isASCII($0) }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Calls `body` with the UTF-8 bytes of `text`.
    ///
    /// Page text is native Swift strings, whose bytes are contiguous: they are lent, not copied (`Array(utf8)` per
    /// line was a copy and an allocation per search). Other strings are copied once.
    static func withBytes<Result>(of text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
