import Foundation
import RunbookKit
import ShellSyntax

/// `--resume`: where to start, what changed, the credentials to set again; and the summary a run ends with.
extension RunEngine {
    /// With `--resume`: when the page changed since the state was saved, or its folder is gone, says what changed
    /// and stops, or asks on a terminal (going on follows each step to its number now, in the folder docrun runs in).
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
        let gone = state.directory.map { SystemPath.status($0)?.isFolder != true } ?? false
        guard changed || gone else { return nil }
        if gone, let directory = state.directory {
            console.line(RunMessages.resumeFolderGone(language, ["path": directory]))
        }
        let folder = gone ? options.workingDirectory : state.directory ?? options.workingDirectory
        let asking = interactive && !options.yes
        if asking, ask(RunMessages.resumeAnyway(language, ["path": folder]), default: false) == true {
            if gone { state.directory = nil }
            if let keys = changes?.keys {
                state.passed = state.passed.compactMap { keys[$0] }
                state.stoppedAt = state.stoppedAt.flatMap { keys[$0] }
                state.withheld = state.withheld.mapValues { keys[$0] ?? $0 }
            }
            return nil
        }
        console.line(RunMessages.resumeRefused(language, ["path": shownPage]))
        return asking ? .quit : .notStarted
    }

    /// Says what changed in the page's steps, by their numbers, and what became of the step the run stopped at.
    private func report(_ changes: PageChanges?) {
        let path = shownPage
        guard let changes else { return console.line(RunMessages.resumePageChanged(language, ["path": path])) }
        guard !changes.isEmpty else { return console.line(RunMessages.resumeStepsSame(language, ["path": path])) }
        console.line(RunMessages.resumeStepsChanged(language, ["path": path]))
        let keys = Set(pageSteps.map(\.key) + (state.steps ?? []).map(\.key))
        func needsSection(_ key: String) -> Bool {
            let (section, id) = PageChanges.split(key)
            return !section.isEmpty && keys.filter { PageChanges.split($0).id == id }.count > 1
        }
        func label(_ key: String) -> String {
            let (section, id) = PageChanges.split(key)
            return needsSection(key) ? "\(id) (#\(section))" : String(id)
        }
        // A run of steps is in one section, named once for the run when any of its numbers needs it: '1–3 (#run)'.
        func span(_ keys: [String]) -> String {
            guard keys.count > 1 else { return label(keys[0]) }
            let (section, first) = PageChanges.split(keys[0])
            let range = "\(first)–\(PageChanges.split(keys[keys.count - 1]).id)"
            return keys.contains(where: needsSection) ? "\(range) (#\(section))" : range
        }
        let lists =
            [changes.added, changes.removed, changes.commandChanged, changes.textChanged].map {
                ($0.count, $0.map(label))
            }
            + [(changes.renumbered.count, changes.renumberedRuns.map { span($0.from) + " → " + span($0.to) })]
        for ((count, said), text) in zip(lists, RunMessages.resumeCounts) where count > 0 {
            let line = text.form(count, language)(
                language, ["count": String(count), "steps": said.joined(separator: ", ")])
            console.line("  " + line)
        }
        guard let stopped = state.stoppedAt else { return }
        let now = changes.keys[stopped]
        let message =
            now == nil
            ? RunMessages.resumeTargetGone
            : now != stopped
                ? RunMessages.resumeTargetMoved
                : changes.commandChanged.contains(stopped) || changes.textChanged.contains(stopped)
                    ? RunMessages.resumeTargetChanged : RunMessages.resumeTargetSame
        console.line(message(language, ["id": label(stopped), "now": now.map(label) ?? ""]))
    }

    /// The index in `plan.steps` where this run starts: 0, or with `--resume` the step the run stopped at, or, with
    /// other steps chosen than that run's, the first step that did not pass.
    func firstStepIndex() -> Int {
        guard options.resume else { return 0 }
        guard !state.passed.isEmpty || state.stoppedAt != nil else {
            // Said, so that a mistyped page or a cleaned .docrun/ is not taken for a resumed run.
            console.line(RunMessages.noStateToResume(language, ["path": SystemPath.visible(store.stateURL.path)]))
            return 0
        }
        let passed = Set(state.passed)
        // A state of an older docrun does not say which steps its run chose.
        let same = (state.selection ?? plan.selection) == plan.selection
        let stoppedAt = state.stoppedAt.flatMap { stopped in
            plan.steps.firstIndex { key($0.step) == stopped && $0.isDone }
        }
        let firstNotPassed = plan.steps.firstIndex { !passed.contains(key($0.step)) && $0.isDone }
        guard let index = (same ? stoppedAt : nil) ?? firstNotPassed else {
            console.line(RunMessages.nothingToResume(language))
            return 0
        }
        let first = !plan.steps[..<index].contains { $0.isDone }
        console.line(
            (first ? RunMessages.resumingFirst : RunMessages.resuming)(language, ["id": plan.steps[index].step.id]))
        func chosen(_ selection: Planner.Selection) -> String {
            selection.options.isEmpty ? RunMessages.wholePage(language) : selection.options
        }
        if let saved = state.selection, !same {
            console.line(
                RunMessages.resumeOtherSteps(language, ["now": chosen(plan.selection), "then": chosen(saved)]))
        } else if state.selection != nil, !plan.selection.options.isEmpty {
            console.line(RunMessages.resumeSameSteps(language, ["steps": plan.selection.options]))
        }
        if let unkept = state.unkept, !unkept.isEmpty {
            console.line(RunMessages.notRestored(language, ["names": unkept.joined(separator: ", ")]))
        }
        showFunctionsNotRestored(before: index)
        return index
    }

    /// Names the functions that the steps before `index` define and the steps from it call: the state keeps no
    /// function (a body may hold a secret's value), so those calls fail unless a step that defines them runs again.
    private func showFunctionsNotRestored(before index: Int) {
        var definedBy: [String: String] = [:]
        for planned in plan.steps[..<index] {
            for name in planned.step.commands.flatMap(\.script.functionNames) { definedBy[name] = planned.step.id }
        }
        guard !definedBy.isEmpty else { return }
        var called: [String] = []
        for command in plan.steps[index...].flatMap(\.step.commands) {
            called += command.script.commandNames.filter { definedBy[$0] != nil && !called.contains($0) }
        }
        guard !called.isEmpty else { return }
        let names = called.map { RunMessages.definedAt(language, ["name": $0, "id": definedBy[$0] ?? "?"]) }
        console.line(RunMessages.functionsNotRestored(language, ["names": names.joined(separator: ", ")]))
    }

    /// A JSON Web Token: three base64url parts joined by dots, the first a JSON object (`eyJ`).
    ///
    /// Compiled once: a regex literal in a function is compiled on each call.
    nonisolated(unsafe) private static let jwt = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/

    /// Whether the shell variable `name` holding `value` is a credential: by its name (`OAUTH_TOKEN`, `*_KEY`), its
    /// value (`Bearer …`, a private key, a JWT, a secret), or because a command using a secret sets it.
    func isCredential(name: String, value: String) -> Bool {
        if SecretNames.saysCredential(variable: name) || masker.mask(value) != value { return true }
        if ["bearer ", "basic ", "token "].contains(where: value.lowercased().hasPrefix) { return true }
        return value.contains("-----BEGIN") || value.wholeMatch(of: Self.jwt) != nil || setWithSecrets.contains(name)
    }

    /// The key of the step that sets `name`: the last one in the page that passed, else the first that sets it.
    func setter(of name: String) -> String {
        let setters = plan.steps.map(\.step).filter { $0.commands.contains { $0.sets.contains(name) } }
        let passed = Set(state.passed)
        return (setters.last { passed.contains(key($0)) } ?? setters.first).map(key) ?? ""
    }

    /// The steps before `start` whose example output gave a secret that the steps from `start` use and no one gave
    /// (`--set`, `--values`, the environment), by index, with those secrets: the state keeps no secret, so a resumed
    /// run runs them again to take it from their output once more, as it does a step that sets a credential.
    func secretProducers(before start: Int) -> [Int: [String]] {
        guard options.resume, start > 0 else { return [:] }
        let whole = ValueSchedule(plan)
        let later = plan.steps[start...].filter { $0.disposition == .run }.map(\.step)
        let used = Set(later.flatMap { $0.commands.flatMap(\.placeholderNames) + $0.files.flatMap(\.placeholderNames) })
        var producers: [Int: [String]] = [:]
        for placeholder in plan.needed where placeholder.isSecret && plan.values[placeholder.name] == nil {
            guard used.contains(placeholder.name), let index = whole.boundAt[placeholder.name], index < start else {
                continue
            }
            producers[index, default: []].append(placeholder.name)
        }
        return producers
    }

    /// The steps before `start` a resumed run runs again first, by index, each with the credentials it sets.
    ///
    /// Those that set a credential the state did not keep and a later step uses, and the steps of `producers`
    /// (`secretProducers`). Known before the values are settled: what their outputs give is this run's, not the last
    /// run's.
    func reruns(before start: Int, producers: [Int: [String]]) -> [Int: [String]] {
        guard options.resume, start > 0 else { return [:] }
        let used = Set(plan.steps[start...].flatMap(\.step.commands).flatMap(\.uses))
        var reruns = producers.mapValues { _ in [String]() }
        for (name, wanted) in state.withheld where used.contains(name) {
            guard let index = plan.steps.firstIndex(where: { key($0.step) == wanted }), index < start else { continue }
            reruns[index, default: []].append(name)
        }
        return reruns
    }

    /// Says why the steps of `reruns` (`reruns(before:producers:)`) run again first; asks on a terminal (`--yes`
    /// consents), stops without one.
    func credentialReruns(_ reruns: [Int: [String]], producers: [Int: [String]]) -> Result<[Int], RunExit> {
        let indices = reruns.keys.sorted()
        guard !indices.isEmpty else { return .success([]) }
        for index in indices {
            let setter = plan.steps[index].step.id
            let names = (reruns[index] ?? []).sorted()
            if !names.isEmpty {
                console.line(
                    (names.count == 1 ? RunMessages.credentialRerun : RunMessages.credentialReruns)(
                        language, ["names": names.joined(separator: ", "), "setter": setter]))
            }
            if let secrets = producers[index] {
                let names = secrets.map { "<\($0)>" }.joined(separator: ", ")
                console.line(RunMessages.secretOutputRerun(language, ["names": names, "setter": setter]))
            }
        }
        if options.yes { return .success(indices) }
        guard interactive else {
            console.line(RunMessages.credentialNoTerminal(language, ["path": shownPage]))
            return .failure(.notStarted)
        }
        let steps = indices.map { plan.steps[$0].step.id }.joined(separator: ", ")
        guard ask(RunMessages.credentialQuestion(language, ["steps": steps]), default: true) == true else {
            console.line(RunMessages.resumeRefused(language, ["path": shownPage]))
            return .failure(.quit)
        }
        return .success(indices)
    }

    func printSummary(_ exit: RunExit) {
        // A step id that several steps of the page use (run or not) is named with its section, or, where that is
        // shared too or there is none, with its line, as `--only` takes it (`1@12`).
        let steps = plan.runbook.steps
        let sectionUses = Dictionary(steps.map { ("\($0.section ?? "")/\($0.id)", 1) }, uniquingKeysWith: +)
        let labels = outcomes.map { step, _ in
            let label = schedule.label(step)
            guard label != step.id, let section = step.section, sectionUses["\(section)/\(step.id)"] == 1 else {
                return PlanMessages.step(language, ["id": label])
            }
            return PlanMessages.step(language, ["id": step.id]) + " (#\(section))"
        }
        let width = max(labels.map(\.count).max() ?? 0, 12)
        let words: [StepOutcome: String] = [
            .passed: paint(RunMessages.outcomePassed(language), .passed),
            .warned: paint(RunMessages.outcomeWarned(language), .warned),
            .failed: paint(RunMessages.outcomeFailed(language), .failed),
            .skipped: RunMessages.outcomeSkipped(language), .manual: ListMessages.manual(language),
            .interrupted: RunMessages.outcomeInterrupted(language),
        ]
        var lines = ["", RunMessages.summaryTitle(language)]
        for (label, (step, outcome)) in zip(labels, outcomes) {
            let note = notes[key(step)].map { " (\($0))" } ?? ""
            let padded = label.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  " + padded + "  " + words[outcome]! + note)
        }
        // The interrupted step is counted only when there is one: a run has at most one.
        let counts = RunMessages.summaryCounts.compactMap { kind, say in
            let count = outcomes.filter { $0.outcome == kind }.count
            return kind == .interrupted && count == 0 ? nil : say(language, count: count)
        }
        lines.append(counts.joined(separator: ", "))
        if exit != .success {
            // A command to copy: the name as one shell word, and `./` before a leading `-`, which is no option.
            let typed = shownPage.hasPrefix("-") ? "./" + shownPage : shownPage
            lines.append(RunMessages.resumeHint(language, ["path": ShellQuoting.word(typed)]))
        }
        if let transcript {
            lines.append(RunMessages.transcript(language, ["path": SystemPath.visible(transcript.url.path)]))
        }
        console.lines(lines)
    }
}
