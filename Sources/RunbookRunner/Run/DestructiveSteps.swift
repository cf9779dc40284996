import RunbookKit
import ShellSyntax

/// Steps that look destructive: `--yes` alone does not run them (a person confirms, or names them with `--only`).
///
/// A step is judged on its commands as they run: with the values known filled in (`--replicas=<count>` with `0`,
/// `curl -X <method>` with `DELETE`), the aliases the page defines expanded (`k delete pod web`), a call of a
/// function the page defines judged by that function's body, and a definition judged by nothing it defines: defining
/// `kclean() { kubectl delete …; }` deletes nothing, calling `kclean` does.
struct DestructiveSteps: Sendable {
    static let verbs: Set<String> = [
        "rm", "rmdir", "rmi", "delete", "del", "remove", "destroy", "purge", "uninstall", "drop", "erase", "wipe",
        "shred", "unregister", "deprovision", "prune", "cancel", "drain", "reload", "replace", "disable", "revoke",
        "terminate", "truncate", "kill", "pkill", "killall", "shutdown", "reboot", "poweroff", "halt", "mkfs", "wipefs",
        "dd",
    ]

    /// Options of `find` whose next word is a command it runs (`find … -exec rm {} +`).
    static let commandOptions: Set<String> = ["-exec", "-execdir", "-ok", "-okdir"]

    /// Options that make a command destructive wherever they are (`git reset --hard`, `kubectl replace --force`,
    /// `kubectl scale --replicas=0`, `find … -delete`, `curl -XDELETE`, `curl --request=DELETE`).
    static let options: Set<String> = [
        "--hard", "--force", "--replicas=0", "-delete", "-xdelete", "--request=delete", "--method=delete",
    ]

    /// Options whose value, the next word, makes a command destructive: `curl -X DELETE`, `--replicas 0`.
    static let optionValues: [String: String] = [
        "-x": "delete", "--request": "delete", "--method": "delete", "--replicas": "0",
    ]

    /// Commands whose arguments are text, not actions (`echo delete`).
    static let textCommands: Set<String> = ["echo", "printf", ":", "true", "false", "test", "[", "grep", "cat"]

    /// How deep calls of the page's functions and aliases are followed (a function that calls itself stops sooner).
    static let maximumDepth = 8

    /// The functions and aliases the page defines.
    let definitions: PageDefinitions

    /// Judges steps of a page whose commands are `scripts` (every step's: a function may be defined in one step and
    /// called in another).
    init(_ scripts: [ShellScript]) {
        definitions = PageDefinitions(scripts)
    }

    /// Why `scripts` look destructive as they run; nil if they do not.
    ///
    /// The reason is the first word that does (`rm`, `delete`, `bx cr token-rm`, `--replicas=0`, `-x delete`),
    /// after the function called when it is in one (`kclean: delete`). `filled` gives a command (a step's, or one
    /// that defines a function or alias it calls) with the values known filled in, as the run shows it.
    func reason(_ scripts: [ShellScript], filled: (ShellScript) -> ShellScript) -> String? {
        for script in scripts {
            if let reason = reason(in: filled(script), filled: filled, following: []) { return reason }
        }
        return nil
    }

    private func reason(in written: ShellScript, filled: (ShellScript) -> ShellScript, following: [String]) -> String? {
        let script = expandingAliases(written, filled: filled)
        // What a function's body runs is judged where the function is called, not where it is defined.
        let bodies = PageDefinitions.functionBodies(in: script).map(\.body)
        var argumentsSeen = 0
        // Whether the command's arguments are text (`echo delete`), not actions.
        var isText = false
        var previous = ""
        for token in script.tokens where !bodies.contains(where: { $0.contains(token.range.lowerBound) }) {
            guard case .word(let role) = token.kind else {
                if token.kind == .control { (argumentsSeen, isText) = (0, false) }
                continue
            }
            let written = script.text(token.range)
            let word = written.lowercased()
            defer { previous = word }
            if role == .command || Self.commandOptions.contains(previous) {
                (argumentsSeen, isText) = (0, Self.textCommands.contains(word))
                // `mkfs.ext4` is `mkfs`'s.
                if word.split(separator: ".").first.map({ Self.verbs.contains(String($0)) }) == true { return word }
                if let called = called(written, filled: filled, following: following) { return called }
            } else if role == .argument, !isText {
                if Self.options.contains(word) { return word }
                if Self.optionValues[previous] == word { return previous + " " + word }
                // A verb is among a command's first words (`kubectl delete pod`, `bx cr token-rm`, `bx cr
                // image-prune-untagged`), not a file name further on. Options are not counted, nor the word
                // after one that may be its value (`kubectl --context prod delete pod`).
                if word.hasPrefix("-") || previous.hasPrefix("-") && !previous.contains("=") { continue }
                argumentsSeen += 1
                if argumentsSeen <= 3, !word.contains(where: { $0 == "." || $0 == "/" }),
                    word.split(separator: "-").contains(where: { Self.verbs.contains(String($0)) })
                {
                    return word
                }
            }
        }
        return nil
    }

    /// Why a call of `name`, a function the page defines, looks destructive: its body's reason, after its name.
    private func called(_ name: String, filled: (ShellScript) -> ShellScript, following: [String]) -> String? {
        guard let scripts = definitions.functions[name], !following.contains(name),
            following.count < Self.maximumDepth
        else { return nil }
        for script in scripts.map(filled) {
            for definition in PageDefinitions.functionBodies(in: script) where definition.name == name {
                let body = ShellScript(command: script.text(definition.body))
                if let reason = reason(in: body, filled: filled, following: following + [name]) {
                    return name + ": " + reason
                }
            }
        }
        return nil
    }

    /// `script` with each command word that names an alias the page defines replaced by its body (the last the page
    /// gives), as bash expands it; an alias is expanded once, so `alias ls='ls -l'` ends.
    private func expandingAliases(_ script: ShellScript, filled: (ShellScript) -> ShellScript) -> ShellScript {
        guard !definitions.aliases.isEmpty else { return script }
        var script = script
        var expanded: Set<String> = []
        while expanded.count < Self.maximumDepth {
            let calls = script.tokens.filter { token in
                guard token.kind == .word(.command) else { return false }
                let name = script.text(token.range)
                return definitions.aliases[name] != nil && !expanded.contains(name)
            }
            guard !calls.isEmpty else { break }
            var bytes = script.bytes
            for call in calls.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                let name = script.text(call.range)
                expanded.insert(name)
                let body = definitions.aliases[name, default: []].map(filled).flatMap(\.aliases)
                    .last { $0.name == name }?.body
                bytes.replaceSubrange(call.range, with: Array((body ?? name).utf8))
            }
            script = ShellScript(command: String(decoding: bytes, as: UTF8.self))
        }
        return script
    }
}
