/// Reads the plain front matter nearly every IBM Cloud page has without Yams, which cost about 4 % of reading
/// the corpus.
///
/// It only accepts a strict subset of YAML whose meaning is certain: top-level `key: value` lines whose value is
/// a plain scalar starting with an ASCII letter (so Yams resolves it to a string: not a number, date, boolean or
/// null) or with a digit and a letter no number has (`10m`), or a quoted string without escapes or inner
/// quotes; and `key:` followed by an indented mapping of such lines (ignored, as `FrontMatter` ignores
/// mappings). Anything else — comments, sequences, tabs, non-ASCII text, duplicate keys, multi-line scalars —
/// returns nil and is left to Yams.
enum SimpleFrontMatter {
    /// The top-level scalar values, or nil when the text is not in the subset (Yams must then read it).
    static func values(of lines: ArraySlice<Substring>) -> [String: String]? {
        var values: [String: String] = [:]
        var keys: Set<Substring> = []
        var nestedKeys: Set<Substring> = []
        var nestedIndent: Int?
        var awaitingNested = false
        for line in lines {
            let bytes = line.utf8
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let indent = bytes.prefix(while: { $0 == UInt8(ascii: " ") }).count
            if indent == bytes.count { continue }
            guard let (key, value) = entry(line.dropFirst(indent)) else { return nil }
            if indent > 0 {
                // A line of the mapping under the last `key:`; one indentation, a value on each line.
                guard awaitingNested || nestedIndent == indent, value != nil, nestedKeys.insert(key).inserted
                else { return nil }
                nestedIndent = indent
                awaitingNested = false
                continue
            }
            guard !awaitingNested, keys.insert(key).inserted else { return nil }
            nestedIndent = nil
            nestedKeys = []
            if let value {
                guard let text = topLevelString(value) else { return nil }
                values[String(key)] = text
            } else {
                awaitingNested = true
            }
        }
        return awaitingNested ? nil : values
    }

    /// `key: value` or `key:` (value nil); nil when the line is not that with a simple key and value.
    ///
    /// `values(of:)` has checked the line is printable ASCII, so every `Character` is one byte: the line is read as
    /// bytes, which spares the grapheme breaking and the temporary strings a `Character` reading cost.
    private static func entry(_ text: Substring) -> (key: Substring, value: Substring?)? {
        let bytes = text.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = text[..<colon]
        guard let first = key.utf8.first, isLetter(first), !isReserved(key),
            key.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else { return nil }
        let rest = bytes[bytes.index(after: colon)...]
        guard let start = rest.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return (key, nil) }
        guard rest.first == UInt8(ascii: " ") else { return nil }
        // A byte other than a space exists after `start`, so the last one is at or after it.
        let last = rest.lastIndex(where: { $0 != UInt8(ascii: " ") })!
        let scalar = text[start...last]
        return isSimpleValue(scalar.utf8) ? (key, scalar) : nil
    }

    /// A quoted string without escapes or inner quotes, or a plain scalar that stays one line and one scalar.
    private static func isSimpleValue(_ value: Substring.UTF8View) -> Bool {
        guard let first = value.first, let last = value.last else { return false }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return value.count >= 2 && last == first && !value.dropFirst().dropLast().contains(first)
                && !value.contains(UInt8(ascii: "\\"))
        }
        guard isLetter(first) || isDigit(first) else { return false }
        // `: ` would start a mapping, ` #` a comment; a final `:` a key.
        return !contains(value, UInt8(ascii: ":"), UInt8(ascii: " "))
            && !contains(value, UInt8(ascii: " "), UInt8(ascii: "#")) && last != UInt8(ascii: ":")
    }

    /// Whether `bytes` has `first` immediately followed by `second`.
    private static func contains(_ bytes: Substring.UTF8View, _ first: UInt8, _ second: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == first && byte == second { return true }
            previous = byte
        }
        return false
    }

    /// The string Yams reads from a top-level value, nil when it might not be a string.
    private static func topLevelString(_ value: Substring) -> String? {
        guard let first = value.utf8.first else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return String(value.dropFirst().dropLast()) }
        // A plain scalar starting with a letter is a string unless it is a boolean or null word. One starting
        // with a digit is a string when it has a letter no number or date has (the `m` of `10m`).
        if isLetter(first) { return isReserved(value) ? nil : String(value) }
        return value.utf8.contains(where: isWordLetter) ? String(value) : nil
    }

    /// Words YAML 1.1 resolves to booleans or null, in any case (more than Yams resolves: refusing is safe).
    private static let reservedWords: [[UInt8]] = ["y", "yes", "n", "no", "true", "false", "on", "off", "null"].map {
        Array($0.utf8)
    }

    /// Whether `word` (ASCII) is one of `reservedWords` in any case; compared as bytes, without a lowercased copy.
    private static func isReserved(_ word: Substring) -> Bool {
        let bytes = word.utf8
        guard bytes.count <= 5 else { return false }
        return reservedWords.contains { reserved in
            reserved.count == bytes.count && zip(reserved, bytes).allSatisfy { $0 == lowercased($1) }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// A letter none of Yams's number and date patterns accept (they accept `0b`, `0o`, `0x`, hex digits,
    /// exponents, `T`, `t` and `Z`).
    private static func isWordLetter(_ byte: UInt8) -> Bool {
        isLetter(byte) && !"abcdefABCDEFboxtTZ".utf8.contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
