import Foundation
import RunbookKit
import ShellSyntax

/// Settling values before anything runs, and checking the programs the page needs.
extension RunEngine {
    /// Checks the values given before the run, then lists them and those still to come.
    ///
    /// On a terminal nothing is asked yet: each missing value is asked when the run reaches the first step that uses it (`settle(_:at:)`).
    /// Without one, the missing values are listed with how to give them, and the run stops before anything runs.
    /// Values expected from an earlier step's output are bound there, never asked first.
    func settleValues() -> RunExit? {
        for placeholder in plan.needed {
            guard let value = plan.values[placeholder.name] else { continue }
            if !ValuesFile.isAcceptable(value.value) {
                let origin = PlanMessages.source(value.source, name: placeholder.name, language: language)
                console.line(RunMessages.badValue(language, ["name": placeholder.name, "origin": origin]))
                return .notStarted
            }
            if Self.tooShort(value.value, placeholder) {
                console.line(RunMessages.secretTooShort(language, ["name": placeholder.name]))
                return .notStarted
            }
            if let refusal = refusal(of: value.value, for: placeholder.name) {
                console.line("docrun: " + refusal)
                return .notStarted
            }
        }
        offerDefaults()
        schedule = ValueSchedule(plan)
        showKnownValues()
        showValuesToCome()
        let missing = plan.missing.filter { schedule.boundBy[$0.name] == nil }
        guard !interactive, !missing.isEmpty else { return nil }
        console.line()
        console.line(
            RunMessages.missingValues.form(missing.count, language)(
                language, ["path": plan.runbook.file, "count": String(missing.count)]))
        for placeholder in missing {
            let about = placeholder.description ?? PlanMessages.undocumented(language)
            console.line("  <\(placeholder.name)>  \(about)")
            if let producer = schedule.unselectedProducer[placeholder.name] {
                console.line("      " + RunMessages.notSelectedProducer(language, ["id": producer]))
            }
            console.line("      --set \(placeholder.name)=…   \(ValueInputs.environmentName(for: placeholder.name))=…")
        }
        console.line(RunMessages.missingHow(language))
        return .notStarted
    }

    /// Lists the values already known and where each comes from (a value remembered from the last run is used
    /// without asking: the operator sees it here and can override it with --set).
    private func showKnownValues() {
        let known = plan.needed.filter { plan.values[$0.name] != nil }
        guard !known.isEmpty else { return }
        console.line()
        console.line(PlanMessages.values(language))
        let width = known.map(\.name.count).max() ?? 0
        for placeholder in known {
            let value = plan.values[placeholder.name]!
            let shown = placeholder.isSecret ? Rendering.mask : value.value
            let origin = PlanMessages.source(value.source, name: placeholder.name, language: language)
            console.line(
                "  " + placeholder.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + shown + "  (" + origin + ")")
        }
    }

    /// Whether `value` is a secret too short to be masked without showing where it is (empty is no secret).
    static func tooShort(_ value: String, _ placeholder: Placeholder) -> Bool {
        placeholder.isSecret && !value.isEmpty && value.count < SecretForms.shortest
    }

    /// Asks for one value until it is acceptable: shows the description, whether it is required and secret.
    ///
    /// `note` says why it is asked now (an output that did not show it), above the description.
    func ask(_ placeholder: Placeholder, prompter: any Prompter, note: String? = nil) -> ResolvedValue? {
        var about: [String] = [placeholder.isRequired ? RunMessages.required(language) : RunMessages.optional(language)]
        if placeholder.isSecret {
            about.append(RunMessages.secret(language) + ", " + RunMessages.hiddenInput(language))
        }
        let description = "<\(placeholder.name)>  " + (placeholder.description ?? PlanMessages.undocumented(language))
        console.line()
        if let note { console.line(note) }
        console.line(description)
        let offered = self.offered(placeholder.name).map { " " + $0 } ?? ""
        while true {
            let prompt = placeholder.name + " (" + about.joined(separator: "; ") + ")" + offered + ": "
            guard var answer = prompter.readLine(prompt: prompt, secret: placeholder.isSecret) else { return nil }
            var source = ValueSource.prompt
            // Enter (or spaces alone) keeps the value offered.
            if let kept = defaults[placeholder.name], answer.allSatisfy(\.isWhitespace) {
                answer = kept.value
                source = kept.source
            }
            if !ValuesFile.isAcceptable(answer) {
                console.line(RunMessages.lineBreak(language))
                continue
            }
            // Spaces alone are no answer either: the operator pressed the space bar, not typed a value.
            if placeholder.isRequired && answer.allSatisfy(\.isWhitespace) {
                console.line(RunMessages.emptyRequired(language, ["name": placeholder.name]))
                console.line(description)
                continue
            }
            if Self.tooShort(answer, placeholder) {
                console.line(RunMessages.secretTooShort(language, ["name": placeholder.name]))
                continue
            }
            if let refusal = refusal(of: answer, for: placeholder.name) {
                console.line(refusal)
                continue
            }
            let value = ResolvedValue(value: answer, source: source)
            if placeholder.isSecret { secrets.add(answer) }
            recordValue(placeholder, value)
            return value
        }
    }

    /// Why `value` cannot be the value of `name`, naming the first step that runs a command where it would not be
    /// data (`ShellSubstitution.substitute`); nil when every such command can take it.
    func refusal(of value: String, for name: String) -> String? {
        for planned in plan.steps where planned.disposition == .run {
            for command in planned.step.commands where command.placeholderNames.contains(name) {
                do {
                    _ = try ShellSubstitution.substitute(
                        command.script, value: { $0 == name ? value : nil }, variable: Self.variable)
                } catch {
                    return RunMessages.refusal(error, step: planned.step.id, language: language)
                }
            }
        }
        return nil
    }

    /// Checks that the programs the commands start are on `PATH`, before any value is asked; asks on a terminal
    /// (no: the operator quits, 3), stops otherwise (2).
    func preflight() -> RunExit? {
        let missing = Preflight.missingPrograms(in: plan, path: options.environment["PATH"] ?? "")
        guard !missing.isEmpty else { return nil }
        console.line()
        console.line(RunMessages.missingPrograms(language))
        for program in missing {
            console.line(
                RunMessages.programNeededBy(
                    language, ["program": program.program, "steps": program.steps.joined(separator: ", ")]))
        }
        if let prompter {
            if options.yes { return nil }
            let answer = prompter.readLine(prompt: RunMessages.continueAnyway(language), secret: false)
            if let answer, Choices.yes(answer, language, default: false) { return nil }
            console.line(RunMessages.stoppedPrograms(language, ["path": plan.runbook.file]))
            return .quit
        }
        console.line(RunMessages.stoppedPrograms(language, ["path": plan.runbook.file]))
        return .notStarted
    }
}
