/// The rules about commands: shell syntax, usage notation, pasted output, translated words, variables.
let commandRules: [any PageRule.Type] = [
    CommandSyntaxRule.self,
    CommandUsageNotationRule.self,
    CommandOutputPastedRule.self,
    ShellVariableUnsetRule.self,
]

/// Rules the runner adds only on request: `shellcheck` when `--shellcheck` is given (`CheckOptions.shellcheck`)
/// and `ShellCheck.executable` is not nil. Append them to the set rules of such a run; list them in the docs.
let optionalCommandRules: [any SetRule.Type] = [ShellCheckRule.self]
