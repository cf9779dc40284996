/// The words the reader looks for in each language: how pages say required, optional, "Replace … with",
/// "Output:", which operating system a step is for, and what a secret is.
///
/// Everything language-specific the interpreter knows is here, one value per language. Words are matched
/// case-insensitively against text whose accents are kept.
public struct Vocabulary: Sendable {
    /// Words that, at the start of a description, say a value is required.
    public let required: [String]
    /// Words that, at the start of a description, say a value is optional.
    public let optional: [String]
    /// Verbs that open a "Replace <x> with …" sentence.
    public let replaceVerbs: [String]
    /// The word between the placeholder and its description ("with", "par", "por").
    public let replaceWith: [String]
    /// Words joining several replacements in one sentence ("and", "et", "e").
    public let conjunctions: [String]
    /// Labels that introduce an example output ("Output:", "Sortie :").
    public let outputLabels: [String]
    /// Words and phrases that name each operating system in a step's opening ("For Windows").
    public let platformWords: [Platform: [String]]
    /// Words in descriptions that say a value is secret.
    public let secretWords: [String]
    /// Frequent short words, used to recognise the language of a page from its text.
    public let stopWords: Set<String>

    /// The vocabulary of `language`.
    public static func of(_ language: Language) -> Vocabulary {
        switch language {
        case .en: english
        case .fr: french
        case .pt: portuguese
        }
    }

    /// Words from all three languages: pages mix them (an English table in a translated page).
    public static let any = Vocabulary(
        required: english.required + french.required + portuguese.required,
        optional: english.optional + french.optional + portuguese.optional,
        replaceVerbs: english.replaceVerbs + french.replaceVerbs + portuguese.replaceVerbs,
        replaceWith: english.replaceWith + french.replaceWith + portuguese.replaceWith,
        conjunctions: english.conjunctions + french.conjunctions + portuguese.conjunctions,
        outputLabels: english.outputLabels + french.outputLabels + portuguese.outputLabels,
        platformWords: english.platformWords.merging(french.platformWords) { $0 + $1 }
            .merging(portuguese.platformWords) { $0 + $1 },
        secretWords: english.secretWords + french.secretWords + portuguese.secretWords,
        stopWords: []
    )

    static let english = Vocabulary(
        required: ["required", "mandatory"],
        optional: ["optional"],
        replaceVerbs: ["replace", "substitute"],
        replaceWith: ["with"],
        conjunctions: ["and"],
        outputLabels: ["output", "example output", "sample output", "expected output", "your output", "cli output"],
        platformWords: [.linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac"], .windows: ["windows"]],
        // "secret" alone is not here: in these pages it mostly names a Kubernetes resource, not a value.
        secretWords: ["password", "passphrase", "api key", "apikey", "passcode", "token value", "access token",
                      "refresh token", "bearer token", "private key", "secret key", "client secret", "secret value",
                      "secret access key"],
        stopWords: ["the", "and", "to", "of", "you", "your", "is", "for", "with", "that", "this", "in", "run", "use",
                    "are", "can", "an", "be", "from", "on", "a", "no", "not", "or", "it", "if", "as", "by", "all",
                    "only", "will"]
    )

    static let french = Vocabulary(
        required: ["obligatoire", "requis", "requise"],
        optional: ["facultatif", "facultative", "optionnel", "optionnelle"],
        replaceVerbs: ["remplacez", "remplacer", "substituez"],
        replaceWith: ["par"],
        conjunctions: ["et"],
        outputLabels: ["sortie", "exemple de sortie", "exemple de résultat", "résultat", "sortie de l'interface cli",
                       "exemple de sortie d'interface cli", "exemple de sortie d'api", "votre sortie"],
        platformWords: [.linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac"], .windows: ["windows"]],
        secretWords: ["mot de passe", "clé d'api", "clé d’api", "code d'accès", "code d’accès", "jeton d'accès",
                      "valeur de jeton", "valeur du jeton", "jeton d'actualisation", "clé privée", "clé secrète",
                      "valeur secrète"],
        stopWords: ["le", "la", "les", "et", "de", "des", "du", "vous", "votre", "vos", "pour", "dans", "une", "un",
                    "est", "sur", "que", "qui", "avec", "par", "pas", "au", "aux"]
    )

    static let portuguese = Vocabulary(
        required: ["necessário", "necessária", "obrigatório", "obrigatória", "requerido", "requerida"],
        optional: ["opcional"],
        replaceVerbs: ["substitua", "substituir", "troque"],
        replaceWith: ["por", "pelo", "pela"],
        conjunctions: ["e"],
        outputLabels: ["saída", "exemplo de saída", "saída de exemplo", "resultado", "exemplo de resultado",
                       "saída da cli", "sua saída"],
        platformWords: [.linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac"], .windows: ["windows"]],
        secretWords: ["senha", "chave de api", "chave api", "código de acesso", "passcode", "valor do token",
                      "token de acesso", "token de atualização", "chave privada", "chave secreta"],
        stopWords: ["o", "a", "os", "as", "e", "de", "do", "da", "dos", "das", "você", "seu", "sua", "para", "em",
                    "no", "na", "um", "uma", "é", "que", "com", "não", "se", "ao"]
    )
}
