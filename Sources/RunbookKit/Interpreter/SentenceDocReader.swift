/// Reads "Replace <x> with …" sentences in English, French and Portuguese.
///
/// `Remplacez <your_apikey> par votre clé d'API et <registry_url> par l'URL du registre.` documents two
/// placeholders; `Replace <a>, <b> and <c> with the values for your account.` gives all three one description;
/// `Remplacez la valeur de <token_value> par …` skips the filler before the name. A verb with no placeholder
/// after it ("Replace the following values:") documents nothing here: the list that follows does.
enum SentenceDocReader {
    /// One documented name with its description.
    struct Found: Equatable {
        let name: String
        let description: String
    }

    static func read(_ text: String) -> [Found] {
        // Every sentence documents placeholders, and a placeholder starts with `<`: most paragraphs have none,
        // and need no tokens.
        guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { return [] }
        let vocabulary = Vocabulary.any
        let tokens = Tokenizer.tokens(text)
        var found: [Found] = []
        var index = 0
        while index < tokens.count {
            guard case .word(let verb, _) = tokens[index], vocabulary.replaceVerbs.contains(verb.lowercased()) else {
                index += 1
                continue
            }
            index += 1
            var names: [String] = []
            scan: while index < tokens.count {
                switch tokens[index] {
                case .placeholder(let name, _):
                    names.append(name)
                    index += 1
                case .word(let word, _) where !names.isEmpty && vocabulary.replaceWith.contains(word.lowercased()):
                    let start = index + 1
                    var end = start
                    while end < tokens.count, !endsDescription(tokens, at: end, vocabulary: vocabulary) { end += 1 }
                    let description = Tokenizer.text(of: tokens, from: start, to: end, in: text)
                    found += names.map { Found(name: $0, description: description) }
                    names = []
                    index = end
                    guard index < tokens.count else { break scan }
                    if case .period = tokens[index] { break scan }
                    if case .word = tokens[index] { index += 1 }
                case .period:
                    break scan
                default:
                    guard isFiller(tokens[index], vocabulary: vocabulary) else { break scan }
                    index += 1
                }
            }
        }
        return found
    }

    /// A description ends at a sentence end, or where "and <x>" / ", <x>" starts the next replacement.
    private static func endsDescription(_ words: [Tokenizer.Token], at index: Int, vocabulary: Vocabulary) -> Bool {
        switch words[index] {
        case .period: return true
        case .placeholder:
            // "… et la valeur de <registry_url> par …": a placeholder followed later by the "with" word.
            var look = index + 1
            while look < words.count, look < index + 3 {
                if case .word(let word, _) = words[look], vocabulary.replaceWith.contains(word.lowercased()) {
                    return true
                }
                look += 1
            }
            return false
        case .word(let word, _) where vocabulary.conjunctions.contains(word.lowercased()):
            var look = index + 1
            while look < words.count, look < index + 5 {
                if case .placeholder = words[look] { return followedByWith(words, after: look, vocabulary) }
                if case .period = words[look] { return false }
                look += 1
            }
            return false
        default: return false
        }
    }

    private static func followedByWith(_ words: [Tokenizer.Token], after index: Int, _ vocabulary: Vocabulary) -> Bool {
        var look = index + 1
        while look < words.count, look < index + 3 {
            if case .word(let word, _) = words[look], vocabulary.replaceWith.contains(word.lowercased()) { return true }
            if case .placeholder = words[look] {
                look += 1
                continue
            }
            look += 1
        }
        return false
    }

    private static func isFiller(_ token: Tokenizer.Token, vocabulary: Vocabulary) -> Bool {
        if case .word(let word, _) = token {
            return vocabulary.conjunctions.contains(word.lowercased()) || fillers.contains(word.lowercased())
        }
        return true
    }

    private static let fillers: Set<String> = [
        "the", "value", "values", "of", "la", "le", "les", "valeur", "valeurs", "de", "du", "des", "o", "a", "os",
        "as", "valor", "valores", "do", "da", "each", "chaque", "cada", "variable", "variables", "variável",
    ]
}
