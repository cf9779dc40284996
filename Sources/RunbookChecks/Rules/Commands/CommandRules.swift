/// The rule about commands that reads every page's commands at once: shell syntax (bash parses them all in one go).
///
/// Documented before `commandRules`.
let bulkCommandRules: [any SetRule.Type] = [CommandSyntaxRule.self]

/// The rules about commands that read one page at a time: usage notation, pasted output, variables.
let commandRules: [any PageRule.Type] = [
    CommandUsageNotationRule.self,
    CommandOutputPastedRule.self,
    CommandUnmarkedValueRule.self,
    ShellVariableUnsetRule.self,
]

/// Rules the runner adds only on request.
///
/// `shellcheck` when `--shellcheck` is given (`CheckOptions.shellcheck`) and `ShellCheck.executable` is not nil. Append
/// them to the set rules of such a run; list them in the docs.
let optionalCommandRules: [any SetRule.Type] = [ShellCheckRule.self]
