/// Prose cut into the tokens `SentenceDocReader` reads: placeholder names, lowercased words, punctuation, and
/// where sentences end, each with its place in the text so that descriptions are cut out of it as written.
struct SentenceTokens {
    enum Kind: Equatable {
        case name(String)
        case word(String)
        case punctuation(Character)
        case sentenceEnd
    }

    struct Token {
        let kind: Kind
        let range: Range<String.Index>
    }

    let text: String
    private(set) var tokens: [Token] = []

    init(_ text: String) {
        self.text = text
        // The placeholders in text order, met by a cursor as the scalars are walked.
        var names: [(start: String.Index, name: String, end: String.Index)] = []
        if ByteSearch.contains(text, byte: UInt8(ascii: "<")) {
            let utf8 = text.utf8
            for occurrence in PlaceholderScanner.occurrences(in: text) {
                let start = utf8.index(utf8.startIndex, offsetBy: occurrence.offset)
                names.append((start, occurrence.name, utf8.index(start, offsetBy: occurrence.name.utf8.count + 2)))
            }
            names.sort { $0.start < $1.start }
        }
        var nextName = 0
        // Walked as Unicode scalars: a word is letters, digits and combining marks (and a `-` between letters).
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            while nextName < names.count, names[nextName].start < index { nextName += 1 }
            if nextName < names.count, names[nextName].start == index {
                tokens.append(Token(kind: .name(names[nextName].name), range: index..<names[nextName].end))
                index = names[nextName].end
            } else if Self.isWordScalar(scalar) {
                var end = scalars.index(after: index)
                while end < scalars.endIndex {
                    let next = scalars[end]
                    if Self.isWordScalar(next) || (!next.isASCII && next.properties.generalCategory == .nonspacingMark)
                    {
                        end = scalars.index(after: end)
                    } else if next == "-", scalars.index(after: end) < scalars.endIndex,
                        Self.isWordScalar(scalars[scalars.index(after: end)])
                    {
                        end = scalars.index(after: end)
                    } else {
                        break
                    }
                }
                tokens.append(Token(kind: .word(text[index..<end].lowercased()), range: index..<end))
                index = end
            } else if Self.isWhitespace(scalar) {
                index = scalars.index(after: index)
            } else {
                let next = scalars.index(after: index)
                let ends =
                    (scalar == "." || scalar == "!" || scalar == "?")
                    && (next == scalars.endIndex || Self.isWhitespace(scalars[next]))
                    && !Self.isAbbreviation(before: tokens.last)
                tokens.append(Token(kind: ends ? .sentenceEnd : .punctuation(Character(scalar)), range: index..<next))
                index = next
            }
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// White space of any script (ASCII decided without Unicode's property tables: prose is mostly ASCII).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// The sentences, as ranges of token indices without their final mark.
    func sentences() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, token) in tokens.enumerated() where token.kind == .sentenceEnd {
            if index > start { ranges.append(start..<index) }
            start = index + 1
        }
        if start < tokens.count { ranges.append(start..<tokens.count) }
        return ranges
    }

    func word(at index: Int) -> String? {
        guard index >= 0, index < tokens.count, case .word(let word) = tokens[index].kind else { return nil }
        return word
    }

    func name(at index: Int) -> String? {
        guard index >= 0, index < tokens.count, case .name(let name) = tokens[index].kind else { return nil }
        return name
    }

    func isName(at index: Int) -> Bool { name(at: index) != nil }

    func isPunctuation(_ mark: Character, at index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(mark)
    }

    /// `,` or a conjunction ("and", "or", "et", "ou", "e").
    func isJoiner(at index: Int) -> Bool {
        isPunctuation(",", at: index) || word(at: index).map(Vocabulary.any.conjunctions.contains) == true
    }

    /// `:`, `=` or a dash: what separates a term from its description.
    func isSeparator(at index: Int) -> Bool {
        [":", "=", "-", "–", "—"].contains { isPunctuation($0, at: index) }
    }

    /// The flag that starts at token `index` (`-r`, `--region`, `--dry-run`): its text and the token after it.
    func flag(at index: Int) -> (text: String, end: Int)? {
        guard isPunctuation("-", at: index) else { return nil }
        var end = index + 1
        if isPunctuation("-", at: end), adjacent(index, end) { end += 1 }
        guard word(at: end) != nil, adjacent(end - 1, end) else { return nil }
        while end + 1 < tokens.count, isPunctuation("-", at: end + 1), adjacent(end, end + 1), word(at: end + 2) != nil,
            adjacent(end + 1, end + 2)
        {
            end += 2
        }
        return (String(text[tokens[index].range.lowerBound..<tokens[end].range.upperBound]), end + 1)
    }

    /// Whether token `index` is a word or `-` joined to the token after it (part of a flag being read).
    func isFlagPart(_ index: Int) -> Bool {
        index >= 0 && index + 1 < tokens.count && adjacent(index, index + 1)
            && (isPunctuation("-", at: index) || word(at: index) != nil)
    }

    private func adjacent(_ first: Int, _ second: Int) -> Bool {
        first >= 0 && second < tokens.count && tokens[first].range.upperBound == tokens[second].range.lowerBound
    }

    /// "the", "le", "la", "o", "a"…: an article before a name at a sentence's start.
    func isArticle(at index: Int) -> Bool {
        word(at: index).map(Vocabulary.any.articles.contains) == true && isName(at: index + 1)
    }

    /// The text of tokens `range`, as written, without the commas, colons and spaces that may end it.
    func text(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound, range.upperBound <= tokens.count else { return "" }
        var slice = text[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound]
        while let last = slice.last, last == "," || last == ":" || last == ";" || last.isWhitespace {
            slice = slice.dropLast()
        }
        return String(slice)
    }

    /// Whether a `.` after `token` ends an abbreviation ("e.g.", "i.e.", "etc.", "ex.", "cf.") rather than a
    /// sentence.
    private static func isAbbreviation(before token: Token?) -> Bool {
        guard case .word(let word)? = token?.kind else { return false }
        return abbreviations.contains(word)
    }

    private static let abbreviations: Set<String> = [
        "e", "g", "i", "etc", "ex", "cf", "vs", "p", "approx", "min", "max", "no",
    ]
}
