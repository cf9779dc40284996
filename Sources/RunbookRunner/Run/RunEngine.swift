import Foundation
import RunbookKit
import ShellSyntax
import Synchronization

/// Carries an operator through a page: programs, values, then each step in one shell session, verified and saved.
///
/// A class: it owns the shell (a process). The terminal, the shell and the clock are injected for tests.
public final class RunEngine: @unchecked Sendable {
    /// Where the run talks to a person, the run's secrets masked; `prompter` asks, nil without a terminal.
    let console: RunScreen
    let prompter: (any Prompter)?
    let options: RunOptions
    let store: RunStore
    let makeShell: @Sendable (ShellSession.Options) throws(ShellError) -> any CommandShell
    let clock: @Sendable () -> Date
    var plan: RunPlan
    var masker: SecretMasker { console.masker }
    var transcript: Transcript?
    var state: RunState
    var outcomes: [(step: Step, outcome: StepOutcome)] = []
    /// Why a step ended as it did, by step key, when the summary says it ("mypod.yaml not written").
    var notes: [String: String] = [:]
    var enteredSection: Int?
    /// Whether the run said that the transcript could not be written (it says so once, and again at the end).
    private var transcriptWarned = false
    /// Seconds the running step's commands may still run (`options.timeout` at the step's start); nil: no limit.
    var stepBudget: Double?
    /// The page lines of the files the commands ran from, for bash's messages that name them.
    var scriptMessages: ScriptMessages
    /// The page's path as the run's messages show it (`SystemPath.visible`: on one line, its controls shown).
    var shownPage: String { SystemPath.visible(plan.runbook.file) }
    /// The plan's commands and files as a person sees them, values hidden with the run's secrets: a masker of the
    /// plan's secrets made for each step cost n × n for n steps and n secrets (200 took 9 s of CPU).
    var rendering: Rendering { Rendering(plan, masker: masker) }
    var schedule = ValueSchedule()
    /// The variables no step of the page sets, nor the environment, still to be asked (`askUnsetVariables`).
    var unsetToAsk: Set<String> = []
    /// Those of them the page sets only in a subshell, before a command expands them (`UnsetVariable.setInSubshell`).
    let setInSubshell: Set<String>
    /// Those given (`--set`, `--values`) or answered, to be exported in the shell before the next command runs.
    var unsetGiven: [(name: String, value: ResolvedValue)] = []
    /// Those whose value docrun gave the shell (given, answered, or restored from the state): the only ones of them the
    /// state keeps, since the environment's may change by the next run.
    var unsetKept: Set<String> = []
    /// Values offered at the prompt, Enter keeping them: the last run's and the page's documented defaults.
    var defaults: [String: ResolvedValue] = [:]
    /// The shell variables the page's commands set, and those they use that none sets
    /// (`Runbook.keptVariables(unset:)`): the only ones the state keeps.
    let variableNames: [String]
    /// The shell variables set by a command of the plan that uses a secret: credentials, whatever their value.
    let setWithSecrets: Set<String>
    let pageSteps: [SavedStep]
    /// What `--yes` alone does not run, with the functions and aliases the page's commands define.
    let destructive: DestructiveSteps
    /// Each step's key across runs, by line (`keys(of:)`).
    let stepKeys: [Int: String]
    private var stateEncoder = StateEncoder()
    let interruptions: Interruptions
    /// Held while `end(on:)` ends the shell's processes: the run does not finish before they are gone.
    private let endingLock = Mutex(())
    /// The shell, and whether one of the page's commands runs in it (what Ctrl-C stops).
    private let shellState = Mutex<(shell: (any CommandShell)?, running: Bool)>((nil, false))

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
        self.console = RunScreen(console, secrets: plan.secretValues)
        self.prompter = prompter
        self.store = store
        self.makeShell = makeShell
        self.clock = clock
        self.interruptions = interruptions
        variableNames = plan.runbook.keptVariables(unset: plan.pageUnsetVariables).sorted()
        setInSubshell = Set(UnsetVariable.find(in: plan.runbook.bashCommands).filter(\.setInSubshell).map(\.name))
        let commands = plan.steps.flatMap(\.step.commands)
        setWithSecrets = Set(commands.filter { $0.placeholderNames.contains(where: plan.isSecret) }.flatMap(\.sets))
        pageSteps = SavedStep.of(plan.runbook)
        destructive = DestructiveSteps(plan.runbook.steps.flatMap(\.commands).map(\.script))
        stepKeys = Self.keys(of: plan.runbook)
        scriptMessages = ScriptMessages(page: SystemPath.visible(plan.runbook.file))
        state = previous ?? RunState(page: plan.runbook.file)
        state.page = plan.runbook.file
    }

    var language: Language { options.language }
    var interactive: Bool { prompter != nil }

    /// Asks `question` until `parse` takes the answer; nil without a terminal or at the end of input.
    func choose<T>(_ question: String, _ parse: (String) -> T?) -> T? {
        while let answer = prompter?.readLine(prompt: question, secret: false) {
            if let choice = parse(answer) { return choice }
        }
        return nil
    }

    /// Asks a yes/no `question`; nil without a terminal or at the end of input.
    func ask(_ question: String, default: Bool) -> Bool? {
        choose(question) { Choices.yes($0, language, default: `default`) }
    }

    /// Runs the plan to its end, a failure, a quit, an interruption or a signal that ends docrun.
    public func run() -> RunResult {
        console.line(RunMessages.header(language, ["title": VisibleText.of(plan.runbook.title)]))
        console.line(PlanMessages.file(language, ["path": shownPage]))
        if let path = options.transcriptPath, let refusal = PrivateFiles.check(path: path) {
            return finish(refuseTranscript(path, refusal), ran: false)
        }
        // Programs before values: no answer is asked for and then lost because a program is missing.
        if let exit = checkResumable() ?? preflight() { return finish(exit, ran: false) }
        // A resumed run asks only for the values of the steps it runs.
        let start = firstStepIndex()
        let producers = secretProducers(before: start)
        let reruns = reruns(before: start, producers: producers)
        if let exit = settleValues(from: start, rerunning: reruns.keys.sorted()) ?? openTranscript() {
            return finish(exit, ran: false)
        }
        transcript?.record(
            "start",
            [
                ("page", .string(SystemPath.shown(plan.runbook.file))), ("title", .string(plan.runbook.title)),
                ("language", .string(language.rawValue)), ("resume", .bool(options.resume)),
                ("strict", .bool(options.strict)), ("steps", .strings(plan.steps.map(\.step.id))),
            ])
        for placeholder in plan.needed {
            if let value = plan.values[placeholder.name] {
                recordValue(placeholder.name, secret: placeholder.isSecret, value)
            }
        }
        do {
            try startShell(restoring: options.resume)
        } catch {
            console.line("docrun: " + describe(error))
            return finish(.stepFailed, ran: false)
        }
        defer { currentShell()?.close() }
        switch credentialReruns(reruns, producers: producers) {
        case .success(let reruns):
            return finish(runSteps(reruns + Array(start..<plan.steps.count), fromStart: start == 0), ran: true)
        case .failure(let exit):
            return finish(exit, ran: false)
        }
    }

    /// Called on Ctrl-C: the first stops the running command (between commands, the run at the next step); a
    /// second, before the first was dealt with, ends the run as `end(on:)` does (exit 130).
    public func interrupt() {
        if interruptions.record() >= 2 { return end(on: SIGINT) }
        shellState.withLock { $0.running ? $0.shell : nil }?.interrupt()
    }

    /// Called from any thread when docrun must end (SIGTERM, SIGHUP, a second Ctrl-C): the shell and its processes
    /// end now; `run()` then records the end, saves the state and returns the signal's exit code (143, 129, 130).
    public func end(on signal: Int32) {
        endingLock.withLock { _ in
            interruptions.end(signal)
            currentShell()?.terminate()
        }
    }

    /// How the run ends when docrun is ending on a signal: 128 and the signal's number (129 SIGHUP, 131 SIGQUIT, 143
    /// SIGTERM).
    var ending: RunExit? { interruptions.endingSignal.map { RunExit(rawValue: 128 + $0) ?? .interrupted } }

    var wasInterrupted: Bool { interruptions.current > 0 || ending != nil }

    func setRunning(_ running: Bool) { shellState.withLock { $0.running = running } }

    func currentShell() -> (any CommandShell)? { shellState.withLock { $0.shell } }

    /// Starts the shell; with `restoring`, gives it the variables and directory saved after the last step passed.
    func startShell(restoring: Bool) throws(ShellError) {
        // The shell does not inherit a DOCRUN_* variable that holds a secret (the value it gave is passed as a
        // variable of the shell when a command needs it, never in the environment), nor one whose name says it
        // holds a credential, for this page or another (`DOCRUN_DB_PASSWORD`).
        let secrets = plan.runbook.placeholders.filter(\.isSecret).map(\.name)
        let secretNames = Set(secrets.map(plan.environment) + secrets.map(ValueInputs.environmentName))
        let masker = self.masker
        var environment = options.environment.filter { name, value in
            !(name.hasPrefix("DOCRUN_")
                && (secretNames.contains(name) || masker.mask(value) != value
                    || SecretNames.saysCredential(variable: String(name.dropFirst("DOCRUN_".count)))))
        }
        environment["DOCRUN"] = "1"
        let session = try makeShell(
            ShellSession.Options(
                workingDirectory: options.workingDirectory, environment: environment, inheritsTerminal: interactive))
        shellState.withLock { $0.shell = session }
        guard restoring else { return }
        // Only the variables the page's commands set, whatever the state holds (it was checked when loaded).
        var script: [String] = []
        for name in variableNames {
            guard let value = state.variables[name] else { continue }
            script.append(name + "=" + ShellQuoting.singleQuoted(value))
            let attributes = state.attributes?[name] ?? ""
            if attributes.contains("x") { script.append("export " + name) }
            // Only an integer: bash evaluates what an integer variable is given (and the state may have been edited).
            if attributes.contains("i"), ShellBytes.isInteger(value) { script.append("declare -g -i " + name) }
        }
        if let directory = state.directory { script.append("cd " + ShellQuoting.singleQuoted(directory)) }
        try session.runOwn(script)
    }

    /// The key that names a step across runs (`keys(of:)`): a step of the plan is one of its page's (`Planner` only
    /// selects them), whose lines `stepKeys` all has.
    func key(_ step: Step) -> String { stepKeys[step.line]! }

    /// The key of each step of `runbook`, by its line: its section's anchor and its id, and for the second step and
    /// later with the same (`1.` twice in a section: two procedures, or a list broken by a block) `#2`, `#3`…, so
    /// that `--resume` tells them apart.
    static func keys(of runbook: Runbook) -> [Int: String] {
        var seen: [String: Int] = [:]
        var keys: [Int: String] = [:]
        for step in runbook.steps {
            let key = (step.section ?? "") + "/" + step.id
            seen[key, default: 0] += 1
            keys[step.line] = seen[key] == 1 ? key : key + "#\(seen[key]!)"
        }
        return keys
    }

    private func runSteps(_ order: [Int], fromStart: Bool) -> RunExit {
        if fromStart {
            state.passed = []
            state.stoppedAt = nil
        }
        var passedKeys = Set(state.passed)
        for index in order {
            let planned = plan.steps[index]
            warnIfTranscriptFailed()
            if wasInterrupted { return stop(at: planned.step, ending ?? .interrupted) }
            // What a step that waits for nothing writes is held (a page may have thousands done by hand).
            let waits = planned.disposition == .run || (planned.disposition == .manual && interactive && !options.yes)
            console.hold(!waits)
            transcript?.file.hold(!waits)
            switch runStep(planned, position: index + 1) {
            case .next(nil): continue
            case .next(let outcome?):
                outcomes.append((planned.step, outcome))
                // A step the plan skips (another system, another alternative) did not pass: it may be chosen later.
                guard outcome != .failed, planned.isDone else { continue }
                let key = key(planned.step)
                if passedKeys.insert(key).inserted { state.passed.append(key) }
                // A step that ran nothing (done by hand, skipped) is saved with the next one that runs, or at the
                // end: saving after each of thousands of manual steps made the run quadratic.
                if outcome == .passed || outcome == .warned { saveState() }
            case .stop(let outcome, let exit):
                // A question given up with Ctrl-C (nil, as Ctrl-D's) is no choice to skip the step.
                let interrupted = outcome == .skipped && exit == .quit && wasInterrupted
                outcomes.append((planned.step, interrupted ? .interrupted : outcome))
                return stop(at: planned.step, exit)
            }
        }
        state.stoppedAt = nil
        saveState()
        return outcomes.contains { $0.outcome == .failed } ? .stepFailed : .success
    }

    private func stop(at step: Step, _ exit: RunExit) -> RunExit {
        state.stoppedAt = key(step)
        saveState()
        return exit
    }

    /// Saves values (never secrets), passed steps, the shell's variables and directory.
    func saveState() {
        for placeholder in plan.needed where !placeholder.isSecret {
            if let value = plan.values[placeholder.name]?.value { state.values[placeholder.name] = value }
        }
        // A value that holds a secret (the same text given to another placeholder) is not kept either, nor one
        // kept before the secret was learnt (typed at a later step, bound from an output).
        state.values = state.values.filter { masker.mask($0.value) == $0.value }
        state.pageDigest = options.pageDigest
        state.steps = pageSteps
        state.selection = plan.selection
        if let variables = try? currentShell()?.variables(named: variableNames) {
            // A variable that holds a secret or a credential is not kept: it would be a secret on disk. Its name and
            // the step that sets it are, so that --resume can run that step again.
            // An array is not kept (the state holds one string a variable), nor a value that is not UTF-8 text (the
            // state's JSON would hold other bytes, and --resume would restore another value): --resume says so.
            (state.variables, state.attributes, state.unkept) = ([:], [:], [])
            // A variable no step sets is kept only when docrun gave it (`unsetKept`), not as the environment gives it
            // (the next run's may differ), and never as a credential: no step could set it again.
            let unset = Set(plan.unsetVariables)
            for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
                let credential = isCredential(name: name, value: variable.value)
                if unset.contains(name), credential || !unsetKept.contains(name) { continue }
                state.withheld[name] = credential ? setter(of: name) : nil
                if credential { continue }
                if variable.attributes.contains(where: "aA".contains) || !variable.isText {
                    state.unkept?.append(name)
                    continue
                }
                state.variables[name] = variable.value
                let kept = variable.attributes.filter("xi".contains)
                if !kept.isEmpty { state.attributes?[name] = kept }
            }
        }
        if let directory = try? currentShell()?.currentDirectory() { state.directory = directory }
        if let directory = state.directory, masker.mask(directory) != directory { state.directory = nil }
        do throws(FileRefusal) {
            try store.save(state, encoder: &stateEncoder)
        } catch {
            let reason = RunMessages.describe(error, language)
            console.line(
                RunMessages.stateNotSaved(
                    language, ["path": SystemPath.visible(store.stateURL.path), "reason": reason]))
        }
    }

    private func finish(_ exit: RunExit, ran: Bool) -> RunResult {
        // A question given up with Ctrl-C is an interruption, not a choice to quit; a signal that ends docrun
        // decides the exit whatever the step was doing.
        var exit = exit == .quit && wasInterrupted ? .interrupted : exit
        if let ending {
            exit = ending
            endingLock.withLock { _ in }
        }
        let signal = [RunExit.terminated: "SIGTERM", .hangup: "SIGHUP", .quitSignal: "SIGQUIT"][exit]
        if ran { printSummary(exit) }
        if ran, signal == nil { reportLeftRunning() }
        let steps = outcomes.map { step, outcome -> JSONValue in
            .object([
                ("id", .string(step.id)), ("section", .string(step.section)), ("outcome", .string(outcome.rawValue)),
            ])
        }
        transcript?.record("end", [("exit", .int(Int(exit.rawValue))), ("steps", .array(steps))])
        transcript?.file.hold(false)
        if let incomplete = transcriptFailure(RunMessages.transcriptIncomplete) { console.line(incomplete) }
        if let signal { console.line(RunMessages.stoppedBySignal(language, ["signal": signal])) }
        console.hold(false)
        return RunResult(outcomes: outcomes, exit: exit)
    }

    /// Names the processes the steps started that are still running (`kubectl port-forward … &`), and how to stop them:
    /// docrun leaves them running (a server the page starts may be what it was for), and a resumed run may need them.
    private func reportLeftRunning() {
        guard let running = currentShell()?.stillRunning(), !running.isEmpty else { return }
        var processes: [JSONValue] = []
        console.line(RunMessages.leftRunning(language))
        for (pid, command) in running {
            // The command line as the process gave it: masked (before its control characters become spaces, which
            // would leave a secret with a tab unmasked), with no control character for the terminal, and cut to 200
            // characters (a process may be given megabytes).
            let shown =
                command.map { command in
                    let printable = masker.mask(command).unicodeScalars.map {
                        $0.properties.generalCategory == .control ? " " : $0
                    }
                    return String(String.UnicodeScalarView(printable)).excerpt(200)
                } ?? RunMessages.subshell(language)
            console.line("  \(pid)  \(shown)")
            processes.append(.object([("pid", .int(Int(pid))), ("command", .string(shown))]))
        }
        let pids = running.map { String($0.pid) }.joined(separator: " ")
        console.line(RunMessages.stopThem(language, ["pids": pids]))
        transcript?.record("left-running", [("processes", .array(processes))])
    }

    /// Says, once, that the transcript could not be written (a full disk): the run goes on without it.
    private func warnIfTranscriptFailed() {
        guard !transcriptWarned, let warning = transcriptFailure(RunMessages.transcriptNotWritten) else { return }
        transcriptWarned = true
        console.line(warning)
    }

    /// `message` about the transcript's write that failed, naming it and why; nil while none has failed.
    private func transcriptFailure(_ message: Localized) -> String? {
        guard let transcript, let failure = transcript.failure else { return nil }
        let reason = RunMessages.describe(FileRefusal.system(failure), language)
        return message(language, ["path": SystemPath.visible(transcript.url.path), "reason": reason])
    }

    /// Creates the transcript (`--transcript`'s file, which must not exist, or a new one in `.docrun/`).
    private func openTranscript() -> RunExit? {
        do throws(FileRefusal) {
            let (url, descriptor) =
                if let path = options.transcriptPath {
                    (URL(fileURLWithPath: path), try PrivateFiles.create(path))
                } else {
                    try store.createTranscript(at: clock())
                }
            transcript = Transcript(url: url, descriptor: descriptor, clock: clock, maskingAs: console)
            return nil
        } catch {
            return refuseTranscript(options.transcriptPath ?? store.folder.path, error)
        }
    }

    private func refuseTranscript(_ path: String, _ refusal: FileRefusal) -> RunExit {
        let reason = RunMessages.describe(refusal, language)
        console.line(RunMessages.transcriptRefused(language, ["path": SystemPath.visible(path), "reason": reason]))
        return .notStarted
    }

    /// Masks `secret` from now on, and in what the transcript already holds: a secret typed late, or taken from an
    /// output, may have been printed before docrun knew it (the screen keeps what it showed).
    func learnSecret(_ secret: String) {
        console.addSecret(secret)
        transcript?.remask(learning: secret)
    }

    /// Writes the transcript's `value` event of `name` (a placeholder's, or `$NAME` for a variable no step sets).
    func recordValue(_ name: String, secret: Bool, _ value: ResolvedValue) {
        transcript?.record(
            "value",
            [
                ("name", .string(name)), ("source", .string(value.source.rawValue)), ("secret", .bool(secret)),
                ("value", .string(secret ? Rendering.mask : masker.mask(value.value))),
            ])
    }

    func describe(_ error: any Error) -> String {
        (error as? ShellError).map { "\($0)" } ?? (error as NSError).localizedDescription
    }
}

/// What the loop does after a step: go on (no outcome for a step that only groups others), or stop the run.
enum StepControl {
    case next(StepOutcome?)
    case stop(StepOutcome, RunExit)
}
