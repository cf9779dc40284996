import RunbookKit

/// When each value of a run is needed and where it may come from, worked out before anything runs: the step that
/// first uses it, the selected step whose example output shows it as a slot (the run binds it from the real
/// output), and, when that step is not selected (`--from`, `--section`), the step that would have.
struct ValueSchedule: Sendable, Equatable {
    /// The id of the first selected step that uses each placeholder.
    var firstUse: [String: String] = [:]
    /// The selected step whose example output shows the placeholder before its first use: the value is bound
    /// from that step's real output, not asked first.
    var boundBy: [String: String] = [:]
    /// A step outside the selection whose example output shows the placeholder before its first use.
    var unselectedProducer: [String: String] = [:]

    /// No value needed.
    init() {}

    /// The schedule of `plan`'s values, from its selected steps and the page's other steps.
    init(_ plan: RunPlan) {
        var shown: [String: String] = [:]
        var used: Set<String> = []
        for planned in plan.steps where planned.disposition == .run {
            let step = planned.step
            for event in Self.events(step).sorted(by: { $0.line < $1.line }) {
                if event.isOutput {
                    for name in event.names where !used.contains(name) && shown[name] == nil { shown[name] = step.id }
                    continue
                }
                for name in event.names where used.insert(name).inserted {
                    firstUse[name] = step.id
                    if let producer = shown[name], plan.values[name] == nil { boundBy[name] = producer }
                }
            }
        }
        // A value that no selected output gives may be shown by an output the selection left out, before the first
        // selected use: the operator is told which step would have printed it.
        let selected = Set(plan.steps.map { RunEngine.key($0.step) })
        let firstLine = Dictionary(
            plan.steps.filter { $0.disposition == .run }.flatMap { planned in
                Self.events(planned.step).filter { !$0.isOutput }.flatMap { event in
                    event.names.map { ($0, event.line) }
                }
            }, uniquingKeysWith: min)
        for step in plan.runbook.steps where !selected.contains(RunEngine.key(step)) {
            for output in step.outputs {
                for name in output.placeholders.map(\.name) {
                    guard let line = firstLine[name], output.line < line, boundBy[name] == nil,
                        unselectedProducer[name] == nil, plan.values[name] == nil
                    else { continue }
                    unselectedProducer[name] = step.id
                }
            }
        }
    }

    /// The uses and example outputs of a step, with their lines.
    private static func events(_ step: Step) -> [(line: Int, names: [String], isOutput: Bool)] {
        step.commands.map { ($0.line, $0.placeholderNames, false) }
            + step.files.filter { $0.kind == .file }.map { ($0.line, $0.placeholderNames, false) }
            + step.outputs.map { ($0.line, $0.placeholders.map(\.name), true) }
    }
}
