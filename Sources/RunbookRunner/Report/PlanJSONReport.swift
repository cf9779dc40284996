import RunbookKit

/// `docrun plan --format json`: the plan with each command resolved (values filled in, secrets masked).
///
/// Documented in docs/json.md. A secret's value never appears: its `value` is `"********"` when known, as is that of a
/// value that holds a secret (`RunPlan.hides`).
public enum PlanJSONReport {
    /// The plan as a JSON object.
    public static func value(of plan: RunPlan) -> JSONValue {
        let schedule = ValueSchedule(plan)
        let rendering = Rendering(plan)
        return .object([
            ("file", .string(SystemPath.shown(plan.runbook.file))),
            ("title", .string(plan.runbook.title)),
            ("language", .string(plan.runbook.language.rawValue)),
            ("platform", .string(RunPlan.platform.rawValue)),
            (
                "values",
                .array(
                    plan.needed.map { value($0, rendering: rendering, outputOf: schedule.boundBy[$0.name]) })
            ),
            ("missing", .strings(schedule.asked(in: plan).map(\.name))),
            (
                "unset_variables",
                .array(
                    schedule.unsetVariables.map { name, user in
                        .object([
                            ("name", .string(name)), ("first_use", .string(user)),
                            ("source", .string(plan.unsetValues[name]?.source.rawValue)),
                            ("description", .string(plan.runbook.variableDescriptions[name])),
                        ])
                    })
            ),
            (
                "unselected_setters",
                .array(
                    schedule.unselectedSetters.map { name, user, setter in
                        .object([("name", .string(name)), ("first_use", .string(user)), ("setter", .string(setter))])
                    })
            ),
            ("steps", .array(plan.steps.map { step($0, rendering: rendering, schedule: schedule) })),
        ])
    }

    private static func value(
        _ placeholder: Placeholder, rendering: Rendering, outputOf producer: String?
    ) -> JSONValue {
        let plan = rendering.plan
        let resolved = plan.values[placeholder.name]
        let shown: JSONValue =
            resolved.map { .string(rendering.hides(placeholder.name) ? Rendering.mask : $0.value) } ?? .null
        return .object([
            ("name", .string(placeholder.name)),
            ("value", shown),
            ("source", .string(resolved?.source.rawValue)),
            ("secret", .bool(placeholder.isSecret)),
            ("required", .bool(placeholder.isRequired)),
            ("description", .string(placeholder.description)),
            ("environment", .string(plan.environment(placeholder.name))),
            ("output_of", .string(producer)),
        ])
    }

    private static func step(_ planned: PlannedStep, rendering: Rendering, schedule: ValueSchedule) -> JSONValue {
        let step = planned.step
        return .object([
            ("id", .string(step.id)),
            ("section", .string(step.section)),
            ("line", .int(step.line)),
            ("text", .string(step.text)),
            ("disposition", .string(disposition(planned.disposition))),
            ("shell_opened_by", .string(planned.remoteShell)),
            ("platforms", .strings(step.platforms.map(\.rawValue))),
            ("commands", .array(step.commands.map { command($0, rendering: rendering, schedule: schedule) })),
            ("files", .array(step.files.map { file($0, rendering: rendering) })),
            ("outputs", .array(step.outputs.map(output))),
        ])
    }

    private static func command(_ command: Command, rendering: Rendering, schedule: ValueSchedule) -> JSONValue {
        .object([
            ("line", .int(command.line)),
            ("text", .string(command.text)),
            ("resolved", .string(rendering.command(command.script))),
            ("missing", .strings(command.placeholderNames.filter { schedule.asks($0, in: rendering.plan) })),
        ])
    }

    private static func output(_ output: Output) -> JSONValue {
        .object([("line", .int(output.line)), ("command", .int(output.command)), ("text", .string(output.text))])
    }

    private static func file(_ file: FileBlock, rendering: Rendering) -> JSONValue {
        .object([
            ("line", .int(file.line)), ("name", .string(file.name)), ("kind", .string(file.kind.rawValue)),
            ("content", .string(rendering.display(file))),
        ])
    }

    static func disposition(_ disposition: PlannedStep.Disposition) -> String {
        switch disposition {
        case .run: "run"
        case .manual: "manual"
        case .group: "group"
        case .skippedPlatform, .skippedAlternative: "skipped"
        }
    }
}
