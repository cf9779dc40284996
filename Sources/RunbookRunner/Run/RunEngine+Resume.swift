import Foundation
import RunbookKit

/// `--resume`: where to start, and refusing to go on silently when the page or its folder changed.
extension RunEngine {
    /// With `--resume` and something to resume: when the page changed since the state was saved, or the folder
    /// the last run was in is gone, says so and stops; on a terminal (without `--yes`) asks first, and going on
    /// in a gone folder's place means the folder docrun runs in, named in the question.
    func checkResumable() -> RunExit? {
        guard options.resume, !state.passed.isEmpty || state.stoppedAt != nil else { return nil }
        let changed = state.pageDigest != options.pageDigest
        var isDirectory: ObjCBool = false
        let gone =
            state.directory.map {
                !FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) || !isDirectory.boolValue
            } ?? false
        guard changed || gone else { return nil }
        if changed { console.line(RunMessages.resumePageChanged(language, ["path": plan.runbook.file])) }
        if gone, let directory = state.directory {
            console.line(RunMessages.resumeFolderGone(language, ["path": directory]))
        }
        let folder = gone ? options.workingDirectory : state.directory ?? options.workingDirectory
        if let prompter, !options.yes {
            let answer = prompter.readLine(prompt: RunMessages.resumeAnyway(language, ["path": folder]), secret: false)
            if let answer, Choices.yes(answer, language, default: false) {
                if gone { state.directory = nil }
                return nil
            }
            console.line(RunMessages.resumeRefused(language, ["path": plan.runbook.file]))
            return .quit
        }
        console.line(RunMessages.resumeRefused(language, ["path": plan.runbook.file]))
        return .notStarted
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
