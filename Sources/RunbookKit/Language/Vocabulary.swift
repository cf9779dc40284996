/// The words the reader looks for, in English, French and Portuguese at once (pages mix them: an English table in a
/// translated page): how pages say required, optional, "Replace … with", which operating system a step is for, and
/// what a secret is.
///
/// Everything language-specific the interpreter knows is here. Words are matched case-insensitively against text
/// whose accents are kept; each list holds the English words, then the French, then the Portuguese.
public enum Vocabulary {
    /// Words that, at the start of a description, say a value is required (or values: "(ambas obrigatórias)").
    static let required: [String] = words(
        "required mandatory", "obligatoire obligatoires requis requise requises",
        "necessário necessária obrigatório obrigatória requerido requerida",
        "necessários necessárias obrigatórios obrigatórias requeridos requeridas")
    /// Words that, at the start of a description, say a value is optional (or values: "(toutes deux facultatives)").
    static let optional: [String] = words(
        "optional", "facultatif facultative facultatifs facultatives optionnel optionnelle optionnels optionnelles",
        "opcional opcionais")
    /// Adverbs that, opening a sentence, say its values are optional ("Optionally, replace `<x>` with …").
    static let optionalAdverbs: Set<String> = words("optionally", "facultativement optionnellement", "opcionalmente")
    /// The words of a required column that say yes ("Yes", "oui", "sim", "true"), and those that say no.
    static let yes: Set<String> = words("yes true", "oui vrai", "sim verdadeiro")
    static let no: Set<String> = words("no false", "non faux", "não falso")
    static let replaceVerbs: [String] = words(
        "replace replacing substitute substituting", "remplacez remplacer remplaçant substituez substituer",
        "substitua substituir substituindo troque trocar substituí-lo")
    /// The word between the placeholder and its description ("with", "par", "por").
    static let replaceWith: [String] = ["with", "by", "par", "por", "pelo", "pela", "pelos", "pelas"]
    /// Verbs that give a value as "set `<x>` to …": "Set `<x>` to the CRN", "Change `<x>` to …", "Update `<x>` with
    /// …", "Définissez `<x>` sur …", "Modifiez `<x>` en …", "Defina `<x>` como …", "Altere `<x>` para …".
    static let setVerbs: [String] = words(
        "set change update modify", "définissez définir changez modifiez",
        "defina definir altere mude modifique atualize")
    /// The word between the placeholder and its description after a set verb.
    static let setTo: [String] = ["to", "sur", "à", "en", "como", "para"]
    /// The word that opens "For `<x>`, enter …", "Pour `<x>`, indiquez …", "Para `<x>`, insira …".
    static let forWords: [String] = ["for", "pour", "para"]
    /// The verbs after "For `<x>`," that give its value: the description follows them.
    static let giveVerbs: [String] = words(
        "enter specify use provide type give supply insert choose select write",
        "entrez indiquez spécifiez utilisez saisissez fournissez choisissez sélectionnez tapez précisez renseignez",
        "insira digite especifique utilize forneça informe escolha selecione indique")
    /// Verbs that give a value before the name they give it to, opening a sentence or a clause ("Substitute your ID
    /// for `<x>`", "Enter your key as `<x>`", "Indiquez l'ID pour `<x>`", "Informe o ID em `<x>`"): the give verbs,
    /// and "substitute" (its Portuguese and French forms put the name first).
    static let reverseVerbs: Set<String> = Set(giveVerbs + ["substitute"])
    /// Participles that give a value wherever they stand ("…, using your ID as `<x>`").
    static let usingWords: Set<String> = ["using", "utilisant", "usando", "utilizando"]
    /// The words between a value and the name it is given to, after a reverse verb ("for", "as", "in place of",
    /// "pour", "comme", "à la place de", "para", "como", "em", "no lugar de"…).
    static let reverseLinks: [String] = [
        "in place of", "instead of", "for", "as", "in", "à la place de", "au lieu de", "pour", "comme", "dans",
        "no lugar de", "em vez de", "para", "como", "em", "no", "na",
    ]
    static let conjunctions: [String] = ["and", "or", "et", "ou", "e"]
    /// What may follow the names a reverse verb gives a value to, and goes with that value: a relative clause ("Enter
    /// a value for `<x>` that matches your ID", "qui est unique", "que seja único"), or an example after a comma
    /// (", such as `my-key`", ", par exemple …", ", por exemplo …").
    static let relativeWords: Set<String> = ["that", "which", "qui", "que", "dont"]
    static let exampleOpenings: [String] = [
        "such as", "for example", "example", "e.g", "like", "par exemple", "exemple", "comme", "tel que", "telle que",
        "por exemplo", "exemplo", "como",
    ]
    /// What opens an aside that only sends the reader elsewhere ("(see [Regions](#r))", "(voir …)", "(consulte …)",
    /// "(veja …)"): a pointer, which says nothing of the value.
    static let pointerOpenings: [String] = [
        "see", "refer to", "for more", "for details",
        "voir", "consultez", "reportez-vous", "pour plus", "pour en savoir",
        "consulte", "veja", "ver", "para mais", "para obter mais", "para saber mais",
    ]
    /// The words that open a sentence of purpose, which says where a value comes from.
    ///
    /// "To find `<x>`, run …", "Pour obtenir `<x>`, exécutez …", "Para encontrar `<x>`, execute …": an opening word,
    /// then a verb of finding (`findVerbs`); not a sentence that sends the reader to read more ("To find out more
    /// about `<x>`", "Para saber mais sobre"): `moreWords`.
    static let purposeOpenings: Set<String> = ["to", "pour", "para"]
    static let findVerbs: Set<String> = words(
        "find get retrieve obtain locate list look see view display discover",
        "trouver retrouver obtenir récupérer connaître afficher lister identifier",
        "encontrar obter localizar recuperar descobrir listar ver exibir identificar saber consultar")
    static let moreWords: Set<String> = ["more", "plus", "mais"]
    /// Verbs of finding a value that open a sentence as a command to the reader ("Find `<x>` in the console.",
    /// "Récupérez `<x>` dans …", "Obtenha `<x>` no …").
    static let findImperatives: Set<String> = words(
        "find get retrieve obtain locate look", "trouvez retrouvez obtenez récupérez identifiez",
        "encontre obtenha localize recupere identifique")
    /// Words that, after "and" or a comma, start the reader's next action rather than go on with a description
    /// ("…, then press Enter", "… and run the command again", "…, puis vérifiez", "… e execute"); with the set,
    /// give and replace verbs.
    static let nextActions = Set(
        words(
            "then next run press click wait save verify check repeat restart copy paste open make try",
            "puis ensuite exécutez lancez appuyez cliquez attendez vérifiez enregistrez",
            "répétez redémarrez copiez collez ouvrez",
            "depois então execute pressione clique aguarde verifique salve repita reinicie copie cole abra tente")
            + setVerbs + giveVerbs + replaceVerbs)
    /// A clause that says to give a value before the command runs ("before you run the command", "before running the
    /// following commands", "avant d'exécuter la commande", "antes de executar o comando"): the word that opens it, who
    /// or the mark of an infinitive after it, the verb, and what it runs, a command (with `fillers` and where it is
    /// around: "the command below", "o comando a seguir").
    static let beforeWords: Set<String> = ["before", "avant", "antes"]
    static let beforeSubjects: Set<String> = words("you", "vous de d que", "você de que")
    static let runVerbs: Set<String> = words(
        "run running enter entering execute executing issue issuing submit submitting type typing",
        "exécuter exécutiez lancer lanciez saisir saisissiez entrer entriez soumettre taper",
        "executar execute rodar rode inserir insira digitar digite emitir enviar")
    static let commandNouns: Set<String> = words("command commands", "commande commandes", "comando comandos")
    static let commandPlaces: Set<String> = ["below", "ci-dessous", "abaixo", "seguir"]
    /// "of", "de", "do"…: after a word that can be a verb or a noun, they make it a noun ("the name and type of …").
    static let ofWords: Set<String> = ["of", "de", "du", "des", "do", "da", "dos", "das"]
    static let whereWords: [String] = [
        "where", "in which", "où", "dans laquelle", "dans lequel", "em que", "onde", "no qual", "na qual",
    ]
    /// What links a name to its description ("`<x>` is …"), and what a value must or can be, hold or match ("`<x>` must
    /// be a name…", "should contain the ID", "doit correspondre au …", "deve conter"); one that ends with "à" or "a"
    /// ("correspond à", "refere-se a") is said with each contraction too ("au", "aux", "ao", "à", "às"…).
    static let copulas: [String] =
        (finiteCopulas
        + modal("must should can", "be match contain specify represent indicate", "refer to", "correspond to")
        + modal("doit doivent peut", "être contenir représenter indiquer désigner spécifier", "correspondre à")
        + modal("deve devem pode", "ser conter representar indicar especificar designar", "corresponder a"))
        .flatMap { phrase in
            guard let space = phrase.lastIndex(of: " "),
                let forms = contractions[String(phrase[phrase.index(after: space)...])]
            else { return [phrase] }
            return forms.map { phrase[...space] + $0 }
        }
    private static let finiteCopulas = [
        "is", "are", "represents", "represent", "specifies", "specify", "refers to", "refer to", "stands for",
        "stand for", "contains", "indicates", "corresponds to", "correspond to", "denotes", "denote", "means", "est",
        "sont", "représente", "représentent", "désigne", "désignent", "indique", "indiquent", "correspond à",
        "correspondent à", "spécifie", "contient", "fait référence à", "font référence à", "signifie", "signifient",
        "é", "são", "representa", "representam", "indica", "indicam", "especifica", "especificam", "refere-se a",
        "referem-se a", "se refere a", "se referem a", "corresponde a", "correspondem a", "contém", "designa",
        "designam", "significa",
        "identifies", "identify", "identifie", "identifient", "identifica", "identificam",
        "needs to be", "need to be", "has to be", "have to be", "precisa ser", "precisam ser", "tem que ser",
        "têm que ser", "tem de ser", "têm de ser",
    ]
    private static let contractions = ["à": ["à", "au", "aux"], "a": ["a", "ao", "à", "aos", "às"]]
    /// Each of `modals` before each of `verbs` (one word each), then before each of `phrases`.
    private static func modal(_ modals: String, _ verbs: String, _ phrases: String...) -> [String] {
        split([modals]).flatMap { modal in (split([verbs]) + phrases).map { modal + " " + $0 } }
    }
    /// What opens a sentence that says what the value the sentence before names is: a pronoun before a copula ("It is
    /// the zone.", "C'est la zone.", "Elle désigne la zone.", "Ele é a zona."; Portuguese may leave it out: "É a
    /// zona."), or a phrase the copula is part of ("It's the zone.", "Il s'agit de la zone.", "Trata-se da zona."); an
    /// elision's apostrophe is no word ("c'est" is "c est", "it's" is "it s").
    static let pronounSubjects: Set<String> = words(
        "it this they these", "il elle ils elles c ce cela", "ele ela eles elas isso este esse")
    static let pronounCopulas: [String] = [
        "it s", "il s agit de", "il s agit d", "il s agit", "trata-se de", "trata-se",
    ]
    /// What says a value is not given, in a condition ("If `<x>` is not set", "Si `<x>` n'est pas défini", "Se `<x>` não
    /// for definido"): a negation, the auxiliary, and a participle of the set verbs (`setWords`) or of giving
    /// (`givenWords`), or one of leaving out that needs no negation (`omittedWords`: "If `<x>` is omitted").
    static let negations: Set<String> = ["not", "pas", "não"]
    static let unsetAuxiliaries: Set<String> = words("is are", "est sont", "for forem estiver estiverem")
    static let givenWords: Set<String> = words(
        "specified provided given supplied defined entered",
        "spécifié spécifiée spécifiés spécifiées indiqué indiquée indiqués indiquées fourni fournie fournis fournies",
        "renseigné renseignée renseignés renseignées",
        "especificado especificada especificados especificadas informado informada informados informadas",
        "fornecido fornecida fornecidos fornecidas")
    static let omittedWords: Set<String> = words(
        "omitted", "omis omise omises", "omitido omitida omitidos omitidas")
    /// The contractions of "de" with an article that may follow "trata-se" or "il s'agit" ("Trata-se da zona", "Il
    /// s'agit du nom"), each with the article alone.
    static let contractedArticles: [String: String] = [
        "da": "a", "do": "o", "das": "as", "dos": "os", "du": "le", "des": "les",
    ]
    /// Words that may stand between a copula and what it says ("is not set", "n'est pas défini", "is now shown",
    /// "não é usado").
    static let copulaAdverbs: Set<String> = words(
        "not now already also always automatically no longer", "pas plus déjà aussi toujours automatiquement",
        "não já também sempre automaticamente")
    /// Words that, right after a copula, say what state a value is in rather than which value to give ("`<x>` is
    /// optional", "est obsolète", "é sensível"); past participles are told by their ending
    /// (`SentenceDocReader.saysState`), these are the adjectives and the participles no ending gives.
    static let stateWords: Set<String> = words(
        "optional required mandatory obsolete deprecated case-sensitive case-insensitive sensitive insensitive",
        "empty valid invalid available unavailable visible read-only immutable mutable necessary unused set shown",
        "given known written hidden kept made built sent found taken held left put done seen chosen run",
        "facultatif facultative optionnel optionnelle obligatoire requis requise obsolète",
        "obsolètes sensible vide valide invalide nécessaire disponible défini définie définis",
        "définies fourni fournie choisi choisie inclus incluse écrit écrite connu connue",
        "opcional obrigatório obrigatória necessário necessária obsoleto obsoleta sensível vazio",
        "vazia válido válida inválido inválida disponível visível feito feita escrito escrita")
    /// "Used": after a copula and before a word of `purposeWords`, it says what the value is for ("`<x>` is used as
    /// the bucket name", "est utilisé pour …", "é usado como …"), which is a description.
    static let usedWords: Set<String> = words(
        "used", "utilisé utilisée utilisés utilisées",
        "usado usada usados usadas utilizado utilizada utilizados utilizadas")
    static let purposeWords: Set<String> = ["as", "for", "to", "comme", "pour", "como", "para"]
    /// Past participles of the replace verbs: "`<x>` must be replaced with …", "doit être remplacé par …", "deve ser
    /// substituído pelo …" (the passive of "Replace `<x>` with …").
    static let replacedWords: Set<String> = words(
        "replaced substituted", "remplacé remplacée remplacés remplacées substitué substituée",
        "substituído substituída substituídos substituídas trocado trocada trocados trocadas")
    /// Modal verbs after which a set verb opens a clause ("You can set `<x>` to …", "Vous devez définir `<x>` sur …",
    /// "Você pode definir `<x>` como …").
    static let modals: Set<String> = words("can must should may", "pouvez devez peut doit", "pode deve podem devem")
    /// The words before an infinitive that, outside a condition or a question (`conditionOpenings`), open a clause as a
    /// modal does ("You need to set `<x>` to …", "Make sure to set …", "N'oubliez pas de définir …", "Veillez à
    /// définir …", "Certifique-se de definir …").
    static let infinitiveMarks: Set<String> = ["to", "de", "à"]
    static let conditionOpenings: Set<String> = words(
        "if when unless how", "si lorsque quand comment", "se quando caso como")
    /// The words that open a condition on a value being left out ("If `<x>` is not set, the default is used."): the
    /// condition openings and "where" ("Where `<x>` is not specified, the default is used.").
    static let unsetConditionOpenings = conditionOpenings.union(["where"])
    /// The pronouns that stand for a value named before them, as the object of a verb: "replace it with …", and after
    /// the verb's hyphen, "remplacez-le par …", "substitua-o por …".
    static let objectPronouns: Set<String> = words("it them", "le la les", "o a os as lo los")
    /// Past participles of the set verbs: "`<x>` must be set to …", "doit être défini sur …", "deve ser definido
    /// como …".
    static let setWords: Set<String> = words(
        "set changed updated modified", "défini définie définis définies modifié modifiée changé changée",
        "definido definida definidos definidas alterado alterada modificado modificada atualizado atualizada")
    /// Words between a verb and the name it documents ("the value of", "la valeur de", "o valor do"), and between the
    /// name and its link word where the sentence says where it is ("Replace `<x>` in the previous command with …",
    /// "Remplacez `<x>` dans la commande ci-dessus par …", "Substitua `<x>` no comando anterior por …").
    static let fillers: [String] = words(
        "command commands example examples previous above preceding",
        "file files script snippet code request url this these",
        "commande commandes exemple exemples précédente précédentes précédent",
        "précédents ci-dessus fichier fichiers requête cette ce ces",
        "comando comandos exemplo exemplos anterior anteriores acima arquivo arquivos",
        "código solicitação este esta estes estas neste nesta nesse nessa nos nas",
        "the value values of each variable variables parameter parameters",
        "placeholder placeholders field fields text in following all",
        "la le les l valeur valeurs de du des d chaque paramètre paramètres zone zones",
        "champ champs texte dans suivante suivantes suivant suivants toutes tous",
        "o a os as valor valores do da dos das cada variável variáveis parâmetro",
        "parâmetros campo campos texto em no na seguinte seguintes todos todas")
    static let articles: [String] = ["the", "le", "la", "les", "l", "o", "a", "os", "as"]
    static let indefiniteArticles: Set<String> = ["a", "an", "un", "une", "um", "uma"]
    /// Nouns between a name and its copula ("<x> value is", "<x> variable est"), and before a name, one or two
    /// ("the entry `<x>`", "l'espace réservé `<x>`").
    static let placeholderNouns: Set<String> = words(
        "value variable parameter placeholder field argument property attribute setting",
        "valeur paramètre champ propriété attribut",
        "valor variável parâmetro campo argumento propriedade atributo configuração",
        "values variables parameters placeholders fields arguments properties attributes settings",
        "valeurs paramètres champs propriétés attributs", "valores variáveis parâmetros campos argumentos propriedades",
        // "the entry `<x>`", "l'élément `<x>`", "l'espace réservé `<x>`", "o marcador `<x>`", "o espaço reservado `<x>`".
        "element elements item items entry entries string strings", "élément éléments entrée entrées chaîne chaînes",
        "espace réservé", "elemento elementos item itens entrada entradas marcador marcadores espaço reservado")
    /// Words that, alone before the names, open the sentence as a comma would ("Here `<x>` is …", "Ici `<x>` est
    /// …", "Aqui `<x>` é …").
    static let hereWords: Set<String> = ["here", "ici", "aqui"]
    static let optionWords: [String] = words(
        "option options flag flags argument arguments parameter parameters",
        "indicateur indicateurs paramètre paramètres",
        "opção opções sinalizador sinalizadores argumento argumentos parâmetro parâmetros")
    static let nameHeaders: Set<String> = words(
        "parameter parameters option options flag flags variable variables argument",
        "arguments placeholder placeholders name field key property component",
        "paramètre paramètres indicateur nom champ clé propriété composant",
        "parâmetro parâmetros opção opções sinalizador variável variáveis",
        "argumento argumentos nome campo chave propriedade componente")
    static let descriptionHeaders: Set<String> = words(
        "description meaning definition details explanation purpose", "signification définition explication",
        "descrição significado definição explicação")
    /// Words of a table header that gives each value's default ("Default", "Default value", "Par défaut", "Valor
    /// padrão").
    static let defaultHeaders: Set<String> = ["default", "défaut", "padrão"]
    /// Words of a table header whose column says something beside the value, not what it is ("Type", "Example";
    /// "Exemple"; "Tipo", "Exemplo"): no description, when no header says which column describes.
    static let asideHeaders: Set<String> = words(
        "type types example examples", "exemple exemples", "tipo tipos exemplo exemplos")
    static let requiredHeaders: Set<String> = words(
        "required mandatory", "obligatoire requis", "obrigatório necessário requerido")
    /// The starts of the words that say to save a file under a name, after its content ("Save the file as `x`",
    /// "Enregistrez ce fichier sous le nom `x`", "Salve o arquivo como `x`").
    static let saveWords: [String] = ["save", "store", "enregistr", "sauvegard", "salv", "grav"]
    /// The words right before a file name that give it ("a file named `x`", "nommé `x`", "chamado `x`").
    static let namingWords: Set<String> = words(
        "named called name", "nommé nommée appelé appelée nom",
        "chamado chamada nomeado nomeada denominado denominada nome")
    /// The starts of the words that say to create or write a file ("Create a `requirements.txt`", "Créez", "Crie").
    static let createWords: [String] = ["creat", "créez", "créer", "crée", "crie", "criar", "write", "écri", "escrev"]
    /// The words that say to copy content into a file, whole ("Copy … into `x`", "Copiez", "Cole").
    static let copyWords: Set<String> = words(
        "copy paste", "copie copiez copier collez coller", "copia copiar cole colar")
    /// The words that say to add content to a file rather than write it, whole or (five letters or more) as the start
    /// of a word ("Add", "Append", "Update", "merge", "Ajoutez", "Mettez à jour", "Inclua", "Adicione", "Atualize").
    static let addWords: [String] = words(
        "add adds append update merge insert", "ajout jour fusionn insér",
        "inclua incluir adicion acrescent atualiz mescl insira inserir")
    /// The nouns next to a file name that make it a file's ("a `x` file", "le fichier `x`", "o arquivo `x`").
    static let fileNouns: Set<String> = ["file", "fichier", "arquivo"]
    /// The words right before a file name that give it in a sentence that says to save ("Save it as `x`", "to `x`",
    /// "sous `x`", "en tant que `x`", "dans `x`", "como `x`", "em `x`").
    static let saveAsWords: Set<String> = ["as", "in", "into", "to", "sous", "que", "dans", "como", "em", "no", "na"]
    /// The words of an example between a naming word and the name ("nommé, par exemple, `x`").
    static let exampleWords: Set<String> = ["for", "example", "e.g", "par", "exemple", "por", "exemplo"]
    /// How words that state a default start ("default", "defaults", "défaut", "padrão"), accents or not.
    static let defaultWords: [String] = ["default", "défaut", "defaut", "padrão", "padrao"]
    static let platformWords: [Platform: [String]] = [
        .linux: ["linux"], .macos: ["os x", "macos", "mac os", "mac os x", "mac"],
        // Windows's shells name it: "In PowerShell:", "In a command prompt (`cmd.exe`):", "Dans l'invite de commandes".
        .windows: [
            "windows", "powershell", "cmd", "command prompt", "invite de commandes", "invite de commande",
            "prompt de comando",
        ],
    ]
    /// Words a heading may put around the systems it scopes to, after a word that scopes: who uses them ("For Windows
    /// users", "Pour les utilisateurs de Windows", "Para usuários do macOS"), as `StepDraft.words` writes them.
    static let platformUsers: Set<String> = words(
        "users user of the", "utilisateurs utilisateur les des de d du",
        "usuários usuário utilizadores os do dos da das")
    /// Phrases, in lowercase words, that say to follow one of the bullets after them ("Choose one of the following
    /// options", "Choisissez l'une des options suivantes", "Escolha uma das opções a seguir").
    static let choicePhrases: [String] = [
        "one of the following", "one of these", "one of two", "one of the two", "either of", "whichever",
        "choose between", "choose from", "l une des", "l un des", "une des options", "une des méthodes", "au choix",
        "choisissez entre", "uma das", "um dos seguintes", "escolha entre",
    ]
    /// Words that say to choose only in a sentence that introduces the bullets, ending with a colon ("Test it by
    /// either:", "Depending on your network:", "Selon votre réseau :"); elsewhere they say something else ("Choose a
    /// name", "either you or your admin", "Depending on the region, it takes a minute", "selon vos besoins").
    static let choiceWords: [String] = [
        "either", "depending on", "choose", "selon", "choisissez", "en fonction de", "dependendo", "escolha",
    ]
    /// Of `choiceWords`, the verbs: they say to choose one of the bullets only as an order, the sentence's first word,
    /// and not with a word of sequence ("Choose your method:"; not "To help you choose a zone, review the options:",
    /// "Choose a name, and then run the following commands:").
    static let choosingVerbs: Set<String> = ["choose", "choisissez", "escolha"]
    /// Words that put what follows after what comes before them.
    static let sequenceWords: Set<String> = ["then", "puis", "ensuite", "depois", "seguida"]
    /// The first words of lead-ins that state a condition ("For VPC clusters:", "Si vous utilisez…:", "Se…:").
    static let conditionWords: Set<String> = ["for", "if", "pour", "si", "para", "se"]
    /// Words that make a condition hold for several bullets at once ("For each node:", "If you do not have…:", "If
    /// needed, …:", "For more information:"); in the sentence before the list, that every bullet is to be followed
    /// ("Set up both parts.").
    static let notExclusive: Set<String> = words(
        "each every all both example not never t needed necessary required prompted more",
        "chaque tous toutes tout exemple pas jamais nécessaire besoin plus",
        "cada todos todas ambos ambas exemplo não nunca necessário preciso mais")
    /// Words that say every one of what follows is done ("create both buckets:", "tous", "ambos"): with one of them, a
    /// sentence that says to choose with a word of `choiceWords` chooses something else ("Choose a prefix and create
    /// both buckets:").
    static let everyOneWords: Set<String> = words(
        "both each every all", "chaque tous toutes", "ambos ambas todos todas cada")
    /// Fence languages of Windows shells: a step whose every command is in one is Windows's.
    public static let windowsShells: Set<String> = words("powershell pwsh ps1 cmd bat batch dos doscon")
    /// Fence languages of the shells of Linux and macOS whose syntax is not bash's.
    ///
    /// zsh (glob qualifiers, `=(…)`, its own expansions), fish and the C shells (`if …; end`, `foreach`). A command
    /// in one of their fences is not checked as bash, and `run` leaves its step to be done by hand. ksh is not among
    /// them: bash took its syntax from ksh, and parses and runs what pages write for it.
    public static let nonBashShells: Set<String> = ["zsh", "fish", "csh", "tcsh"]
    /// The first words of numbered alternatives ("Option 1", "Méthode 2", "Opção B").
    static let alternativeWords: Set<String> = words("option method alternative", "méthode", "opção método alternativa")
    /// How French and Portuguese infinitives end ("Pour créer…", "Para criá-lo"): after "pour" or "para" they say
    /// what for, not which case.
    static let infinitiveEndings: [String] = ["er", "ir", "re", "ar", "or", "á", "ê", "ô"]
    /// Words in descriptions that say a value is secret ("secret" alone is not one: in these pages it mostly names a
    /// Kubernetes resource, not a value).
    static let secretWords: [String] =
        [
            "password", "passphrase", "api key", "apikey", "passcode", "token value", "access token",
            "refresh token", "bearer token", "private key", "secret key", "client secret", "secret value",
            "secret access key", "mot de passe", "clé d'api", "clé d’api", "code d'accès", "code d’accès",
            "jeton d'accès", "valeur de jeton", "valeur du jeton", "jeton d'actualisation", "clé privée", "clé secrète",
            "valeur secrète", "senha", "chave de api", "chave api", "código de acesso", "valor do token",
            "token de acesso", "token de atualização", "chave privada", "chave secreta", "pre-shared key",
            "preshared key", "key material", "clé prépartagée", "clé pré-partagée", "matériel de clé",
            "chave pré-compartilhada", "material de chave", "clé d'accès secrète", "clé d’accès secrète",
            "chave de acesso secreta",
        ] + confidentialStatements
    /// What says a value is confidential, as a statement of its own ("This value is confidential.", "`<x>` est
    /// confidentiel.", "Estes valores são confidenciais."): a secret, as "your confidential computing instance" is not.
    static let confidentialStatements = [
        "is confidential", "are confidential", "est confidentiel", "sont confidentiel", "é confidencial",
        "são confidenciais",
    ]
    /// Prepositions that end a copula ("corresponds to", "correspond à", "corresponde ao"), said again after a
    /// name whose copula is left out ("et `<b>` à votre jeton"); not Portuguese `a`, `as`, articles as often.
    static let copulaPrepositions: Set<String> = ["to", "à", "au", "aux", "ao", "aos", "às"]
    /// Words before the head noun of a description ("your IAM token", "votre clé API", "sua chave de API").
    static let determiners: Set<String> = words(
        "the a an your my our their its this any",
        "le la les l un une des votre vos son sa ses leur ce cette nouveau nouvelle",
        "o os as um uma seu sua seus suas este esta pelo pela novo nova")
    /// Words that end a noun phrase: prepositions, relative words, conjunctions, verbs.
    static let phraseEnds: Set<String> = words(
        "of for to that which who whose with from in on by at is are and or you used when where if",
        "de du d des pour qui que dont dans avec sur à au aux par est et ou", "do da dos das para com em no na por é e")
    /// Nouns that name what a thing holds, so that "the value of X" names X.
    static let valueNouns: Set<String> = ["value", "content", "contents", "valeur", "contenu", "valor", "conteúdo"]
    /// Secrets, as the last words of an English noun phrase ("your IAM token", "the client secret").
    static let secretHeadsLast: [[String]] = [
        ["token"], ["password"], ["passphrase"], ["passcode"], ["secret"], ["credential"], ["credentials"], ["pin"],
        ["apikey"], ["api", "key"], ["private", "key"], ["secret", "key"], ["access", "key"], ["pre", "shared", "key"],
        ["preshared", "key"], ["key", "material"], ["encryption", "key"],
        // What is told to no one: "`<x>` is confidential" describes it "confidential".
        ["confidential"],
    ]
    /// Secrets, as the first words of a French or Portuguese noun phrase ("votre jeton IAM", "frase secreta").
    static let secretHeadsFirst: [[String]] = [
        ["token"], ["password"], ["secret"], ["jeton"], ["mot", "de", "passe"], ["phrase", "passe"],
        ["phrase", "de", "passe"], ["clé", "api"], ["clé", "d", "api"], ["clé", "privée"], ["clé", "secrète"],
        ["code", "d", "accès"], ["identifiants"], ["segredo"], ["senha"], ["frase", "secreta"], ["frase", "senha"],
        ["palavra", "passe"], ["chave", "api"], ["chave", "de", "api"], ["chave", "privada"], ["chave", "secreta"],
        ["código", "de", "acesso"], ["credenciais"], ["clé", "prépartagée"], ["clé", "pré", "partagée"],
        ["matériel", "de", "clé"], ["chave", "pré", "compartilhada"], ["material", "de", "chave"],
        ["clé", "d", "accès"],
        ["chave", "de", "acesso"], ["données", "d", "identification"], ["clé", "de", "l", "api"],
        ["chave", "da", "api"],
        ["credencial"], ["confidentiel"], ["confidentielle"], ["confidencial"],
    ]

    /// The lowercased words of `text`: its runs of letters, accented ones too.
    ///
    /// Whatever else is between them separates them ("**Nom du paramètre**" is `nom`, `du`, `paramètre`). A table's
    /// header cells are read so (`DocTable`), and a paragraph that may lead in to an example (`ExampleCommands`).
    static func lowercasedWords(in text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }

    /// The words of `parts` in order, each part a language's words (or a line of them) separated by spaces.
    private static func words(_ parts: String...) -> [String] { split(parts) }

    /// The words of `parts` as a set (`words(_:)`).
    private static func words(_ parts: String...) -> Set<String> { Set(split(parts)) }

    /// Split as bytes, not as characters: as characters, making the lists cost a run that reads them all three times
    /// as many instructions more than array literals did (2.7 million, against 0.9 million).
    private static func split(_ parts: [String]) -> [String] {
        parts.flatMap { $0.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Frequent short words of each language, to recognise the language of a page from its text.
    public static let stopWords: [Language: Set<String>] = [
        .en: words(
            "the and to of you your is for with that this in run use are can an be from on a no not or it if as by all",
            "only will"),
        .fr: words("le la les et de des du vous votre vos pour dans une un est sur que qui avec par pas au aux"),
        .pt: words("o a os as e de do da dos das você seu sua para em no na um uma é que com não se ao"),
    ]
}
