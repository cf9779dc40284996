import RunbookKit
import ShellSyntax

/// Steps that look destructive: `--yes` alone does not run them (a person confirms, or names them with `--only`).
enum DestructiveSteps {
    /// Words that, as a command or one of its first arguments, remove something.
    static let verbs: Set<String> = [
        "rm", "rmdir", "rmi", "delete", "del", "remove", "destroy", "purge", "uninstall", "drop", "erase", "wipe",
        "shred", "unregister", "deprovision",
    ]

    /// Commands whose arguments are text, not actions (`echo delete`).
    static let textCommands: Set<String> = ["echo", "printf", ":", "true", "false", "test", "[", "grep", "cat"]

    /// The first word of `step`'s commands that looks destructive (`rm`, `kubectl delete`, `bx cr token-rm`), if any.
    static func reason(_ step: Step) -> String? {
        for command in step.commands {
            let script = command.script
            var argumentsSeen = 0
            for token in script.tokens {
                guard case .word(let role) = token.kind else {
                    if token.kind == .control { argumentsSeen = 0 }
                    continue
                }
                let word = script.text(token.range).lowercased()
                switch role {
                case .command:
                    argumentsSeen = textCommands.contains(word) ? Int.max / 2 : 0
                    if verbs.contains(word) { return word }
                case .argument:
                    // A verb is among a command's first words (`kubectl delete pod`, `bx cr token-rm`), not a file
                    // name further on.
                    argumentsSeen += 1
                    guard argumentsSeen <= 3, !word.hasPrefix("-") else { continue }
                    if verbs.contains(word) || verbs.contains(where: { word.hasSuffix("-" + $0) }) { return word }
                default:
                    continue
                }
            }
        }
        return nil
    }
}
