import RunbookKit

/// What `docrun plan` prints, in English, French and Portuguese.
@dynamicMemberLookup
enum PlanMessages {
    static let texts = PlanTexts()
    static subscript<T>(dynamicMember path: KeyPath<PlanTexts, T>) -> T { texts[keyPath: path] }

    /// Where a value came from, as shown beside it; `variable` is its environment variable.
    static func source(_ source: ValueSource, variable: String, language: Language) -> String {
        switch source {
        case .commandLine: "--set"
        case .valuesFile: "--values"
        case .environment: variable
        case .output: texts.fromOutput(language)
        case .remembered: texts.remembered(language)
        case .documented: texts.documented(language)
        case .prompt: texts.prompted(language)
        }
    }
}

struct PlanTexts: Sendable {
    let title = Localized(en: "Plan for {title}", fr: "Plan pour {title}", pt: "Plano para {title}")
    let file = Localized(en: "File: {path}", fr: "Fichier : {path}", pt: "Arquivo: {path}")
    let nothingRuns = Localized(
        en: "Nothing is run: this is a dry run.", fr: "Rien n'est exécuté : ceci est une simulation.",
        pt: "Nada é executado: esta é uma simulação.")
    let values = Localized(en: "Values:", fr: "Valeurs :", pt: "Valores:")
    let noValues = Localized(
        en: "Values: none needed", fr: "Valeurs : aucune n'est nécessaire", pt: "Valores: nenhum é necessário")
    let missing = Localized(en: "missing", fr: "manquante", pt: "ausente")
    let unsetVariables = Localized(
        en: "Variables the steps use that no step sets:",
        fr: "Variables que les étapes utilisent sans qu'aucune ne les définisse :",
        pt: "Variáveis que os passos usam sem que nenhum as defina:")
    let inEnvironment = Localized(
        en: "step {id}: from the environment", fr: "étape {id} : celle de l'environnement",
        pt: "passo {id}: a do ambiente")
    let askedByRun = Localized(
        en: "step {id}: not in the environment; docrun run asks for it (empty if left blank)",
        fr: "étape {id} : absente de l'environnement ; docrun run la demande (vide si rien n'est saisi)",
        pt: "passo {id}: ausente do ambiente; docrun run a pede (vazia se nada for digitado)")
    let givenUnset = Localized(
        en: "step {id}: {value}  ({source})", fr: "étape {id} : {value}  ({source})",
        pt: "passo {id}: {value}  ({source})")
    let scriptUnsetGiven = Localized(
        en: "{name} (step {id}): no step sets it; given to docrun with {source}.",
        fr: "{name} (étape {id}) : aucune étape ne la définit ; donnée à docrun par {source}.",
        pt: "{name} (passo {id}): nenhum passo a define; dada ao docrun por {source}.")
    let scriptUnsetVariable = Localized(
        en: "{name} (step {id}): no step sets it; the script uses the environment's, empty if it has none.",
        fr:
            "{name} (étape {id}) : aucune étape ne la définit ; le script utilise celle de l'environnement, vide s'il n'en a pas.",
        pt: "{name} (passo {id}): nenhum passo a define; o script usa a do ambiente, vazia se ele não a tiver.")
    let step = Localized(en: "Step {id}", fr: "Étape {id}", pt: "Passo {id}")
    let manual = Localized(
        en: "manual step: do it by hand", fr: "étape manuelle : à faire à la main", pt: "passo manual: faça à mão")
    let remoteShell = Localized(
        en:
            "typed in the shell step {step} opens in a container or on another machine: docrun runs none of these commands",
        fr: "à saisir dans le shell que l'étape {step} ouvre dans un conteneur ou sur une autre machine : docrun "
            + "n'exécute aucune de ces commandes",
        pt: "digitados no shell que o passo {step} abre em um contêiner ou em outra máquina: o docrun não executa "
            + "nenhum destes comandos")
    let otherShell = Localized(
        en: "written for {shell}, not bash: docrun runs none of these commands",
        fr: "écrites pour {shell}, pas pour bash : docrun n'exécute aucune de ces commandes",
        pt: "escritos para {shell}, não para o bash: o docrun não executa nenhum destes comandos")
    let skipped = Localized(
        en: "skipped on {platform}: for {platforms} only", fr: "ignorée sous {platform} : pour {platforms} uniquement",
        pt: "ignorado no {platform}: somente para {platforms}")
    let skippedTab = Localized(
        en: "skipped: the \"{tab}\" tab runs instead (tabs are alternatives: --tab, --only or --section chooses one)",
        fr:
            "ignorée : l'onglet « {tab} » s'exécute à la place (les onglets sont des alternatives : --tab, --only ou --section en choisit un)",
        pt:
            "ignorado: a aba \"{tab}\" é executada em vez desta (as abas são alternativas: --tab, --only ou --section escolhe uma)"
    )
    let skippedBullet = Localized(
        en: "skipped: \"{tab}\" runs instead (the step's bullets are alternatives: --only chooses one)",
        fr:
            "ignorée : « {tab} » s'exécute à la place (les puces de l'étape sont des alternatives : --only en choisit une)",
        pt: "ignorado: \"{tab}\" é executado em vez deste (os marcadores do passo são alternativas: --only escolhe um)"
    )
    let writesFile = Localized(
        en: "writes the file {name}:", fr: "écrit le fichier {name} :", pt: "grava o arquivo {name}:")
    let unnamedFile = Localized(
        en: "file content (the page names no file; shown, not written):",
        fr: "contenu de fichier (la page ne nomme pas de fichier ; affiché, non écrit) :",
        pt: "conteúdo de arquivo (a página não nomeia o arquivo; mostrado, não gravado):")
    let request = Localized(
        en: "HTTP request, done by hand:", fr: "requête HTTP, à faire à la main :",
        pt: "solicitação HTTP, feita à mão:")
    let snippet = Localized(
        en: "to add to the file {name} by hand (shown, not written):",
        fr: "à ajouter à la main au fichier {name} (affiché, non écrit) :",
        pt: "a incluir à mão no arquivo {name} (mostrado, não gravado):")
    let example = Localized(
        en: "example in the page, not run: {first}", fr: "exemple de la page, non exécuté : {first}",
        pt: "exemplo da página, não executado: {first}")
    let expectedOutput = Plural(
        en: "expected output ({count} line), compared after the command",
        "expected output ({count} lines), compared after the command",
        fr: "sortie attendue ({count} ligne), comparée après la commande",
        "sortie attendue ({count} lignes), comparée après la commande",
        pt: "saída esperada ({count} linha), comparada após o comando",
        "saída esperada ({count} linhas), comparada após o comando")
    let needsValues = Localized(
        en: "needs: {names}", fr: "valeurs nécessaires : {names}", pt: "valores necessários: {names}")
    /// The plan's last line, three counts, each agreeing with its number ("1 étape, 0 valeur manquante").
    let summary: [Plural] = [
        Plural(
            en: "{count} step", "{count} steps",
            fr: "{count} étape", "{count} étapes",
            pt: "{count} passo", "{count} passos"),
        Plural(
            en: "{count} command", "{count} commands",
            fr: "{count} commande", "{count} commandes",
            pt: "{count} comando", "{count} comandos"),
        Plural(
            en: "{count} value missing", "{count} values missing",
            fr: "{count} valeur manquante", "{count} valeurs manquantes",
            pt: "{count} valor ausente", "{count} valores ausentes"),
    ]
    let scriptHeader = Localized(
        en: "Generated by docrun from {path}: {title}", fr: "Généré par docrun depuis {path} : {title}",
        pt: "Gerado pelo docrun a partir de {path}: {title}")
    let scriptValues = Localized(
        en: "Values: set them in the environment; the script stops with a description if one is missing.",
        fr:
            "Valeurs : définissez-les dans l'environnement ; le script s'arrête avec une description s'il en manque une.",
        pt: "Valores: defina-os no ambiente; o script para com uma descrição se faltar algum.")
    let scriptJudged = Localized(
        en:
            "Each line of a command is judged by its status, as docrun run judges it; the script stops after a command that failed. Each command runs in a function of its own, where exit ends the command, and its shell options (set -e, set -u, set -x, set -o pipefail) last for that command.",
        fr:
            "Chaque ligne d'une commande est jugée par son statut, comme docrun run la juge ; le script s'arrête après une commande qui a échoué. Chaque commande s'exécute dans une fonction à elle, où exit termine la commande, et ses options du shell (set -e, set -u, set -x, set -o pipefail) durent le temps de cette commande.",
        pt:
            "Cada linha de um comando é julgada pelo seu status, como o docrun run a julga; o script para depois de um comando que falhou. Cada comando roda numa função própria, onde exit termina o comando, e as suas opções do shell (set -e, set -u, set -x, set -o pipefail) duram só esse comando."
    )
    let scriptSecret = Localized(
        en: "secret: read from the environment, never written here",
        fr: "secret : lu dans l'environnement, jamais écrit ici", pt: "secreto: lido do ambiente, nunca escrito aqui")
    let scriptByHand = Localized(
        en: "docrun cannot substitute a value safely in this command; run it by hand:",
        fr: "docrun ne peut pas substituer une valeur sans risque dans cette commande ; exécutez-la à la main :",
        pt: "o docrun não pode substituir um valor com segurança neste comando; execute-o à mão:")
    let scriptFileByHand = Localized(
        en: "docrun cannot write a value safely in this file; write it by hand:",
        fr: "docrun ne peut pas écrire une valeur sans risque dans ce fichier ; écrivez-le à la main :",
        pt: "o docrun não pode escrever um valor com segurança neste arquivo; escreva-o à mão:")
    let ambiguousStep = Localized(
        en:
            "{path}: step '{id}' is several steps: {candidates}; choose one by its number and line as 'docrun list' "
            + "shows them ({example}){orSection}",
        fr:
            "{path} : l'étape '{id}' désigne plusieurs étapes : {candidates} ; choisissez-en une par son numéro et sa "
            + "ligne, comme 'docrun list' les affiche ({example}){orSection}",
        pt:
            "{path}: o passo '{id}' designa vários passos: {candidates}; escolha um pelo número e pela linha, como "
            + "'docrun list' os mostra ({example}){orSection}")
    let orSection = Localized(en: ", or add --section", fr: ", ou ajoutez --section", pt: ", ou adicione --section")
    let unknownSection = Localized(
        en: "{path}: no section with the anchor '{name}'{near} (sections: {names})",
        fr: "{path} : aucune section n'a l'ancre '{name}'{near} (sections : {names})",
        pt: "{path}: nenhuma seção tem a âncora '{name}'{near} (seções: {names})")
    let unknownStep = Localized(
        en: "{path}: no step '{name}' in the selection{near} (steps: {names})",
        fr: "{path} : aucune étape '{name}' dans la sélection{near} (étapes : {names})",
        pt: "{path}: nenhum passo '{name}' na seleção{near} (passos: {names})")
    let numbersRepeat = Localized(
        en: "; the numbers repeat: name a step by its number and line as 'docrun list' shows them, such as "
            + "{example}{orSection}",
        fr: " ; les numéros se répètent : désignez une étape par son numéro et sa ligne, comme 'docrun list' les "
            + "affiche, par exemple {example}{orSection}",
        pt: "; os números se repetem: designe um passo pelo número e pela linha, como 'docrun list' os mostra, por "
            + "exemplo {example}{orSection}")
    let unknownTab = Localized(
        en: "{path}: no tab '{name}' in the selection{near} (tabs: {names})",
        fr: "{path} : aucun onglet '{name}' dans la sélection{near} (onglets : {names})",
        pt: "{path}: nenhuma aba '{name}' na seleção{near} (abas: {names})")
    let noTabs = Localized(
        en: "{path}: no tab '{name}': the selection has no tabs",
        fr: "{path} : aucun onglet '{name}' : la sélection n'a pas d'onglets",
        pt: "{path}: nenhuma aba '{name}': a seleção não tem abas")
    let toBeforeFrom = Localized(
        en: "{path}: step '{to}' (--to) comes before step '{from}' (--from)",
        fr: "{path} : l'étape '{to}' (--to) vient avant l'étape '{from}' (--from)",
        pt: "{path}: o passo '{to}' (--to) vem antes do passo '{from}' (--from)")
    let notAPlaceholder = Localized(
        en: "docrun: warning: '{name}' is not a placeholder of {path}{near}",
        fr: "docrun : avertissement : '{name}' n'est pas un espace réservé de {path}{near}",
        pt: "docrun: aviso: '{name}' não é um espaço reservado de {path}{near}")
    let didYouMean = Localized(
        en: "; did you mean '{name}'?", fr: " ; vouliez-vous dire '{name}' ?", pt: "; você quis dizer '{name}'?")
    let scriptFromOutput = Localized(
        en: "docrun run takes it from the output of step {id}: set it from that output",
        fr: "docrun run la tire de la sortie de l'étape {id} : définissez-la d'après cette sortie",
        pt: "o docrun run o tira da saída do passo {id}: defina-o a partir dessa saída")
    let scriptNotAnInteger = Localized(
        en: "docrun: {name} must be an integer without a leading 0: bash evaluates it as arithmetic in step {id}",
        fr:
            "docrun : {name} doit être un entier sans 0 initial : bash l'évalue comme une expression arithmétique à "
            + "l'étape {id}",
        pt: "docrun: {name} deve ser um inteiro sem 0 inicial: o bash o avalia como aritmética no passo {id}")
    let scriptNotAName = Localized(
        en: "docrun: {name} must be a variable's name: bash reads it as one in step {id}",
        fr: "docrun : {name} doit être un nom de variable : bash le lit comme tel à l'étape {id}",
        pt: "docrun: {name} deve ser um nome de variável: o bash o lê como tal no passo {id}")
    let scriptNotFileData = Localized(
        en: "docrun: {name} cannot be written as it is in the file of step {id}: it would change the file's structure "
            + "there (docrun run writes it quoted, or says why it cannot)",
        fr: "docrun : {name} ne peut pas être écrit tel quel dans le fichier de l'étape {id} : il changerait la "
            + "structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)",
        pt:
            "docrun: {name} não pode ser escrito como está no arquivo do passo {id}: mudaria a estrutura do arquivo ali "
            + "(docrun run o escreve entre aspas, ou diz por que não pode)")
    let scriptNotFileName = Localized(
        en: "docrun: {name} cannot be part of the name of the file of step {id}: it would name another folder's file "
            + "(empty, '.', '..' or a '/')",
        fr: "docrun : {name} ne peut pas faire partie du nom du fichier de l'étape {id} : il nommerait le fichier d'un "
            + "autre dossier (vide, '.', '..' ou un '/')",
        pt: "docrun: {name} não pode ser parte do nome do arquivo do passo {id}: nomearia o arquivo de outra pasta "
            + "(vazio, '.', '..' ou uma '/')")
    let fromOutput = Localized(en: "from an earlier output", fr: "d'une sortie précédente", pt: "de uma saída anterior")
    let remembered = Localized(en: "from the last run", fr: "de la dernière exécution", pt: "da última execução")
    let documented = Localized(en: "the page's default", fr: "valeur par défaut de la page", pt: "padrão da página")
    let prompted = Localized(en: "typed", fr: "saisie", pt: "digitado")
    let undocumented = Localized(en: "undocumented", fr: "non documentée", pt: "não documentado")
}
