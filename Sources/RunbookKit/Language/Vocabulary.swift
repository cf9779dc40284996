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
    /// Words joining several replacements in one sentence ("and", "or", "et", "ou", "e").
    public let conjunctions: [String]
    /// Words that open a "where <x> is …" clause ("where", "où", "em que", "onde").
    public let whereWords: [String]
    /// Verbs and phrases between a name and its description ("is", "are", "refers to", "est", "é").
    public let copulas: [String]
    /// Words between a verb and the name it documents ("the value of", "la valeur de", "o valor do").
    public let fillers: [String]
    /// Articles before a name at a sentence's start ("the", "le", "o").
    public let articles: [String]
    /// Nouns between a name and its copula ("<x> value is", "<x> variable est").
    public let placeholderNouns: [String]
    /// Words that call a flag what it is ("option", "flag", "argument", "indicateur", "sinalizador").
    public let optionWords: [String]
    /// Words of a table header over the column that names values ("Parameter", "Option", "Nom", "Parâmetro").
    public let nameHeaders: Set<String>
    /// Words of a table header over the column that describes them ("Description", "Descrição").
    public let descriptionHeaders: Set<String>
    /// Words of a table header over a column that says whether a value is required.
    public let requiredHeaders: Set<String>
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
        whereWords: english.whereWords + french.whereWords + portuguese.whereWords,
        copulas: english.copulas + french.copulas + portuguese.copulas,
        fillers: english.fillers + french.fillers + portuguese.fillers,
        articles: english.articles + french.articles + portuguese.articles,
        placeholderNouns: english.placeholderNouns + french.placeholderNouns + portuguese.placeholderNouns,
        optionWords: english.optionWords + french.optionWords + portuguese.optionWords,
        nameHeaders: english.nameHeaders.union(french.nameHeaders).union(portuguese.nameHeaders),
        descriptionHeaders: english.descriptionHeaders.union(french.descriptionHeaders)
            .union(portuguese.descriptionHeaders),
        requiredHeaders: english.requiredHeaders.union(french.requiredHeaders).union(portuguese.requiredHeaders),
        outputLabels: english.outputLabels + french.outputLabels + portuguese.outputLabels,
        platformWords: english.platformWords.merging(french.platformWords) { $0 + $1 }
            .merging(portuguese.platformWords) { $0 + $1 },
        secretWords: english.secretWords + french.secretWords + portuguese.secretWords,
        stopWords: []
    )

    static let english = Vocabulary(
        required: ["required", "mandatory"],
        optional: ["optional"],
        replaceVerbs: ["replace", "replacing", "substitute", "substituting"],
        replaceWith: ["with", "by"],
        conjunctions: ["and", "or"],
        whereWords: ["where", "in which"],
        copulas: ["is", "are", "represents", "represent", "specifies", "specify", "refers to", "refer to",
                  "stands for", "stand for", "is set to", "contains", "indicates"],
        fillers: ["the", "value", "values", "of", "each", "variable", "variables", "parameter", "parameters",
                  "placeholder", "placeholders", "field", "fields", "text", "in", "following", "all"],
        articles: ["the"],
        placeholderNouns: ["value", "variable", "parameter", "placeholder", "field"],
        optionWords: ["option", "options", "flag", "flags", "argument", "arguments", "parameter", "parameters"],
        nameHeaders: ["parameter", "parameters", "option", "options", "flag", "flags", "variable", "variables",
                      "argument", "arguments", "placeholder", "placeholders", "name", "field", "key", "property", "component"],
        descriptionHeaders: ["description", "meaning", "definition", "details", "explanation", "purpose"],
        requiredHeaders: ["required", "mandatory"],
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
        replaceVerbs: ["remplacez", "remplacer", "remplaçant", "substituez", "substituer"],
        replaceWith: ["par"],
        conjunctions: ["et", "ou"],
        whereWords: ["où", "dans laquelle", "dans lequel"],
        copulas: ["est", "sont", "représente", "représentent", "désigne", "désignent", "indique", "indiquent",
                  "correspond à", "spécifie", "contient"],
        fillers: ["la", "le", "les", "l", "valeur", "valeurs", "de", "du", "des", "d", "chaque", "variable",
                  "variables", "paramètre", "paramètres", "zone", "zones", "champ", "champs", "texte", "dans",
                  "suivante", "suivantes", "suivant", "suivants", "toutes", "tous"],
        articles: ["le", "la", "les", "l"],
        placeholderNouns: ["valeur", "variable", "paramètre", "champ"],
        optionWords: ["option", "options", "indicateur", "indicateurs", "argument", "arguments", "paramètre",
                      "paramètres"],
        nameHeaders: ["paramètre", "paramètres", "option", "options", "indicateur", "variable", "variables",
                      "argument", "arguments", "nom", "champ", "clé", "propriété", "composant"],
        descriptionHeaders: ["description", "signification", "définition", "explication"],
        requiredHeaders: ["obligatoire", "requis"],
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
        replaceVerbs: ["substitua", "substituir", "substituindo", "troque", "trocar", "substituí-lo"],
        replaceWith: ["por", "pelo", "pela", "pelos", "pelas"],
        conjunctions: ["e", "ou"],
        whereWords: ["em que", "onde", "no qual", "na qual"],
        copulas: ["é", "são", "representa", "representam", "indica", "indicam", "especifica", "especificam",
                  "refere-se a", "corresponde a", "contém"],
        fillers: ["o", "a", "os", "as", "valor", "valores", "de", "do", "da", "dos", "das", "cada", "variável",
                  "variáveis", "parâmetro", "parâmetros", "campo", "campos", "texto", "em", "no", "na",
                  "seguinte", "seguintes", "todos", "todas"],
        articles: ["o", "a", "os", "as"],
        placeholderNouns: ["valor", "variável", "parâmetro", "campo"],
        optionWords: ["opção", "opções", "sinalizador", "sinalizadores", "argumento", "argumentos", "parâmetro",
                      "parâmetros"],
        nameHeaders: ["parâmetro", "parâmetros", "opção", "opções", "sinalizador", "variável", "variáveis",
                      "argumento", "argumentos", "nome", "campo", "chave", "propriedade", "componente"],
        descriptionHeaders: ["descrição", "significado", "definição", "explicação"],
        requiredHeaders: ["obrigatório", "necessário", "requerido"],
        outputLabels: ["saída", "exemplo de saída", "saída de exemplo", "resultado", "exemplo de resultado",
                       "saída da cli", "sua saída"],
        platformWords: [.linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac"], .windows: ["windows"]],
        secretWords: ["senha", "chave de api", "chave api", "código de acesso", "passcode", "valor do token",
                      "token de acesso", "token de atualização", "chave privada", "chave secreta"],
        stopWords: ["o", "a", "os", "as", "e", "de", "do", "da", "dos", "das", "você", "seu", "sua", "para", "em",
                    "no", "na", "um", "uma", "é", "que", "com", "não", "se", "ao"]
    )
}
