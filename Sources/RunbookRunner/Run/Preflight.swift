import Processes
import RunbookKit
import ShellSyntax

/// Before any value is asked: the programs a page's commands start (`bx`, `kubectl`, `curl`…) that `PATH` lacks.
extension RunEngine {
    /// Stops (2), or asks on a terminal (no: quit, 3), when a program the commands start is not on `PATH`.
    func preflight() -> RunExit? {
        let missing = Self.missingPrograms(in: plan, path: options.environment["PATH"] ?? "")
        guard !missing.isEmpty else { return nil }
        console.line()
        console.line(RunMessages.missingPrograms(language))
        for program in missing {
            let line = program.steps.count == 1 ? RunMessages.programNeededBy : RunMessages.programNeededBySteps
            console.line(line(language, ["program": program.program, "steps": program.steps.joined(separator: ", ")]))
        }
        if interactive, options.yes || ask(RunMessages.continueAnyway(language), default: false) == true { return nil }
        console.line(RunMessages.stoppedPrograms(language, ["path": shownPage]))
        return interactive ? .quit : .notStarted
    }

    /// The programs the running steps start that `PATH` lacks, in order of first use, with the steps that start each.
    static func missingPrograms(in plan: RunPlan, path: String) -> [(program: String, steps: [String])] {
        var order: [String] = []
        var steps: [String: [String]] = [:]
        for planned in plan.steps where planned.disposition == .run {
            for program in planned.step.commands.flatMap({ programs(in: $0.script) }) {
                if steps[program] == nil { order.append(program) }
                if steps[program, default: []].last != planned.step.id {
                    steps[program, default: []].append(planned.step.id)
                }
            }
        }
        // A function or an alias the page defines is not a program, wherever it is called.
        let definitions = PageDefinitions(plan.steps.flatMap(\.step.commands).map(\.script))
        let defined = Set(definitions.functions.keys).union(definitions.aliases.keys)
        return order.filter { program in
            !defined.contains(program) && ChildProcess.find(program, path: path) == nil
        }.map { ($0, steps[$0] ?? []) }
    }

    /// The programs `command` starts (`ShellScript.commandNames`, inside `$(…)` too, and both `sudo` and the command
    /// it runs) less builtins and reserved words (`ShellScript.isBuiltin`), paths, and words holding a quote, a
    /// placeholder or an expansion: those are not programs to look for on `PATH`.
    static func programs(in command: ShellScript) -> [String] {
        command.commandNames.filter { word in
            !ShellScript.isBuiltin(word) && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.+".contains($0) }
                && !(word.first?.isNumber ?? true) && !word.hasPrefix("-")
        }
    }
}
