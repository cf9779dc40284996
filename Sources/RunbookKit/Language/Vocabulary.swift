/// The words the reader looks for, in English, French and Portuguese at once (pages mix them: an English table in a
/// translated page): how pages say required, optional, "Replace … with", which operating system a step is for, and
/// what a secret is.
///
/// Everything language-specific the interpreter knows is here. Words are matched case-insensitively against text
/// whose accents are kept; each list holds the English words, then the French, then the Portuguese.
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
    /// Words and phrases that name each operating system in a step's opening ("For Windows").
    public let platformWords: [Platform: [String]]
    /// Words in descriptions that say a value is secret.
    public let secretWords: [String]

    /// The words of the three languages.
    public static let any = Vocabulary(
        required: [
            "required", "mandatory", "obligatoire", "requis", "requise", "necessário", "necessária",
            "obrigatório", "obrigatória", "requerido", "requerida",
        ],
        optional: ["optional", "facultatif", "facultative", "optionnel", "optionnelle", "opcional"],
        replaceVerbs: [
            "replace", "replacing", "substitute", "substituting", "remplacez", "remplacer", "remplaçant",
            "substituez", "substituer", "substitua", "substituir", "substituindo", "troque", "trocar", "substituí-lo",
        ],
        replaceWith: ["with", "by", "par", "por", "pelo", "pela", "pelos", "pelas"],
        conjunctions: ["and", "or", "et", "ou", "e", "ou"],
        whereWords: [
            "where", "in which", "où", "dans laquelle", "dans lequel", "em que", "onde", "no qual", "na qual",
        ],
        copulas: [
            "is", "are", "represents", "represent", "specifies", "specify", "refers to", "refer to", "stands for",
            "stand for", "is set to", "contains", "indicates", "est", "sont", "représente", "représentent", "désigne",
            "désignent", "indique", "indiquent", "correspond à", "spécifie", "contient", "é", "são", "representa",
            "representam", "indica", "indicam", "especifica", "especificam", "refere-se a", "corresponde a", "contém",
        ],
        fillers: [
            "the", "value", "values", "of", "each", "variable", "variables", "parameter", "parameters",
            "placeholder", "placeholders", "field", "fields", "text", "in", "following", "all", "la", "le", "les", "l",
            "valeur", "valeurs", "de", "du", "des", "d", "chaque", "variable", "variables", "paramètre", "paramètres",
            "zone", "zones", "champ", "champs", "texte", "dans", "suivante", "suivantes", "suivant", "suivants",
            "toutes", "tous", "o", "a", "os", "as", "valor", "valores", "de", "do", "da", "dos", "das", "cada",
            "variável", "variáveis", "parâmetro", "parâmetros", "campo", "campos", "texto", "em", "no", "na",
            "seguinte", "seguintes", "todos", "todas",
        ],
        articles: ["the", "le", "la", "les", "l", "o", "a", "os", "as"],
        placeholderNouns: [
            "value", "variable", "parameter", "placeholder", "field", "valeur", "variable", "paramètre",
            "champ", "valor", "variável", "parâmetro", "campo",
        ],
        optionWords: [
            "option", "options", "flag", "flags", "argument", "arguments", "parameter", "parameters",
            "option", "options", "indicateur", "indicateurs", "argument", "arguments", "paramètre", "paramètres",
            "opção", "opções", "sinalizador", "sinalizadores", "argumento", "argumentos", "parâmetro", "parâmetros",
        ],
        nameHeaders: [
            "parameter", "parameters", "option", "options", "flag", "flags", "variable", "variables",
            "argument", "arguments", "placeholder", "placeholders", "name", "field", "key", "property", "component",
            "paramètre", "paramètres", "indicateur", "nom", "champ", "clé", "propriété", "composant", "parâmetro",
            "parâmetros", "opção", "opções", "sinalizador", "variável", "variáveis", "argumento", "argumentos", "nome",
            "campo", "chave", "propriedade", "componente",
        ],
        descriptionHeaders: [
            "description", "meaning", "definition", "details", "explanation", "purpose",
            "signification", "définition", "explication", "descrição", "significado", "definição", "explicação",
        ],
        requiredHeaders: ["required", "mandatory", "obligatoire", "requis", "obrigatório", "necessário", "requerido"],
        platformWords: [.linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac"], .windows: ["windows"]],
        // "secret" alone is not here: in these pages it mostly names a Kubernetes resource, not a value.
        secretWords: [
            "password", "passphrase", "api key", "apikey", "passcode", "token value", "access token",
            "refresh token", "bearer token", "private key", "secret key", "client secret", "secret value",
            "secret access key", "mot de passe", "clé d'api", "clé d’api", "code d'accès", "code d’accès",
            "jeton d'accès", "valeur de jeton", "valeur du jeton", "jeton d'actualisation", "clé privée", "clé secrète",
            "valeur secrète", "senha", "chave de api", "chave api", "código de acesso", "passcode", "valor do token",
            "token de acesso", "token de atualização", "chave privada", "chave secreta",
        ]
    )

    /// Frequent short words of each language, to recognise the language of a page from its text.
    public static let stopWords: [Language: Set<String>] = [
        .en: [
            "the", "and", "to", "of", "you", "your", "is", "for", "with", "that", "this", "in", "run", "use", "are",
            "can", "an", "be", "from", "on", "a", "no", "not", "or", "it", "if", "as", "by", "all", "only", "will",
        ],
        .fr: [
            "le", "la", "les", "et", "de", "des", "du", "vous", "votre", "vos", "pour", "dans", "une", "un", "est",
            "sur", "que", "qui", "avec", "par", "pas", "au", "aux",
        ],
        .pt: [
            "o", "a", "os", "as", "e", "de", "do", "da", "dos", "das", "você", "seu", "sua", "para", "em", "no", "na",
            "um", "uma", "é", "que", "com", "não", "se", "ao",
        ],
    ]
}
