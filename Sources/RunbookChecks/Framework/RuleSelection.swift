import RunbookKit

/// Which rules a run checks: `--rule ID` (only those named) and `--skip-rule ID` (all but those).
///
/// A rule named with `--rule` is asked for by the person running the check: it runs on every page, even where a
/// configuration turns it off, and its findings are reported whatever their severity (a notice rule named this way
/// is shown without `--min-severity notice`). Configurations still set its severity where they name one.
public struct RuleSelection: Sendable, Equatable {
    /// The rules named with `--rule`; empty for every rule.
    public let only: Set<String>
    /// The rules named with `--skip-rule`.
    public let skipped: Set<String>
    /// The ids in the order given, for the usage error that names the first unknown one.
    private let given: [String]

    /// Creates a selection.
    public init(only: [String] = [], skipped: [String] = []) {
        self.only = Set(only)
        self.skipped = Set(skipped)
        given = only + skipped
    }

    /// Every rule.
    public static let all = RuleSelection()

    /// Whether the rule runs at all.
    public func includes(_ id: String) -> Bool {
        (only.isEmpty || only.contains(id)) && !skipped.contains(id)
    }

    /// Whether the rule is named with `--rule`.
    public func names(_ id: String) -> Bool {
        only.contains(id) && !skipped.contains(id)
    }

    /// The usage error for the first id given that is not in `known`, naming the nearest known one, or for one given
    /// both to `--rule` and `--skip-rule`; nil when there is none.
    public func problem(known: [String], language: Language) -> String? {
        let ids = Set(known)
        if let unknown = given.first(where: { !ids.contains($0) }) {
            return CheckUsageText.unknown(unknown, known: known, language: language)
        }
        // Both would check nothing of it, and with no other `--rule`, nothing at all.
        guard let both = given.first(where: { only.contains($0) && skipped.contains($0) }) else { return nil }
        return CheckUsageText.selectedAndSkipped(language, ["rule": both])
    }
}

/// What docrun check says about its command line (a rule id it does not know, there or in a configuration file; no
/// page to check).
public enum CheckUsageText {
    /// `docrun check` given no page or folder.
    public static let noPaths = Localized(
        en: "give at least one page or folder to check",
        fr: "donnez au moins une page ou un dossier à vérifier",
        pt: "indique pelo menos uma página ou pasta para verificar")

    static let unknownRule = Localized(
        en: "unknown rule '{rule}'; 'docrun check --list-rules' lists them",
        fr: "règle inconnue '{rule}' ; 'docrun check --list-rules' les liste",
        pt: "regra desconhecida '{rule}'; 'docrun check --list-rules' lista todas")
    static let unknownRuleNear = Localized(
        en: "unknown rule '{rule}'; did you mean '{near}'? 'docrun check --list-rules' lists them",
        fr: "règle inconnue '{rule}' ; vouliez-vous dire '{near}' ? 'docrun check --list-rules' les liste",
        pt: "regra desconhecida '{rule}'; você quis dizer '{near}'? 'docrun check --list-rules' lista todas")

    static let selectedAndSkipped = Localized(
        en: "rule '{rule}' is given both to --rule and to --skip-rule",
        fr: "la règle '{rule}' est donnée à la fois à --rule et à --skip-rule",
        pt: "a regra '{rule}' foi dada tanto a --rule quanto a --skip-rule")

    static let all = [unknownRule, unknownRuleNear, selectedAndSkipped, noPaths]

    static func unknown(_ id: String, known: [String], language: Language) -> String {
        guard let near = NameSuggestion.closest(to: id, in: known) else {
            return unknownRule(language, ["rule": id])
        }
        return unknownRuleNear(language, ["rule": id, "near": near])
    }
}
