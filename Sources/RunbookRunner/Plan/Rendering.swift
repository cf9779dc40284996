import RunbookKit

/// Commands and files as a person sees them: known values filled in, secrets as `********`, unknown
/// placeholders left as `<name>`.
enum Rendering {
    /// What replaces a secret wherever it would be shown.
    static let mask = "********"

    /// A command or a file's content for display.
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
