/// Every rule docrun check knows, in the order docs/checks.md lists them.
public enum RuleRegistry {
    /// Rules that look at one page.
    public static let pageRules: [any PageRule.Type] = readerRules + structureRules + commandRules
    /// Rules that compare pages.
    public static let setRules: [any SetRule.Type] = bulkCommandRules + translationRules
    static let translationRules: [any SetRule.Type] = [
        TranslationOutdatedRule.self, TranslationCommandChangedRule.self, TranslationRoleChangedRule.self,
    ]
    /// Set rules that run only on request (`shellcheck`, with `--shellcheck` when shellcheck is installed).
    public static let optionalSetRules: [any SetRule.Type] = [ShellCheckRule.self]
    /// The descriptions of all rules, `page-unreadable` (which the checker reports itself) first.
    public static var descriptions: [RuleDescription] {
        [PageUnreadable.description] + (readerRules + structureRules).map { $0.description }
            + bulkCommandRules.map { $0.description } + commandRules.map { $0.description }
            + translationRules.map { $0.description } + optionalSetRules.map { $0.description }
    }

    /// The set rules of a run with `options`: the default ones, and the optional ones it asks for.
    static func setRules(for options: CheckOptions) -> [any SetRule.Type] {
        let asked = options.shellcheck || optionalSetRules.contains { options.rules.names($0.description.id) }
        guard asked, ShellCheck.executable != nil else { return setRules }
        return setRules + optionalSetRules
    }
    /// The ids of all rules, for validating configuration files.
    public static var ids: Set<String> { Set(descriptions.map(\.id)) }
}
