import RunbookKit
import ShellSyntax

/// Commands and files as a person sees them: known values filled in, secrets and values that hold one
/// (`RunPlan.hides`) as `********`, unknown placeholders left as `<name>`.
///
/// Whether a value is hidden is worked out where it is shown, not for every value when made: a run makes one for each
/// step, and masking every value there was n x n in steps and values.
struct Rendering {
    /// What replaces a secret wherever it would be shown.
    static let mask = "********"

    /// The plan whose values are filled in.
    let plan: RunPlan
    /// The secrets a value that holds one is hidden for: the run's, or (nil) the plan's `secretValues`.
    let masker: SecretMasker

    init(_ plan: RunPlan, masker: SecretMasker? = nil) {
        self.plan = plan
        self.masker = masker ?? SecretMasker(secrets: plan.secretValues)
    }

    /// Whether the value of `name` is shown as the mask.
    func hides(_ name: String) -> Bool { plan.hides(name, masker: masker) }

    /// A command as it runs: each known value as bash takes it where it sits (`ShellSubstitution.shown`), so that a
    /// copy of the line does what the run does.
    func command(_ script: ShellScript) -> String {
        ShellSubstitution.replace(script.bytes, FileSubstitution.commandSlots(script)) { occurrence, yaml in
            guard let value = plan.values[occurrence.name] else { return nil }
            if hides(occurrence.name) { return Self.mask }
            // In a YAML here-document, the value as the YAML takes it (as it is where it is refused).
            let data = yaml.flatMap { try? FileSubstitution.written(value.value, at: $0) }
            return ShellSubstitution.shown(data ?? value.value, at: occurrence)
        }
    }

    /// A file's content for display: each known value written as the file takes it (`FileSubstitution`), as it is
    /// where it is refused, and a secret as the mask.
    func display(_ file: FileBlock) -> String {
        ShellSubstitution.replace(Array(file.text.utf8), plan.slots(of: file)) {
            occurrence, slot in
            guard let value = plan.values[occurrence.name] else { return nil }
            if hides(occurrence.name) { return Self.mask }
            return (try? FileSubstitution.written(value.value, at: slot)) ?? value.value
        }
    }

    /// A file's name for display: each known value filled in (a secret as the mask), as it is where it is refused.
    func fileName(_ file: FileBlock) -> String {
        let name = file.name ?? ""
        return
            (try? FileSubstitution.fileName(name) { placeholder in
                plan.values[placeholder].map { hides(placeholder) ? Self.mask : $0.value }
            }) ?? name
    }
}
