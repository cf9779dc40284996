/// The rules about commands: shell syntax, usage notation, pasted output, translated words, variables.
let commandRules: [any PageRule.Type] = []
