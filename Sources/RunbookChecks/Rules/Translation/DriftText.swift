import MarkdownTree
import RunbookKit

/// Words the translation rules share.
enum DriftText {
    static let original = Localized(en: "the English page", fr: "la page anglaise", pt: "a página em inglês")
    static let opening = Localized(
        en: "the part before the first anchored heading", fr: "la partie avant le premier titre avec ancre",
        pt: "a parte antes do primeiro título com âncora")

    static let named = Localized(en: "section '#{anchor}'", fr: "la section '#{anchor}'", pt: "a seção '#{anchor}'")

    static let all = [original, opening, named]

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
