import ShellSyntax

/// Prose cut into the tokens `SentenceDocReader` reads: placeholder names, lowercased words, punctuation, and
/// where sentences end, each with its place in the text so that descriptions are cut out of it as written.
///
/// A name is a `<x>`, or one of `values`, the page's unmarked values (`UnmarkedValues`), as a word of its own, in braces
/// or not: `REGION_NAME` or `{REGION_NAME}`, `instance_ID` or `{instance_ID}` for the `{instance_ID}` of a command. A
/// name without `_` (`{region}`, `{instanceId}`) is one only in braces: "the region" says nothing of it.
struct SentenceTokens {
    enum Kind: Equatable {
        case name(String)
        case word(String)
        case punctuation(Character)
        case sentenceEnd
    }

    let text: String
    private(set) var tokens: [(kind: Kind, range: Range<String.Index>)] = []

    /// Where a name is written in the text: `<x>`, `{x}` or `X_Y`, whole.
    private typealias Written = (start: String.Index, name: String, end: String.Index)

    /// `words` are names too wherever they are whole words, `_` or not (a placeholder's name the text writes in a
    /// span: "Replace *region* with …").
    init(_ text: String, values: Set<String> = [], words: Set<String> = []) {
        self.text = text
        // The values are found as the `<x>` are, before the words: the words' loop is the same.
        let placeholders = Self.placeholders(in: text)
        var names =
            values.isEmpty && words.isEmpty
            ? placeholders[...]
            : (placeholders + Self.occurrences(of: values, words: words, in: text)).sorted { $0.start < $1.start }[...]
        // A word is letters, digits and combining marks (and a `-` between letters).
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            while let name = names.first, name.start < index { names.removeFirst() }
            if let name = names.first, name.start == index {
                tokens.append((.name(name.name), index..<name.end))
                index = name.end
            } else if Self.isWordScalar(scalar) {
                var end = next
                while end < scalars.endIndex {
                    let following = scalars[end]
                    let afterIt = scalars.index(after: end)
                    guard
                        Self.isWordScalar(following)
                            || (!following.isASCII && following.properties.generalCategory == .nonspacingMark)
                            || (following == "-" && afterIt < scalars.endIndex && Self.isWordScalar(scalars[afterIt]))
                    else { break }
                    end = afterIt
                }
                tokens.append((.word(text[index..<end].lowercased()), index..<end))
                index = end
            } else if Self.isWhitespace(scalar) || scalar == "•" {
                // A bullet (a list item's, as a step's details write it) is no part of a sentence.
                index = next
            } else if let end = sentenceEnd(scalar, at: next, in: scalars) {
                if end > next || scalar == "." && word(at: tokens.count - 1) == "etc" {
                    // "(the default is 10.)", "etc.": the mark stays in the sentence, which ends after it.
                    tokens.append((.punctuation(Character(scalar)), index..<next))
                    for closing in scalars.indices[next..<end] {
                        tokens.append(
                            (.punctuation(Character(scalars[closing])), closing..<scalars.index(after: closing)))
                    }
                    tokens.append((.sentenceEnd, end..<end))
                } else {
                    tokens.append((.sentenceEnd, index..<end))
                }
                index = end
            } else {
                tokens.append((.punctuation(Character(scalar)), index..<next))
                index = next
            }
        }
    }

    /// Where the sentence that `mark` ends stops, when it ends one.
    ///
    /// A sentence ends at a `.`, `!`, `?` or `…`, the closing brackets and quotes after it ("(the default is 10.)"),
    /// then a blank or the text's end. Not at the `.` of an abbreviation ("e.g.", "cf."), nor at `…` mid-sentence,
    /// unless a capital follows: "etc." and `…` end a sentence as often as not ("such as `a`, `b`, etc. Replace …").
    private func sentenceEnd(
        _ mark: Unicode.Scalar, at next: String.Index, in scalars: String.UnicodeScalarView
    ) -> String.Index? {
        guard ".!?…".unicodeScalars.contains(mark) else { return nil }
        let end = scalars[next...].firstIndex { !Self.closings.contains($0) } ?? scalars.endIndex
        guard end == scalars.endIndex || Self.isWhitespace(scalars[end]) else { return nil }
        let abbreviation =
            mark == "." ? word(at: tokens.count - 1).flatMap { Self.abbreviations.contains($0) ? $0 : nil } : nil
        guard mark == "…" || abbreviation != nil else { return end }
        guard mark == "…" || abbreviation == "etc",
            let following = scalars[end...].first(where: { !Self.isWhitespace($0) }), following.properties.isUppercase
        else { return nil }
        return end
    }

    /// A `.` after one of these ends an abbreviation ("e.g.", "i.e.", "etc.", "ex.", "cf."), not a sentence.
    private static let abbreviations: Set<String> = [
        "e", "g", "i", "etc", "ex", "cf", "vs", "p", "approx", "min", "max", "no",
    ]

    /// What may close a sentence after its last mark: brackets and quotes.
    private static let closings: Set<Unicode.Scalar> = [")", "]", "\"", "'", "”", "’", "»"]

    /// Quotation marks a name may stand in (`"<x>"`, `« <x> »`, `“<x>”`).
    private static let quotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "«", "»"]

    private static func placeholders(in text: String) -> [Written] {
        let utf8 = text.utf8
        return PlaceholderScanner.occurrences(in: text).map { occurrence in
            let start = utf8.index(utf8.startIndex, offsetBy: occurrence.offset)
            return (
                start: start, name: occurrence.name, end: utf8.index(start, offsetBy: occurrence.name.utf8.count + 2)
            )
        }
    }

    /// Where each of `values` is written in `text` as a word of its own (`REGION_NAME`, not `MY_REGION_NAME` nor
    /// `$REGION_NAME`): bare when it holds a `_`, as no word of prose does, and in braces (`{region}`, not `${region}`
    /// nor `{{region}}`); and each of `words` bare, in braces or expanded (`$region`, `${region}`), as a span writes the
    /// name it documents (`DocTable.writtenName`).
    ///
    /// One walk of the text's words, each looked up in `values`: a page may write thousands of values and paragraphs.
    private static func occurrences(of values: Set<String>, words: Set<String>, in text: String) -> [Written] {
        guard !values.isEmpty || !words.isEmpty else { return [] }
        let isNameByte = { (byte: UInt8) in
            byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        let (open, close, dollar) = (UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "$"))
        var found: [(start: Int, name: String, end: Int)] = []
        ByteSearch.withBytes(of: text) { bytes in
            var start = 0
            while start < bytes.count {
                guard isNameByte(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                defer { start = end }
                let before = start > 0 ? bytes[start - 1] : 0
                let closed = before == open && end < bytes.count && bytes[end] == close
                let braced = closed && (start < 2 || ![open, dollar].contains(bytes[start - 2]))
                let bare = before != open && before != dollar
                // A word is also written as a command expands it, `$region` or `${region}` (`DocTable.writtenName`).
                let expanded =
                    before == dollar ? start - 1 : closed && start >= 2 && bytes[start - 2] == dollar ? start - 2 : nil
                guard braced || bare || expanded != nil else { continue }
                // Most words can be neither: they are not made a string to be looked up.
                let isValue = !values.isEmpty && (braced || bare && bytes[start..<end].contains(UInt8(ascii: "_")))
                guard isValue || !words.isEmpty else { continue }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if isValue && values.contains(name) {
                    found.append(braced ? (start - 1, name, end + 1) : (start, name, end))
                } else if words.contains(name) {
                    let written = expanded ?? (braced ? start - 1 : start)
                    found.append((written, name, closed ? end + 1 : end))
                }
            }
        }
        let utf8 = text.utf8
        return found.map {
            (utf8.index(utf8.startIndex, offsetBy: $0.start), $0.name, utf8.index(utf8.startIndex, offsetBy: $0.end))
        }
    }

    /// Whether `text` writes one of `values` or `words` as `SentenceTokens(text, values:words:)` reads them.
    static func mentions(_ values: Set<String>, words: Set<String> = [], in text: String) -> Bool {
        !occurrences(of: values, words: words, in: text).isEmpty
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// The sentences, as ranges of token indices without their final mark.
    func sentences() -> [Range<Int>] {
        tokens.indices.split { tokens[$0].kind == .sentenceEnd }
    }

    func word(at index: Int) -> String? {
        guard tokens.indices.contains(index), case .word(let word) = tokens[index].kind else { return nil }
        return word
    }

    func name(at index: Int) -> String? {
        guard tokens.indices.contains(index), case .name(let name) = tokens[index].kind else { return nil }
        return name
    }

    func isName(at index: Int) -> Bool { name(at: index) != nil }

    func isWord(at index: Int, in words: some Collection<String>) -> Bool {
        word(at: index).map(words.contains) == true
    }

    /// Whether the words of `phrase` (as `words(of:)` cuts a phrase) are the tokens from `index` on.
    func starts(_ phrase: [String], at index: Int) -> Bool {
        phrase.indices.allSatisfy { word(at: index + $0) == phrase[$0] }
    }

    /// The words of `phrase`, one space between each: what `starts` looks for, cut once for every look.
    static func words(of phrase: String) -> [String] {
        phrase.split(separator: " ").map(String.init)
    }

    func isPunctuation(_ mark: Character, at index: Int) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .punctuation(mark)
    }

    func isQuote(at index: Int) -> Bool {
        guard tokens.indices.contains(index), case .punctuation(let mark) = tokens[index].kind else { return false }
        return Self.quotes.contains(mark)
    }

    /// Whether token `index` joins two names written together: `/`, or a `:` or `@` with no blank either side
    /// (`<a>/<b>`, `<image>:<tag>`, `<user>@<host>`).
    func joinsNames(at index: Int) -> Bool {
        isPunctuation("/", at: index)
            || (isPunctuation(":", at: index) || isPunctuation("@", at: index))
                && adjacent(index - 1, index) && adjacent(index, index + 1)
    }

    /// `,` or a conjunction ("and", "or", "et", "ou", "e").
    func isJoiner(at index: Int) -> Bool {
        isPunctuation(",", at: index) || isWord(at: index, in: Vocabulary.conjunctions)
    }

    /// `:`, `=` or a dash: what separates a term from its description.
    func isSeparator(at index: Int) -> Bool {
        [":", "=", "-", "–", "—"].contains { isPunctuation($0, at: index) }
    }

    /// The token after the separator at `index` (`isSeparator`), where a description starts: a dash written `--` or
    /// `---` is one separator, as kramdown's typography makes them an en and an em dash (`` `<x>` -- the name ``).
    func afterSeparator(_ index: Int) -> Int {
        var next = index + 1
        while next < index + 3, isPunctuation("-", at: index), isPunctuation("-", at: next), adjacent(next - 1, next) {
            next += 1
        }
        return next
    }

    /// The flag that starts at token `index` (`-r`, `--region`, `--dry-run`): its text and the token after it.
    func flag(at index: Int) -> (text: String, end: Int)? {
        guard isPunctuation("-", at: index) else { return nil }
        var end = index + 1
        if isPunctuation("-", at: end), adjacent(index, end) { end += 1 }
        guard word(at: end) != nil, adjacent(end - 1, end) else { return nil }
        while isPunctuation("-", at: end + 1), adjacent(end, end + 1), word(at: end + 2) != nil,
            adjacent(end + 1, end + 2)
        {
            end += 2
        }
        return (String(text[tokens[index].range.lowerBound..<tokens[end].range.upperBound]), end + 1)
    }

    /// The token after a shell variable written from token `index` on, `$NAME` or `${NAME}` (`$REGION_NAME`: words and
    /// `_` written together), or nil: a name prose writes beside placeholders ("where `<a>` is …, `$REGION` is …"),
    /// which a paragraph's tokens do not make a name.
    func variableEnd(at index: Int) -> Int? {
        guard isPunctuation("$", at: index) else { return nil }
        let braced = isPunctuation("{", at: index + 1) && adjacent(index, index + 1)
        var end = braced ? index + 2 : index + 1
        guard word(at: end) != nil, adjacent(end - 1, end) else { return nil }
        while adjacent(end, end + 1), word(at: end + 1) != nil || isPunctuation("_", at: end + 1) { end += 1 }
        end += 1
        guard braced else { return end }
        return isPunctuation("}", at: end) && adjacent(end - 1, end) ? end + 1 : nil
    }

    /// Whether token `index` is an apostrophe that joins an elided word to the next ("l'attribut", "d’API").
    func isElision(at index: Int) -> Bool {
        (isPunctuation("'", at: index) || isPunctuation("’", at: index)) && word(at: index - 1) != nil
            && adjacent(index - 1, index) && adjacent(index, index + 1)
    }

    /// Whether token `index` is a word or `-` joined to the token after it (part of a flag being read).
    func isFlagPart(_ index: Int) -> Bool {
        adjacent(index, index + 1) && (isPunctuation("-", at: index) || word(at: index) != nil)
    }

    private func adjacent(_ first: Int, _ second: Int) -> Bool {
        first >= 0 && second < tokens.count && tokens[first].range.upperBound == tokens[second].range.lowerBound
    }

    /// The text of tokens `range`, as written, without the commas, colons and spaces that may end it.
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return "" }
        var slice = text[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound]
        while let last = slice.last, last == "," || last == ":" || last == ";" || last.isWhitespace {
            slice = slice.dropLast()
        }
        return String(slice)
    }
}
