/// Reads "Required." / "Facultatif." / "(Optional)" / "This value is *optional*" from a description.
enum RequirementParser {
    /// The description without its leading requirement word, and what that word said (nil when nothing).
    static func parse(_ description: String) -> (text: String, required: Bool?) {
        let vocabulary = Vocabulary.any
        var text = Substring(description).trimmingSpaces
        let opener = text.prefix { "([*_ ".contains($0) }
        let word = text.dropFirst(opener.count).prefix { $0.isLetter }
        let lowered = word.lowercased()
        var required: Bool?
        if vocabulary.required.contains(lowered) { required = true }
        if vocabulary.optional.contains(lowered) { required = false }
        if required != nil {
            text = text.dropFirst(opener.count + word.count)
            text = text.drop { ")]*_.:,;-–— ".contains($0) }
            return (String(text), required)
        }
        return (description, inlineStatement(description.lowercased()))
    }

    /// "This value is required" and its translations anywhere in the text.
    private static func inlineStatement(_ lowered: String) -> Bool? {
        let optional = ["value is optional", "is optional.", "valeur est facultative", "est facultatif",
                        "est facultative", "valor é opcional", "é opcional"]
        let required = ["value is required", "valeur est obligatoire", "valeur est requise", "valor é necessário",
                        "valor é obrigatório", "é obrigatório"]
        if optional.contains(where: { SecretDetector.contains(lowered, $0) }) { return false }
        if required.contains(where: { SecretDetector.contains(lowered, $0) }) { return true }
        return nil
    }
}

/// Decides whether a placeholder holds a secret, from its name and its documentation.
public enum SecretDetector {
    /// Whether a placeholder called `name`, documented with `descriptions`, is a secret.
    public static func isSecret(name: String, descriptions: [String]) -> Bool {
        let words = nameWords(name)
        if let last = words.last, SecretNames.qualifiers.contains(last) { return false }
        if SecretNames.says(words: words) { return true }
        for description in descriptions {
            let lowered = description.lowercased()
            let naming = ["the name of", "the id of", "le nom", "l'id", "l'identifiant", "o nome", "o id"]
            if naming.contains(where: { lowered.hasPrefix($0) }) { continue }
            if Vocabulary.any.secretWords.contains(where: { contains(lowered, $0) }) { return true }
        }
        return false
    }

    /// Foundation's `contains`, on bytes for ASCII text: an ASCII text holds no other form of any character (no
    /// combining mark, no precomposed letter), so it holds an ASCII word exactly where its bytes are, and no other.
    static func contains(_ text: String, _ word: String) -> Bool {
        guard LineSearch.isASCII(text[...]) else {
            // Other text holds the word only where it holds the bytes of the word's ASCII run (see `asciiRun`).
            if let run = asciiRun(of: word), LineSearch.firstOffset(of: run, in: text[...]) == nil { return false }
            return text.contains(word)
        }
        return LineSearch.isASCII(word[...]) && LineSearch.firstOffset(of: word, in: text[...]) != nil
    }

    /// The longest run of `word`'s bytes that every text holding `word` holds as bytes, nil when there is none.
    ///
    /// Those are ASCII bytes that are `Character`s of their own (no non-ASCII byte just before or after them, which
    /// could join them into a larger `Character`), other than K, `;` and `` ` ``: no other scalar is canonically
    /// equivalent to such a byte, so a text `Character` equal to it is that very byte.
    static func asciiRun(of word: String) -> String? {
        let bytes = Array(word.utf8)
        var best = 0..<0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] < 0x80, !"K;`".utf8.contains(bytes[end]) { end += 1 }
            // Trim a byte touching a non-ASCII one.
            var run = start..<end
            if !run.isEmpty, run.lowerBound > 0, bytes[run.lowerBound - 1] >= 0x80 {
                run = (run.lowerBound + 1)..<run.upperBound
            }
            if !run.isEmpty, run.upperBound < bytes.count, bytes[run.upperBound] >= 0x80 {
                run = run.lowerBound..<(run.upperBound - 1)
            }
            if run.count > best.count { best = run }
            start = end + 1
        }
        return best.isEmpty ? nil : String(decoding: bytes[best], as: UTF8.self)
    }

    /// A name's words, lowercased: split on `_`, `-`, `.` and lower-to-upper case changes.
    static func nameWords(_ name: String) -> [String] {
        asciiNameWords(name) ?? characterNameWords(name)
    }

    /// `characterNameWords` on bytes, for ASCII names (every placeholder name is): there a byte is a `Character`
    /// (CR LF aside, which neither path splits or cases), upper and lower case are `A`…`Z` and `a`…`z`, and
    /// lowercasing is ASCII's. Nil for other names.
    private static func asciiNameWords(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            guard LineSearch.isASCII(bytes) else { return nil }
            var words: [String] = []
            var current: [UInt8] = []
            var previousWasLower = false
            for byte in bytes {
                if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
                    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                    current.removeAll(keepingCapacity: true)
                    previousWasLower = false
                    continue
                }
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if isUpper, previousWasLower, !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(isUpper ? byte + 32 : byte)
                previousWasLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            return words
        }
    }

    /// `nameWords` by `Character`s, for any name.
    static func characterNameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character == "_" || character == "-" || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
