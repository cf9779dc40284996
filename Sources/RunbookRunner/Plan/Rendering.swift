import RunbookKit
import ShellSyntax

/// Commands and files as a person sees them: known values filled in, secrets and values that hold one
/// (`RunPlan.hiddenNames`) as `********`, unknown placeholders left as `<name>`.
enum Rendering {
    /// What replaces a secret wherever it would be shown.
    static let mask = "********"

    /// A command as it runs: each known value as bash takes it where it sits (`ShellSubstitution.shown`), so that a
    /// copy of the line does what the run does.
    static func command(_ script: ShellScript, plan: RunPlan) -> String {
        let hidden = plan.hiddenNames
        return ShellSubstitution.replace(script.bytes, script.placeholders) { occurrence in
            guard let value = plan.values[occurrence.name] else { return nil }
            return hidden.contains(occurrence.name) ? mask : ShellSubstitution.shown(value.value, at: occurrence)
        }
    }

    /// A file's content for display: each known value written as the file takes it (`FileSubstitution`), as it is
    /// where it is refused, and a secret as the mask.
    static func display(_ file: FileBlock, plan: RunPlan) -> String {
        let hidden = plan.hiddenNames
        return ShellSubstitution.replace(Array(file.text.utf8), FileSubstitution.slots(file.text, name: file.name)) {
            occurrence, slot in
            guard let value = plan.values[occurrence.name] else { return nil }
            if hidden.contains(occurrence.name) { return mask }
            return (try? FileSubstitution.written(value.value, at: slot)) ?? value.value
        }
    }

    /// A file's name for display: each known value filled in (a secret as the mask), as it is where it is refused.
    static func fileName(_ file: FileBlock, plan: RunPlan) -> String {
        let name = file.name ?? ""
        let hidden = plan.hiddenNames
        return
            (try? FileSubstitution.fileName(name) { placeholder in
                hidden.contains(placeholder) ? mask : plan.values[placeholder]?.value
            }) ?? name
    }
}
