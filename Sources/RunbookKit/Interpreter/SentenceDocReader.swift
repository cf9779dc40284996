/// Reads the sentences that document placeholders, in English, French and Portuguese.
///
/// A sentence documents one or more names (`<a>`, `<a> and <b>`, `<a>/<b>`, `<a>, <b> et <c>`) in one of four
/// shapes, each a word of the page's vocabulary (`Vocabulary`) followed by the description:
///
/// - **replace**: "Replace `<x>` with …", "by replacing `<x>` with …", "Remplacez `<x>` par …", "en remplaçant …",
///   "Substitua `<x>` por/pelo …" (filler words such as "the value of" may come between);
/// - **where**: "where `<x>` is …", "où `<x>` est …", "em que/onde `<x>` é …";
/// - **is**: a sentence that starts with the names, then "is/are", "est/sont", "é/são" (`<x>` is the name …);
/// - **colon**: a sentence that starts with the names, then `:` or a dash (`<x>`: the name …).
///
/// Pairs chain: "where `<a>` is X and `<b>` is Y", "Remplacez `<a>` par X, `<b>` par Y et `<c>` par Z". A
/// description ends where its sentence ends or where the next pair starts; trailing commas and spaces go.
enum SentenceDocReader {
    /// One documented name with its description, as written.
    struct Found: Equatable {
        let name: String
        let description: String
    }

    static func read(_ text: String) -> [Found] {
        guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { return [] }
        let tokens = SentenceTokens(text)
        var found: [Found] = []
        for sentence in tokens.sentences() {
            found += read(sentence, tokens)
        }
        return found
    }

    /// Sentences that name a command's flag and call it an option ("specify the `--build` option to provide the
    /// name of your build configuration"): each documents the value given with that flag.
    static func flagSentences(_ text: String) -> [(flag: String, sentence: String)] {
        guard mayHoldFlag(text) else { return [] }
        let tokens = SentenceTokens(text)
        var found: [(flag: String, sentence: String)] = []
        for range in tokens.sentences() {
            for index in range {
                // `-` or `--` right before a word: a flag, its tokens written without a space between.
                guard let flag = tokens.flag(at: index), index == range.lowerBound || !tokens.isFlagPart(index - 1),
                    !found.contains(where: { $0.flag == flag.text })
                else { continue }
                // "the `--build` option", "l'indicateur `--keyname`": the option word stands next to the flag.
                let neighbours = [index - 1, flag.end].compactMap { tokens.word(at: $0) }
                guard neighbours.contains(where: Vocabulary.any.optionWords.contains) else { continue }
                found.append((flag.text, tokens.text(range)))
            }
        }
        return found
    }

    /// Whether `text` holds a `-` that may start a flag (after a space, a backquote or `(`, before a letter or a
    /// second `-`): most paragraphs hold none, and need no tokens.
    private static func mayHoldFlag(_ text: String) -> Bool {
        ByteSearch.withBytes(of: text) { bytes in
            var from = 0
            while let dash = ByteSearch.firstOffset(of: UInt8(ascii: "-"), in: bytes, from: from) {
                from = dash + 1
                let previous = dash == 0 ? UInt8(ascii: " ") : bytes[dash - 1]
                guard previous == UInt8(ascii: " ") || previous == UInt8(ascii: "`") || previous == UInt8(ascii: "("),
                    dash + 1 < bytes.count
                else { continue }
                let next = bytes[dash + 1]
                if next == UInt8(ascii: "-") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) {
                    return true
                }
            }
            return false
        }
    }

    /// The documentation in one sentence: tokens `range` of `tokens`.
    private static func read(_ range: Range<Int>, _ tokens: SentenceTokens) -> [Found] {
        let vocabulary = Vocabulary.any
        var found: [Found] = []
        var index = range.lowerBound
        // The sentence's own start: "is" and "colon" need the names there (after list marks).
        let start = index
        // After a replace verb, a pair further on chains even when the verb's own target is no placeholder:
        // "Replace `/_/pkg` with your package, `<db>` with your database and `<id>` with an ID".
        var replacing = false
        while index < range.upperBound {
            var names: (list: [String], end: Int)?
            var descriptionStart: Int?
            if replacing, index > start, tokens.isJoiner(at: index - 1) || tokens.isPunctuation(",", at: index - 1),
                let list = nameList(from: index, in: range, tokens, fillers: false),
                tokens.word(at: skipFillers(from: list.end, in: range, tokens)).map(vocabulary.replaceWith.contains)
                    == true,
                let chained = chain(from: index, in: range, tokens)
            {
                found += chained.found
                index = chained.end
                continue
            }
            if let verb = tokens.word(at: index), vocabulary.replaceVerbs.contains(verb) {
                replacing = true
                names = nameList(from: index + 1, in: range, tokens, fillers: true)
                if let list = names, let with = tokens.word(at: skipFillers(from: list.end, in: range, tokens)),
                    vocabulary.replaceWith.contains(with)
                {
                    descriptionStart = skipFillers(from: list.end, in: range, tokens) + 1
                }
            } else if let word = tokens.word(at: index),
                vocabulary.whereWords.contains(word)
                    || (index + 1 < range.upperBound
                        && vocabulary.whereWords.contains(word + " " + (tokens.word(at: index + 1) ?? "")))
            {
                let after = vocabulary.whereWords.contains(word) ? index + 1 : index + 2
                names = nameList(from: after, in: range, tokens, fillers: false)
                if let list = names { descriptionStart = copula(at: list.end, in: range, tokens) }
            } else if index == start, tokens.isName(at: index) || tokens.isArticle(at: index) {
                names = nameList(from: index, in: range, tokens, fillers: true)
                if let list = names {
                    descriptionStart =
                        copula(at: list.end, in: range, tokens)
                        ?? (tokens.isSeparator(at: list.end) ? list.end + 1 : nil)
                }
            }
            guard let list = names, let first = descriptionStart, first < range.upperBound else {
                index += 1
                continue
            }
            let end = descriptionEnd(from: first, in: range, tokens)
            let description = tokens.text(first..<end)
            if !description.isEmpty { found += list.list.map { Found(name: $0, description: description) } }
            index = max(end, index + 1)
            // A chained pair: ", <b> par …", "and <b> is …".
            while index < range.upperBound, tokens.isJoiner(at: index) { index += 1 }
            index = skipFillers(from: index, in: range, tokens)
            if index < range.upperBound, tokens.isName(at: index), let chained = chain(from: index, in: range, tokens) {
                found += chained.found
                index = chained.end
            }
        }
        return found
    }

    /// "<b> par Y, <c> par Z": pairs that go on after a first one, each with the same link word or a copula.
    private static func chain(from start: Int, in range: Range<Int>, _ tokens: SentenceTokens) -> (
        found: [Found], end: Int
    )? {
        var found: [Found] = []
        var index = start
        while index < range.upperBound, tokens.isName(at: index) {
            guard let list = nameList(from: index, in: range, tokens, fillers: false) else { break }
            let link = skipFillers(from: list.end, in: range, tokens)
            let first: Int
            if let word = tokens.word(at: link), Vocabulary.any.replaceWith.contains(word) {
                first = link + 1
            } else if let after = copula(at: list.end, in: range, tokens) {
                first = after
            } else {
                break
            }
            let end = descriptionEnd(from: first, in: range, tokens)
            let description = tokens.text(first..<end)
            if !description.isEmpty { found += list.list.map { Found(name: $0, description: description) } }
            index = end
            while index < range.upperBound, tokens.isJoiner(at: index) { index += 1 }
            index = skipFillers(from: index, in: range, tokens)
        }
        return found.isEmpty ? nil : (found, index)
    }

    /// Names joined by commas, slashes, "and", "or" and their translations, perhaps after filler words.
    private static func nameList(
        from start: Int, in range: Range<Int>, _ tokens: SentenceTokens, fillers: Bool
    ) -> (list: [String], end: Int)? {
        var index = fillers ? skipFillers(from: start, in: range, tokens) : start
        if tokens.isArticle(at: index) { index += 1 }
        var names: [String] = []
        while index < range.upperBound, let name = tokens.name(at: index) {
            names.append(name)
            index += 1
            let next = index
            while index < range.upperBound, tokens.isJoiner(at: index) || tokens.isPunctuation("/", at: index) {
                index += 1
            }
            if index == next || !tokens.isName(at: index) {
                index = next
                break
            }
        }
        return names.isEmpty ? nil : (names, index)
    }

    /// The token after a copula that starts at `index` ("is", "are", "est", "é", "is the value of"…), or nil.
    private static func copula(at index: Int, in range: Range<Int>, _ tokens: SentenceTokens) -> Int? {
        var index = index
        // "<x> value is", "<x> variable est".
        if let word = tokens.word(at: index), Vocabulary.any.placeholderNouns.contains(word) { index += 1 }
        guard index < range.upperBound, let word = tokens.word(at: index) else { return nil }
        for phrase in Vocabulary.any.copulas {
            let words = phrase.split(separator: " ")
            guard words.first.map(String.init) == word else { continue }
            if words.indices.allSatisfy({ tokens.word(at: index + $0) == String(words[$0]) }) {
                return index + words.count
            }
        }
        return nil
    }

    /// Where a description that starts at `first` ends: the sentence's end, a `;`, or the start of the next pair
    /// (", and <b> is", "et <b> par", ", <c> par").
    private static func descriptionEnd(from first: Int, in range: Range<Int>, _ tokens: SentenceTokens) -> Int {
        var index = first
        while index < range.upperBound {
            if tokens.isPunctuation(";", at: index) { return index }
            if tokens.isJoiner(at: index) || tokens.isPunctuation(",", at: index) {
                var look = index
                while look < range.upperBound, tokens.isJoiner(at: look) || tokens.isPunctuation(",", at: look) {
                    look += 1
                }
                look = skipFillers(from: look, in: range, tokens)
                if tokens.isName(at: look), let list = nameList(from: look, in: range, tokens, fillers: false) {
                    let link = skipFillers(from: list.end, in: range, tokens)
                    if tokens.word(at: link).map(Vocabulary.any.replaceWith.contains) == true
                        || copula(at: list.end, in: range, tokens) != nil
                    {
                        return index
                    }
                }
            }
            index += 1
        }
        return range.upperBound
    }

    private static func skipFillers(from start: Int, in range: Range<Int>, _ tokens: SentenceTokens) -> Int {
        var index = start
        while index < range.upperBound, let word = tokens.word(at: index), Vocabulary.any.fillers.contains(word) {
            index += 1
        }
        return index
    }
}
