import RunbookKit

/// What `translation-outdated` says: how many differences of each kind, and a note for each.
enum OutdatedText {
    private static let sectionsMissing = Plural(
        one: Localized(en: "{count} section missing", fr: "{count} section manquante", pt: "{count} seção faltando"),
        many: Localized(
            en: "{count} sections missing", fr: "{count} sections manquantes", pt: "{count} seções faltando"))
    private static let sectionsExtra = Plural(
        one: Localized(
            en: "{count} section not in English", fr: "{count} section absente en anglais",
            pt: "{count} seção ausente em inglês"),
        many: Localized(
            en: "{count} sections not in English", fr: "{count} sections absentes en anglais",
            pt: "{count} seções ausentes em inglês"))
    private static let anchors = Plural(
        one: Localized(en: "{count} anchor renamed", fr: "{count} ancre renommée", pt: "{count} âncora renomeada"),
        many: Localized(en: "{count} anchors renamed", fr: "{count} ancres renommées", pt: "{count} âncoras renomeadas")
    )
    private static let steps = Plural(
        one: Localized(
            en: "{count} procedure with another number of steps", fr: "{count} procédure avec un autre nombre d'étapes",
            pt: "{count} procedimento com outro número de etapas"),
        many: Localized(
            en: "{count} procedures with another number of steps",
            fr: "{count} procédures avec un autre nombre d'étapes",
            pt: "{count} procedimentos com outro número de etapas"))
    private static let commandsMissing = Plural(
        one: Localized(en: "{count} command missing", fr: "{count} commande manquante", pt: "{count} comando faltando"),
        many: Localized(
            en: "{count} commands missing", fr: "{count} commandes manquantes", pt: "{count} comandos faltando"))
    private static let commandsExtra = Plural(
        one: Localized(
            en: "{count} command not in English", fr: "{count} commande absente en anglais",
            pt: "{count} comando ausente em inglês"),
        many: Localized(
            en: "{count} commands not in English", fr: "{count} commandes absentes en anglais",
            pt: "{count} comandos ausentes em inglês"))
    private static let commandsOlder = Plural(
        one: Localized(
            en: "{count} command older than in English", fr: "{count} commande plus ancienne qu'en anglais",
            pt: "{count} comando mais antigo que em inglês"),
        many: Localized(
            en: "{count} commands older than in English", fr: "{count} commandes plus anciennes qu'en anglais",
            pt: "{count} comandos mais antigos que em inglês"))

    static let sectionMissing = Localized(
        en: "section '#{anchor}' of the English page is not in the translation",
        fr: "la section '#{anchor}' de la page anglaise n'est pas dans la traduction",
        pt: "a seção '#{anchor}' da página em inglês não está na tradução")
    static let sectionExtra = Localized(
        en: "section '#{anchor}' is not in the English page",
        fr: "la section '#{anchor}' n'est pas dans la page anglaise",
        pt: "a seção '#{anchor}' não está na página em inglês")
    static let anchorChanged = Localized(
        en: "section '#{translation}' has the anchor '#{original}' in the English page",
        fr: "la section '#{translation}' a l'ancre '#{original}' dans la page anglaise",
        pt: "a seção '#{translation}' tem a âncora '#{original}' na página em inglês")
    static let stepCount = Localized(
        en: "{section} has {translation} numbered steps here and {original} in English",
        fr: "{section} a {translation} étapes numérotées ici et {original} en anglais",
        pt: "{section} tem {translation} etapas numeradas aqui e {original} em inglês")
    static let commandMissing = Localized(
        en: "command '{original}' of the English page is not in the translation",
        fr: "la commande '{original}' de la page anglaise n'est pas dans la traduction",
        pt: "o comando '{original}' da página em inglês não está na tradução")
    static let commandExtra = Localized(
        en: "command '{translation}' is not in the English page",
        fr: "la commande '{translation}' n'est pas dans la page anglaise",
        pt: "o comando '{translation}' não está na página em inglês")
    static let commandOlder = Localized(
        en: "command differs from the English one: '{original}'",
        fr: "la commande diffère de la commande anglaise : '{original}'",
        pt: "o comando difere do comando em inglês: '{original}'")

    static let all: [Localized] =
        [sectionsMissing, sectionsExtra, anchors, steps, commandsMissing, commandsExtra, commandsOlder].flatMap {
            [$0.one, $0.many]
        } + [sectionMissing, sectionExtra, anchorChanged, stepCount, commandMissing, commandExtra, commandOlder]

    /// `2 sections missing, 1 command older than in English`: the counts of each kind of difference in `items`.
    static func summary(_ items: [OutdatedItem], _ language: Language) -> String {
        var counts = [Int](repeating: 0, count: 7)
        for item in items { counts[rank(item.kind)] += 1 }
        let words = [sectionsMissing, sectionsExtra, anchors, steps, commandsMissing, commandsExtra, commandsOlder]
        return zip(counts, words).compactMap { count, plural in count > 0 ? plural(language, count: count) : nil }
            .joined(separator: ", ")
    }

    /// The note for one difference.
    static func note(_ kind: OutdatedItem.Kind, _ language: Language) -> String {
        switch kind {
        case .sectionMissing(let anchor): sectionMissing(language, ["anchor": anchor])
        case .sectionExtra(let anchor): sectionExtra(language, ["anchor": anchor])
        case .anchorChanged(let original, let translation):
            anchorChanged(language, ["original": original, "translation": translation])
        case .stepCount(let anchor, let original, let translation):
            stepCount(
                language,
                [
                    "section": DriftText.section(anchor, language), "original": String(original),
                    "translation": String(translation),
                ])
        case .commandMissing(let original): commandMissing(language, ["original": DriftText.excerpt(original)])
        case .commandExtra(let translation): commandExtra(language, ["translation": DriftText.excerpt(translation)])
        case .commandOlder(let original): commandOlder(language, ["original": DriftText.excerpt(original)])
        }
    }

    private static func rank(_ kind: OutdatedItem.Kind) -> Int {
        switch kind {
        case .sectionMissing: 0
        case .sectionExtra: 1
        case .anchorChanged: 2
        case .stepCount: 3
        case .commandMissing: 4
        case .commandExtra: 5
        case .commandOlder: 6
        }
    }
}
