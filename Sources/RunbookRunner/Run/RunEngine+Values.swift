import Foundation
import RunbookKit
import ShellSyntax

/// Values: checked before anything runs, each missing one asked at the first step that uses it.
extension RunEngine {
    /// Checks the values given, lists them and those the steps from `start` need, after the steps at `rerunning` (a
    /// resumed run's, run again first); without a terminal, a missing value stops the run here.
    func settleValues(from start: Int, rerunning: [Int] = []) -> RunExit? {
        if let problem = plan.refusedValue(language) {
            console.line(problem)
            return .notStarted
        }
        offerDefaults()
        schedule = ValueSchedule(plan, from: start, rerunning: rerunning)
        // A value this run's output gives comes from that output: the last run's is at most offered at its question,
        // and the state forgets it, so that a later --resume does not take it for this run's.
        for name in schedule.boundBy.keys {
            state.values[name] = nil
            if let last = plan.values.removeValue(forKey: name), interactive { defaults[name] = last }
        }
        let missing = schedule.asked(in: plan)
        showKnownValues()
        showValuesToCome(missing)
        showUnselectedSetters()
        settleUnsetVariables()
        guard !interactive, !missing.isEmpty else { return nil }
        console.line()
        console.line(
            RunMessages.missingValues.form(missing.count, language)(
                language, ["path": shownPage, "count": String(missing.count)]))
        for placeholder in missing {
            console.line(
                "  <\(placeholder.name)>  "
                    + VisibleText.of(placeholder.description ?? PlanMessages.undocumented(language)))
            if let producer = schedule.unselectedProducer[placeholder.name] {
                console.line("      " + RunMessages.notSelectedProducer(language, ["id": producer]))
            }
            console.line(howToGive(placeholder.name))
        }
        console.line(RunMessages.missingHow(language))
        return .notStarted
    }

    /// On a terminal a documented default value is offered at its question, and so is a remembered one without
    /// `--yes` (with it, a remembered value is used unasked); neither is used unasked otherwise, and without a terminal a
    /// documented default is not used at all.
    private func offerDefaults() {
        guard interactive else { return }
        for placeholder in plan.needed {
            if !options.yes, let value = plan.values[placeholder.name], value.source == .remembered {
                defaults[placeholder.name] = value
                plan.values[placeholder.name] = nil
            } else if plan.values[placeholder.name] == nil, !placeholder.isSecret,
                let value = placeholder.documentedDefault
            {
                defaults[placeholder.name] = ResolvedValue(value: value, source: .documented)
            }
        }
    }

    private func showKnownValues() {
        let known = plan.needed.filter { plan.values[$0.name] != nil }
        guard !known.isEmpty else { return }
        console.line()
        console.line(PlanMessages.values(language))
        let width = known.map(\.name.count).max() ?? 0
        for placeholder in known {
            let name = placeholder.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let hidden = rendering.hides(placeholder.name)
            console.line(
                "  " + name + "  " + (plan.shownValue(of: placeholder, hidden: hidden, language: language) ?? ""))
        }
    }

    /// Lists the values still to come: those to be asked (at which step) and those an example output binds.
    private func showValuesToCome(_ asked: [Placeholder]) {
        let bound = plan.needed.filter { schedule.boundBy[$0.name] != nil }
        let width = (asked + bound).map(\.name.count).max() ?? 0
        let pad = { (name: String) in name.padding(toLength: width, withPad: " ", startingAt: 0) }
        if interactive && !asked.isEmpty {
            console.line()
            console.line(RunMessages.valuesAhead(language, count: asked.count))
            for placeholder in asked {
                var row = "  " + pad(placeholder.name) + "  "
                row += RunMessages.atStep(language, ["id": schedule.firstUse[placeholder.name] ?? "?"])
                if placeholder.isSecret { row += ", " + ListMessages.secret(language) }
                if let offered = offered(placeholder.name) { row += " " + offered }
                if let producer = schedule.unselectedProducer[placeholder.name] {
                    row += " — " + RunMessages.notSelectedProducer(language, ["id": producer])
                }
                console.line(row)
            }
        }
        guard !bound.isEmpty else { return }
        console.line()
        console.line(RunMessages.boundAhead(language, count: bound.count))
        for placeholder in bound {
            let producer = schedule.boundBy[placeholder.name] ?? "?"
            console.line("  " + pad(placeholder.name) + "  " + RunMessages.fromOutputOf(language, ["id": producer]))
        }
    }

    /// Says which variables the selected steps use that only a step left out sets (and the environment does not):
    /// bash expands them empty, and a command runs with a value missing.
    private func showUnselectedSetters() {
        // Those --resume restores from the state are set (the schedule leaves out those the environment has).
        let unset = schedule.unselectedSetters.filter { !(options.resume && state.variables[$0.name] != nil) }
        console.lines(PlanTextReport(language: language).unselectedSetterLines(unset))
    }

    /// Settles, before anything runs, the variables the selected steps use that no step of the page sets
    /// (`ValueSchedule.unsetVariables`).
    ///
    /// A value given with `--set` or `--values` is exported with the first command; the environment's, or on
    /// `--resume` the state's, is the shell's already. Each other one is named, and on a terminal asked at the first
    /// step that uses it (`askUnsetVariables`); without one, bash expands it empty. The value of one whose name says it
    /// holds a credential is masked as a secret is.
    private func settleUnsetVariables() {
        var (unset, listed): ([(name: String, user: String)], [(name: String, user: String)]) = ([], [])
        for (name, user) in schedule.unsetVariables {
            let given = plan.givenValue(unset: name)
            let restored = options.resume ? state.variables[name] : nil
            guard let value = given?.value ?? options.environment[name] ?? restored else {
                unset.append((name, user))
                continue
            }
            // A given one too short to be masked was refused with the plan's values (`refusedValue`).
            if SecretNames.saysCredential(variable: name), value.count >= SecretForms.shortest { learnSecret(value) }
            if let given {
                unsetGiven.append((name, given))
                listed.append((name, user))
            }
            if given != nil || (options.environment[name] == nil && restored != nil) { unsetKept.insert(name) }
        }
        unsetToAsk = interactive ? Set(unset.map(\.name)) : []
        // Those given a value are listed as `plan` lists them.
        if !listed.isEmpty {
            console.line()
            console.line(PlanMessages.unsetVariables(language))
            console.lines(PlanTextReport(language: language).unsetVariableRows(plan, listed).map(VisibleText.of))
        }
        guard !unset.isEmpty else { return }
        console.line()
        for (name, user) in unset {
            let said = interactive ? RunMessages.setByNoStepAsked : RunMessages.setByNoStep
            let which = (setInSubshell.contains(name) ? RunMessages.subshellSets : RunMessages.noStepSets)(language)
            console.line(said(language, ["name": "$" + name, "user": user, "variable": name, "which": which]))
        }
    }

    /// How the first control character of a typed answer shows (`^[`, `^H`): the terminal's line mode edits with
    /// Backspace and Ctrl-U only, and passes an arrow key's sequence (`^[[D`) or a Ctrl key on as text; nil when it has
    /// none (a tab is text).
    static func controlTyped(in answer: String) -> String? {
        answer.unicodeScalars.lazy.compactMap(VisibleText.shown).first
    }

    /// What the question offers for `name`, in brackets: `[last: my-org]`, `[default: us-south]`; nil when nothing.
    private func offered(_ name: String) -> String? {
        guard let value = defaults[name] else { return nil }
        let label = value.source == .documented ? RunMessages.pageDefault : RunMessages.lastValue
        return "[" + label(language, ["value": VisibleText.of(value.value)]) + "]"
    }

    /// Before a file is written or a command runs: each of `names` without a value is asked now (saying why when an
    /// output should have given it); without a terminal the run stops.
    func settle(_ names: [String]) -> RunExit? {
        // In the order the page first uses them, whatever order `names` is in.
        let wanted = Set(names)
        let order = plan.needed.map(\.name).filter(wanted.contains)
        let ordered = Set(order)
        for name in order + names.filter({ !ordered.contains($0) }) where plan.values[name] == nil {
            guard
                let placeholder = plan.needed.first(where: { $0.name == name }) ?? plan.runbook.placeholder(named: name)
            else { continue }
            var note: String?
            if let producer = schedule.boundBy[name] {
                note = RunMessages.notInOutput(language, ["name": "<\(name)>", "id": producer])
            } else if let producer = schedule.unselectedProducer[name] {
                note = "<\(name)>: " + RunMessages.notSelectedProducer(language, ["id": producer])
            }
            guard let prompter else {
                if let note { console.line(note) }
                console.line(
                    RunMessages.missingLater(language, ["path": shownPage, "name": name]))
                console.line(howToGive(name))
                return .stepFailed
            }
            guard let value = ask(placeholder, prompter: prompter, note: note) else { return .quit }
            plan.values[name] = value
        }
        return nil
    }

    /// How to give `name` a value without a terminal: `--set` (the name quoted for the shell) or its variable.
    private func howToGive(_ name: String) -> String {
        "      --set \(ShellQuoting.word(name))=…   \(plan.environment(name))=…"
    }

    /// What is wrong with a typed answer whatever it is for: too long for the terminal's line (`variable` gives it
    /// instead), a line break, a control character; nil when none.
    private func typingProblem(_ answer: String, variable: String) -> String? {
        if answer.utf8.count >= TerminalPrompter.lineLimit {
            return RunMessages.tooLongToType(language, ["variable": variable])
        }
        if !ValuesFile.isAcceptable(answer) { return RunMessages.lineBreak(language) }
        return Self.controlTyped(in: answer).map { RunMessages.controlTyped(language, ["shown": $0]) }
    }

    /// Asks, before a command runs, for each variable it expands (`names`) that no step sets and the environment lacks.
    ///
    /// Each of `unsetToAsk` is asked on the terminal once, then exported in the shell with the command's values; an
    /// empty answer leaves it unset. A name that says it holds a credential is typed hidden and masked like a secret.
    func askUnsetVariables(_ names: [String]) -> RunExit? {
        guard !unsetToAsk.isEmpty, let prompter else { return nil }
        for name in names where unsetToAsk.remove(name) != nil {
            let secret = SecretNames.saysCredential(variable: name)
            var about = ListMessages.optional(language)
            if secret { about += ", " + ListMessages.secret(language) + ", " + RunMessages.hiddenInput(language) }
            console.line()
            let description = plan.runbook.variableDescriptions[name].map(VisibleText.of)
            let why = (setInSubshell.contains(name) ? RunMessages.subshellSetsIt : RunMessages.noStepSetsIt)(language)
            console.line("$" + name + "  " + (description ?? RunMessages.unsetVariableAbout(language, ["why": why])))
            let prompt = name + " (" + about + ")" + (language == .fr ? " : " : ": ")
            while true {
                guard let answer = prompter.readLine(prompt: prompt, secret: secret) else { return .quit }
                let tooShort = RunPlan.tooShort(answer, secret: secret)
                if let problem = typingProblem(answer, variable: name)
                    ?? (tooShort ? RunMessages.secretTooShort(language, ["name": name]) : nil)
                {
                    console.line(problem)
                    continue
                }
                if !answer.isEmpty {
                    if secret { learnSecret(answer) }
                    unsetGiven.append((name, ResolvedValue(value: answer, source: .prompt)))
                    unsetKept.insert(name)
                }
                break
            }
        }
        return nil
    }

    /// Asks for one value until it is acceptable, after `note` (why it is asked now) and its description.
    private func ask(_ placeholder: Placeholder, prompter: any Prompter, note: String?) -> ResolvedValue? {
        // French puts a space before `;` and `:`.
        let (semicolon, colon) = language == .fr ? (" ; ", " : ") : ("; ", ": ")
        var about = placeholder.isRequired ? ListMessages.required(language) : ListMessages.optional(language)
        if placeholder.isSecret {
            about += semicolon + ListMessages.secret(language) + ", " + RunMessages.hiddenInput(language)
        }
        let description =
            "<\(placeholder.name)>  " + VisibleText.of(placeholder.description ?? PlanMessages.undocumented(language))
        console.line()
        if let note { console.line(note) }
        console.line(description)
        let prompt =
            placeholder.name + " (" + about + ")"
            + (offered(placeholder.name).map { " " + $0 } ?? "") + colon
        while true {
            guard var answer = prompter.readLine(prompt: prompt, secret: placeholder.isSecret) else { return nil }
            var source = ValueSource.prompt
            // Enter (or spaces alone) keeps the value offered.
            if let kept = defaults[placeholder.name], answer.allSatisfy(\.isWhitespace) {
                answer = kept.value
                source = kept.source
            }
            if let problem = typingProblem(answer, variable: plan.environment(placeholder.name)) {
                console.line(problem)
            } else if placeholder.isRequired && answer.allSatisfy(\.isWhitespace) {
                // Spaces alone are no answer either: the operator pressed the space bar, not typed a value.
                console.line(RunMessages.emptyRequired(language, ["name": placeholder.name]))
                console.line(description)
            } else if RunPlan.tooShort(answer, secret: placeholder.isSecret) {
                console.line(RunMessages.secretTooShort(language, ["name": placeholder.name]))
            } else if let refusal = plan.refusal(of: answer, for: placeholder.name, language: language) {
                console.line(refusal)
            } else {
                let value = ResolvedValue(value: answer, source: source)
                if placeholder.isSecret { learnSecret(answer) }
                recordValue(placeholder.name, secret: placeholder.isSecret, value)
                return value
            }
        }
    }
}

extension RunPlan {
    /// What `docrun run` says of the first value given that it refuses; nil when it takes them all.
    ///
    /// It refuses a line break or a NUL byte, a secret too short to mask, and a value that would not be data in a
    /// command, before anything runs; `docrun plan` refuses them in the same words.
    public func refusedValue(_ language: Language) -> String? {
        let refused = refusals(values.mapValues(\.value), language: language)
        // A value given for a variable no step sets is exported single-quoted, data whatever it holds, but a line break
        // or a NUL byte is refused from every source, and a credential's value too short to be masked.
        let placeholders = needed.compactMap { placeholder in
            values[placeholder.name].map { (placeholder.name, $0, placeholder.isSecret, environment(placeholder.name)) }
        }
        let variables = unsetVariables.compactMap { name in
            givenValue(unset: name).map { (name, $0, SecretNames.saysCredential(variable: name), name) }
        }
        for (name, value, secret, variable) in placeholders + variables {
            if !ValuesFile.isAcceptable(value.value) {
                let origin = PlanMessages.source(value.source, variable: variable, language: language)
                return RunMessages.badValue(language, ["name": name, "origin": origin])
            }
            if Self.tooShort(value.value, secret: secret) {
                return RunMessages.secretTooShort(language, ["name": name])
            }
            // A variable no step sets is no placeholder: nothing is refused for it.
            if let refusal = refused[name] { return "docrun: " + refusal }
        }
        return nil
    }

    /// Whether `value` is a secret too short to be masked without showing where it is (empty is no secret).
    static func tooShort(_ value: String, secret: Bool) -> Bool {
        secret && !value.isEmpty && value.count < SecretForms.shortest
    }

    /// Why `value` cannot be the value of `name`, naming the first step that runs a command or writes a file where it
    /// would not be data (`ShellSubstitution.substitute`, `FileSubstitution`); nil when every one can take it.
    func refusal(of value: String, for name: String, language: Language) -> String? {
        refusals([name: value], language: language)[name]
    }

    /// `refusal(of:for:language:)` for each of the values `given` by name, from the plan's `uses`: a command may hold
    /// thousands of placeholders, and each value is checked only where its own placeholder sits.
    ///
    /// Each placeholder's first refusal in page order: a step's commands before its files, a file's name before its
    /// content.
    func refusals(_ given: [String: String], language: Language) -> [String: String] {
        var found: [String: String] = [:]
        for (name, value) in given {
            uses: for use in uses[name] ?? [] {
                do throws(SubstitutionError) {
                    switch use.place {
                    case .command(let yaml):
                        _ = try ShellSubstitution.filled(
                            value, at: use.occurrence, yaml: yaml, variable: shellVariable)
                    case .fileName: _ = try FileSubstitution.inName(value, for: name)
                    case .file(let slot): _ = try FileSubstitution.written(value, at: slot, for: name)
                    }
                } catch {
                    found[name] = RunMessages.refusal(error, step: use.step, language: language)
                    break uses
                }
            }
        }
        return found
    }
}
