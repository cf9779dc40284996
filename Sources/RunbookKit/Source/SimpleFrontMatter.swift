import Foundation

/// Reads the plain front matter nearly every IBM Cloud page has without Yams, which cost about 4 % of reading
/// the corpus.
///
/// It only accepts a strict subset of YAML whose meaning is certain: top-level `key: value` lines whose value is
/// a plain scalar starting with an ASCII letter (so Yams resolves it to a string: not a number, date, boolean or
/// null) or with a digit and a letter no number has (`10m`) or a comma, or a quoted string without escapes or inner
/// quotes; `key:` followed by an indented mapping of such lines (ignored, as `FrontMatter` ignores mappings), or
/// by nothing more indented (null). Anything else — comments, sequences, tabs, non-ASCII text, duplicate keys,
/// multi-line scalars — returns nil and is left to Yams.
enum SimpleFrontMatter {
    /// The top-level scalar values, or nil when the text is not in the subset (Yams must then read it).
    static func values(of lines: ArraySlice<Substring>) -> [String: String]? {
        // Sized once for every line: grown from empty, each table was rehashed a few times for a dozen keys.
        var values: [String: String] = Dictionary(minimumCapacity: lines.count)
        // Keys are hashed as `String`s: a `Substring` of a page with any byte above ASCII (every French or
        // Portuguese page) hashes through Unicode normalisation, while a key is short ASCII, a small string made
        // without allocating, hashed on its bytes.
        var keys = Set<String>(minimumCapacity: lines.count)
        var nestedKeys: Set<String> = []
        var nestedIndent: Int?
        var awaitingNested = false
        // The key of the last `key:` line, while no indented line has followed it.
        var emptyKey: String?
        for line in lines {
            let shape =
                line.utf8.withContiguousStorageIfAvailable(shape(of:))
                ?? Array(line.utf8).withUnsafeBufferPointer(shape(of:))
            guard case .entry(let indent, let keyRange, let valueRange) = shape else {
                if case .blank = shape { continue }
                return nil
            }
            let index = { (offset: Int) in line.utf8.index(line.startIndex, offsetBy: offset) }
            let key = String(line[index(keyRange.lowerBound)..<index(keyRange.upperBound)])
            let value = valueRange.map { line[index($0.lowerBound)..<index($0.upperBound)] }
            if indent > 0 {
                // A line of the mapping under the last `key:`; one indentation, a value on each line.
                guard awaitingNested || nestedIndent == indent, value != nil, nestedKeys.insert(key).inserted
                else { return nil }
                nestedIndent = indent
                awaitingNested = false
                emptyKey = nil
                continue
            }
            // A `key:` line followed by a line just as far left holds null (`copyright:` then `years: …`).
            if let empty = emptyKey { values[empty] = Self.null }
            emptyKey = nil
            awaitingNested = false
            guard keys.insert(key).inserted else { return nil }
            nestedIndent = nil
            nestedKeys = []
            if let value {
                guard let text = topLevelString(value) else { return nil }
                values[key] = text
            } else {
                awaitingNested = true
                emptyKey = key
            }
        }
        if let empty = emptyKey { values[empty] = Self.null }
        return values
    }

    /// What `FrontMatter.yamlValues` makes of a null: Yams reads it as `NSNull`, which it writes as its description.
    private static let null = "\(NSNull())"


    /// What a line of the front matter is, as offsets of its bytes.
    private enum Shape {
        case blank
        /// Not in the subset.
        case unknown
        /// `key: value`, or `key:` (value nil), indented by `indent` spaces.
        case entry(indent: Int, key: Range<Int>, value: Range<Int>?)
    }

    /// The shape of a line: blank, `key: value` or `key:` with a simple key and value, or unknown.
    ///
    /// The line is read as bytes from its buffer: it must be printable ASCII, where every `Character` is one byte,
    /// and reading it through `Substring` views cost a library call a byte.
    private static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> Shape {
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return .unknown }
        guard let indent = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return .blank }
        guard let colon = bytes[indent...].firstIndex(of: UInt8(ascii: ":")) else { return .unknown }
        let key = indent..<colon
        guard let first = key.first.map({ bytes[$0] }), isLetter(first), !isReserved(bytes, key),
            key.allSatisfy({ isKeyByte(bytes[$0]) })
        else { return .unknown }
        let rest = (colon + 1)..<bytes.count
        guard let start = rest.first(where: { bytes[$0] != UInt8(ascii: " ") }) else {
            return .entry(indent: indent, key: key, value: nil)
        }
        guard bytes[colon + 1] == UInt8(ascii: " ") else { return .unknown }
        // A byte other than a space exists at `start`, so the last one is at or after it.
        let last = rest.last(where: { bytes[$0] != UInt8(ascii: " ") })!
        let value = start..<(last + 1)
        return isSimpleValue(bytes, value) ? .entry(indent: indent, key: key, value: value) : .unknown
    }

    /// A quoted string without escapes or inner quotes, or a plain scalar that stays one line and one scalar.
    private static func isSimpleValue(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> Bool {
        guard let first = value.first.map({ bytes[$0] }), let last = value.last.map({ bytes[$0] }) else { return false }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard value.count >= 2, last == first else { return false }
            let inner = (value.lowerBound + 1)..<(value.upperBound - 1)
            return !inner.contains(where: { bytes[$0] == first })
                && !value.contains(where: { bytes[$0] == UInt8(ascii: "\\") })
        }
        guard isLetter(first) || isDigit(first) else { return false }
        // `: ` would start a mapping, ` #` a comment; a final `:` a key.
        let pairs = value.dropLast()
        return !pairs.contains(where: { bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: " ") })
            && !pairs.contains(where: { bytes[$0] == UInt8(ascii: " ") && bytes[$0 + 1] == UInt8(ascii: "#") })
            && last != UInt8(ascii: ":")
    }

    /// The string Yams reads from a top-level value, nil when it might not be a string.
    private static func topLevelString(_ value: Substring) -> String? {
        guard let first = value.utf8.first else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return String(value.dropFirst().dropLast()) }
        // A plain scalar starting with a letter is a string unless it is a boolean or null word. One starting
        // with a digit is a string when it has a letter no number or date has (the `m` of `10m`), or a comma,
        // which none of Yams's number, date and timestamp patterns accepts (`years: 2015, 2019`: without it, the
        // one page written so sent the whole process through Yams and its start-up, 2 ms of regular expressions).
        if isLetter(first) { return isReserved(value) ? nil : String(value) }
        return value.utf8.contains(where: { isWordLetter($0) || $0 == UInt8(ascii: ",") }) ? String(value) : nil
    }

    /// Words YAML 1.1 resolves to booleans or null, in any case (more than Yams resolves: refusing is safe).
    private static let reservedWords: [[UInt8]] = ["y", "yes", "n", "no", "true", "false", "on", "off", "null"].map {
        Array($0.utf8)
    }

    /// Whether `word` (ASCII) is one of `reservedWords` in any case; compared as bytes, without a lowercased copy.
    private static func isReserved(_ word: Substring) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { isReserved($0, 0..<$0.count) }
            ?? Array(word.utf8).withUnsafeBufferPointer { isReserved($0, 0..<$0.count) }
    }

    private static func isReserved(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        guard word.count <= 5 else { return false }
        return reservedWords.contains { reserved in
            reserved.count == word.count && zip(reserved, word).allSatisfy { $0 == lowercased(bytes[$1]) }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
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
