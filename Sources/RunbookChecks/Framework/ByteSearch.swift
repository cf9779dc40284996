#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            needle.withUTF8 { pattern in
                fromEnd ? lastOffset(of: pattern, in: haystack) : firstOffset(of: pattern, in: haystack)
            }
        }
    }

    /// Whether `text` contains `needle` followed, after any spaces and tabs, by `next` (both non-empty).
    ///
    /// Searching for the rare first part (`<!--` of an ignore comment) and testing what follows costs a fraction
    /// of searching for the whole of the second (`docrun-ignore`, whose rarest byte `g` is met every line or so).
    static func contains(_ text: String, _ needle: String, thenAfterBlanks next: String) -> Bool {
        var text = text
        var needle = needle
        var next = next
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                next.withUTF8 { follower in
                    var start = 0
                    while start < haystack.count,
                        let found = firstOffset(of: pattern, in: UnsafeBufferPointer(rebasing: haystack[start...]))
                    {
                        var index = start + found + pattern.count
                        while index < haystack.count,
                            haystack[index] == UInt8(ascii: " ") || haystack[index] == UInt8(ascii: "\t")
                        {
                            index += 1
                        }
                        if haystack.count - index >= follower.count,
                            memcmp(haystack.baseAddress! + index, follower.baseAddress!, follower.count) == 0
                        {
                            return true
                        }
                        start += found + 1
                    }
                    return false
                }
            }
        }
    }

    /// How many `\n` bytes `text` holds, found with memchr(3) on its contiguous bytes: `utf8.reduce` stepped
    /// through the string's view a byte at a time, and even a tight loop over the bytes cost a few instructions a
    /// byte where lines are tens of bytes long (counting the lines of every code block cost more than the rule
    /// that wanted them).
    static func newlineCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var count = 0
            var position = 0
            while position < bytes.count,
                let found = memchr(base + position, Int32(UInt8(ascii: "\n")), bytes.count - position)
            {
                count += 1
                position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
            }
            return count
        }
    }

    /// The first occurrence: the C library's `memchr` finds each candidate comparing many bytes at a time, where a
    /// Swift loop compares one, and every page is searched whole (for `<table`, ignore comments).
    ///
    /// The candidates are the places of the pattern's rarest byte (`g` of `docrun-ignore`, `<` of `<table`), not
    /// of its first one: a `d` is met every few bytes of a page, and each one found cost a call.
    private static func firstOffset(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        guard !pattern.isEmpty, let base = haystack.baseAddress, haystack.count >= pattern.count else {
            return nil
        }
        let anchor = rarestByte(of: pattern)
        let last = haystack.count - pattern.count
        // `index` is where the pattern would start; its anchor byte is searched at `index + anchor`.
        var index = 0
        while index <= last {
            guard let found = memchr(base + index + anchor, Int32(pattern[anchor]), last - index + 1) else {
                return nil
            }
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - anchor
            var matched = 0
            while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index }
            index += 1
        }
        return nil
    }

    /// The position in `pattern` of its byte least frequent in the pages (the first of the rarest).
    private static func rarestByte(of pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestRank = -1
        for (position, byte) in pattern.enumerated() {
            let rank = byteRank[Int(byte)]
            if rank > bestRank {
                best = position
                bestRank = rank
            }
        }
        return best
    }

    /// For each byte, how rare it is in the pages, higher being rarer: letters in the order of their frequency in
    /// English text, blanks and the punctuation of prose most frequent of all, and other marks (`<` of HTML, `&`
    /// of entities) rarer than any letter (over the corpus, `<` is ten times rarer than `b`, the rarest letter of
    /// `<table`).
    private static let byteRank: [Int] = {
        var ranks = [Int](repeating: 26, count: 256)
        for byte in " \n\t-.,".utf8 { ranks[Int(byte)] = -1 }
        for (rank, letter) in "etaoinsrhldcumfpgwybvkxjqz".utf8.enumerated() {
            ranks[Int(letter)] = rank
            ranks[Int(letter) - 0x20] = rank
        }
        return ranks
    }()

    private static func lastOffset(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        guard let first = pattern.first, haystack.count >= pattern.count else { return nil }
        var index = haystack.count - pattern.count
        while index >= 0 {
            if haystack[index] == first {
                var matched = 1
                while matched < pattern.count, haystack[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index -= 1
        }
        return nil
    }
}
