import MarkdownTree
import RunbookKit

/// `page-unreadable`: a page that is missing, binary, not UTF-8 or empty.
///
/// The checker reports it itself, since there is no page for a rule to look at.
enum PageUnreadable {
    static let description = RuleDescription(
        id: "page-unreadable", severity: .error,
        rationale: "A page that cannot be read as UTF-8 text cannot be published or run.")

    /// A folder given to check holds no page (a page given as a folder is one: `InputMessages.pageIsDirectory`).
    static let isDirectory = Localized(
        en: "a folder with no .md page below it", fr: "un dossier sans page .md", pt: "uma pasta sem página .md")

    static let messages = [isDirectory]

    /// The finding for a page that could not be read: what `PageError` says, where it says it.
    static func finding(for error: PageError, path: String, language: Language) -> Finding {
        let message = error.kind == .file(.isDirectory) ? isDirectory(language) : error.problem(language)
        return Finding(file: path, location: error.location ?? SourceLocation(line: 1, column: 1), message: message)
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
