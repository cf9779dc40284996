import Foundation

extension Placeholder {
    /// The default value its description states, in English, French or Portuguese ("The default value is
    /// `us-south`.", "Valeur par défaut : eu-de", "O valor padrão é json"); nil when it states none.
    public var documentedDefault: String? { description.flatMap(DocumentedDefault.find) }
}

/// How descriptions state a default value: a phrase, then the value as one word.
enum DocumentedDefault {
    /// The phrases that come right before a default value, longest first so that "default value is" wins over
    /// "default is".
    static let phrases = [
        "default value is ", "default value: ", "defaults to ", "default is ", "default: ",
        "valeur par défaut est ", "valeur par défaut : ", "valeur par défaut: ", "par défaut est ", "par défaut : ",
        "par défaut: ", "valor padrão é ", "valor padrão: ", "o padrão é ", "padrão: ",
    ]

    /// Words that start a phrase rather than name a value ("the default is the current region").
    static let notValues: Set<String> = [
        "the", "a", "an", "none", "not", "to", "le", "la", "les", "l", "un", "une", "aucun", "aucune", "pas", "o", "os",
        "as", "um", "uma", "nenhum", "nenhuma", "não",
    ]

    /// The first stated default of `text`.
    static func find(_ text: String) -> String? {
        for phrase in phrases {
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
}
