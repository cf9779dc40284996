import Foundation
import RunbookKit

/// Asking for a value when the run needs it: at the start the operator sees which values will be asked and which an
/// output will give; each is then asked at the first step that uses it, once that step's header is on screen, so
/// that what earlier steps printed can be used to answer.
extension RunEngine {
    /// On a terminal (without `--yes`), a value remembered from the last run is not used unasked: it becomes the
    /// default of its question, and so does a default the page documents ("The default value is us-south").
    /// Without a terminal, or with `--yes`, nobody is asked: a remembered value is used as it is, a documented
    /// default is not (the value is missing).
    func offerDefaults() {
        guard interactive, !options.yes else { return }
        for placeholder in plan.needed {
            if let value = plan.values[placeholder.name], value.source == .remembered {
                defaults[placeholder.name] = value
                plan = plan.replacing(name: placeholder.name, with: nil)
            } else if plan.values[placeholder.name] == nil, !placeholder.isSecret,
                let value = placeholder.documentedDefault
            {
                defaults[placeholder.name] = ResolvedValue(value: value, source: .documented)
            }
        }
    }

    /// What the question offers for `name`, in brackets: `[last: my-org]`, `[default: us-south]`; nil when nothing.
    func offered(_ name: String) -> String? {
        guard let value = defaults[name] else { return nil }
        let label = value.source == .documented ? RunMessages.pageDefault : RunMessages.lastValue
        return "[" + label(language, ["value": value.value]) + "]"
    }

    /// Lists the values still to come: those to be asked (at which step) and those an example output binds.
    func showValuesToCome() {
        let asked = plan.missing.filter { schedule.boundBy[$0.name] == nil }
        let bound = plan.missing.filter { schedule.boundBy[$0.name] != nil }
        let width = (asked + bound).map(\.name.count).max() ?? 0
        let pad = { (name: String) in name.padding(toLength: width, withPad: " ", startingAt: 0) }
        if interactive && !asked.isEmpty {
            console.line()
            console.line(RunMessages.valuesAhead(language, count: asked.count))
            for placeholder in asked {
                var row = "  " + pad(placeholder.name) + "  "
                row += RunMessages.atStep(language, ["id": schedule.firstUse[placeholder.name] ?? "?"])
                if placeholder.isSecret { row += ", " + RunMessages.secret(language) }
                if let offered = offered(placeholder.name) { row += " " + offered }
                if let producer = schedule.unselectedProducer[placeholder.name] {
                    row += " — " + RunMessages.notSelectedProducer(language, ["id": producer])
                }
                console.line(row)
            }
        }
        if !bound.isEmpty {
            console.line()
            console.line(RunMessages.boundAhead(language, count: bound.count))
            for placeholder in bound {
                let producer = schedule.boundBy[placeholder.name] ?? "?"
                console.line("  " + pad(placeholder.name) + "  " + RunMessages.fromOutputOf(language, ["id": producer]))
            }
        }
    }

    /// Before a file is written or a command runs in `step`: each of `names` without a value is asked now (saying
    /// why it was not found when an output should have given it); without a terminal the run stops.
    func settle(_ names: [String], at step: Step) -> RunExit? {
        // In the order the page first uses them, whatever order `names` is in.
        let order = plan.needed.map(\.name).filter(names.contains)
        for name in order + names.filter({ !order.contains($0) }) where plan.values[name] == nil {
            guard let placeholder = plan.runbook.placeholder(named: name) else { continue }
            guard let prompter else {
                console.line(RunMessages.missingLater(language, ["path": plan.runbook.file, "name": name]))
                console.line("      --set \(name)=…   \(ValueInputs.environmentName(for: name))=…")
                return .stepFailed
            }
            var note: String?
            if let producer = schedule.boundBy[name] {
                note = RunMessages.notInOutput(language, ["name": "<\(name)>", "id": producer])
            } else if let producer = schedule.unselectedProducer[name] {
                note = "<\(name)>: " + RunMessages.notSelectedProducer(language, ["id": producer])
            }
            guard let value = ask(placeholder, prompter: prompter, note: note) else { return .quit }
            plan = plan.replacing(name: name, with: value)
        }
        return nil
    }
}
