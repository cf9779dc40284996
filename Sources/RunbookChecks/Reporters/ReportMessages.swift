import RunbookKit

/// The words of the text report's summary line, in the three languages.
enum ReportMessages {
    static let summary = Localized(
        en: "{errors}, {warnings} in {pages}", fr: "{errors}, {warnings} dans {pages}", pt: "{errors}, {warnings} em {pages}")
    static let summaryWithInfos = Localized(
        en: "{errors}, {warnings}, {infos} in {pages}", fr: "{errors}, {warnings}, {infos} dans {pages}",
        pt: "{errors}, {warnings}, {infos} em {pages}")
    static let oneError = Localized(en: "{count} error", fr: "{count} erreur", pt: "{count} erro")
    static let errors = Localized(en: "{count} errors", fr: "{count} erreurs", pt: "{count} erros")
    static let oneWarning = Localized(en: "{count} warning", fr: "{count} avertissement", pt: "{count} aviso")
    static let warnings = Localized(en: "{count} warnings", fr: "{count} avertissements", pt: "{count} avisos")
    static let oneInfo = Localized(en: "{count} notice", fr: "{count} remarque", pt: "{count} observação")
    static let infos = Localized(en: "{count} notices", fr: "{count} remarques", pt: "{count} observações")
    static let onePage = Localized(en: "{count} page", fr: "{count} page", pt: "{count} página")
    static let pages = Localized(en: "{count} pages", fr: "{count} pages", pt: "{count} páginas")

    static let all = [
        summary, summaryWithInfos, oneError, errors, oneWarning, warnings, oneInfo, infos, onePage, pages,
    ]

    /// `3 errors, 5 warnings in 12 pages`, in `language`.
    static func summaryLine(errors: Int, warnings: Int, infos: Int, pages: Int, language: Language) -> String {
        let errorText = counted(errors, one: oneError, many: Self.errors, language)
        let warningText = counted(warnings, one: oneWarning, many: Self.warnings, language)
        let pageText = counted(pages, one: onePage, many: Self.pages, language)
        guard infos > 0 else {
            return summary(language, ["errors": errorText, "warnings": warningText, "pages": pageText])
        }
        let infoText = counted(infos, one: oneInfo, many: Self.infos, language)
        return summaryWithInfos(
            language, ["errors": errorText, "warnings": warningText, "infos": infoText, "pages": pageText])
    }

    /// French counts 0 and 1 as singular; English and Portuguese only 1.
    private static func counted(_ count: Int, one: Localized, many: Localized, _ language: Language) -> String {
        let singular = language == .fr ? count <= 1 : count == 1
        return (singular ? one : many)(language, ["count": String(count)])
    }
}
