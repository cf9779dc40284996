import Foundation

extension Placeholder {
    /// The default value its description states, in English, French or Portuguese ("The default value is
    /// `us-south`.", "Valeur par défaut : eu-de", "O valor padrão é json"); nil when it states none.
    public var documentedDefault: String? { description.flatMap(Self.statedDefault) }

    /// The first default `text` states: a phrase (longest first, so that "default value is" wins over "default
    /// is"), then the value as one word.
    static func statedDefault(_ text: String) -> String? {
        for phrase in defaultPhrases {
            var rest = text[...]
            while let found = rest.range(of: phrase, options: [.caseInsensitive, .diacriticInsensitive]) {
                rest = rest[found.upperBound...]
                let word = rest.prefix { !$0.isWhitespace }
                let value = word.trimmingCharacters(in: CharacterSet(charactersIn: "`'\"“”«»,;:.!?()[]"))
                let bare = value.lowercased().split(whereSeparator: { $0 == "'" || $0 == "’" }).first.map(String.init)
                if !value.isEmpty, !notValues.contains(bare ?? value.lowercased()) { return value }
            }
        }
        return nil
    }

    private static let defaultPhrases = [
        "default value is ", "default value: ", "defaults to ", "default is ", "default: ",
        "valeur par défaut est ", "valeur par défaut : ", "valeur par défaut: ", "par défaut est ", "par défaut : ",
        "par défaut: ", "valor padrão é ", "valor padrão: ", "o padrão é ", "padrão: ",
    ]

    /// Words that start a phrase rather than name a value ("the default is the current region").
    private static let notValues: Set<String> = [
        "the", "a", "an", "none", "not", "to", "le", "la", "les", "l", "un", "une", "aucun", "aucune", "pas", "o", "os",
        "as", "um", "uma", "nenhum", "nenhuma", "não",
    ]
}
