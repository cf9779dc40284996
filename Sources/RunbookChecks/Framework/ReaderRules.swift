import MarkdownTree
import RunbookKit

/// `page-unreadable`: a page that is missing, binary, not UTF-8 or empty.
///
/// The checker reports it itself, since there is no page for a rule to look at.
enum PageUnreadable {
    static let description = RuleDescription(
        id: "page-unreadable", severity: .error,
        rationale: "A page that cannot be read as UTF-8 text cannot be published or run.")

    static let notFound = Localized(
        en: "no such file", fr: "fichier introuvable", pt: "arquivo não encontrado")
    static let isDirectory = Localized(
        en: "a folder with no .md page below it", fr: "un dossier sans page .md", pt: "uma pasta sem página .md")
    static let notRegular = Localized(
        en: "not a regular file (a device, a FIFO or a socket), not a page",
        fr: "pas un fichier ordinaire (un périphérique, un FIFO ou un socket), pas une page",
        pt: "não é um arquivo comum (um dispositivo, um FIFO ou um socket), não uma página")
    static let unreadable = Localized(
        en: "the file cannot be read", fr: "le fichier ne peut pas être lu", pt: "o arquivo não pode ser lido")
    static let empty = Localized(en: "the page is empty", fr: "la page est vide", pt: "a página está vazia")
    static let binary = Localized(
        en: "binary file (NUL byte), not a Markdown page", fr: "fichier binaire (octet NUL), pas une page Markdown",
        pt: "arquivo binário (byte NUL), não uma página Markdown")
    static let invalidUTF8 = Localized(
        en: "not valid UTF-8 text", fr: "texte UTF-8 non valide", pt: "texto UTF-8 inválido")

    static let tooLarge = Localized(
        en: "the page is {size} MB, over the {limit} MB docrun reads",
        fr: "la page fait {size} Mo, au-delà des {limit} Mo que docrun lit",
        pt: "a página tem {size} MB, acima dos {limit} MB que o docrun lê")

    static let messages = [notFound, isDirectory, notRegular, unreadable, empty, binary, invalidUTF8, tooLarge]

    /// The finding for a page that could not be read.
    static func finding(for error: PageError, path: String, language: Language) -> Finding {
        let limit = String(InputFile.maximumBytes >> 20)
        let (message, line, column): (String, Int, Int) =
            switch error.kind {
            case .file(.notFound): (notFound(language), 1, 1)
            case .file(.isDirectory): (isDirectory(language), 1, 1)
            case .file(.notRegular): (notRegular(language), 1, 1)
            case .file(.unreadable), .file(.notUTF8): (unreadable(language), 1, 1)
            case .empty: (empty(language), 1, 1)
            case .binary(let line, let column): (binary(language), line, column)
            case .invalidUTF8(let line, let column): (invalidUTF8(language), line, column)
            case .file(.tooLarge(let bytes)): (tooLarge(language, ["size": String(bytes >> 20), "limit": limit]), 1, 1)
            }
        return Finding(file: path, location: SourceLocation(line: line, column: column), message: message)
    }
}

/// `front-matter-invalid`: YAML front matter that does not parse, so its metadata is ignored.
struct FrontMatterInvalidRule: PageRule {
    static let description = RuleDescription(
        id: "front-matter-invalid", severity: .warning,
        rationale: "Front matter that is not valid YAML is ignored, and with it the page's metadata.")

    static let message = Localized(
        en: "front matter is not valid YAML and was ignored: {problem}",
        fr: "l'en-tête n'est pas du YAML valide et a été ignoré : {problem}",
        pt: "o cabeçalho não é YAML válido e foi ignorado: {problem}")
    static let unclosed = Localized(
        en: "front matter opened by '---' is never closed by a '---' line: it is read as text of the page",
        fr: "l'en-tête ouvert par '---' n'est jamais fermé par une ligne '---' : il est lu comme du texte de la page",
        pt: "o cabeçalho aberto por '---' nunca é fechado por uma linha '---': ele é lido como texto da página")
    static let messages = [message, unclosed]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        // A first line `---` opens front matter; the reader found none when no line closes it.
        if page.source.frontMatterLines == nil, FrontMatter.opens(page.source.line(1)) {
            findings.append(page.finding(at: SourceLocation(line: 1, column: 1), Self.unclosed))
        }
        guard let problem = page.source.frontMatterProblem else { return }
        findings.append(page.finding(at: problem.location, Self.message, ["problem": problem.message]))
    }
}

/// `nesting-too-deep`: blocks nested deeper than the reader follows.
struct NestingTooDeepRule: PageRule {
    static let description = RuleDescription(
        id: "nesting-too-deep", severity: .warning,
        rationale: "Blocks nested hundreds deep are read as if less deep, so the page may not read as written.")

    static let message = Localized(
        en: "blocks nested deeper than {depth} levels were read as if less deep",
        fr: "des blocs imbriqués sur plus de {depth} niveaux ont été lus comme s'ils l'étaient moins",
        pt: "blocos aninhados em mais de {depth} níveis foram lidos como se fossem menos profundos")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for note in page.runbook.notes where note.rule == Self.description.id {
            findings.append(page.finding(at: note.location, Self.message, ["depth": "\(MarkdownParser.maximumDepth)"]))
        }
    }
}
