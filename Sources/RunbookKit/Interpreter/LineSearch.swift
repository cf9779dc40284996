/// Finds text in one source line for positions, by bytes when both are ASCII.
///
/// `Substring.firstRange(of:)` compares `Character`s (grapheme breaking, canonical equivalence), which is slow
/// and, on a page, rarely needed: in an ASCII line every byte is a `Character` (a line holds no CR LF pair) and
/// bytes match exactly when `Character`s do. Anything non-ASCII keeps the `Character` search.
enum LineSearch {
    /// The 1-based column, in `Character`s, where `needle` first occurs in `line`, or nil.
    static func firstColumn(of needle: String, in line: Substring) -> Int? {
        if isASCII(line), isASCII(needle[...]) {
            return firstOffset(of: needle, in: line).map { $0 + 1 }
        }
        guard let range = line.firstRange(of: needle) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// The byte offset where `needle` first occurs in `line`, or nil.
    static func firstOffset(of needle: String, in line: Substring) -> Int? {
        let haystack = Array(line.utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return 0 }
        guard pattern.count <= haystack.count else { return nil }
        candidates: for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            for offset in 1..<pattern.count where haystack[start + offset] != pattern[offset] { continue candidates }
            return start
        }
        return nil
    }

    static func isASCII(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
