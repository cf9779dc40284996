import MarkdownTree

/// A values file, a keyword file or a value given on the command line that docrun cannot use.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in each language, naming the file or the value's origin.
    public let message: Localized
    /// Where in the file the problem is, when it is at one place (a YAML error): a configuration that names the
    /// file reports it there.
    public let location: SourceLocation?
    /// What is wrong, without the place `message` says in words.
    public let problem: Localized

    /// Creates an error.
    public init(_ message: Localized) { (self.message, location, problem) = (message, nil, message) }

    /// Creates an error, `problem` at `location` in the file.
    init(_ message: Localized, at location: SourceLocation, _ problem: Localized) {
        (self.message, self.location, self.problem) = (message, location, problem)
    }

    /// The message in English.
    public var description: String { message.en }
}

/// What docrun says about a file it is given and cannot read or use (a page, a values file, a keyword file), in
/// English, French and Portuguese.
public enum InputMessages {
    /// The kinds of file `InputFileProblem.describe` names.
    public static let valuesFile = Localized(en: "values file", fr: "fichier de valeurs", pt: "arquivo de valores")
    /// The kind of a keyword file.
    public static let keywordFile = Localized(
        en: "keyword file", fr: "fichier de mots-clés", pt: "arquivo de palavras-chave")

    static let notFound = Localized(
        en: "{path}: no such {kind}", fr: "{path} : {kind} introuvable", pt: "{path}: {kind} não encontrado")
    static let isDirectory = Localized(
        en: "{path}: is a directory, not a {kind}", fr: "{path} : c'est un dossier, pas un {kind}",
        pt: "{path}: é uma pasta, não um {kind}")
    static let notRegular = Localized(
        en: "{path}: not a regular file (a device, a FIFO or a socket), not a {kind}",
        fr: "{path} : pas un fichier ordinaire (un périphérique, un FIFO ou un socket), pas un {kind}",
        pt: "{path}: não é um arquivo comum (um dispositivo, um FIFO ou um socket), não é um {kind}")
    static let unreadable = Localized(
        en: "{path}: cannot read the {kind} (permission denied?)",
        fr: "{path} : impossible de lire le {kind} (permission refusée ?)",
        pt: "{path}: não é possível ler o {kind} (permissão negada?)")
    static let notUTF8 = Localized(
        en: "{path}: the {kind} is not UTF-8 text", fr: "{path} : le {kind} n'est pas du texte UTF-8",
        pt: "{path}: o {kind} não é texto UTF-8")
    static let tooLarge = Localized(
        en: "{path}: the {kind} is {size} MB, over the {limit} MB docrun reads",
        fr: "{path} : le {kind} fait {size} Mo, plus que les {limit} Mo que docrun lit",
        pt: "{path}: o {kind} tem {size} MB, mais que os {limit} MB que o docrun lê")
    static let aliasBomb = Localized(
        en: "YAML aliases ('*name') that repeat more than {limit} nodes and bytes in all; docrun does not expand them",
        fr:
            "des alias YAML ('*nom') qui répètent plus de {limit} nœuds et octets en tout ; docrun ne les développe pas",
        pt: "aliases YAML ('*nome') que repetem mais de {limit} nós e bytes ao todo; o docrun não os expande")
    static let atLine = Localized(
        en: "line {line}: {problem}", fr: "ligne {line} : {problem}", pt: "linha {line}: {problem}")
    static let atColumn = Localized(
        en: "line {line}, column {column}: {problem}", fr: "ligne {line}, colonne {column} : {problem}",
        pt: "linha {line}, coluna {column}: {problem}")
    static let notYAML = Localized(
        en: "not valid YAML: {problem}", fr: "YAML non valide : {problem}", pt: "YAML inválido: {problem}")
    static let keywordsNotMapping = Localized(
        en: "expected a mapping of keyword names to text",
        fr: "un dictionnaire des noms de mots-clés vers leur texte était attendu",
        pt: "esperava-se um mapeamento de nomes de palavras-chave para texto")
    static let namedFile = Localized(en: "{path}: {problem}", fr: "{path} : {problem}", pt: "{path}: {problem}")

    // A page's problems, said after its name and place (`PageError`). Not the values and keyword files' texts with
    // "page" as their `{kind}`: French and Portuguese would not agree with it ("pas un page").
    static let pageNotFound = Localized(en: "no such file", fr: "fichier introuvable", pt: "arquivo não encontrado")
    static let pageIsDirectory = Localized(
        en: "is a directory, not a page", fr: "c'est un dossier, pas une page", pt: "é uma pasta, não uma página")
    static let pageNotRegular = Localized(
        en: "not a regular file (a device, a FIFO or a socket), not a page",
        fr: "pas un fichier ordinaire (un périphérique, un FIFO ou un socket), pas une page",
        pt: "não é um arquivo comum (um dispositivo, um FIFO ou um socket), não uma página")
    static let pageUnreadable = Localized(
        en: "cannot be read (permission denied?)", fr: "ne peut pas être lu (permission refusée ?)",
        pt: "não pode ser lido (permissão negada?)")
    static let pageEmpty = Localized(en: "the page is empty", fr: "la page est vide", pt: "a página está vazia")
    static let pageBinary = Localized(
        en: "binary file (NUL byte), not a Markdown page", fr: "fichier binaire (octet NUL), pas une page Markdown",
        pt: "arquivo binário (byte NUL), não uma página Markdown")
    static let pageInvalidUTF8 = Localized(
        en: "not valid UTF-8 text", fr: "texte UTF-8 non valide", pt: "texto UTF-8 inválido")
    static let pageTooLarge = Localized(
        en: "the page is {size} MB, over the {limit} MB docrun reads",
        fr: "la page fait {size} Mo, au-delà des {limit} Mo que docrun lit",
        pt: "a página tem {size} MB, acima dos {limit} MB que o docrun lê")
    /// A page read whole that holds no step: `list` lists it anyway, `plan` and `run` refuse it.
    public static let noSteps = Localized(
        en: "{page}: no steps found (no numbered list and no {: pre} command)",
        fr: "{page} : aucune étape trouvée (ni liste numérotée ni commande {: pre})",
        pt: "{page}: nenhum passo encontrado (nenhuma lista numerada e nenhum comando {: pre})")
    /// A page without steps whose commands are `<pre class="pre">` inside an HTML block (`ReadPage.commandInHTMLBlock`).
    public static let noStepsHTMLCommand = Localized(
        en: "{page}: no steps found (no numbered list and no {: pre} command; the <pre class=\"pre\"> at line {line} "
            + "is inside an HTML block that opens with another tag, whose commands docrun does not read)",
        fr: "{page} : aucune étape trouvée (ni liste numérotée ni commande {: pre} ; le <pre class=\"pre\"> de la "
            + "ligne {line} est dans un bloc HTML ouvert par une autre balise, dont docrun ne lit pas les commandes)",
        pt: "{page}: nenhum passo encontrado (nenhuma lista numerada e nenhum comando {: pre}; o <pre class=\"pre\"> "
            + "da linha {line} está dentro de um bloco HTML aberto por outra tag, cujos comandos o docrun não lê)")
    /// A page with steps that also has commands in `<pre class="pre">` inside an HTML block: those are not its steps.
    public static let htmlCommandNotRead = Localized(
        en: "{page}: the <pre class=\"pre\"> at line {line} is inside an HTML block that opens with another tag, "
            + "whose commands docrun does not read: they are not among the page's steps",
        fr: "{page} : le <pre class=\"pre\"> de la ligne {line} est dans un bloc HTML ouvert par une autre balise, "
            + "dont docrun ne lit pas les commandes : elles ne sont pas parmi les étapes de la page",
        pt: "{page}: o <pre class=\"pre\"> da linha {line} está dentro de um bloco HTML aberto por outra tag, cujos "
            + "comandos o docrun não lê: eles não estão entre os passos da página")

    /// Every message, by key, for the catalogue's test.
    public static let all: [(String, Localized)] = [
        ("valuesFile", valuesFile), ("keywordFile", keywordFile), ("notFound", notFound), ("isDirectory", isDirectory),
        ("notRegular", notRegular), ("unreadable", unreadable), ("notUTF8", notUTF8), ("tooLarge", tooLarge),
        ("aliasBomb", aliasBomb), ("atLine", atLine), ("atColumn", atColumn), ("notYAML", notYAML),
        ("keywordsNotMapping", keywordsNotMapping),
        ("namedFile", namedFile), ("pageNotFound", pageNotFound), ("pageIsDirectory", pageIsDirectory),
        ("pageNotRegular", pageNotRegular), ("pageUnreadable", pageUnreadable), ("pageEmpty", pageEmpty),
        ("pageBinary", pageBinary), ("pageInvalidUTF8", pageInvalidUTF8), ("pageTooLarge", pageTooLarge),
        ("noSteps", noSteps), ("noStepsHTMLCommand", noStepsHTMLCommand),
        ("htmlCommandNotRead", htmlCommandNotRead),
    ]

    /// Why YAML's aliases were refused, without the line.
    public static func reason(_ bomb: YAMLAliasBomb) -> Localized {
        aliasBomb.filled { _ in ["limit": String(YAMLAliases.maximumRepeated)] }
    }

    /// `problem` at `line`, in each language.
    public static func at(line: Int, _ problem: Localized) -> Localized {
        atLine.filled { ["line": String(line), "problem": problem($0)] }
    }

    /// `problem` at `line` and `column`, in each language.
    static func at(line: Int, column: Int, _ problem: Localized) -> Localized {
        atColumn.filled { ["line": String(line), "column": String(column), "problem": problem($0)] }
    }

    /// `problem` after the file's `path`, in each language.
    public static func named(_ path: String, _ problem: Localized) -> Localized {
        namedFile.filled { ["path": path, "problem": problem($0)] }
    }
}
