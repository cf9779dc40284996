/// Every rule docrun check knows, in the order docs/checks.md lists them.
public enum RuleRegistry {
    /// Rules that look at one page.
    public static let pageRules: [any PageRule.Type] = structureRules + commandRules
    /// Rules that compare pages.
    public static let setRules: [any SetRule.Type] = translationRules
    /// The descriptions of all rules.
    public static var descriptions: [RuleDescription] {
        pageRules.map { $0.description } + setRules.map { $0.description }
    }
}
