import RunbookKit

/// What `docrun run` will do with a page, worked out before anything runs.
///
/// It holds the selected steps, what each does, and the values it needs. `docrun plan` prints it.
public struct RunPlan: Sendable {
    let runbook: Runbook
    /// The steps chosen: `--only`'s run under `--yes` even when they look destructive.
    let selection: Planner.Selection
    /// The selected steps, in page order.
    let steps: [PlannedStep]
    /// The placeholders the selected steps use, in the order the page first uses them.
    let needed: [Placeholder]
    /// The values known so far, by placeholder name (secrets included: never print them).
    var values: [String: ResolvedValue]
    /// The environment variable of each placeholder of the page (`ValueInputs.environmentNames`).
    let variables: [String: String]
    /// Where each placeholder sits in the files of the steps done (`FileSubstitution.slots`), by the file's fence
    /// line: read once, for the refusals, the display and the script alike.
    let fileSlots: [Int: FileSubstitution.Placements]
    /// The files the page's commands have a shell read as a script, by last path component
    /// (`FileSubstitution.scriptsRead(in:)`): a file the page writes under such a name is one.
    var scriptsRead: Set<String> = []
    /// Where the steps that run use each placeholder, by name, in page order (`RunPlan.uses(of:slots:)`): found once,
    /// for the refusals of every value given, typed or bound, and for the script alike.
    let uses: [String: [Use]]
    /// The values given for the page's secret placeholders that the selected steps do not use, and for names that
    /// are no placeholder of the page but say they are secrets (`--set`, `--values`, `DOCRUN_<NAME>`): masked all the
    /// same (a selected step may print one from a file an earlier run wrote, or a value may hold one).
    var otherSecrets: [String] = []
    /// The variables the page's commands expand that none of them sets (`UnsetVariable`), in the order first expanded:
    /// `run` asks for each at the first selected step that uses it, unless the environment has it.
    var unsetVariables: [String] = []
    /// The values given for `unsetVariables`, by name: `--set`, `--values`, then the environment docrun was started in
    /// (the variable's own name: `REGION`).
    var unsetValues: [String: ResolvedValue] = [:]
    /// The page's `Runbook.unsetVariableNames`, placeholders' names among them: the variables a run keeps in its
    /// state besides those the commands set (`Runbook.keptVariables(unset:)`).
    var pageUnsetVariables: [String] = []
    /// The variables the page's commands set that the environment docrun was started in has: where the step that
    /// sets one is left out, the shell has the environment's value, and nothing is missing.
    var setInEnvironment: Set<String> = []
    /// The system the commands run on, docrun's: the steps the page scopes to others are skipped.
    static let platform = Platform.linux

    /// The environment variable that gives the placeholder `name` a value, `DOCRUN_…`: also its variable in the
    /// script `docrun plan --format sh` writes.
    func environment(_ name: String) -> String { variables[name] ?? ValueInputs.environmentName(for: name) }

    /// The variable of the run's shell that holds the value of `name` while a command runs, each placeholder its own:
    /// `__docrun_` and the name, other characters than ASCII letters and digits as `_` (`__docrun_user_name`), or,
    /// where that is not the name's own, its environment variable's name after `DOCRUN_` (`__docrun_KEY_6815C86C`).
    func shellVariable(_ name: String) -> String {
        let variable = environment(name)
        guard variable == ValueInputs.environmentName(for: name) else {
            return "__docrun_" + variable.dropFirst("DOCRUN_".count)
        }
        return "__docrun_" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The value given with `--set` or `--values` for `name`, one of `unsetVariables`; nil when none was, and when the
    /// environment docrun was started in gives it: the shell has that one already, and docrun neither exports nor
    /// writes it.
    func givenValue(unset name: String) -> ResolvedValue? {
        unsetValues[name].flatMap { $0.source == .environment ? nil : $0 }
    }

    /// Whether the value given for `name`, one of `unsetVariables`, is shown as the mask and left out of the plan's
    /// script: its name says it holds a credential, or it holds a secret `masker` hides (the plan's `secretValues`, or
    /// the run's), as `run` masks it.
    func hidesUnset(_ name: String, masker: SecretMasker) -> Bool {
        SecretNames.saysCredential(variable: name)
            || givenValue(unset: name).map { masker.mask($0.value) != $0.value } == true
    }

    /// Where each placeholder sits in `file`.
    func slots(of file: FileBlock) -> FileSubstitution.Placements {
        fileSlots[file.blockLine] ?? FileSubstitution.slots(of: file, scriptsRead: scriptsRead)
    }

    /// Whether the page's placeholder `name` is a secret (false for a name that is no placeholder of the page).
    func isSecret(_ name: String) -> Bool { runbook.placeholder(named: name)?.isSecret == true }

    /// Whether the value of `name` is shown as the mask: a secret's, or a value that holds a secret in a form or a
    /// piece `masker` hides (a connection string whose password is given as a value of its own).
    func hides(_ name: String, masker: SecretMasker) -> Bool {
        isSecret(name) || values[name].map { !$0.value.isEmpty && masker.mask($0.value) != $0.value } == true
    }

    /// A known value as `plan` and `run` list it: the value (the mask when `hidden`) and where it came from,
    /// `us-south  (--set)`; nil for a value not known yet.
    func shownValue(of placeholder: Placeholder, hidden: Bool, language: Language) -> String? {
        guard let value = values[placeholder.name] else { return nil }
        let source = PlanMessages.source(value.source, variable: environment(placeholder.name), language: language)
        return (hidden ? Rendering.mask : VisibleText.of(value.value)) + "  (" + source + ")"
    }

    /// The placeholder values that are secret and known: what must be masked wherever text is shown.
    var secretValues: [String] {
        (needed.filter(\.isSecret).compactMap { values[$0.name]?.value } + otherSecrets).filter { !$0.isEmpty }
    }
}

/// A step as the plan treats it.
struct PlannedStep: Sendable {
    enum Disposition: Sendable, Equatable {
        /// Its commands run (and its files are written).
        case run
        /// It has no command: a person does it.
        case manual
        /// It only groups sub-steps.
        case group
        /// The page scopes it to other operating systems.
        case skippedPlatform([Platform])
        /// It is an alternative of a set, a tab or a bullet (or a sub-step of one), and the plan follows another: this
        /// one.
        case skippedAlternative(Tab)
    }

    let step: Step
    let disposition: Disposition
    /// The id of the step that opens the shell in a container or on another machine that this step's commands are
    /// typed in (`RemoteShell`): the step is done by hand and docrun shows its commands.
    var remoteShell: String? = nil
    /// The shell whose syntax is not bash's that a command of this step is written for (its fence's language: `zsh`,
    /// `fish`, `csh`, `tcsh`): the step is done by hand and docrun shows its commands.
    var otherShell: String? = nil
    /// Why its commands are done by hand, as `plan` and `run` say it: each of `remoteShell` and `otherShell` given.
    func byHandReasons(_ language: Language) -> [String] {
        [
            remoteShell.map { PlanMessages.remoteShell(language, ["step": $0]) },
            otherShell.map { PlanMessages.otherShell(language, ["shell": $0]) },
        ].compactMap { $0 }
    }
    /// What `plan` (as text and as a script) and `run` say of the step when it does not run: skipped, for other
    /// systems or for another alternative, or to be done by hand; empty when it runs or only groups sub-steps.
    func notRunning(_ language: Language) -> String {
        switch disposition {
        case .skippedPlatform(let platforms):
            let names = platforms.map(\.spelled).joined(separator: ", ")
            return PlanMessages.skipped(language, ["platform": RunPlan.platform.spelled, "platforms": names])
        case .skippedAlternative(let tab):
            let skipped = tab.kind == .tab ? PlanMessages.skippedTab : PlanMessages.skippedBullet
            return skipped(language, ["tab": tab.title])
        case .manual: return PlanMessages.manual(language)
        case .run, .group: return ""
        }
    }
    /// Whether the run does it: runs its commands, or shows it to be done by hand (not a group, not skipped).
    var isDone: Bool { disposition == .run || disposition == .manual }
    /// How deep it is nested (0 for a top-level step): a sub-step's id is its parent's and one more number.
    var depth: Int { step.id.utf8.count { $0 == UInt8(ascii: ".") } }
}

extension Platform {
    /// The system's name as its maker spells it ("Linux", "macOS", "Windows").
    var spelled: String { self == .macos ? "macOS" : rawValue.capitalized }
}

/// A command (with its index in the step's commands) or a file of a step.
enum StepAction {
    case command(Int, Command)
    case file(FileBlock)
}

extension Step {
    /// The step's commands and files in page order, each file after the command it follows: the order `plan` shows
    /// them in and `run` does them in.
    var actions: [StepAction] {
        var actions: [StepAction] = []
        var files = self.files[...]
        for (index, command) in commands.enumerated() {
            while let next = files.first, (next.afterCommand ?? -1) < index {
                actions.append(.file(files.removeFirst()))
            }
            actions.append(.command(index, command))
        }
        return actions + files.map(StepAction.file)
    }

    /// The lines of the step's `actions`.
    func lines(command: (Int, Command) -> [String], file: (FileBlock) -> [String]) -> [String] {
        actions.flatMap { action in
            switch action {
            case .command(let index, let each): command(index, each)
            case .file(let each): file(each)
            }
        }
    }
}
