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
    private static func entry(_ text: Substring) -> (key: Substring, value: Substring?)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let key = text[..<colon]
        guard let first = key.utf8.first, isLetter(first), !isReserved(key),
            key.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else { return nil }
        let rest = text[text.index(after: colon)...]
        let value = rest.drop(while: { $0 == " " })
        let trimmed = value.reversed().drop(while: { $0 == " " })
        if trimmed.isEmpty { return (key, nil) }
        guard rest.first == " " else { return nil }
        let end = trimmed.startIndex.base
        let scalar = value[..<end]
        return isSimpleValue(scalar) ? (key, scalar) : nil
    }

    /// A quoted string without escapes or inner quotes, or a plain scalar that stays one line and one scalar.
    private static func isSimpleValue(_ value: Substring) -> Bool {
        guard let first = value.first else { return false }
        if first == "\"" || first == "'" {
            return value.count >= 2 && value.last == first && !value.dropFirst().dropLast().contains(first)
                && !value.contains("\\")
        }
        guard let byte = first.asciiValue, isLetter(byte) || isDigit(byte) else { return false }
        // `: ` would start a mapping, ` #` a comment; a final `:` a key.
        return !value.contains(": ") && !value.contains(" #") && value.last != ":"
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
    private static func isReserved(_ word: Substring) -> Bool {
        ["y", "yes", "n", "no", "true", "false", "on", "off", "null"].contains(word.lowercased())
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
