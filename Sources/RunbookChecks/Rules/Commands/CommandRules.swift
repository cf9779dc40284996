/// The rule about commands that reads every page's commands at once: shell syntax (bash parses them all in one go).
///
/// Documented before `commandRules`.
let bulkCommandRules: [any SetRule.Type] = [CommandSyntaxRule.self]

/// The rules about commands that read one page at a time: usage notation, comments only, pasted output, blocks
/// without a role, variables.
let commandRules: [any PageRule.Type] = [
    CommandUsageNotationRule.self,
    CommandOnlyCommentsRule.self,
    CommandOutputPastedRule.self,
    CommandRoleMissingRule.self,
    CommandUnmarkedValueRule.self,
    ShellVariableUnsetRule.self,
]
