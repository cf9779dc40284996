import MarkdownTree

/// The last resort for a placeholder no table, list or sentence names: a sentence of a step that uses it and
/// speaks of it in words ("Target a resource group by running…" for `<resource_group>`, "To find available zone
/// IDs, run…" for `<zone-id>`).
///
/// A sentence speaks of a placeholder when the name's words (split at `_`, `-`, spaces and case changes, without
/// "your", "new" and the like) are whole words that follow one another in it ("resource group", "zone IDs", "user
/// name" for `<username>`; "regions" is not `<region>`), and it says more than the name: three words or more
/// besides. A sentence that opens with the name and a verb ("`user token` is a token that…") is described by
/// what follows the verb. A name with no word
/// of four letters or more is never matched this way.
enum StepProseDocs {
    /// The documentation for `name` from the prose of `step` (its paragraphs' tokens), which uses it at
    /// `location`; nil when no sentence speaks of it.
    static func doc(
        for name: String, in step: Step, prose: [SentenceTokens], location: SourceLocation
    ) -> PlaceholderDoc? {
        let words = contentWords(of: name)
        guard words.contains(where: { $0.count >= 4 }) else { return nil }
        for tokens in prose {
            for range in tokens.sentences() {
                guard let phrase = phrase(words, in: range, tokens) else { continue }
                // "`user token` is a token that…": what follows the name and its verb describes it.
                var start = range.lowerBound
                if phrase.start == range.lowerBound, let copula = tokens.word(at: phrase.end),
                    Vocabulary.any.copulas.contains(copula), phrase.end + 1 < range.upperBound
                {
                    start = phrase.end + 1
                }
                return PlaceholderDoc(
                    name: name, description: tokens.text(start..<range.upperBound), required: nil, flag: nil,
                    location: location, source: .sentence, step: step.id, section: step.section, isPlaceholder: false)
            }
        }
        return nil
    }

    /// Where the name's words stand in a sentence that speaks of them: the token that starts them, and the one after
    /// them; nil when the sentence does not.
    private static func phrase(
        _ nameWords: [String], in range: Range<Int>, _ tokens: SentenceTokens
    ) -> (start: Int, end: Int)? {
        let joined = nameWords.joined()
        let indices = range.filter { tokens.word(at: $0) != nil }
        guard indices.count >= nameWords.count + 3 else { return nil }
        for (position, start) in indices.enumerated() {
            var letters = ""
            for index in indices[position...] {
                letters += tokens.word(at: index) ?? ""
                // Whole words: "regions" is not `<region>`, but "zone IDs" is `<zone-id>`.
                if letters == joined || (nameWords.count > 1 && letters == joined + "s") { return (start, index + 1) }
                // Bytes, not `Character`s: counting those walked the whole string for every word added.
                if letters.utf8.count >= joined.utf8.count { break }
            }
        }
        return nil
    }

    /// `Docker_User_Name` → docker, user, name; `zone-id` → zone, id; `newServer` → server.
    static func contentWords(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let boundary =
                !(character.isLetter || character.isNumber)
                || (character.isUppercase && previous.map { $0.isLowercase } == true)
            if boundary, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words.filter { !fillers.contains($0) }
    }

    private static let fillers: Set<String> = [
        "your", "my", "the", "a", "an", "new", "of", "to", "for", "votre", "vos", "le", "la", "les", "de", "du", "des",
        "nouveau", "nouvelle", "seu", "sua", "o", "os", "as", "do", "da", "dos", "das", "novo", "nova",
    ]
}
