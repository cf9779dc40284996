import RunbookKit

/// The words of the text report's rule counts and summary line, in the three languages.
enum ReportMessages {
    static let summary = Localized(
        en: "{errors}, {warnings} in {pages}", fr: "{errors}, {warnings} dans {pages}",
        pt: "{errors}, {warnings} em {pages}")
    static let summaryWithNotices = Localized(
        en: "{errors}, {warnings}, {notices} in {pages}", fr: "{errors}, {warnings}, {notices} dans {pages}",
        pt: "{errors}, {warnings}, {notices} em {pages}")
    static let oneError = Localized(en: "{count} error", fr: "{count} erreur", pt: "{count} erro")
    static let errors = Localized(en: "{count} errors", fr: "{count} erreurs", pt: "{count} erros")
    static let oneWarning = Localized(en: "{count} warning", fr: "{count} avertissement", pt: "{count} aviso")
    static let warnings = Localized(en: "{count} warnings", fr: "{count} avertissements", pt: "{count} avisos")
    static let oneNotice = Localized(en: "{count} notice", fr: "{count} remarque", pt: "{count} observação")
    static let notices = Localized(en: "{count} notices", fr: "{count} remarques", pt: "{count} observações")
    static let onePage = Localized(en: "{count} page", fr: "{count} page", pt: "{count} página")
    static let pages = Localized(en: "{count} pages", fr: "{count} pages", pt: "{count} páginas")

    static let all = [
        summary, summaryWithNotices, oneError, errors, oneWarning, warnings, oneNotice, notices, onePage, pages,
    ]

    /// `3 errors, 5 warnings in 12 pages`, in `language`; notices are named when there are some.
    static func summaryLine(errors: Int, warnings: Int, notices: Int, pages: Int, language: Language) -> String {
        let errorText = counted(errors, .error, language: language)
        let warningText = counted(warnings, .warning, language: language)
        let pageText = counted(pages, one: onePage, many: Self.pages, language)
        guard notices > 0 else {
            return summary(language, ["errors": errorText, "warnings": warningText, "pages": pageText])
        }
        let noticeText = counted(notices, .notice, language: language)
        return summaryWithNotices(
            language, ["errors": errorText, "warnings": warningText, "notices": noticeText, "pages": pageText])
    }

    /// `2 errors`, `1 warning`, `0 remarque`: a count of diagnostics of `severity` in `language`.
    static func counted(_ count: Int, _ severity: Diagnostic.Severity, language: Language) -> String {
        switch severity {
        case .error: counted(count, one: oneError, many: errors, language)
        case .warning: counted(count, one: oneWarning, many: warnings, language)
        case .notice: counted(count, one: oneNotice, many: notices, language)
        }
    }

    /// French counts 0 and 1 as singular; English and Portuguese only 1.
    private static func counted(_ count: Int, one: Localized, many: Localized, _ language: Language) -> String {
        let singular = language == .fr ? count <= 1 : count == 1
        return (singular ? one : many)(language, ["count": String(count)])
    }
}
