import RunbookKit

/// The words of an output comparison's short diff, in English, French and Portuguese.
enum VerifyMessages {
    static let noOutput = Localized(en: "(no output)", fr: "(aucune sortie)", pt: "(nenhuma saída)")
    static let noMoreOutput = Localized(en: "(no more output)", fr: "(plus de sortie)", pt: "(sem mais saída)")
    static let notJSON = Localized(en: "not JSON: {line}", fr: "pas du JSON : {line}", pt: "não é JSON: {line}")
    static let jsonLikeExample = Localized(
        en: "JSON output like the example (line {line})", fr: "une sortie JSON comme l'exemple (ligne {line})",
        pt: "saída JSON como o exemplo (linha {line})")
    static let keyAt = Localized(
        en: "key '{key}' (example line {line})", fr: "clé '{key}' (ligne {line} de l'exemple)",
        pt: "chave '{key}' (linha {line} do exemplo)")
    static let emptyObject = Localized(en: "an empty object", fr: "un objet vide", pt: "um objeto vazio")
    static let keysFound = Localized(
        en: "keys found: {names}", fr: "clés trouvées : {names}", pt: "chaves encontradas: {names}")
    static let outputIs = Localized(en: "the output is {what}", fr: "la sortie est {what}", pt: "a saída é {what}")
    static let pathIs = Localized(en: "'{path}' is {what}", fr: "'{path}' est {what}", pt: "'{path}' é {what}")
    static let anObject = Localized(en: "an object", fr: "un objet", pt: "um objeto")
    static let anArray = Localized(en: "an array", fr: "un tableau", pt: "um array")
    static let aString = Localized(en: "a string", fr: "une chaîne", pt: "uma string")

    /// Every message, by key, for the catalogue test.
    static var all: [(String, Localized)] {
        [
            ("noOutput", noOutput), ("noMoreOutput", noMoreOutput), ("notJSON", notJSON),
            ("jsonLikeExample", jsonLikeExample), ("keyAt", keyAt), ("emptyObject", emptyObject),
            ("keysFound", keysFound), ("outputIs", outputIs), ("pathIs", pathIs), ("anObject", anObject),
            ("anArray", anArray), ("aString", aString),
        ]
    }
}
