/// Byte classes shared by the output matcher's scanners (ASCII rules; bytes of other scripts count as letters).
enum ByteClass {
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    static func isLetter(_ b: UInt8) -> Bool { isUpper(b) || isLower(b) }
    static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) }

    /// Letters, digits, `_`, and any byte of a non-ASCII character.
    static func isWord(_ b: UInt8) -> Bool { isDigit(b) || isLetter(b) || b == 0x5F || b >= 0x80 }

    /// Bytes that join words into one token when a word byte follows: `- . : / + @ % ~`.
    static func isConnector(_ b: UInt8) -> Bool {
        switch b {
        case 0x2D, 0x2E, 0x3A, 0x2F, 0x2B, 0x40, 0x25, 0x7E: return true
        default: return false
        }
    }

    /// Bytes that end a URL token.
    static func endsURL(_ b: UInt8) -> Bool {
        switch b {
        case 0x22, 0x27, 0x3C, 0x3E, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x60, 0x2C: return true
        default: return isBlank(b) || b == 0x0A
        }
    }
}

/// Scans tokens: runs of word bytes joined by connectors, such as `v1.9.7`, `2016-01-07T18:55:09.726Z`,
/// `58669dd6-3ddd-5c78-99f9-ad0a5aabd9ad`, or a whole URL once `://` is seen.
enum Runs {
    /// Whether a token starts at `i`: a word byte that is not the start of `…`.
    static func startsToken(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Bool {
        ByteClass.isWord(bytes[i]) && Gap.ellipsisLength(bytes, i, end) == nil
    }

    /// The end (exclusive) of the token starting at `start`.
    ///
    /// `stop` is a connector the token may cross at most `allowance` times: an example token followed by
    /// `-<name>` must not swallow the `-` and the slot's text in the actual line.
    static func end(
        _ bytes: [UInt8], from start: Int, limit end: Int, stop: UInt8? = nil, allowance: Int = 0
    ) -> Int {
        var j = start
        var crossings = 0
        while j < end {
            let b = bytes[j]
            if ByteClass.isWord(b) {
                if Gap.ellipsisLength(bytes, j, end) != nil { break }
                j += 1
                continue
            }
            if b == stop {
                if crossings == allowance { break }
                crossings += 1
            }
            if b == 0x3A && j + 2 < end && bytes[j + 1] == 0x2F && bytes[j + 2] == 0x2F && isScheme(bytes, start, j) {
                return urlEnd(bytes, from: j + 3, limit: end, stop: stop, allowance: allowance - crossings)
            }
            guard ByteClass.isConnector(b), j + 1 < end, ByteClass.isWord(bytes[j + 1]) else { break }
            j += 1
        }
        return paddingEnd(bytes, start: start, end: j, limit: end)
    }

    private static func isScheme(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end > start else { return false }
        for i in start..<end where !ByteClass.isLetter(bytes[i]) { return false }
        return true
    }

    private static func urlEnd(_ bytes: [UInt8], from start: Int, limit end: Int, stop: UInt8?, allowance: Int) -> Int {
        var j = start
        var left = allowance
        while j < end && !ByteClass.endsURL(bytes[j]) {
            if bytes[j] == stop {
                if left <= 0 { break }
                left -= 1
            }
            j += 1
        }
        while j > start {
            switch bytes[j - 1] {
            case 0x2E, 0x3A, 0x3B, 0x21, 0x3F: j -= 1
            default: return j
            }
        }
        return j
    }

    /// Base64 padding (`=` or `==`) belongs to a long token when nothing word-like follows it.
    private static func paddingEnd(_ bytes: [UInt8], start: Int, end: Int, limit: Int) -> Int {
        guard end - start >= 8 else { return end }
        var k = end
        while k < limit && k - end < 2 && bytes[k] == 0x3D { k += 1 }
        return k < limit && ByteClass.isWord(bytes[k]) ? end : k
    }

    /// How many times `byte` occurs in a range.
    static func count(_ byte: UInt8, in bytes: [UInt8], _ range: Range<Int>) -> Int {
        var n = 0
        for i in range where bytes[i] == byte { n += 1 }
        return n
    }
}

/// Recognises `<name>` placeholder slots with RunbookKit's `PlaceholderScanner` rules: ASCII letters, digits,
/// `_`, `-`, `.`, starting with a letter, digit or `_`; `<<x>` is not a slot.
enum Slot {
    /// Words kubectl and other tools print in angle brackets; in an example they stand for any text, unbound.
    static let toolWords: Set<String> = ["none", "pending", "unknown", "invalid", "nil", "unset", "empty"]

    /// The slot's name (nil for a tool word) and the index after `>`, when a slot starts at `i`.
    static func parse(_ bytes: [UInt8], _ i: Int, _ end: Int) -> (String?, Int)? {
        guard i == 0 || bytes[i - 1] != 0x3C, i + 1 < end else { return nil }
        let first = bytes[i + 1]
        guard ByteClass.isDigit(first) || ByteClass.isLetter(first) || first == 0x5F else { return nil }
        var j = i + 1
        while j < end {
            let b = bytes[j]
            guard ByteClass.isDigit(b) || ByteClass.isLetter(b) || b == 0x5F || b == 0x2D || b == 0x2E else { break }
            j += 1
        }
        guard j > i + 1, j < end, bytes[j] == 0x3E else { return nil }
        let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
        return (toolWords.contains(name) ? nil : name, j + 1)
    }
}
