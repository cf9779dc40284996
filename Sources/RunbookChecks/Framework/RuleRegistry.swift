/// Every rule docrun check knows, in the order docs/checks.md lists them.
public enum RuleRegistry {
    /// Rules that look at one page.
    public static let pageRules = rules.compactMap { $0.pageRule }
    /// Rules that compare pages, or read every page's commands at once (`command-syntax`: bash parses them in one go).
    public static let setRules = rules.compactMap { $0.setRule }
    /// The rules a run checks unless told otherwise, in the order docs/checks.md lists them: a new rule is a line here.
    static let rules: [any CheckRule.Type] =
        [
            // Reading itself: problems the reader meets before any other rule can look at the page.
            FrontMatterInvalidRule.self, NestingTooDeepRule.self,
            // A page's structure: placeholders, anchors, attribute lists, fences, HTML, keyrefs, lists.
            PlaceholderUndocumentedRule.self, PlaceholderUnusedRule.self, PlaceholderNearMissRule.self,
            AnchorBrokenRule.self, AnchorDuplicateRule.self, HeadingIDInTextRule.self, HeadingIndentedRule.self,
            AttributeUnknownRule.self, AttributeDetachedRule.self, AttributeIDWithoutHashRule.self,
            AttributeMalformedRule.self, AttributeRoleConflictRule.self,
            FenceUnclosedRule.self, FenceCutRule.self, FenceIndentedCodeRule.self,
            HTMLStrayEndTagRule.self, HTMLCellOutsideRowRule.self, HTMLHeaderOutsideRowRule.self,
            HTMLMalformedAttributeRule.self, HTMLEndTagMissingRule.self, HTMLSwallowedWordRule.self,
            KeyrefUnknownRule.self, KeyrefMalformedRule.self, ListNumberingJumpRule.self, IgnoreRuleUnknownRule.self,
            // Commands: shell syntax, broken line continuations, then usage notation, comments only, HTML references,
            // pasted output, blocks without a role, unmarked values, variables.
            CommandSyntaxRule.self, CommandContinuationBrokenRule.self, CommandUsageNotationRule.self,
            CommandOnlyCommentsRule.self, CommandHTMLEntityRule.self, CommandOutputPastedRule.self,
            CommandRoleMissingRule.self, CommandUnmarkedValueRule.self,
            ShellVariableUnsetRule.self,
        ] + translationRules
    /// The rules that compare a translation with its English page.
    static let translationRules: [any SetRule.Type] = [
        TranslationOutdatedRule.self, TranslationCommandChangedRule.self, TranslationRoleChangedRule.self,
    ]
    /// Set rules that run only on request (`shellcheck`, with `--shellcheck` when shellcheck is installed).
    public static let optionalSetRules: [any SetRule.Type] = [ShellCheckRule.self]
    /// The descriptions of all rules, `page-unreadable` (which the checker reports itself) first.
    public static var descriptions: [RuleDescription] {
        [PageUnreadable.description] + (rules + optionalSetRules).map { $0.description }
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
