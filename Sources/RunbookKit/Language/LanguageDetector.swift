/// Finds the language of a page: from its path (`nl/fr/…`, `/pt/`, `page.fr.md`), its front matter, or its words.
public enum LanguageDetector {
    /// The page's language; English when nothing says otherwise.
    public static func language(path: String, frontMatter: [String: String], lines: [Substring]) -> Language {
        if let language = fromPath(path) { return language }
        for key in ["lang", "language", "locale"] {
            if let value = frontMatter[key], let language = fromCode(value) { return language }
        }
        return fromText(lines)
    }

    /// The language a path names, if any: a folder `fr`, `pt`, `pt-br`, `en` or a suffix `.fr.md`.
    public static func fromPath(_ path: String) -> Language? {
        var path = path
        let ascii: Language?? = path.withUTF8 { bytes in LineSearch.isASCII(bytes) ? .some(fromASCIIPath(bytes)) : nil }
        if let ascii { return ascii }
        let components = split(path[...], at: "/")
        if let file = components.last {
            let parts = split(file, at: ".")
            if parts.count >= 3, let language = fromComponent(parts[parts.count - 2]) { return language }
        }
        for component in components.dropLast().reversed() {
            if let language = fromComponent(component) { return language }
        }
        return nil
    }

    /// `fromPath` for an ASCII path, read as bytes: its pieces are byte ranges, and only a piece of two or five
    /// bytes is made a string, to be compared with the codes (cutting every piece as a `Substring` through the
    /// `UTF8View` cost over ten thousand instructions a page).
    private static func fromASCIIPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        let components = pieces(of: bytes, in: 0..<bytes.count, at: UInt8(ascii: "/"))
        if let file = components.last {
            let parts = pieces(of: bytes, in: file, at: UInt8(ascii: "."))
            if parts.count >= 3, let language = fromASCIIComponent(bytes, parts[parts.count - 2]) { return language }
        }
        for component in components.dropLast().reversed() {
            if let language = fromASCIIComponent(bytes, component) { return language }
        }
        return nil
    }

    /// The non-empty pieces of `bytes[range]` between `separator`s, as `split(separator:)` gives them.
    private static func pieces(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, at separator: UInt8)
        -> [Range<Int>]
    {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            if index > start { pieces.append(start..<index) }
            start = index + 1
        }
        if range.upperBound > start { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// `fromComponent` of the ASCII piece `bytes[range]`.
    private static func fromASCIIComponent(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Language? {
        guard range.count == 2 || range.count == 5 else { return nil }
        return fromCode(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }

    /// `fromCode` of a piece of a path, with no copy of the pieces that cannot be a code: every code is 2 or 5
    /// bytes, and ASCII text lowercases to as many bytes (other text takes the long way).
    static func fromComponent(_ component: Substring) -> Language? {
        let count = component.utf8.count
        if count != 2, count != 5, LineSearch.isASCII(component) { return nil }
        return fromCode(String(component))
    }

    /// `text.split(separator: separator)`, on bytes when `text` is ASCII (then each byte is a `Character`, and a
    /// CR LF pair, the one `Character` of two bytes, is no separator either way).
    private static func split(_ text: Substring, at separator: Character) -> [Substring] {
        guard LineSearch.isASCII(text), let byte = separator.asciiValue else { return text.split(separator: separator) }
        return text.utf8.split(separator: byte).map { Substring($0) }
    }

    static func fromCode(_ code: String) -> Language? {
        switch code.lowercased() {
        case "en", "en-us", "en_us", "en-gb": .en
        case "fr", "fr-fr", "fr_fr", "fr-ca": .fr
        case "pt", "pt-br", "pt_br", "pt-pt": .pt
        default: nil
        }
    }

    /// The language whose frequent words are most frequent in the page's prose (code fences skipped).
    static func fromText(_ lines: [Substring]) -> Language {
        var scores: [Language: Int] = [:]
        let vocabularies = Language.allCases.map { ($0, Vocabulary.of($0).stopWords) }
        var inFence = false
        var wordsSeen = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            for word in proseWords(trimmed) {
                let lowered = word.lowercased()
                for (language, words) in vocabularies where words.contains(lowered) {
                    scores[language, default: 0] += 1
                }
                wordsSeen += 1
            }
            if wordsSeen > 4000 { break }
        }
        return Language.allCases.max { (scores[$0] ?? 0) < (scores[$1] ?? 0) } ?? .en
    }

    /// The words of a line a reader reads: HTML tags, link targets, keyrefs and attribute lists left out, so
    /// that `<a href=…>` does not count as the Portuguese article "a".
    static func proseWords(_ line: Substring) -> [Substring] {
        var kept = ""
        var skipUntil: Character?
        var previous: Character = " "
        for character in line {
            if let end = skipUntil {
                if character == end { skipUntil = nil }
            } else if character == "<" {
                skipUntil = ">"
            } else if character == "(" && previous == "]" {
                skipUntil = ")"
            } else if character == "{" {
                skipUntil = "}"
            } else {
                kept.append(character)
            }
            previous = character
        }
        return Substring(kept).split(whereSeparator: { !$0.isLetter && $0 != "'" })
    }
}
