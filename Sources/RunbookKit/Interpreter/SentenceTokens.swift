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
        let names = PlaceholderScanner.occurrences(in: text)
        let utf8 = text.utf8
        var nameAt: [String.Index: (name: String, end: String.Index)] = [:]
        for occurrence in names {
            let start = utf8.index(utf8.startIndex, offsetBy: occurrence.offset)
            let end = utf8.index(start, offsetBy: occurrence.name.utf8.count + 2)
            nameAt[start] = (occurrence.name, end)
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let name = nameAt[index] {
                tokens.append(Token(kind: .name(name.name), range: index..<name.end))
                index = name.end
            } else if character.isLetter || character.isNumber {
                var end = text.index(after: index)
                while end < text.endIndex,
                    text[end].isLetter || text[end].isNumber
                        || text[end] == "-" && end < text.endIndex
                            && text.index(after: end) < text.endIndex && text[text.index(after: end)].isLetter
                {
                    end = text.index(after: end)
                }
                tokens.append(Token(kind: .word(text[index..<end].lowercased()), range: index..<end))
                index = end
            } else if character.isWhitespace {
                index = text.index(after: index)
            } else {
                let next = text.index(after: index)
                let kind: Kind =
                    ".!?".contains(character) && (next == text.endIndex || text[next].isWhitespace)
                        && !Self.isAbbreviation(before: tokens.last) ? .sentenceEnd : .punctuation(character)
                tokens.append(Token(kind: kind, range: index..<next))
                index = next
            }
        }
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
        return ["e", "g", "i", "etc", "ex", "cf", "vs", "p", "approx", "min", "max", "no"].contains(word)
    }
}
