import Foundation
import RunbookKit

/// `--resume`: where to start, and refusing to go on silently when the page or its folder changed.
extension RunEngine {
    /// With `--resume` and something to resume: when the page's steps changed since the state was saved, or the
    /// folder the last run was in is gone, says what changed and stops; on a terminal (without `--yes`) asks first,
    /// and going on in a gone folder's place means the folder docrun runs in, named in the question. Going on
    /// follows each step to its number now.
    func checkResumable() -> RunExit? {
        guard options.resume, !state.passed.isEmpty || state.stoppedAt != nil else { return nil }
        var changes: PageChanges?
        var changed = false
        if state.pageDigest != options.pageDigest {
            // A state saved before docrun kept each step's digests cannot tell what changed.
            changes = state.steps.map { PageChanges(saved: $0, now: pageSteps) }
            changed = changes.map { !$0.isEmpty } ?? true
            report(changes)
        }
        var isDirectory: ObjCBool = false
        let gone =
            state.directory.map {
                !FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) || !isDirectory.boolValue
            } ?? false
        guard changed || gone else { return nil }
        if gone, let directory = state.directory {
            console.line(RunMessages.resumeFolderGone(language, ["path": directory]))
        }
        let folder = gone ? options.workingDirectory : state.directory ?? options.workingDirectory
        if let prompter, !options.yes {
            let answer = prompter.readLine(prompt: RunMessages.resumeAnyway(language, ["path": folder]), secret: false)
            if let answer, Choices.yes(answer, language, default: false) {
                if gone { state.directory = nil }
                if let keys = changes?.keys {
                    state.passed = state.passed.compactMap { keys[$0] }
                    state.stoppedAt = state.stoppedAt.flatMap { keys[$0] }
                    state.withheld = state.withheld.mapValues { keys[$0] ?? $0 }
                }
                return nil
            }
            console.line(RunMessages.resumeRefused(language, ["path": plan.runbook.file]))
            return .quit
        }
        console.line(RunMessages.resumeRefused(language, ["path": plan.runbook.file]))
        return .notStarted
    }

    /// Says what changed in the page's steps, by their numbers (with their section when several sections use one),
    /// and what became of the step the run stopped at.
    private func report(_ changes: PageChanges?) {
        let path = plan.runbook.file
        guard let changes else { return console.line(RunMessages.resumePageChanged(language, ["path": path])) }
        guard !changes.isEmpty else { return console.line(RunMessages.resumeStepsSame(language, ["path": path])) }
        console.line(RunMessages.resumeStepsChanged(language, ["path": path]))
        let keys = Set(pageSteps.map(\.key) + (state.steps ?? []).map(\.key))
        func label(_ key: String) -> String {
            let (section, id) = PageChanges.split(key)
            let repeated = keys.filter { PageChanges.split($0).id == id }.count > 1
            return repeated && !section.isEmpty ? "\(id) (#\(section))" : String(id)
        }
        func span(_ keys: [String]) -> String {
            keys.count == 1 ? label(keys[0]) : label(keys[0]) + "–" + label(keys[keys.count - 1])
        }
        let renumbered = changes.renumberedRuns.map { span($0.from) + " → " + span($0.to) }
        let lists: [(count: Int, said: [String])] = [
            (changes.added.count, changes.added.map(label)), (changes.removed.count, changes.removed.map(label)),
            (changes.commandChanged.count, changes.commandChanged.map(label)),
            (changes.textChanged.count, changes.textChanged.map(label)), (changes.renumbered.count, renumbered),
        ]
        for ((count, said), (_, text)) in zip(lists, RunMessages.resumeCounts) where count > 0 {
            let line = text.form(count, language)(
                language, ["count": String(count), "steps": said.joined(separator: ", ")])
            console.line("  " + line)
        }
        guard let stopped = state.stoppedAt else { return }
        let message =
            changes.keys[stopped] == nil
            ? RunMessages.resumeTargetGone
            : changes.keys[stopped] != stopped
                ? RunMessages.resumeTargetMoved
                : changes.commandChanged.contains(stopped) || changes.textChanged.contains(stopped)
                    ? RunMessages.resumeTargetChanged : RunMessages.resumeTargetSame
        console.line(message(language, ["id": label(stopped), "now": changes.keys[stopped].map(label) ?? ""]))
    }

    /// The index in `plan.steps` where this run starts: 0, or with `--resume` the first step that did not pass.
    func firstStepIndex() -> Int {
        guard options.resume else { return 0 }
        guard !state.passed.isEmpty || state.stoppedAt != nil else {
            // Said, so that a mistyped page or a cleaned .docrun/ is not taken for a resumed run.
            console.line(RunMessages.noStateToResume(language, ["path": store.stateURL.path]))
            return 0
        }
        let passed = Set(state.passed)
        let stoppedAt = state.stoppedAt.flatMap { stopped in plan.steps.firstIndex { Self.key($0.step) == stopped } }
        let firstNotPassed = plan.steps.firstIndex { !passed.contains(Self.key($0.step)) && $0.disposition != .group }
        if let index = stoppedAt ?? firstNotPassed {
            console.line(RunMessages.resuming(language, ["id": plan.steps[index].step.id]))
            return index
        }
        console.line(RunMessages.nothingToResume(language))
        return 0
    }
}
