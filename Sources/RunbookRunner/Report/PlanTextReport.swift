import RunbookKit

/// `docrun plan --format text`: the steps in the page's language, values filled in, secrets masked.
public struct PlanTextReport: Sendable {
    /// The language of the labels.
    public let language: Language

    /// Creates a report in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// The plan as text, ending with a newline.
    public func render(_ plan: RunPlan) -> String {
        var lines = [
            PlanMessages.title(language, ["title": plan.runbook.title]),
            PlanMessages.file(language, ["path": SystemPath.visible(plan.runbook.file)]),
            PlanMessages.nothingRuns(language), "",
        ]
        let schedule = ValueSchedule(plan)
        let rendering = Rendering(plan)
        lines += valueLines(rendering, schedule: schedule)
        lines += unsetVariableLines(plan, schedule: schedule)
        lines += unselectedSetterLines(schedule.unselectedSetters)
        var section: Int?
        for planned in plan.steps {
            if planned.step.sectionIndex != section, let index = planned.step.sectionIndex {
                section = index
                let heading = plan.runbook.sections[index]
                lines += ["", "## " + heading.title + (heading.anchor.map { "  {#\($0)}" } ?? "")]
            }
            lines += [""] + stepLines(planned, rendering: rendering, schedule: schedule)
        }
        lines.append("")
        let commands = plan.steps.filter { $0.disposition == .run }.reduce(0) { $0 + $1.step.commands.count }
        let counts = [plan.steps.count, commands, schedule.asked(in: plan).count]
        lines.append(zip(PlanMessages.summary, counts).map { $0.0(language, count: $0.1) }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The values: each known one with its source, one bound from an output (`ValueSchedule.boundBy`: the step whose
    /// output `docrun run` takes it from) saying so, the others missing, naming the step left out of the selection that
    /// would have printed it, as the run does.
    private func valueLines(_ rendering: Rendering, schedule: ValueSchedule) -> [String] {
        let plan = rendering.plan
        guard !plan.needed.isEmpty else { return [PlanMessages.noValues(language)] }
        var lines = [PlanMessages.values(language)]
        let width = plan.needed.map(\.name.count).max() ?? 0
        for placeholder in plan.needed {
            let name = placeholder.name.padding(toLength: width, withPad: " ", startingAt: 0)
            // Not known yet: taken from a step's output by `docrun run`, or missing.
            let producer = schedule.boundBy[placeholder.name].map { RunMessages.fromOutputOf(language, ["id": $0]) }
            var shown =
                plan.shownValue(of: placeholder, hidden: rendering.hides(placeholder.name), language: language)
                ?? "<" + (producer ?? PlanMessages.missing(language)) + ">"
            if let unselected = schedule.unselectedProducer[placeholder.name] {
                shown += " — " + RunMessages.notSelectedProducer(language, ["id": unselected])
            }
            var tags: [String] = []
            if placeholder.isSecret { tags.append(ListMessages.secret(language)) }
            if !placeholder.isRequired { tags.append(ListMessages.optional(language)) }
            if !tags.isEmpty { shown += "  [" + tags.joined(separator: ", ") + "]" }
            lines.append("  \(name)  \(shown)")
            let description = placeholder.description ?? PlanMessages.undocumented(language)
            lines.append("  " + String(repeating: " ", count: width) + "  " + description)
        }
        return lines
    }

    /// The variables the steps use that no step sets: each with the first step that uses it and its value (a
    /// credential's masked), or where it comes from, and what the page says of it.
    private func unsetVariableLines(_ plan: RunPlan, schedule: ValueSchedule) -> [String] {
        guard !schedule.unsetVariables.isEmpty else { return [] }
        return ["", PlanMessages.unsetVariables(language)] + unsetVariableRows(plan, schedule.unsetVariables)
    }

    /// What `run` says before anything runs of `setters` (`ValueSchedule.unselectedSetters`), after a blank line.
    ///
    /// A variable that only a step left out sets is empty; nothing is said when there is none.
    func unselectedSetterLines(_ setters: [(name: String, user: String, setter: String)]) -> [String] {
        guard !setters.isEmpty else { return [] }
        return [""]
            + setters.map { name, user, setter in
                RunMessages.setByUnselected(language, ["name": "$" + name, "user": user, "setter": setter])
            }
    }

    /// The rows of `unsetVariableLines` for `variables` (each name and the first step that uses it), its names padded
    /// to one width: `run` lists those given a value so.
    func unsetVariableRows(_ plan: RunPlan, _ variables: [(name: String, user: String)]) -> [String] {
        var lines: [String] = []
        let width = variables.map(\.name.count).max() ?? 0
        let masker = SecretMasker(secrets: plan.secretValues)
        for (name, user) in variables {
            var said = PlanMessages.askedByRun(language, ["id": user])
            if let given = plan.givenValue(unset: name) {
                let value = plan.hidesUnset(name, masker: masker) ? Rendering.mask : given.value
                said = PlanMessages.givenUnset(
                    language,
                    [
                        "id": user, "value": VisibleText.of(value),
                        "source": PlanMessages.source(given.source, variable: name, language: language),
                    ])
            } else if plan.unsetValues[name] != nil {
                // The environment docrun was started in gives it.
                said = PlanMessages.inEnvironment(language, ["id": user])
            }
            lines.append("  $" + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + said)
            if let description = plan.runbook.variableDescriptions[name] {
                lines.append("   " + String(repeating: " ", count: width) + "  " + description)
            }
        }
        return lines
    }

    private func stepLines(_ planned: PlannedStep, rendering: Rendering, schedule: ValueSchedule) -> [String] {
        let step = planned.step
        let indent = String(repeating: "  ", count: planned.depth)
        let header = PlanMessages.step(language, ["id": step.id])
        var lines = [indent + header + (step.text.isEmpty ? "" : " — " + step.text)]
        let body = indent + "    "
        switch planned.disposition {
        case .group:
            // Its other paragraphs say when or why to do its sub-steps ("To bind each action, follow these steps").
            return lines + step.details.map { body + $0 }
        case .skippedPlatform, .skippedAlternative:
            return lines + [body + planned.notRunning(language)]
        case .manual:
            lines += [body + planned.notRunning(language)] + step.details.map { body + $0 }
            lines += planned.byHandReasons(language).map { body + $0 }
        case .run:
            break
        }
        let commands = step.lines(
            command: { commandLines($1, of: step, at: $0, rendering: rendering, schedule: schedule, indent: body) },
            file: { fileLines($0, rendering: rendering, indent: body) })
        return lines + commands
    }

    /// The command as shown, the values it still needs, and the example outputs compared after it.
    private func commandLines(
        _ command: Command, of step: Step, at index: Int, rendering: Rendering, schedule: ValueSchedule,
        indent: String
    ) -> [String] {
        let shown = rendering.command(command.script).split(separator: "\n", omittingEmptySubsequences: false)
        var lines = shown.enumerated().map { indent + ($0.offset == 0 ? "$ " : "  ") + $0.element }
        let missing = command.placeholderNames.filter { schedule.asks($0, in: rendering.plan) }
        if !missing.isEmpty {
            lines.append(indent + "  " + PlanMessages.needsValues(language, ["names": missing.joined(separator: ", ")]))
        }
        for output in step.outputs where output.command == index {
            let count = output.text.split(separator: "\n", omittingEmptySubsequences: false).count
            lines.append(indent + "  " + PlanMessages.expectedOutput(language, count: count))
        }
        // The examples the page gives of the command, before its next command: what its values may look like.
        let next = index + 1 < step.commands.count ? step.commands[index + 1].line : Int.max
        for example in step.examples where example.line > command.line && example.line < next {
            let first = String(example.text.prefix { $0 != "\n" })
            lines.append(indent + "  " + PlanMessages.example(language, ["first": first]))
        }
        return lines
    }

    private func fileLines(_ file: FileBlock, rendering: Rendering, indent: String) -> [String] {
        let heading =
            switch (file.kind, file.name) {
            case (.request, _): PlanMessages.request(language)
            case (.snippet, let name?): PlanMessages.snippet(language, ["name": name])
            case (_, .some): PlanMessages.writesFile(language, ["name": rendering.fileName(file)])
            case (_, nil): PlanMessages.unnamedFile(language)
            }
        let content = rendering.display(file).split(separator: "\n", omittingEmptySubsequences: false)
        return [indent + heading] + content.map { indent + "  | " + $0 }
    }
}
