/// Substring search over UTF-8 bytes, for the hot paths: Foundation's `contains` and `range(of:)` go through
/// `NSString` on Linux and cost more than reading the page.
enum ByteSearch {
    /// Whether `text` contains `needle` (non-empty).
    static func contains(_ text: String, _ needle: String) -> Bool {
        lastOffset(of: needle, in: text, fromEnd: false) != nil
    }

    /// The UTF-8 offset of the first (or last, `fromEnd`) occurrence of `needle` in `text`.
    static func lastOffset(of needle: String, in text: String, fromEnd: Bool = true) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in offset(of: pattern, in: haystack, fromEnd: fromEnd) }
        }
    }

    private static func offset(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, fromEnd: Bool
    ) -> Int? {
        guard let first = pattern.first, haystack.count >= pattern.count else { return nil }
        let last = haystack.count - pattern.count
        var index = fromEnd ? last : 0
        while index >= 0 && index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += fromEnd ? -1 : 1
        }
        return nil
    }
}
