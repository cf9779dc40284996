import RunbookKit
import ShellSyntax

extension RunPlan {
    /// A use of a placeholder by a step that runs: where its value goes, and so how it is written and checked there.
    struct Use: Sendable {
        /// Where in the step the placeholder sits.
        enum Place: Sendable {
            /// In a command; `yaml` is its slot when it is in a YAML here-document, which takes the value as a file does
            /// (`FileSubstitution.commandSlots`).
            case command(yaml: FileSubstitution.Slot?)
            /// In the name of a file the step writes.
            case fileName
            /// In the content of a file the step writes.
            case file(FileSubstitution.Slot)
        }

        /// The id of the step.
        let step: String
        let occurrence: PlaceholderOccurrence
        let place: Place

        /// Where it sits in a file's content or in a command's YAML here-document, which take the value as a file
        /// does; nil in a command's shell text and in a file's name.
        var fileSlot: FileSubstitution.Slot? {
            switch place {
            case .command(let yaml): yaml
            case .file(let slot): slot
            case .fileName: nil
            }
        }
    }

    /// Where the steps that run (`steps`) use each placeholder, by name, in page order: a step's commands before its
    /// files, a file's name before its content; `slots` gives where each placeholder sits in a file.
    ///
    /// Found once for the plan (`RunPlan.uses`): the refusals of each value and the script read them, and a page may
    /// have thousands of placeholders.
    static func uses(
        of steps: [PlannedStep], slots: (FileBlock) -> FileSubstitution.Placements
    ) -> [String: [Use]] {
        var uses: [String: [Use]] = [:]
        func add(_ occurrence: PlaceholderOccurrence, _ place: Use.Place, in step: Step) {
            uses[occurrence.name, default: []].append(Use(step: step.id, occurrence: occurrence, place: place))
        }
        for planned in steps where planned.disposition == .run {
            let step = planned.step
            for command in step.commands {
                for (occurrence, yaml) in FileSubstitution.commandSlots(command.script) {
                    add(occurrence, .command(yaml: yaml), in: step)
                }
            }
            for file in step.files where file.isWritten {
                for occurrence in PlaceholderScanner.occurrences(in: file.name ?? "") {
                    add(occurrence, .fileName, in: step)
                }
                for (occurrence, slot) in slots(file) {
                    add(occurrence, .file(slot), in: step)
                }
            }
        }
        return uses
    }
}
