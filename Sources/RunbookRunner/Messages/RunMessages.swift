import RunbookKit
import ShellSyntax

/// What `docrun run` prints and asks, in English, French and Portuguese.
///
/// The texts are the members of `RunTexts` (and of the structures beside it for the extensions' texts), which
/// `RunMessages` serves by name (`RunMessages.header` is `RunMessages.texts.header`) and a test reads by reflection,
/// to check that no key lacks a language or a `{field}`. The other catalogues are built the same way.
@dynamicMemberLookup
public enum RunMessages {
    static let texts = RunTexts()
    /// The text named `path`.
    public static subscript<T>(dynamicMember path: KeyPath<RunTexts, T>) -> T { texts[keyPath: path] }

    /// A command's duration as the verdict says it: `350 ms`, `2.5 s` (`2,5 s` in French and Portuguese).
    static func duration(_ seconds: Double, _ language: Language) -> String {
        guard seconds >= 1 else { return "\(Int((seconds * 1000).rounded())) ms" }
        let tenths = String(format: "%.1f", seconds)
        return (language == .en ? tenths : tenths.replacingOccurrences(of: ".", with: ",")) + " s"
    }

    /// `text` with its first letter in capitals and a full stop at its end: the plan's words as the run says them.
    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() + "." }

    /// The summary's counts, in the order they are said.
    static let summaryCounts: [(StepOutcome, Plural)] = [
        (.passed, texts.summaryPassed), (.warned, texts.summaryWarned), (.failed, texts.summaryFailed),
        (.skipped, texts.summarySkipped), (.manual, texts.summaryManual), (.interrupted, texts.summaryInterrupted),
    ]

    /// Why the value of a placeholder cannot be used in step `step`, as `valueRefused` says it.
    static func refusal(_ error: SubstitutionError, step: String, language: Language) -> String {
        let (name, reason): (String, Localized) =
            switch error {
            // A shell script the page writes is read as a command is.
            case .refused(let name, let why), .refusedInFile(let name, .shell(let why)):
                switch why {
                case .notAnInteger: (name, texts.notAnInteger)
                case .notAName: (name, texts.notAName)
                case .notALoginName: (name, texts.notALoginName)
                case .lineBreak: (name, texts.endsLine)
                case .endsHereDocument: (name, texts.endsHereDocument)
                case .tooDeep: (name, texts.tooDeep)
                case .rereadInBackquotes: (name, texts.rereadInBackquotes)
                case .notPlainInFormat: (name, texts.notPlainInFormat)
                case .unreadEchoEscape: (name, texts.unreadEchoEscape)
                case .notPlainAfterUnknownOutput: (name, texts.notPlainAfterUnknownOutput)
                }
            case .unsupportedContext(let name): (name, texts.unreachable)
            case .refusedInFile(let name, .lineBreak): (name, texts.endsFileLine)
            case .refusedInFile(let name, .notAJSONToken): (name, texts.notAJSONToken)
            case .refusedInFile(let name, .yamlPlainPart): (name, texts.yamlPlainPart)
            case .refusedInFile(let name, .notPrintable): (name, texts.notPrintable)
            case .refusedInFile(let name, .notInFileName): (name, texts.notInFileName)
            }
        return texts.valueRefused(language, ["name": "<\(name)>", "step": step, "why": reason(language)])
    }
}

/// The texts of this file, which `RunMessages` serves by name.
public struct RunTexts: Sendable {
    let header = Localized(en: "Running {title}", fr: "Exécution de {title}", pt: "Executando {title}")
    let transcript = Localized(en: "Transcript: {path}", fr: "Journal : {path}", pt: "Transcrição: {path}")
    let leftRunning = Localized(
        en: "Still running, started by the steps (docrun leaves them running):",
        fr: "Encore en cours, lancés par les étapes (docrun les laisse tourner) :",
        pt: "Ainda em execução, iniciados pelos passos (o docrun os deixa rodando):")
    let subshell = Localized(
        en: "a subshell of the run's bash (a step's { …; } & or ( … ) &)",
        fr: "un sous-shell du bash de l'exécution ({ …; } & ou ( … ) & d'une étape)",
        pt: "um subshell do bash da execução ({ …; } & ou ( … ) & de um passo)")
    let stopThem = Localized(
        en: "Stop them with: kill {pids}", fr: "Pour les arrêter : kill {pids}", pt: "Para pará-los: kill {pids}")
    let resuming = Localized(
        en: "Resuming at step {id} (steps before it passed last time).",
        fr: "Reprise à l'étape {id} (les étapes précédentes ont réussi la dernière fois).",
        pt: "Retomando no passo {id} (os passos anteriores passaram da última vez).")
    let functionsNotRestored = Localized(
        en: "Not restored (functions are not kept between runs): {names}. The steps that call them fail unless "
            + "the step that defines them runs again (--from).",
        fr: "Non restaurées (les fonctions ne sont pas conservées entre deux exécutions) : {names}. Les étapes qui "
            + "les appellent échouent, sauf si l'étape qui les définit est exécutée de nouveau (--from).",
        pt: "Não restauradas (as funções não são guardadas entre execuções): {names}. Os passos que as chamam "
            + "falham, a menos que o passo que as define seja executado de novo (--from).")
    let definedAt = Localized(
        en: "{name} (step {id})", fr: "{name} (étape {id})", pt: "{name} (passo {id})")
    let notRestored = Localized(
        en: "Not restored (arrays, associative arrays and values that are not UTF-8 text are not kept between runs): "
            + "{names}.",
        fr: "Non restaurées (les tableaux, associatifs ou non, et les valeurs qui ne sont pas du texte UTF-8 ne sont "
            + "pas conservés entre deux exécutions) : {names}.",
        pt: "Não restauradas (os arrays, associativos ou não, e os valores que não são texto UTF-8 não são guardados "
            + "entre execuções): {names}.")
    /// Said before anything runs when the working folder's name is not UTF-8 (`SystemPath`): bash is given its
    /// folder by name, as text, and would not find it.
    public let workingFolderNotUTF8 = Localized(
        en: "docrun: the working folder '{path}' has a name that is not UTF-8 text, which the run's shell cannot be "
            + "started in; run from another folder (the page may stay where it is). Nothing was run.",
        fr: "docrun : le nom du dossier de travail '{path}' n'est pas du texte UTF-8, et le shell de l'exécution ne "
            + "peut pas y démarrer ; lancez docrun depuis un autre dossier (la page peut rester où elle est). Rien n'a "
            + "été exécuté.",
        pt: "docrun: o nome da pasta de trabalho '{path}' não é texto UTF-8, e o shell da execução não pode iniciar "
            + "nela; execute o docrun de outra pasta (a página pode ficar onde está). Nada foi executado.")
    /// Said when the page to run is given as `-`: standard input is where the run reads the operator's answers.
    public let pageFromStandardInput = Localized(
        en: "docrun run reads the answers to its questions on standard input, so it cannot read the page there too: "
            + "give the page as a file (docrun run page.md; a file named '-' as ./-)",
        fr: "docrun run lit les réponses à ses questions sur l'entrée standard et ne peut donc pas y lire aussi la "
            + "page : donnez la page sous forme de fichier (docrun run page.md ; un fichier nommé '-' sous la forme ./-)",
        pt: "o docrun run lê as respostas às suas perguntas na entrada padrão e por isso não pode ler a página ali "
            + "também: dê a página como arquivo (docrun run page.md; um arquivo chamado '-' como ./-)")
    let noStateToResume = Localized(
        en: "Nothing to resume: no state was saved for this page ({path}); running from the start.",
        fr: "Rien à reprendre : aucun état n'a été enregistré pour cette page ({path}) ; exécution depuis le début.",
        pt: "Nada a retomar: nenhum estado foi salvo para esta página ({path}); executando desde o início.")
    /// The step `--resume` starts at is the first of the steps chosen: none before it could have passed.
    let resumingFirst = Localized(
        en: "Resuming at step {id}, the first of the steps chosen.",
        fr: "Reprise à l'étape {id}, la première des étapes choisies.",
        pt: "Retomando no passo {id}, o primeiro dos passos escolhidos.")
    /// The steps the last run chose, which `--resume` goes on with: `--only 2,4`.
    let resumeSameSteps = Localized(
        en: "Same steps as the last run: {steps}.", fr: "Mêmes étapes que la dernière exécution : {steps}.",
        pt: "Mesmos passos da última execução: {steps}.")
    let resumeOtherSteps = Localized(
        en: "Steps chosen now: {now} (the last run had {then}).",
        fr: "Étapes choisies cette fois : {now} (la dernière exécution avait {then}).",
        pt: "Passos escolhidos agora: {now} (a última execução tinha {then}).")
    let wholePage = Localized(en: "the whole page", fr: "toute la page", pt: "a página inteira")
    let nothingToResume = Localized(
        en: "Nothing to resume: every selected step passed last time; running from the start.",
        fr: "Rien à reprendre : toutes les étapes choisies ont réussi la dernière fois ; exécution depuis le début.",
        pt: "Nada a retomar: todos os passos escolhidos passaram da última vez; executando desde o início.")

    // Values
    let valuesAhead = Plural(
        en: "{count} value will be asked when the step that needs it is reached:",
        "{count} values will be asked, each when the first step that needs it is reached:",
        fr: "{count} valeur sera demandée quand l'étape qui en a besoin sera atteinte :",
        "{count} valeurs seront demandées, chacune quand la première étape qui en a besoin sera atteinte :",
        pt: "{count} valor será pedido quando o passo que precisa dele for alcançado:",
        "{count} valores serão pedidos, cada um quando o primeiro passo que precisa dele for alcançado:")
    let lastValue = Localized(en: "last: {value}", fr: "précédente : {value}", pt: "anterior: {value}")
    let pageDefault = Localized(en: "default: {value}", fr: "par défaut : {value}", pt: "padrão: {value}")
    let atStep = Localized(en: "at step {id}", fr: "à l'étape {id}", pt: "no passo {id}")
    let boundAhead = Plural(
        en: "{count} value will be taken from a step's output, not asked:",
        "{count} values will be taken from a step's output, not asked:",
        fr: "{count} valeur sera tirée de la sortie d'une étape, sans être demandée :",
        "{count} valeurs seront tirées de la sortie d'une étape, sans être demandées :",
        pt: "{count} valor será tirado da saída de um passo, sem ser pedido:",
        "{count} valores serão tirados da saída de um passo, sem ser pedidos:")
    let fromOutputOf = Localized(
        en: "from the output of step {id}", fr: "d'après la sortie de l'étape {id}", pt: "da saída do passo {id}")
    let setByUnselected = Localized(
        en: "Step {user} uses {name}, which step {setter} sets, but step {setter} is not selected: {name} is empty "
            + "unless the environment sets it.",
        fr: "L'étape {user} utilise {name}, que l'étape {setter} définit, mais l'étape {setter} n'est pas "
            + "sélectionnée : {name} est vide sauf si l'environnement la définit.",
        pt: "O passo {user} usa {name}, que o passo {setter} define, mas o passo {setter} não está selecionado: "
            + "{name} fica vazia a menos que o ambiente a defina.")
    /// `which` is `noStepSets` or `subshellSets`.
    let setByNoStep = Localized(
        en: "Step {user} uses {name}, {which} and the environment does not have: it is empty. "
            + "To give it a value, start docrun with {variable}=… in its environment.",
        fr: "L'étape {user} utilise {name}, {which} et que l'environnement n'a pas : "
            + "elle est vide. Pour lui donner une valeur, lancez docrun avec {variable}=… dans son environnement.",
        pt: "O passo {user} usa {name}, {which} e que o ambiente não tem: ela fica vazia. "
            + "Para lhe dar um valor, inicie o docrun com {variable}=… no seu ambiente.")
    let setByNoStepAsked = Localized(
        en: "Step {user} uses {name}, {which} and the environment does not have: asked there.",
        fr: "L'étape {user} utilise {name}, {which} et que l'environnement n'a pas : demandée à cette étape.",
        pt: "O passo {user} usa {name}, {which} e que o ambiente não tem: pedida nesse passo.")
    let noStepSets = Localized(
        en: "which no step of the page sets", fr: "qu'aucune étape de la page ne définit",
        pt: "que nenhum passo da página define")
    /// `(X=1); echo "$X"`, `… | read -r X`: the page sets it where bash forgets it.
    let subshellSets = Localized(
        en: "which the page sets only in a subshell (bash forgets it when the subshell ends)",
        fr: "que la page ne définit que dans un sous-shell (bash l'oublie quand il se termine)",
        pt: "que a página só define em um subshell (o bash a esquece quando ele termina)")
    /// `why` is `noStepSetsIt` or `subshellSetsIt`.
    let unsetVariableAbout = Localized(
        en: "{why}; Enter leaves it empty", fr: "{why} ; Entrée la laisse vide", pt: "{why}; Enter a deixa vazia")
    let noStepSetsIt = Localized(
        en: "no step of the page sets it", fr: "aucune étape de la page ne la définit",
        pt: "nenhum passo da página a define")
    let subshellSetsIt = Localized(
        en: "the page sets it only in a subshell", fr: "la page ne la définit que dans un sous-shell",
        pt: "a página só a define em um subshell")
    let notSelectedProducer = Localized(
        en: "step {id} would have printed it, but it is not selected",
        fr: "l'étape {id} l'aurait affichée, mais elle n'est pas sélectionnée",
        pt: "o passo {id} o teria mostrado, mas não está selecionado")
    let notInOutput = Localized(
        en: "{name} was expected in the output of step {id}, which did not show it.",
        fr: "{name} était attendue dans la sortie de l'étape {id}, qui ne l'a pas montrée.",
        pt: "{name} era esperado na saída do passo {id}, que não o mostrou.")
    let missingLater = Localized(
        en: "docrun: {path}: {name} is missing and there is no terminal to ask for it; the run stops here:",
        fr: "docrun : {path} : {name} manque et aucun terminal ne permet de la demander ; l'exécution s'arrête ici :",
        pt: "docrun: {path}: falta {name} e não há terminal para pedi-lo; a execução para aqui:")
    let hiddenInput = Localized(en: "input hidden", fr: "saisie masquée", pt: "entrada oculta")
    let emptyRequired = Localized(
        en: "A value is required for {name} (empty or only spaces is not one):",
        fr: "Une valeur est obligatoire pour {name} (vide ou seulement des espaces n'en est pas une) :",
        pt: "Um valor é obrigatório para {name} (vazio ou só espaços não é um valor):")
    let tooLongToType = Localized(
        en:
            "The answer may have been cut: a terminal passes at most 4,095 characters a line. Give a value this long with "
            + "--set, --values or {variable}.",
        fr:
            "La réponse a pu être tronquée : un terminal ne transmet pas plus de 4 095 caractères par ligne. Donnez une "
            + "valeur aussi longue avec --set, --values ou {variable}.",
        pt: "A resposta pode ter sido cortada: um terminal passa no máximo 4.095 caracteres por linha. Dê um valor tão "
            + "longo com --set, --values ou {variable}.")
    let maskInEdit = Localized(
        en: "The command holds ********, which is how docrun shows a secret, not the secret: write its placeholder "
            + "instead ({names}).",
        fr: "La commande contient ********, la façon dont docrun affiche un secret, pas le secret : écrivez plutôt son "
            + "espace réservé ({names}).",
        pt: "O comando contém ********, a forma como o docrun mostra um segredo, não o segredo: escreva o espaço "
            + "reservado dele ({names}).")
    let unknownInEdit = Localized(
        en: "The command uses {names}, which the page does not ask for: docrun has no value to put there. Write the "
            + "value itself instead.",
        fr: "La commande utilise {names}, que la page ne demande pas : docrun n'a pas de valeur à y mettre. Écrivez "
            + "plutôt la valeur elle-même.",
        pt: "O comando usa {names}, que a página não pede: o docrun não tem valor para colocar ali. Escreva o próprio "
            + "valor.")
    let lineBreak = Localized(
        en: "The value cannot contain a line break.", fr: "La valeur ne peut pas contenir de saut de ligne.",
        pt: "O valor não pode conter quebra de linha.")
    let controlTyped = Localized(
        en:
            "The answer holds a control character ({shown}): a key such as an arrow is not for editing here. Type it again.",
        fr:
            "La réponse contient un caractère de contrôle ({shown}) : une touche comme une flèche ne sert pas à modifier ici. Saisissez-la de nouveau.",
        pt:
            "A resposta contém um caractere de controle ({shown}): uma tecla como uma seta não serve para editar aqui. Digite-a de novo."
    )
    let missingValues = Plural(
        en: "docrun: {path}: {count} value is missing and there is no terminal to ask for it; nothing was run:",
        "docrun: {path}: {count} values are missing and there is no terminal to ask for them; nothing was run:",
        fr:
            "docrun : {path} : {count} valeur manque et aucun terminal ne permet de la demander ; rien n'a été exécuté :",
        "docrun : {path} : {count} valeurs manquent et aucun terminal ne permet de les demander ; rien n'a été exécuté :",
        pt: "docrun: {path}: falta {count} valor e não há terminal para pedi-lo; nada foi executado:",
        "docrun: {path}: faltam {count} valores e não há terminal para pedi-los; nada foi executado:")
    let missingHow = Localized(
        en: "give them with --set NAME=VALUE, --values FILE or the environment (DOCRUN_NAME)",
        fr: "donnez-les avec --set NOM=VALEUR, --values FICHIER ou l'environnement (DOCRUN_NOM)",
        pt: "informe-os com --set NOME=VALOR, --values ARQUIVO ou o ambiente (DOCRUN_NOME)")
    let badValue = Localized(
        en: "docrun: the value of {name} ({origin}) contains a line break or a NUL byte, which no command can hold",
        fr:
            "docrun : la valeur de {name} ({origin}) contient un saut de ligne ou un octet NUL, qu'aucune commande ne peut contenir",
        pt:
            "docrun: o valor de {name} ({origin}) contém uma quebra de linha ou um byte NUL, que nenhum comando aceita"
    )
    let boundFromOutput = Localized(
        en: "{name} = {value} (from the output of step {id})",
        fr: "{name} = {value} (d'après la sortie de l'étape {id})", pt: "{name} = {value} (da saída do passo {id})")
    let valueRefused = Localized(
        en: "the value of {name} cannot be used in step {step}: {why}",
        fr: "la valeur de {name} ne peut pas servir à l'étape {step} : {why}",
        pt: "o valor de {name} não pode ser usado no passo {step}: {why}")
    let notAnInteger = Localized(
        en:
            "bash evaluates it as arithmetic there, where only an integer without a leading 0 is data (a value such as "
            + "'a[$(cmd)]' would run cmd, and bash reads 010 as octal 8)",
        fr: "bash l'y évalue comme une expression arithmétique, où seul un entier sans 0 initial est une donnée (une "
            + "valeur comme 'a[$(cmd)]' exécuterait cmd, et bash lit 010 comme l'octal 8)",
        pt:
            "o bash o avalia ali como aritmética, onde só um inteiro sem 0 inicial é dado (um valor como 'a[$(cmd)]' "
            + "executaria cmd, e o bash lê 010 como o octal 8)"
    )
    let notAName = Localized(
        en: "bash reads it as a variable's name there, where only a name (letters, digits, _) is data (a value such "
            + "as 'a[$(cmd)]' would run cmd)",
        fr: "bash l'y lit comme un nom de variable, où seul un nom (lettres, chiffres, _) est une donnée (une valeur "
            + "comme 'a[$(cmd)]' exécuterait cmd)",
        pt: "o bash o lê ali como nome de variável, onde só um nome (letras, dígitos, _) é dado (um valor como "
            + "'a[$(cmd)]' executaria cmd)")
    let notALoginName = Localized(
        en: "bash reads it as a user's login name after '~' there, where only a login name (a letter or _, then "
            + "letters, digits, _ . -) is data",
        fr: "bash l'y lit comme le nom de connexion d'un utilisateur après '~', où seul un nom de connexion (une "
            + "lettre ou _, puis lettres, chiffres, _ . -) est une donnée",
        pt: "o bash o lê ali como nome de login de um usuário após '~', onde só um nome de login (uma letra ou _, "
            + "depois letras, dígitos, _ . -) é dado")
    let endsLine = Localized(
        en: "it holds a line break, which would end the comment or the here-document line it is in",
        fr: "elle contient un saut de ligne, qui terminerait le commentaire ou la ligne de here-document où elle est",
        pt: "ele contém uma quebra de linha, que terminaria o comentário ou a linha de here-document onde está")
    let endsHereDocument = Localized(
        en: "it holds the delimiter of the here-document it is in, which would end it early",
        fr: "elle contient le délimiteur du here-document où elle est, qui le terminerait trop tôt",
        pt: "ele contém o delimitador do here-document onde está, que o terminaria antes da hora")
    let tooDeep = Localized(
        en:
            "the command nests substitutions more than \(ShellScript.maximumNesting) levels deep, and docrun does not read "
            + "that far to know how bash would take a value there",
        fr:
            "la commande imbrique des substitutions sur plus de \(ShellScript.maximumNesting) niveaux, et docrun ne lit "
            + "pas si loin pour savoir comment bash y prendrait une valeur",
        pt: "o comando aninha substituições em mais de \(ShellScript.maximumNesting) níveis, e o docrun não lê tão "
            + "fundo para saber como o bash tomaria um valor ali")
    let rereadInBackquotes = Localized(
        en:
            "it is inside backquotes whose escapes (\\\\, \\`, \\\" inside double quotes, \\$ before a quote or a "
            + "bracket) bash removes before reading the command, and docrun cannot tell how bash would take a value "
            + "there: write the substitution as $(…)",
        fr:
            "elle est entre des accents graves dont bash retire les échappements (\\\\, \\`, \\\" entre guillemets "
            + "doubles, \\$ devant un guillemet ou un crochet) avant de lire la commande, et docrun ne peut pas savoir "
            + "comment bash y prendrait une valeur : écrivez la substitution $(…)",
        pt: "ele está entre crases cujos escapes (\\\\, \\`, \\\" entre aspas duplas, \\$ antes de uma aspa ou de "
            + "um colchete) o bash remove antes de ler o comando, e o docrun não sabe como o bash tomaria um valor "
            + "ali: escreva a substituição como $(…)")
    let notPlainInFormat = Localized(
        en: "it is in, or fills in, a printf format whose output a shell runs, and docrun does not read that format "
            + "exactly (a value in the format, %b, an escape other than \\n, \\t, \\\\, \\\", an expansion…): "
            + "only letters, digits and . _ - / are data there; give it as a word that fills in %s",
        fr: "elle est dans un format de printf dont un shell exécute la sortie, ou le remplit, et docrun ne lit pas ce "
            + "format exactement (une valeur dans le format, %b, un échappement autre que \\n, \\t, \\\\, \\\", "
            + "une expansion…) : seuls des lettres, des chiffres et . _ - / y sont une donnée ; donnez-la comme un mot "
            + "qui remplit %s",
        pt: "ele está em um formato de printf cuja saída um shell executa, ou o preenche, e o docrun não lê esse "
            + "formato exatamente (um valor no formato, %b, um escape que não seja \\n, \\t, \\\\, \\\", uma "
            + "expansão…): só letras, dígitos e . _ - / são dado ali; dê-o como uma palavra que preenche %s")
    let unreadEchoEscape = Localized(
        en:
            "it is in what an echo that decodes backslash escapes prints where a shell runs it (echo -e, or the echo of "
            + "sh, dash or zsh), next to an escape of the page's that docrun cannot read exactly (\\, \\x4 or \\0 just "
            + "before the value: echo would read the value's first characters with it; any escape in the echo of a "
            + "shell other than bash, whose escapes differ): no value is data there; write the escape apart from the "
            + "placeholder, or print with printf '%s\\n'",
        fr: "elle est dans ce qu'imprime un echo qui décode les échappements, là où un shell l'exécute (echo -e, ou "
            + "l'echo de sh, dash ou zsh), près d'un échappement de la page que docrun ne lit pas exactement (\\, \\x4 "
            + "ou \\0 juste avant la valeur : echo lirait ses premiers caractères avec lui ; tout échappement dans "
            + "l'echo d'un autre shell que bash, dont les échappements diffèrent) : aucune valeur n'y est une donnée ; "
            + "écrivez l'échappement à part de l'espace réservé, ou imprimez avec printf '%s\\n'",
        pt: "ele está no que imprime um echo que decodifica escapes, onde um shell o executa (echo -e, ou o echo de "
            + "sh, dash ou zsh), junto de um escape da página que o docrun não lê exatamente (\\, \\x4 ou \\0 logo "
            + "antes do valor: o echo leria os primeiros caracteres do valor com ele; qualquer escape no echo de um "
            + "shell que não o bash, cujos escapes diferem): nenhum valor é dado ali; escreva o escape separado do "
            + "placeholder, ou imprima com printf '%s\\n'")
    let notPlainAfterUnknownOutput = Localized(
        en: "a shell runs what is printed before it on its line, and docrun does not know where that output ends (a "
            + "printf format it does not read exactly: a value or an expansion in it, %b…): only letters, digits and "
            + ". _ - / are data there; end that output with a line break, or print the value on a line of its own",
        fr: "un shell exécute ce qui est imprimé avant elle sur sa ligne, et docrun ne sait pas où cette sortie finit "
            + "(un format de printf qu'il ne lit pas exactement : une valeur ou une expansion dedans, %b…) : seuls des "
            + "lettres, des chiffres et . _ - / y sont une donnée ; terminez cette sortie par un saut de ligne, ou "
            + "imprimez la valeur sur une ligne à elle",
        pt: "um shell executa o que é impresso antes dele na sua linha, e o docrun não sabe onde essa saída termina "
            + "(um formato de printf que ele não lê exatamente: um valor ou uma expansão nele, %b…): só letras, dígitos "
            + "e . _ - / são dado ali; termine essa saída com uma quebra de linha, ou imprima o valor numa linha só "
            + "dele")
    let unreachable = Localized(
        en: "no variable reaches where it is (a quoted here-document, or a shell in a shell's string)",
        fr:
            "aucune variable n'atteint l'endroit où elle est (un here-document entre guillemets, ou un shell dans la "
            + "chaîne d'un shell)",
        pt:
            "nenhuma variável alcança onde ele está (um here-document entre aspas, ou um shell na string de um shell)"
    )
    let endsFileLine = Localized(
        en: "it holds a line break, which would end the line of the file it is in",
        fr: "elle contient un saut de ligne, qui terminerait la ligne du fichier où elle est",
        pt: "ele contém uma quebra de linha, que terminaria a linha do arquivo onde está")
    let notAJSONToken = Localized(
        en: "it stands outside any string in a JSON file, where only a number, true, false or null is one value "
            + "(a string goes between quotes: \"<name>\")",
        fr: "elle est hors de toute chaîne dans un fichier JSON, où seul un nombre, true, false ou null est une valeur "
            + "(une chaîne va entre guillemets : \"<nom>\")",
        pt: "ele está fora de qualquer string num arquivo JSON, onde só um número, true, false ou null é um valor "
            + "(uma string vai entre aspas: \"<nome>\")")
    let yamlPlainPart = Localized(
        en: "it is part of an unquoted YAML value, whose structure it would change (': ', ' #', a leading "
            + "indicator, blanks at an end): quote that value in the page",
        fr: "elle fait partie d'une valeur YAML sans guillemets, dont elle changerait la structure (': ', ' #', un "
            + "indicateur au début, des blancs à un bout) : mettez cette valeur entre guillemets dans la page",
        pt: "ele é parte de um valor YAML sem aspas, cuja estrutura mudaria (': ', ' #', um indicador no início, "
            + "brancos numa ponta): coloque esse valor entre aspas na página")
    let notPrintable = Localized(
        en: "it holds a control character, which a single-quoted YAML value cannot hold",
        fr: "elle contient un caractère de contrôle, qu'une valeur YAML entre apostrophes ne peut pas contenir",
        pt: "ele contém um caractere de controle, que um valor YAML entre aspas simples não aceita")
    let notInFileName = Localized(
        en: "it is part of the name of a file the page writes, where it would name another folder's file (empty, '.', "
            + "'..' or a '/')",
        fr: "elle fait partie du nom d'un fichier que la page écrit, où elle nommerait le fichier d'un autre dossier "
            + "(vide, '.', '..' ou un '/')",
        pt: "ele é parte do nome de um arquivo que a página grava, onde nomearia o arquivo de outra pasta (vazio, '.', "
            + "'..' ou uma '/')")
    // Preflight
    let missingPrograms = Localized(
        en: "These programs are not on PATH:", fr: "Ces programmes ne sont pas dans le PATH :",
        pt: "Estes programas não estão no PATH:")
    let programNeededBy = Localized(
        en: "  {program}  (step {steps})", fr: "  {program}  (étape {steps})", pt: "  {program}  (passo {steps})")
    let programNeededBySteps = Localized(
        en: "  {program}  (steps {steps})", fr: "  {program}  (étapes {steps})", pt: "  {program}  (passos {steps})")
    let continueAnyway = Localized(
        en: "Continue anyway? [y/N] ", fr: "Continuer quand même ? [o/N] ", pt: "Continuar mesmo assim? [s/N] ")
    let stoppedPrograms = Localized(
        en: "docrun: {path}: stopped before running anything: install the programs above or put them on PATH",
        fr: "docrun : {path} : arrêt avant toute exécution : installez les programmes ci-dessus ou ajoutez-les au PATH",
        pt: "docrun: {path}: parado antes de executar qualquer coisa: instale os programas acima ou coloque-os no PATH")

    // Steps
    let manualChoice = Localized(
        en: "[d]one, [s]kip or [q]uit? ", fr: "[t]erminé, [i]gnorer ou [q]uitter ? ",
        pt: "[c]oncluído, [p]ular ou [i]nterromper? ")
    let manualGoesOn = Localized(
        en: "(not waiting: no terminal or --yes)", fr: "(pas d'attente : pas de terminal ou --yes)",
        pt: "(sem espera: sem terminal ou --yes)")
    let request = Localized(
        en: "HTTP request, to send by hand:", fr: "Requête HTTP, à envoyer à la main :",
        pt: "Solicitação HTTP, a enviar à mão:")
    let snippet = Localized(
        en: "To add to {name} by hand (not written):", fr: "À ajouter à la main à {name} (non écrit) :",
        pt: "A incluir à mão em {name} (não gravado):")
    let writingFile = Localized(en: "Writing {path}:", fr: "Écriture de {path} :", pt: "Gravando {path}:")
    let writeFileQuestion = Localized(
        en: "Write this file? [Y/n] ", fr: "Écrire ce fichier ? [O/n] ", pt: "Gravar este arquivo? [S/n] ")
    let replacingFile = Localized(
        en: "Writing {path} (replaces the file there):", fr: "Écriture de {path} (remplace le fichier existant) :",
        pt: "Gravando {path} (substitui o arquivo existente):")
    let replaceFileQuestion = Localized(
        en: "Replace the existing file? [Y/n] ", fr: "Remplacer le fichier existant ? [O/n] ",
        pt: "Substituir o arquivo existente? [S/n] ")
    let fileNotWritten = Localized(
        en: "File not written: {path}", fr: "Fichier non écrit : {path}", pt: "Arquivo não gravado: {path}")
    let fileNotWrittenNote = Localized(en: "{name} not written", fr: "{name} non écrit", pt: "{name} não gravado")
    let fileWriteFailed = Localized(
        en: "cannot write {path}: {reason}", fr: "impossible d'écrire {path} : {reason}",
        pt: "não foi possível gravar {path}: {reason}")
    let unnamedFile = Localized(
        en: "File content (the page names no file; not written):",
        fr: "Contenu de fichier (la page ne nomme pas de fichier ; non écrit) :",
        pt: "Conteúdo de arquivo (a página não nomeia o arquivo; não gravado):")

    // Verification
    let passed = Localized(en: "✓ passed ({duration})", fr: "✓ réussie ({duration})", pt: "✓ passou ({duration})")
    let passedWarned = Localized(
        en: "! passed with a warning ({duration})", fr: "! réussie avec un avertissement ({duration})",
        pt: "! passou com aviso ({duration})")
    let backgroundOutput = Localized(
        en: "printed by a job running in the background since the last command (not judged as this step's output):",
        fr:
            "affiché par une tâche en arrière-plan depuis la dernière commande (non jugé comme sortie de cette étape) :",
        pt: "impresso por um processo em segundo plano desde o último comando (não julgado como saída deste passo):")
    let stillRunning = Localized(
        en: "still running ({elapsed})", fr: "toujours en cours ({elapsed})", pt: "ainda em execução ({elapsed})")
    let lineFailed = Localized(
        en: "✗ failed: line {line} exited with status {status} (the lines after it ran)",
        fr: "✗ échec : la ligne {line} s'est terminée avec le code {status} (les lignes suivantes ont été exécutées)",
        pt: "✗ falhou: a linha {line} terminou com o código {status} (as linhas seguintes foram executadas)")
    let exitStatus = Localized(
        en: "✗ failed: exit status {status}", fr: "✗ échec : code de sortie {status}",
        pt: "✗ falhou: código de saída {status}")
    /// The last line of a run the operator interrupted.
    public let runInterrupted = Localized(
        en: "docrun: interrupted", fr: "docrun : interrompu", pt: "docrun: interrompido")
    let interrupted = Localized(
        en: "✗ interrupted (Ctrl-C)", fr: "✗ interrompue (Ctrl-C)", pt: "✗ interrompido (Ctrl-C)")
    let outputDiffers = Localized(
        en: "! the output differs from the page's example:", fr: "! la sortie diffère de l'exemple de la page :",
        pt: "! a saída difere do exemplo da página:")
    let outputMatches = Localized(
        en: "✓ the output matches the page's example", fr: "✓ la sortie correspond à l'exemple de la page",
        pt: "✓ a saída corresponde ao exemplo da página")
    let outputCut = Localized(
        en: "the output was longer than 1 MB and only its start and end were kept: the example's lines may be in the "
            + "part not kept, so the difference does not fail the step",
        fr: "la sortie dépassait 1 Mo et seuls son début et sa fin ont été gardés : les lignes de l'exemple peuvent "
            + "être dans la partie non gardée, la différence ne fait donc pas échouer l'étape",
        pt: "a saída tinha mais de 1 MB e só o início e o fim foram guardados: as linhas do exemplo podem estar na "
            + "parte não guardada, então a diferença não faz a etapa falhar")
    let strictFailure = Localized(
        en: "✗ failed: the output differs (--strict)", fr: "✗ échec : la sortie diffère (--strict)",
        pt: "✗ falhou: a saída difere (--strict)")
    let failureChoice = Localized(
        en: "[r]etry, [e]dit the command, [s]kip or [q]uit? ",
        fr: "[r]éessayer, [m]odifier la commande, [i]gnorer ou [q]uitter ? ",
        pt: "[t]entar de novo, [e]ditar o comando, [p]ular ou [i]nterromper? ")
    let editPrompt = Localized(
        en: "New command (empty keeps it): ", fr: "Nouvelle commande (vide pour la garder) : ",
        pt: "Novo comando (vazio para mantê-lo): ")
    let destructive = Localized(
        en: "! this step looks destructive ({word}); --yes alone does not run it",
        fr: "! cette étape semble destructrice ({word}) ; --yes seul ne l'exécute pas",
        pt: "! este passo parece destrutivo ({word}); --yes sozinho não o executa")
    let runDestructive = Localized(en: "Run it? [y/N] ", fr: "L'exécuter ? [o/N] ", pt: "Executá-lo? [s/N] ")
    let editedNote = Localized(
        en: "a command edited, not as the page writes it", fr: "une commande modifiée, pas telle que la page l'écrit",
        pt: "um comando editado, não como a página o escreve")
    let destructiveNote = Localized(
        en: "looks destructive: name it with --only {id}", fr: "semble destructrice : nommez-la avec --only {id}",
        pt: "parece destrutivo: nomeie-o com --only {id}")
    let sectionsIntro = Plural(
        en: "This page holds {count} procedure:", "This page holds {count} separate procedures:",
        fr: "Cette page contient {count} procédure :", "Cette page contient {count} procédures distinctes :",
        pt: "Esta página contém {count} procedimento:", "Esta página contém {count} procedimentos distintos:")
    let whichSection = Localized(
        en: "Which one to run? [1-{last}, Enter: the whole page] ",
        fr: "Laquelle exécuter ? [1-{last}, Entrée : toute la page] ",
        pt: "Qual executar? [1-{last}, Enter: a página inteira] ")
    let runEdited = Localized(
        en: "Run the edited command? [Y/n] ", fr: "Exécuter la commande modifiée ? [O/n] ",
        pt: "Executar o comando editado? [S/n] ")
    let editorFailed = Localized(
        en: "✗ the editor ({editor}) did not end well; the command is unchanged",
        fr: "✗ l'éditeur ({editor}) ne s'est pas bien terminé ; la commande est inchangée",
        pt: "✗ o editor ({editor}) não terminou bem; o comando não mudou")

    // Summary
    let summaryTitle = Localized(en: "Summary:", fr: "Résumé :", pt: "Resumo:")
    /// The summary's counts, one per outcome, each agreeing with its number ("1 réussie", "2 réussies").
    let summaryPassed = Plural(
        en: "{count} passed", "{count} passed", fr: "{count} réussie", "{count} réussies",
        pt: "{count} passou", "{count} passaram")
    let summaryWarned = Plural(
        en: "{count} warned", "{count} warned", fr: "{count} avec avertissement", "{count} avec avertissement",
        pt: "{count} com aviso", "{count} com aviso")
    let summaryFailed = Plural(
        en: "{count} failed", "{count} failed", fr: "{count} en échec", "{count} en échec",
        pt: "{count} falhou", "{count} falharam")
    let summarySkipped = Plural(
        en: "{count} skipped", "{count} skipped", fr: "{count} ignorée", "{count} ignorées",
        pt: "{count} pulado", "{count} pulados")
    let summaryInterrupted = Plural(
        en: "{count} interrupted", "{count} interrupted", fr: "{count} interrompue", "{count} interrompues",
        pt: "{count} interrompido", "{count} interrompidos")
    let summaryManual = Plural(
        en: "{count} manual", "{count} manual", fr: "{count} manuelle", "{count} manuelles",
        pt: "{count} manual", "{count} manuais")

    let resumeHint = Localized(
        en: "Continue later with: docrun run {path} --resume",
        fr: "Pour reprendre plus tard : docrun run {path} --resume",
        pt: "Para continuar depois: docrun run {path} --resume")
    let stateNotSaved = Localized(
        en: "docrun: warning: cannot save the run's state in {path}: {reason}",
        fr: "docrun : avertissement : impossible d'enregistrer l'état dans {path} : {reason}",
        pt: "docrun: aviso: não foi possível salvar o estado em {path}: {reason}")
    let transcriptNotWritten = Localized(
        en: "docrun: warning: cannot write the transcript {path}: {reason}; the run goes on, the transcript stops here",
        fr: "docrun : avertissement : impossible d'écrire le journal {path} : {reason} ; l'exécution continue, le "
            + "journal s'arrête ici",
        pt: "docrun: aviso: não foi possível gravar a transcrição {path}: {reason}; a execução continua, a "
            + "transcrição para aqui")
    let transcriptIncomplete = Localized(
        en: "docrun: warning: the transcript {path} is incomplete: {reason}",
        fr: "docrun : avertissement : le journal {path} est incomplet : {reason}",
        pt: "docrun: aviso: a transcrição {path} está incompleta: {reason}")

    /// The result words of the summary, one per outcome.
    let outcomePassed = Localized(en: "passed", fr: "réussie", pt: "passou")
    let outcomeWarned = Localized(en: "warned", fr: "avertissement", pt: "aviso")
    let outcomeFailed = Localized(en: "failed", fr: "échec", pt: "falhou")
    let outcomeSkipped = Localized(en: "skipped", fr: "ignorée", pt: "pulado")
    let outcomeInterrupted = Localized(en: "interrupted", fr: "interrompue", pt: "interrompido")
}
