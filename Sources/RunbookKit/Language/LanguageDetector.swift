import Foundation

/// Finds the language of a page: from its path (`nl/fr/…`, `/pt/`, `page.fr.md`), its front matter, or its words.
public enum LanguageDetector {
    /// The page's language; English when nothing says otherwise.
    ///
    /// A relative path is read from the current directory: `prog.md` in `pt-br/` is as Portuguese as `pt-br/prog.md`.
    public static func language(path: String, frontMatter: [String: String], lines: [Substring]) -> Language {
        let full = path.hasPrefix("/") || path.isEmpty ? path : SystemPath.currentDirectory() + "/" + path
        let stated = ["lang", "language", "locale"].lazy.compactMap { frontMatter[$0].flatMap { fromCode($0[...]) } }
        return fromPath(full) ?? stated.first ?? fromText(lines)
    }

    /// The language a path names, if any: a folder `fr`, `pt`, `pt-br`, `en` or a suffix `.fr.md`.
    public static func fromPath(_ path: String) -> Language? {
        // Split on the bytes: splitting characters cost more than reading the page's language from its words.
        let components = path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        if let parts = components.last?.utf8.split(separator: UInt8(ascii: ".")), parts.count >= 3,
            let language = fromCode(Substring(parts[parts.count - 2]))
        {
            return language
        }
        // `pt-br/../en/page.md` is in `en`.
        var folders: [Substring] = []
        for component in components.dropLast() where component != "." {
            if component == ".." { _ = folders.popLast() } else { folders.append(component) }
        }
        return folders.reversed().lazy.compactMap(fromCode).first
    }

    static func fromCode(_ code: Substring) -> Language? {
        guard code.utf8.count <= 5 else { return nil }
        switch code.lowercased() {
        case "en", "en-us", "en_us", "en-gb": return .en
        case "fr", "fr-fr", "fr_fr", "fr-ca": return .fr
        case "pt", "pt-br", "pt_br", "pt-pt": return .pt
        default: return nil
        }
    }

    /// The language whose frequent words are most frequent in the page's prose (code fences skipped).
    static func fromText(_ lines: [Substring]) -> Language {
        var scores: [Language: Int] = [:]
        let stopWords = Language.allCases.map { ($0, Vocabulary.stopWords[$0]!) }
        var inFence = false
        var wordsSeen = 0
        for line in lines where wordsSeen <= 4000 {
            let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let isFence = trimmed.starts(with: "```".utf8) || trimmed.starts(with: "~~~".utf8)
            if isFence { inFence.toggle() }
            if inFence || isFence { continue }
            for word in proseWords(Substring(trimmed)) {
                let lowered = word.lowercased()
                for (language, words) in stopWords where words.contains(lowered) {
                    scores[language, default: 0] += 1
                }
                wordsSeen += 1
            }
        }
        let best = Language.allCases.max { (scores[$0] ?? 0) < (scores[$1] ?? 0) } ?? .en
        // A word or two more than English is no evidence ("Create a bucket." in a section "Do" has Portuguese "a" and
        // "do", and English "a"): English, the default.
        return (scores[best] ?? 0) >= (scores[.en] ?? 0) + 2 ? best : .en
    }

    /// The words of a line a reader reads: HTML tags, link targets, keyrefs and attribute lists left out, so
    /// that `<a href=…>` does not count as the Portuguese article "a".
    ///
    /// Read a Unicode scalar at a time, not a character: a word is letters and apostrophes, with the marks that
    /// extend its letters ("é" written as "e" and an accent).
    static func proseWords(_ line: Substring) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var skipUntil: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        for scalar in line.unicodeScalars {
            defer { previous = scalar }
            if let end = skipUntil {
                if scalar == end { skipUntil = nil }
            } else if scalar == "<" {
                skipUntil = ">"
            } else if scalar == "(" && previous == "]" {
                skipUntil = ")"
            } else if scalar == "{" {
                skipUntil = "}"
            } else if scalar.properties.isAlphabetic || scalar == "'"
                || !word.isEmpty && scalar.properties.isGraphemeExtend
            {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }
}
