import RunbookKit

/// Selects the steps of a run and settles the values known before it starts.
public enum Planner {
    /// Which part of the page to run; the state keeps it for `--resume`.
    public struct Selection: Sendable, Equatable, Decodable {
        /// Only this section (by anchor) and the sections under it.
        public var section: String?
        /// Start at this step id (within the section, when given).
        public var from: String?
        /// End with this step id, its sub-steps included.
        public var to: String?
        /// Only these step ids, each with its sub-steps; empty: no such limit.
        public var only: [String]
        /// The title of the tab to run in each set of alternatives that has one (`API`, any case), where the plan would
        /// run another; nil: the plan chooses (`Planner.alternatives`).
        public var tab: String?

        /// Creates a selection; nil means the whole page.
        public init(
            section: String? = nil, from: String? = nil, to: String? = nil, only: [String] = [], tab: String? = nil
        ) {
            (self.section, self.from, self.to, self.only, self.tab) = (section, from, to, only, tab)
        }

        /// Whether it chooses steps: a section or steps, not only a tab.
        public var choosesSteps: Bool { section != nil || from != nil || to != nil || !only.isEmpty }

        /// The selection as `docrun run` takes it: `--section install --only 2,4`; empty for the whole page.
        public var options: String {
            let given: [(String, String?)] = [
                ("--section", section), ("--from", from), ("--to", to), ("--only", only.joined(separator: ",")),
                ("--tab", tab),
            ]
            return given.compactMap { option, value in value.flatMap { $0.isEmpty ? nil : option + " " + $0 } }
                .joined(separator: " ")
        }
    }

    /// The plan for `runbook`: the selected steps and the values `inputs` give.
    ///
    /// `unset` is the page's `Runbook.unsetVariableNames`, when the caller has read them already (nil: read here).
    public static func plan(
        _ runbook: Runbook, selection: Selection, inputs: ValueInputs, unset given: [String]? = nil
    ) throws(PlanError) -> RunPlan {
        let steps = try select(runbook, selection)
        let tabs = steps.compactMap { $0.tab?.kind == .tab ? $0.tab?.title : nil }
        if let tab = selection.tab, !tabs.contains(where: { same($0, tab) }) {
            var seen = Set<String>()
            throw .unknownTab(tab, available: tabs.filter { seen.insert($0).inserted })
        }
        let planned = alternatives(
            disposition(of: steps, typedIn: RemoteShell.steps(in: runbook.steps)), tab: selection.tab)
        let needed = neededPlaceholders(planned, runbook: runbook)
        let variables = ValueInputs.environmentNames(for: runbook.placeholders.map(\.name))
        var values: [String: ResolvedValue] = [:]
        for placeholder in needed {
            values[placeholder.name] = inputs.resolve(
                placeholder.name, variable: variables[placeholder.name] ?? "", remembered: !placeholder.isSecret)
        }
        let files = planned.filter(\.isDone).flatMap(\.step.files)
        let scriptsRead = FileSubstitution.scriptsRead(in: runbook)
        let slots = Dictionary(files.map { ($0.blockLine, FileSubstitution.slots(of: $0, scriptsRead: scriptsRead)) }) {
            $1
        }
        // Every file of a step that runs is one of `files`.
        let uses = RunPlan.uses(of: planned) { slots[$0.blockLine] ?? [] }
        // A secret given for a placeholder that no selected step uses is masked too, and so is one given for a name
        // that is no placeholder of the page, when the name says it is a secret (a values file several pages share,
        // another page's `DOCRUN_IAM_API_KEY`, which the shell does not inherit): a step may print it from a file.
        let known = Set(runbook.placeholders.map(\.name))
        let pageVariables = Set(variables.values)
        let givenForOthers =
            inputs.commandLine.merging(inputs.valuesFile) { first, _ in first }.filter { name, _ in
                !known.contains(name) && SecretNames.isSecret(name: name, descriptions: [])
            }.map(\.value)
            + inputs.environment.filter { name, _ in
                name.hasPrefix("DOCRUN_") && !pageVariables.contains(name)
                    && SecretNames.saysCredential(variable: String(name.dropFirst("DOCRUN_".count)))
            }.map(\.value)
        let otherSecrets =
            (runbook.placeholders.filter { $0.isSecret && values[$0.name] == nil }.compactMap {
                inputs.resolve($0.name, variable: variables[$0.name] ?? "", remembered: false)?.value
            } + givenForOthers.sorted()).filter { $0.count >= SecretForms.shortest }
        let pageUnset = given ?? runbook.unsetVariableNames
        let unset = pageUnset.filter { !known.contains($0) }
        let unsetValues = Dictionary(
            unset.compactMap { name in inputs.resolve(name, variable: name, remembered: false).map { (name, $0) } }
        ) { $1 }
        let setInEnvironment = Set(
            runbook.steps.lazy.flatMap(\.commands).flatMap(\.sets).filter { inputs.environment[$0] != nil })
        return RunPlan(
            runbook: runbook, selection: selection, steps: planned, needed: needed, values: values,
            variables: variables, fileSlots: slots, scriptsRead: scriptsRead, uses: uses, otherSecrets: otherSecrets,
            unsetVariables: unset,
            unsetValues: unsetValues, pageUnsetVariables: pageUnset, setInEnvironment: setInEnvironment)
    }

    private static func select(_ runbook: Runbook, _ selection: Selection) throws(PlanError) -> [Step] {
        var steps = runbook.steps
        if let anchor = selection.section {
            guard let index = runbook.sections.firstIndex(where: { $0.renderedAnchor == anchor }) else {
                throw PlanError.unknownSection(anchor, available: runbook.sections.compactMap(\.renderedAnchor))
            }
            // A section's enclosing heading comes before it: one pass in page order finds all that `index` holds.
            var inside: Set<Int> = [index]
            for (i, section) in runbook.sections.enumerated() where section.parent.map(inside.contains) ?? false {
                inside.insert(i)
            }
            steps = steps.filter { $0.sectionIndex.map(inside.contains) ?? false }
        }
        let beforeFrom = steps
        if let from = selection.from {
            steps = try Array(steps[indices(of: from, in: steps, option: "--from").lowerBound...])
        }
        if let to = selection.to {
            do {
                steps = try Array(steps[..<indices(of: to, in: steps, option: "--to").upperBound])
            } catch .unknownStep where selection.from != nil && beforeFrom.contains(where: { names(to, $0) }) {
                throw .toBeforeFrom(to, from: selection.from ?? "")
            }
        }
        if !selection.only.isEmpty {
            // Each step under both names a selector may give it (`names`), found once: `--only` may give thousands.
            var named: [String: [Int]] = [:]
            for (index, step) in steps.enumerated() {
                named[step.id, default: []].append(index)
                named[step.selector, default: []].append(index)
            }
            var kept = Set<Int>()
            for id in selection.only {
                kept.formUnion(try indices(of: id, in: steps, option: "--only", matching: named[id] ?? []))
            }
            steps = steps.indices.filter(kept.contains).map { steps[$0] }
        }
        return steps
    }

    /// Where the step `selector` names is in `steps`, with the sub-steps that follow it (`7` → 7, 7.1 … 7.4); an
    /// unknown step, or a number several steps have (in several sections, or twice in one), is an error, which names
    /// the `option` that chose it.
    ///
    /// `matches` are the indices of the steps `selector` names, when they are known already.
    private static func indices(of selector: String, in steps: [Step], option: String, matching matches: [Int]? = nil)
        throws(PlanError) -> Range<Int>
    {
        let matches = matches ?? steps.indices.filter { names(selector, steps[$0]) }
        guard let first = matches.first else {
            // Steps numbered in each section (a tutorial's, whose headings are its steps) or in each procedure.
            let counts = Dictionary(steps.map { ($0.id, 1) }, uniquingKeysWith: +)
            throw PlanError.unknownStep(
                selector, available: steps.map(\.id), repeated: steps.last { counts[$0.id, default: 0] > 1 }?.selector,
                sections: Set(steps.map(\.sectionIndex)).count)
        }
        if matches.count > 1 {
            // Each candidate's section is named when they are in several: `--section` tells them apart then.
            let sections = Set(matches.map { steps[$0].sectionIndex }).count
            throw PlanError.ambiguousStep(
                selector, option: option,
                candidates: matches.map {
                    steps[$0].selector + (sections > 1 ? steps[$0].section.map { " (#\($0))" } ?? "" : "")
                }, sections: sections)
        }
        let id = steps[first].id
        var end = first + 1
        while end < steps.count, steps[end].id.hasPrefix(id + "."), steps[end].section == steps[first].section {
            end += 1
        }
        return first..<end
    }

    /// Whether two tab titles are the same but for case (`--tab api` chooses "API").
    private static func same(_ title: String, _ other: String) -> Bool {
        title.lowercased() == other.lowercased()
    }

    /// Whether `selector` names `step`: its number (`7.2`), or its number and line as `docrun list` shows them
    /// (`2@30`, `Step.selector`), which tells apart steps of the same number.
    public static func names(_ selector: String, _ step: Step) -> Bool {
        selector == step.id || selector == step.selector
    }

    /// What the plan does with each step; `typedIn` gives the steps typed in a shell another opens (`RemoteShell`).
    ///
    /// A step with a command in a fence of a shell whose syntax is not bash's (`Vocabulary.nonBashShells`: zsh, fish,
    /// csh, tcsh) is done by hand, all of it: bash would fail on the command, or run it otherwise.
    private static func disposition(of steps: [Step], typedIn: [String: String]) -> [PlannedStep] {
        steps.map { step in
            let shell = typedIn[step.selector]
            let otherShell = step.commands.lazy.map { FenceLine.language(ofInfo: $0.info) }.first {
                Vocabulary.nonBashShells.contains($0)
            }
            let disposition: PlannedStep.Disposition =
                if !step.platforms.isEmpty, !step.platforms.contains(RunPlan.platform) {
                    .skippedPlatform(step.platforms)
                } else if step.hasSubsteps && step.commands.isEmpty && step.files.isEmpty {
                    .group
                } else if shell != nil || otherShell != nil
                    || (step.commands.isEmpty && step.files.allSatisfy { !$0.isWritten })
                {
                    .manual
                } else {
                    .run
                }
            let manual = disposition == .manual
            return PlannedStep(
                step: step, disposition: disposition, remoteShell: manual ? shell : nil,
                otherShell: manual ? otherShell : nil)
        }
    }

    /// Of each set of alternatives (`Tab.set`: tabs, or bullets of a step) that selected steps are in, runs one and skips
    /// the others.
    ///
    /// The tab that runs is the one of the title followed where the group came before in the page (the earliest
    /// followed, when the set has several), else the set's first that has a command or file to run (a tab of steps
    /// done by hand, "UI", gives way to "CLI" after it), else the set's first (a tab scoped to another system is no
    /// choice); the sub-steps of a skipped one are skipped with it. `--only` or `--section` chooses by what it selects,
    /// and `wanted` (`--tab`) by its title, before all that.
    private static func alternatives(_ planned: [PlannedStep], tab wanted: String?) -> [PlannedStep] {
        func choosable(_ item: PlannedStep) -> Tab? {
            if case .skippedPlatform = item.disposition { return nil }
            return item.step.tab
        }
        func key(_ step: Step, _ id: String) -> String { "\(step.sectionIndex ?? -1)/\(id)" }
        var titles: [Int: (group: String, titles: [String])] = [:]
        var order: [Int] = []
        // Each tab ([set, title]) seen, and those whose steps or their sub-steps run something.
        var (seen, running) = (Set<[String]>(), Set<[String]>())
        var tabOfStep: [String: Tab] = [:]
        for item in planned {
            let parentTab = item.step.parent.flatMap { tabOfStep[key(item.step, $0)] }
            guard let tab = choosable(item) ?? parentTab else { continue }
            tabOfStep[key(item.step, item.step.id)] = tab
            if item.disposition == .run { running.insert([String(tab.set), tab.title]) }
            guard choosable(item) != nil, seen.insert([String(tab.set), tab.title]).inserted else { continue }
            if titles[tab.set] == nil { order.append(tab.set) }
            titles[tab.set, default: (tab.group, [])].titles.append(tab.title)
        }
        guard !order.isEmpty else { return planned }
        // Each title a group followed, by when it first did: a set runs the earliest one it has.
        var followed: [[String]: Int] = [:]
        var chosen: [Int: String] = [:]
        for set in order {
            let (group, names) = titles[set]!
            let rank = { (title: String) in
                (
                    wanted.map { same($0, title) } ?? false ? -1 : followed[[group, title]] ?? .max,
                    running.contains([String(set), title]) ? 0 : 1
                )
            }
            let title = names.min { rank($0) < rank($1) } ?? names[0]
            if followed[[group, title]] == nil { followed[[group, title]] = followed.count }
            chosen[set] = title
        }
        var skipped: [String: Tab] = [:]
        return planned.map { item in
            let step = item.step
            let key = { (id: String) in key(step, id) }
            var instead = step.parent.flatMap { skipped[key($0)] }
            if let tab = choosable(item), let runs = chosen[tab.set], runs != tab.title {
                instead = Tab(title: runs, group: tab.group, set: tab.set, kind: tab.kind)
            }
            guard let instead else { return item }
            skipped[key(step.id)] = instead
            return PlannedStep(step: step, disposition: .skippedAlternative(instead))
        }
    }

    /// Placeholders used by the commands and the files written of the steps that run, in order of first use, each
    /// described by the documentation nearest the first of them that uses it: a file the page names no name for is
    /// shown, not written, and its values are not asked for (shown as written unless given).
    private static func neededPlaceholders(_ steps: [PlannedStep], runbook: Runbook) -> [Placeholder] {
        let uses = steps.filter { $0.disposition == .run }.map(\.step).flatMap { step in
            let files = step.files.filter(\.isWritten)
            let uses = step.commands.flatMap(\.placeholders) + files.flatMap(\.placeholders)
            return uses.sorted { $0.location < $1.location }.map { (use: $0, step: step) }
        }
        var seen = Set<String>()
        return uses.filter { seen.insert($0.use.name).inserted }.compactMap { first in
            runbook.placeholder(named: first.use.name)?.described(near: first.step)
        }
    }
}

/// A selection that does not fit the page.
public enum PlanError: Error, Sendable, Equatable {
    case unknownSection(String, available: [String])
    /// No step has the number; `available` are the numbers of those that could; `repeated`, where some of them are
    /// the number of several steps, is one such step as `--only` can name it (`1@28`), and `sections` how many
    /// sections the steps are in.
    case unknownStep(String, available: [String], repeated: String?, sections: Int)
    /// A number several steps have, given to `option`, and each of them as `names` can choose it: `2@30 (#section)`;
    /// and in how many sections they are.
    case ambiguousStep(String, option: String, candidates: [String], sections: Int)
    /// The step `--to` names comes before the one `--from` names.
    case toBeforeFrom(String, from: String)
    /// No tab of the selected steps has the title `--tab` gives; `available` are their titles.
    case unknownTab(String, available: [String])

    /// What is said of the error in `language`, naming `file`: the name asked for, the nearest known one, and all.
    public func message(file: String, language: Language) -> String {
        func unknown(_ text: Localized, _ name: String, among names: [String], listed: [String]? = nil) -> String {
            let near = Self.nearest(to: name, among: names, language: language)
            let all = (listed ?? names).joined(separator: ", ")
            return text(language, ["path": file, "name": name, "near": near, "names": all])
        }
        switch self {
        case .unknownSection(let anchor, let available):
            return unknown(PlanMessages.unknownSection, anchor, among: available)
        case .unknownStep(let id, let available, let repeated, let sections):
            // Several sections repeat the same numbers: each id is listed once, then how to name one of them.
            var seen = Set<String>()
            let ids = available.filter { seen.insert($0).inserted }
            let hint = repeated.map { example in
                PlanMessages.numbersRepeat(
                    language,
                    ["example": example, "orSection": sections > 1 ? PlanMessages.orSection(language) : ""])
            }
            return unknown(
                PlanMessages.unknownStep, id, among: ids,
                listed: [Self.runs(of: ids).joined(separator: ", ") + (hint ?? "")])
        case .unknownTab(let title, let available) where available.isEmpty:
            return PlanMessages.noTabs(language, ["path": file, "name": title])
        case .unknownTab(let title, let available):
            return unknown(PlanMessages.unknownTab, title, among: available)
        case .toBeforeFrom(let to, let from):
            return PlanMessages.toBeforeFrom(language, ["path": file, "to": to, "from": from])
        case .ambiguousStep(let id, let option, let candidates, let sections):
            let example = candidates.last.map { String($0.prefix { $0 != " " }) } ?? id
            // --section tells apart only steps of different sections.
            let orSection = sections > 1 ? PlanMessages.orSection(language) : ""
            return PlanMessages.ambiguousStep(
                language,
                [
                    "path": file, "id": id, "candidates": candidates.joined(separator: ", "),
                    "example": option + " " + example, "orSection": orSection,
                ])
        }
    }

    /// The warning for a value given for `name`, which is no placeholder of `file` (`known` are), in `language`.
    public static func unknownValue(_ name: String, file: String, known: [String], language: Language) -> String {
        let near = nearest(to: name, among: known, language: language)
        return PlanMessages.notAPlaceholder(language, ["name": name, "path": file, "near": near])
    }

    /// Step ids with each run of three or more consecutive top-level numbers written as one range: 1–600, 601.1.
    static func runs(of ids: [String]) -> [String] {
        var written: [String] = []
        var run: [Int] = []
        func close() {
            written += run.count >= 3 ? ["\(run[0])–\(run[run.count - 1])"] : run.map(String.init)
            run = []
        }
        for id in ids {
            if let number = Int(id), run.last.map({ $0 + 1 == number }) ?? true {
                run.append(number)
                continue
            }
            close()
            if let number = Int(id) { run = [number] } else { written.append(id) }
        }
        close()
        return written
    }

    /// "; did you mean 'x'?" for the name of `names` nearest to `name`, in `language`; empty when none is near.
    private static func nearest(to name: String, among names: [String], language: Language) -> String {
        NameSuggestion.closest(to: name, in: names).map { PlanMessages.didYouMean(language, ["name": $0]) } ?? ""
    }
}

extension Step {
    /// The step as `--only`, `--from` and `--to` name it where other steps have its number, and as docrun names it
    /// then: its number and line (`2@30`).
    var selector: String { "\(id)@\(line)" }
}
