import RunbookKit

/// When each value of a run is needed and where it may come from, worked out before anything runs.
struct ValueSchedule: Sendable {
    /// The first selected step that uses each placeholder: its id, or its id and line (`1@14`) where several steps
    /// have that id; the same for the steps below.
    var firstUse: [String: String] = [:]
    /// The selected step whose example output shows the placeholder before its first use: bound from its output.
    var boundBy: [String: String] = [:]
    /// The index in `plan.steps` of each `boundBy` step.
    var boundAt: [String: Int] = [:]
    /// A step outside the selection whose example output shows the placeholder before its first use.
    var unselectedProducer: [String: String] = [:]
    /// The shell variables a selected step uses that only a step outside the selection sets before it, in page order.
    ///
    /// Each with the selected step that uses it and the step that would have set it; not those the environment sets
    /// (`RunPlan.setInEnvironment`).
    var unselectedSetters: [(name: String, user: String, setter: String)] = []
    /// The variables selected steps use that no command of the page sets (`RunPlan.unsetVariables`), in the order they
    /// use them: the variable and the first selected step that uses it.
    var unsetVariables: [(name: String, user: String)] = []
    /// How many steps of the page have each step id.
    private var idUses: [String: Int] = [:]

    init() {}

    /// The schedule of `plan`'s steps from the one at `start` (a resumed run's first; those before it passed), after
    /// the steps at `rerunning`, before `start`, that a resumed run runs again first.
    init(_ plan: RunPlan, from start: Int = 0, rerunning: [Int] = []) {
        idUses = Dictionary(plan.runbook.steps.map { ($0.id, 1) }, uniquingKeysWith: +)
        var shown: [String: (label: String, index: Int)] = [:]
        var firstLine: [String: Int] = [:]
        for index in rerunning + Array(start..<plan.steps.count) where plan.steps[index].disposition == .run {
            let step = plan.steps[index].step
            let events =
                step.commands.map { ($0.line, $0.placeholderNames, false) }
                + step.files.filter { $0.kind == .file }.map { ($0.line, $0.placeholderNames, false) }
                + step.outputs.map { ($0.line, $0.placeholders.map(\.name), true) }
            for (line, names, isOutput) in events.sorted(by: { $0.0 < $1.0 }) {
                for name in names where isOutput && firstUse[name] == nil && shown[name] == nil {
                    shown[name] = (label(step), index)
                }
                for name in names where !isOutput {
                    firstLine[name] = min(firstLine[name] ?? line, line)
                    guard firstUse[name] == nil else { continue }
                    firstUse[name] = label(step)
                    // The last run's value does not stand for what this run's output gives: it may be stale.
                    if let producer = shown[name], (plan.values[name]?.source ?? .remembered) == .remembered {
                        (boundBy[name], boundAt[name]) = (producer.label, producer.index)
                    }
                }
            }
        }
        // A value that no selected output gives may be shown by an output the selection left out, before the first
        // selected use: the operator is told which step would have printed it.
        let producers = plan.runbook.steps.filter { $0.outputs.contains { !$0.placeholders.isEmpty } }
        let selected = producers.isEmpty ? [] : Set(plan.steps.map(\.step.line))
        for step in producers where !selected.contains(step.line) {
            for output in step.outputs {
                for name in output.placeholders.map(\.name) {
                    guard let line = firstLine[name], output.line < line, boundBy[name] == nil,
                        unselectedProducer[name] == nil, plan.values[name] == nil
                    else { continue }
                    unselectedProducer[name] = label(step)
                }
            }
        }
        findUnselectedSetters(plan, from: start)
        // The first selected step that uses each of the plan's unset variables.
        var left = Set(plan.unsetVariables)
        for planned in plan.steps[start...] where planned.disposition == .run && !left.isEmpty {
            for command in planned.step.commands where planned.step.isForBash(command) {
                for name in command.uses where left.remove(name) != nil {
                    unsetVariables.append((name, label(planned.step)))
                }
            }
        }
    }

    /// The variables selected steps use that steps outside the selection set before them (`unselectedSetters`);
    /// the steps before `start`, which passed in the run resumed, count as selected.
    private mutating func findUnselectedSetters(_ plan: RunPlan, from start: Int) {
        let selected = Set(plan.steps[start...].filter { $0.disposition == .run }.map(\.step.line))
        let passed = Set(plan.steps[..<start].map(\.step.line))
        var setBySelected: Set<String> = []
        var setByOther: [String: String] = [:]
        var reported: Set<String> = []
        for step in plan.runbook.steps {
            let isSelected = selected.contains(step.line)
            for command in step.commands {
                if isSelected {
                    for name in command.uses
                    where !setBySelected.contains(name) && !reported.contains(name)
                        && !plan.setInEnvironment.contains(name)
                    {
                        guard let setter = setByOther[name] else { continue }
                        reported.insert(name)
                        unselectedSetters.append((name, label(step), setter))
                    }
                }
                if isSelected || passed.contains(step.line) {
                    setBySelected.formUnion(command.sets)
                } else {
                    for name in command.sets { setByOther[name] = label(step) }
                }
            }
        }
    }

    /// The step's id, or its id and line (`1@14`, as `--only` takes it) where other steps of the page have that id.
    func label(_ step: Step) -> String { idUses[step.id, default: 0] > 1 ? step.selector : step.id }

    /// The needed placeholders `docrun run` asks for: those a scheduled step uses without a value that no selected
    /// output gives.
    func asked(in plan: RunPlan) -> [Placeholder] {
        plan.needed.filter { firstUse[$0.name] != nil && asks($0.name, in: plan) }
    }

    /// Whether `docrun run` asks for `name`: it has no value, and no selected output gives it.
    func asks(_ name: String, in plan: RunPlan) -> Bool { plan.values[name] == nil && boundBy[name] == nil }
}
