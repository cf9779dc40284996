import MarkdownTree
import RunbookKit

/// A translation rule: it reports one kind of `TranslationDrift`, on the translation's line, with the English
/// line as a note.
protocol DriftRule: SetRule {
    /// The message for `kind` in `language`, or nil when the rule does not report that kind.
    static func message(for kind: TranslationDrift.Kind, in language: Language) -> String?
}

extension DriftRule {
    func check(_ pages: [CheckedPage], into findings: inout [Finding]) {
        let pairs = TranslationPairing.pairs(pages)
        let drifts = DriftCache.shared.drift(pairs, threads: pages.first?.options.threads ?? 1)
        for (pair, pairDrift) in zip(pairs, drifts) {
            let language = pair.translation.messageLanguage
            for drift in pairDrift {
                guard let message = Self.message(for: drift.kind, in: language) else { continue }
                let note = Diagnostic.Note(
                    file: pair.original.path, location: SourceLocation(line: drift.originalLine, column: 1),
                    message: DriftText.original(language))
                findings.append(
                    Finding(file: pair.translation.path, location: drift.location, message: message, notes: [note]))
            }
        }
    }
}

/// Words the translation rules share.
enum DriftText {
    static let original = Localized(en: "the English page", fr: "la page anglaise", pt: "a página em inglês")
    static let opening = Localized(
        en: "the part before the first anchored heading", fr: "la partie avant le premier titre avec ancre",
        pt: "a parte antes do primeiro título com âncora")

    static let named = Localized(en: "section '#{anchor}'", fr: "la section '#{anchor}'", pt: "a seção '#{anchor}'")

    /// `section '#anchor'`, or the words for the opening part.
    static func section(_ anchor: String, _ language: Language) -> String {
        anchor.isEmpty ? opening(language) : named(language, ["anchor": anchor])
    }

    /// A command shortened to fit in a message.
    static func excerpt(_ text: String) -> String {
        text.unicodeScalars.count <= 60 ? text : String(text.prefix(59)) + "…"
    }

    /// How a role is written in the page.
    static func written(_ role: BlockRole) -> String {
        switch role {
        case .command: "pre"
        case .output: "screen"
        case .file: "codeblock"
        }
    }
}
