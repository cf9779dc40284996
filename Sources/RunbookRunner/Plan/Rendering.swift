import RunbookKit
import ShellSyntax

/// Commands and files as a person sees them: known values filled in, secrets as `********`, unknown
/// placeholders left as `<name>`.
enum Rendering {
    /// What replaces a secret wherever it would be shown.
    static let mask = "********"

    /// A command as it runs: each known value as bash takes it where it sits (`ShellSubstitution.shown`), so that a
    /// copy of the line does what the run does.
    static func command(_ script: ShellScript, plan: RunPlan) -> String {
        ShellSubstitution.replace(script.bytes, script.placeholders) { occurrence in
            guard let value = plan.values[occurrence.name] else { return nil }
            let secret = plan.runbook.placeholder(named: occurrence.name)?.isSecret == true
            return secret ? mask : ShellSubstitution.shown(value.value, at: occurrence)
        }
    }

    /// A file's content for display.
    static func display(_ text: String, plan: RunPlan) -> String {
        fill(text) { name in
            guard let value = plan.values[name] else { return nil }
            return plan.runbook.placeholder(named: name)?.isSecret == true ? mask : value.value
        }
    }

    /// Replaces `<name>` occurrences with `value(name)` where it is non-nil, as text (for showing, and in files).
    static func fill(_ text: String, _ value: (String) -> String?) -> String {
        ShellSubstitution.replace(Array(text.utf8), PlaceholderScanner.occurrences(in: text)) { value($0.name) }
    }
}
