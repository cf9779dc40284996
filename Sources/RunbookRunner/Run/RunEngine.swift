import Foundation
import RunbookKit
import ShellSyntax

/// Carries an operator through a page: settles every value first, checks the programs, then runs each step in one
/// shell session, verifies it, remembers it, and ends with a summary.
///
/// The engine owns the shell (a process), hence a class. The terminal, the shell and the clock are injected:
/// tests drive it with a scripted prompter and a console that records what a person would see.
public final class RunEngine: @unchecked Sendable {
    /// Where the run talks to a person.
    let console: any RunConsole
    /// Asks questions; nil when there is no terminal.
    let prompter: (any Prompter)?
    let options: RunOptions
    let store: RunStore
    let makeShell: @Sendable (ShellSession.Options) throws(ShellError) -> any CommandShell
    let clock: @Sendable () -> Date

    var plan: RunPlan
    var masker: SecretMasker
    var transcript: Transcript?
    var state: RunState
    var outcomes: [(step: Step, outcome: StepOutcome)] = []
    /// Placeholders whose value is expected from an earlier step's output rather than asked first.
    var deferred: Set<String> = []
    /// The shell variables the page's commands set: what the state keeps for `--resume`.
    let variableNames: [String]

    private let lock = NSLock()
    private var shell: (any CommandShell)?
    private var commandRunning = false
    /// Ctrl-C presses not yet dealt with.
    let interruptions: Interruptions

    /// Creates an engine for `plan`; `previous` is the state saved by the last run of the page, if any.
    public init(
        plan: RunPlan, options: RunOptions, console: any RunConsole, prompter: (any Prompter)?,
        previous: RunState?, store: RunStore, interruptions: Interruptions = Interruptions(),
        makeShell: @escaping @Sendable (ShellSession.Options) throws(ShellError) -> any CommandShell = {
            options throws(ShellError) in try ShellSession(options: options)
        },
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.plan = plan
        self.options = options
        self.console = console
        self.prompter = prompter
        self.store = store
        self.makeShell = makeShell
        self.clock = clock
        self.interruptions = interruptions
        self.masker = SecretMasker(secrets: plan.secretValues)
        self.variableNames = Array(Set(plan.runbook.steps.flatMap(\.commands).flatMap(\.sets))).sorted()
        var state = previous ?? RunState(page: plan.runbook.file)
        state.page = plan.runbook.file
        self.state = state
    }

    var language: Language { options.language }
    var interactive: Bool { prompter != nil }

    /// Runs the plan to its end, a failure, a quit or an interruption.
    public func run() -> RunResult {
        console.line(RunMessages.header(language, ["title": plan.runbook.title]))
        console.line(RunMessages.file(language, ["path": plan.runbook.file]))
        if let exit = settleValues() { return finish(exit, ran: false) }
        if let exit = preflight() { return finish(exit, ran: false) }
        openTranscript()
        recordStart()
        do {
            try startShell(restoring: options.resume)
        } catch {
            console.line("docrun: " + describe(error))
            return finish(.stepFailed, ran: false)
        }
        defer { currentShell()?.close() }
        let exit = runSteps(from: firstStepIndex())
        return finish(exit, ran: true)
    }

    /// Called on Ctrl-C: the first stops the running command (or, between commands, stops the run at the next
    /// step); a second one, before the first was dealt with, means quit: the caller then exits with 130.
    public func interrupt() -> Bool {
        let count = interruptions.record()
        if count >= 2 { return true }
        let running = lock.withLock { commandRunning ? shell : nil }
        running?.interrupt()
        return false
    }

    /// Whether a Ctrl-C is waiting to be dealt with.
    var wasInterrupted: Bool { interruptions.current > 0 }

    func resetInterruptions() { interruptions.reset() }

    func setRunning(_ running: Bool) {
        lock.withLock { commandRunning = running }
    }

    func currentShell() -> (any CommandShell)? {
        lock.withLock { shell }
    }

    /// Starts the shell; with `restoring`, gives it the variables and directory saved after the last step passed.
    func startShell(restoring: Bool) throws(ShellError) {
        var environment = options.environment
        environment["DOCRUN"] = "1"
        let session = try makeShell(
            ShellSession.Options(
                workingDirectory: options.workingDirectory, environment: environment, inheritsTerminal: interactive))
        lock.withLock { shell = session }
        guard restoring else { return }
        var script = state.variables.sorted { $0.key < $1.key }.map {
            "\($0.key)=\(ShellQuoting.singleQuoted($0.value))"
        }
        if let directory = state.directory { script.append("cd " + ShellQuoting.singleQuoted(directory)) }
        if !script.isEmpty { _ = try session.run(script.joined(separator: "\n")) { _ in } }
    }

    /// The index in `plan.steps` where this run starts: 0, or with `--resume` the first step that did not pass.
    private func firstStepIndex() -> Int {
        guard options.resume, !state.passed.isEmpty || state.stoppedAt != nil else { return 0 }
        let passed = Set(state.passed)
        let stoppedAt = state.stoppedAt.flatMap { stopped in plan.steps.firstIndex { Self.key($0.step) == stopped } }
        let firstNotPassed = plan.steps.firstIndex { !passed.contains(Self.key($0.step)) && $0.disposition != .group }
        if let index = stoppedAt ?? firstNotPassed {
            console.line(RunMessages.resuming(language, ["id": plan.steps[index].step.id]))
            return index
        }
        console.line(RunMessages.nothingToResume(language))
        return 0
    }

    /// The key that names a step across runs: its section's anchor and its id.
    static func key(_ step: Step) -> String { (step.section ?? "") + "/" + step.id }

    private func runSteps(from start: Int) -> RunExit {
        if start == 0 {
            state.passed = []
            state.stoppedAt = nil
        }
        for planned in plan.steps[start...] {
            if wasInterrupted {
                state.stoppedAt = Self.key(planned.step)
                saveState()
                return .interrupted
            }
            let control = runStep(planned)
            switch control {
            case .next(let outcome):
                if let outcome {
                    outcomes.append((planned.step, outcome))
                    if outcome != .failed { markPassed(planned.step) }
                }
            case .stop(let outcome, let exit):
                outcomes.append((planned.step, outcome))
                state.stoppedAt = Self.key(planned.step)
                saveState()
                return exit
            }
        }
        state.stoppedAt = nil
        saveState()
        let failed = outcomes.contains { $0.outcome == .failed }
        return failed ? .stepFailed : .success
    }

    private func markPassed(_ step: Step) {
        let key = Self.key(step)
        if !state.passed.contains(key) { state.passed.append(key) }
        saveState()
    }

    /// Saves values (never secrets), passed steps, the shell's variables and directory.
    func saveState() {
        var values: [String: String] = state.values
        for placeholder in plan.needed where !placeholder.isSecret {
            if let value = plan.values[placeholder.name] { values[placeholder.name] = value.value }
        }
        state.values = values
        if let shell = currentShell() {
            if let variables = try? shell.variables(named: variableNames) {
                // A shell variable that holds a secret is not kept: it would be a secret on disk.
                state.variables = variables.filter { masker.mask($0.value) == $0.value }
            }
            if let directory = try? shell.currentDirectory() { state.directory = directory }
        }
        do {
            try store.save(state)
        } catch {
            console.line(
                RunMessages.stateNotSaved(language, ["path": store.stateURL.path, "reason": describe(error)]))
        }
    }

    private func finish(_ exit: RunExit, ran: Bool) -> RunResult {
        // A question given up with Ctrl-C is an interruption, not a choice to quit.
        let exit = exit == .quit && wasInterrupted ? .interrupted : exit
        if ran { printSummary(exit) }
        transcript?.record(
            "end",
            [
                ("exit", .int(Int(exit.rawValue))),
                (
                    "steps",
                    .array(
                        outcomes.map {
                            .object([
                                ("id", .string($0.step.id)), ("section", .string($0.step.section)),
                                ("outcome", .string($0.outcome.rawValue)),
                            ])
                        })
                ),
            ])
        return RunResult(outcomes: outcomes, exit: exit, transcript: transcript?.url)
    }

    private func printSummary(_ exit: RunExit) {
        console.line()
        console.line(RunMessages.summaryTitle(language))
        for (step, outcome) in outcomes {
            let word: String
            switch outcome {
            case .passed: word = RunMessages.outcomePassed(language)
            case .warned: word = RunMessages.outcomeWarned(language)
            case .failed: word = RunMessages.outcomeFailed(language)
            case .skipped: word = RunMessages.outcomeSkipped(language)
            case .manual: word = RunMessages.outcomeManual(language)
            }
            let label = RunMessages.step(language, ["id": step.id])
            console.line(
                "  " + label.padding(toLength: max(label.count, 12), withPad: " ", startingAt: 0) + "  " + word)
        }
        let count = { (kind: StepOutcome) in String(self.outcomes.filter { $0.outcome == kind }.count) }
        console.line(
            RunMessages.summaryCounts(
                language,
                [
                    "passed": count(.passed), "warned": count(.warned), "failed": count(.failed),
                    "skipped": count(.skipped), "manual": count(.manual),
                ]))
        if exit != .success { console.line(RunMessages.resumeHint(language, ["path": plan.runbook.file])) }
        if let transcript { console.line(RunMessages.transcript(language, ["path": transcript.url.path])) }
    }

    private func openTranscript() {
        let url = options.transcriptPath.map { URL(fileURLWithPath: $0) } ?? store.transcriptURL(at: clock())
        transcript = try? Transcript(url: url, clock: clock)
        if transcript == nil {
            console.line(RunMessages.stateNotSaved(language, ["path": url.path, "reason": "cannot create the file"]))
        }
    }

    private func recordStart() {
        transcript?.record(
            "start",
            [
                ("page", .string(plan.runbook.file)), ("title", .string(plan.runbook.title)),
                ("language", .string(language.rawValue)), ("resume", .bool(options.resume)),
                ("strict", .bool(options.strict)), ("steps", .strings(plan.steps.map(\.step.id))),
            ])
        for placeholder in plan.needed {
            guard let value = plan.values[placeholder.name] else { continue }
            recordValue(placeholder, value)
        }
    }

    func recordValue(_ placeholder: Placeholder, _ value: ResolvedValue) {
        transcript?.record(
            "value",
            [
                ("name", .string(placeholder.name)), ("source", .string(value.source.rawValue)),
                ("secret", .bool(placeholder.isSecret)),
                ("value", .string(placeholder.isSecret ? Rendering.mask : masker.mask(value.value))),
            ])
    }

    func describe(_ error: any Error) -> String {
        if let shellError = error as? ShellError { return "\(shellError)" }
        return (error as NSError).localizedDescription
    }
}

/// What the loop does after a step.
enum StepControl {
    /// Go on; the outcome is nil for steps that only group others.
    case next(StepOutcome?)
    /// Stop the run with this outcome for the step and this exit.
    case stop(StepOutcome, RunExit)
}
