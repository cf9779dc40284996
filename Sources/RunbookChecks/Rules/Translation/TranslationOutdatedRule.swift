import MarkdownTree
import RunbookKit

/// `translation-outdated`: a translation whose sections, anchors, steps or commands differ from its English page
/// (`TranslationDrift`), reported once per page, each difference a note.
struct TranslationOutdatedRule: SetRule {
    static let description = RuleDescription(
        id: "translation-outdated", severity: .warning,
        rationale: """
            A translation whose sections, anchors, steps or commands differ from its English page gives its readers \
            older instructions and breaks links across languages. Reported once per page, on its title, with each \
            difference as a note.
            """)

    static let outdated = Localized(
        en: "translation is out of date with its English page: {differences}",
        fr: "la traduction n'est pas à jour avec sa page anglaise : {differences}",
        pt: "a tradução está desatualizada em relação à página em inglês: {differences}")

    private static let sectionsMissing = Plural(
        en: "{count} section missing", "{count} sections missing",
        fr: "{count} section manquante", "{count} sections manquantes",
        pt: "{count} seção faltando", "{count} seções faltando")
    private static let sectionsExtra = Plural(
        en: "{count} section not in English", "{count} sections not in English",
        fr: "{count} section absente en anglais", "{count} sections absentes en anglais",
        pt: "{count} seção ausente em inglês", "{count} seções ausentes em inglês")
    private static let anchors = Plural(
        en: "{count} anchor renamed", "{count} anchors renamed",
        fr: "{count} ancre renommée", "{count} ancres renommées",
        pt: "{count} âncora renomeada", "{count} âncoras renomeadas")
    private static let steps = Plural(
        en: "{count} procedure with another number of steps", "{count} procedures with another number of steps",
        fr: "{count} procédure avec un autre nombre d'étapes", "{count} procédures avec un autre nombre d'étapes",
        pt: "{count} procedimento com outro número de etapas", "{count} procedimentos com outro número de etapas")
    private static let commandsMissing = Plural(
        en: "{count} command missing", "{count} commands missing",
        fr: "{count} commande manquante", "{count} commandes manquantes",
        pt: "{count} comando faltando", "{count} comandos faltando")
    private static let commandsExtra = Plural(
        en: "{count} command not in English", "{count} commands not in English",
        fr: "{count} commande absente en anglais", "{count} commandes absentes en anglais",
        pt: "{count} comando ausente em inglês", "{count} comandos ausentes em inglês")
    private static let commandsMoved = Plural(
        en: "{count} command in another place than in English", "{count} commands in other places than in English",
        fr: "{count} commande à un autre endroit qu'en anglais", "{count} commandes à d'autres endroits qu'en anglais",
        pt: "{count} comando em outro lugar que em inglês", "{count} comandos em outros lugares que em inglês")
    private static let commandsOlder = Plural(
        en: "{count} command older than in English", "{count} commands older than in English",
        fr: "{count} commande plus ancienne qu'en anglais", "{count} commandes plus anciennes qu'en anglais",
        pt: "{count} comando mais antigo que em inglês", "{count} comandos mais antigos que em inglês")

    private static let sectionMissing = Localized(
        en: "section '#{anchor}' of the English page is not in the translation",
        fr: "la section '#{anchor}' de la page anglaise n'est pas dans la traduction",
        pt: "a seção '#{anchor}' da página em inglês não está na tradução")
    private static let sectionExtra = Localized(
        en: "section '#{anchor}' is not in the English page",
        fr: "la section '#{anchor}' n'est pas dans la page anglaise",
        pt: "a seção '#{anchor}' não está na página em inglês")
    private static let anchorChanged = Localized(
        en: "section '#{translation}' has the anchor '#{original}' in the English page",
        fr: "la section '#{translation}' a l'ancre '#{original}' dans la page anglaise",
        pt: "a seção '#{translation}' tem a âncora '#{original}' na página em inglês")
    private static let stepCount = Localized(
        en: "{section} has {translation} numbered steps here and {original} in English",
        fr: "{section} a {translation} étapes numérotées ici et {original} en anglais",
        pt: "{section} tem {translation} etapas numeradas aqui e {original} em inglês")
    private static let commandMissing = Localized(
        en: "command '{original}' of the English page is not in the translation",
        fr: "la commande '{original}' de la page anglaise n'est pas dans la traduction",
        pt: "o comando '{original}' da página em inglês não está na tradução")
    private static let commandExtra = Localized(
        en: "command '{translation}' is not in the English page",
        fr: "la commande '{translation}' n'est pas dans la page anglaise",
        pt: "o comando '{translation}' não está na página em inglês")
    private static let commandMoved = Localized(
        en: "command '{translation}' is in another place in the English page",
        fr: "la commande '{translation}' est à un autre endroit dans la page anglaise",
        pt: "o comando '{translation}' está em outro lugar na página em inglês")
    private static let commandOlder = Localized(
        en: "command differs from the English one: '{original}'",
        fr: "la commande diffère de la commande anglaise : '{original}'",
        pt: "o comando difere do comando em inglês: '{original}'")

    /// The counts of each kind of difference, in the order the summary gives them (`rank`).
    private static let counts = [
        sectionsMissing, sectionsExtra, anchors, steps, commandsMissing, commandsExtra, commandsMoved, commandsOlder,
    ]

    static let messages: [Localized] =
        [outdated, sectionMissing, sectionExtra, anchorChanged, stepCount]
        + [commandMissing, commandExtra, commandMoved, commandOlder] + counts.flatMap { [$0.one, $0.many] }
        + DriftText.all

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        for (pair, drift) in pages.translationDrifts where !drift.outdated.isEmpty {
            let language = pair.translation.messageLanguage
            var counted = [Int](repeating: 0, count: Self.counts.count)
            let notes = drift.outdated.map { item in
                let (rank, message) = Self.describe(item.kind, language)
                counted[rank] += 1
                return (item.inOriginal ? pair.original : pair.translation).note(at: item.location, message)
            }
            // `2 sections missing, 1 command older than in English`.
            let summary = zip(counted, Self.counts).compactMap { count, plural in
                count > 0 ? plural(language, count: count) : nil
            }
            let title = pair.translation.runbook.sections.first?.line ?? 1
            let message = Self.outdated(language, ["differences": summary.joined(separator: ", ")])
            findings.append(pair.translation.finding(at: SourceLocation(line: title, column: 1), message, notes: notes))
        }
    }

    /// The place of a kind of difference in `counts`, and the note for it.
    private static func describe(_ kind: OutdatedItem.Kind, _ language: Language) -> (Int, String) {
        switch kind {
        case .sectionMissing(let anchor): return (0, sectionMissing(language, ["anchor": anchor]))
        case .sectionExtra(let anchor): return (1, sectionExtra(language, ["anchor": anchor]))
        case .anchorChanged(let original, let translation):
            return (2, anchorChanged(language, ["original": original, "translation": translation]))
        case .stepCount(let anchor, let original, let translation):
            let section = DriftText.section(anchor, language)
            return (
                3,
                stepCount(language, ["section": section, "original": "\(original)", "translation": "\(translation)"])
            )
        case .commandMissing(let original):
            return (4, commandMissing(language, ["original": original.excerpt(60)]))
        case .commandExtra(let translation):
            return (5, commandExtra(language, ["translation": translation.excerpt(60)]))
        case .commandMoved(let translation):
            return (6, commandMoved(language, ["translation": translation.excerpt(60)]))
        case .commandOlder(let original, let differsAt):
            return (7, commandOlder(language, ["original": quoted(original, differingAt: differsAt)]))
        }
    }

    /// The English command of a translation's older one: from its start when it fits in a note, or when its first
    /// words that differ (at byte `differsAt`) are in its first two thirds; else from a little before them, as
    /// `translation-command-changed` quotes the words it finds (a long command cut after its first 60 characters hid
    /// them).
    static func quoted(_ original: String, differingAt differsAt: Int) -> String {
        guard original.unicodeScalars.count > 60,
            let index = original.utf8.index(original.startIndex, offsetBy: differsAt, limitedBy: original.endIndex)
        else { return original.excerpt(60) }
        let at = original.distance(from: original.startIndex, to: index)
        guard at >= 40 else { return original.excerpt(60) }
        let characters = Array(original)
        return DriftText.quoted(characters, from: DriftText.quoteStart(characters, differingAt: at))
    }
}
