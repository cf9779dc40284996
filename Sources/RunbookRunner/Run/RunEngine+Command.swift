import Foundation
import Processes
import RunbookKit
import ShellSyntax

/// How a command ended, as the step sees it.
enum CommandControl {
    case passed, warned, skipStep
    case stop(RunExit)
    /// The operator quit at a question asked before the command ran (a value): the step did not fail.
    case quitBefore
}

/// Running one command: values in, live output out (secrets masked), then verification and bindings.
extension RunEngine {
    func runCommand(_ command: Command, index: Int, in step: Step, indent: String) -> CommandControl {
        var text = command.text
        while true {
            // The command as bash reads it, once: the text changes only when the operator edits it.
            let script = text == command.text ? command.script : ShellScript(command: text)
            let names = Set(script.placeholders.map(\.name)).sorted()
            if let exit = settle(names, at: step) { return exit == .quit ? .quitBefore : .stop(exit) }
            let shown = Rendering.display(text, plan: plan)
            showCommand(shown, indent: indent)
            let examples = step.outputs.filter { $0.command == index }
            let holding = hidesBoundSecret(examples)
            var result: CommandResult
            var broken: String?
            do {
                result = try execute(script, placeholders: names, holdingOutput: holding)
            } catch let error as SubstitutionError {
                // Refused before anything reached the shell (an edited command, or a value set since it was checked).
                console.line(indent + "  ✗ " + RunMessages.refusal(error, step: step.id, language: language))
                result = CommandResult(status: 126, output: "", truncated: false, duration: 0, interrupted: false)
            } catch {
                if let ending { return .stop(ending) }
                broken = describeBroken(error)
                result = CommandResult(status: 127, output: "", truncated: false, duration: 0, interrupted: false)
            }
            if let ending { return .stop(ending) }
            // Ctrl-C on a terminal reaches the command directly, often before docrun's own handler has run: a
            // command killed by SIGINT (status 130) there is an interruption.
            let interrupted =
                result.interrupted || (!result.timedOut && result.status == 130 && (interactive || wasInterrupted))
            if interrupted != result.interrupted {
                result = CommandResult(
                    status: result.status, output: result.output, truncated: result.truncated,
                    duration: result.duration, interrupted: true, timedOut: result.timedOut,
                    tampering: result.tampering)
            }
            if let broken {
                console.line(indent + "  " + broken)
                restartShell()
            }
            stepBudget = stepBudget.map { $0 - result.duration }
            let verdict =
                broken == nil
                ? verify(result, examples: examples, heldOutput: holding, step: step, indent: indent) : .failed
            record(shown, command: command, step: step, result: result, verdict: verdict, broken: broken != nil)
            switch verdict {
            case .passed: return .passed
            case .warned: return .warned
            case .failed:
                guard let prompter else { return .stop(result.interrupted ? .interrupted : .stepFailed) }
                if result.interrupted { awaitInterruptHandler() }
                resetInterruptions()
                while true {
                    let choice = askAfterFailure(prompter, indent: indent)
                    if let ending { return .stop(ending) }
                    stepBudget = options.timeout
                    switch choice {
                    case .retry: break
                    case .edit:
                        // Not confirmed (or the editor failed): back to the question.
                        guard let edited = edit(text, step: step, prompter: prompter, indent: indent) else { continue }
                        text = edited
                    case .skip: return .skipStep
                    case .quit: return .stop(.quit)
                    }
                    break
                }
            }
        }
    }

    /// The edited command, once the operator agreed to run it: in `$VISUAL`/`$EDITOR` when one is set (then shown,
    /// and run only after a yes), else typed on one line (empty keeps the command). The transcript records the edit.
    private func edit(_ text: String, step: Step, prompter: any Prompter, indent: String) -> String? {
        var edited: String
        if let editor = CommandEditor.editor(in: options.environment) {
            guard let saved = CommandEditor.edit(text, editor: editor, environment: options.environment) else {
                console.line(indent + "  " + paint(RunMessages.editorFailed(language, ["editor": editor]), .failed))
                return nil
            }
            edited = saved
            showCommand(edited, indent: indent)
            let answer = prompter.readLine(prompt: indent + "  " + RunMessages.runEdited(language), secret: false)
            guard let answer, Choices.yes(answer, language, default: true) else { return nil }
        } else {
            let typed = prompter.readLine(prompt: indent + "  " + RunMessages.editPrompt(language), secret: false)
            guard let typed else { return nil }
            edited = typed.trimmingCharacters(in: .whitespaces).isEmpty ? text : typed
        }
        if edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { edited = text }
        if edited != text {
            transcript?.record(
                "edit",
                [
                    ("step", .string(step.id)), ("section", .string(step.section)), ("before", .string(text)),
                    ("after", .string(edited)),
                ])
        }
        return edited
    }

    /// Shows a command as it runs: `$ ` before its first line, written at once.
    private func showCommand(_ text: String, indent: String) {
        console.lines(
            text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
                indent + paint((number == 0 ? "  $ " : "    ") + masker.mask(String(line)), .command)
            })
    }

    /// Waits (at most a second) until docrun's own Ctrl-C handler has counted the interruption, so that the count
    /// can be reset before the next question and the same Ctrl-C is not taken for a second one.
    private func awaitInterruptHandler() {
        let deadline = Date().addingTimeInterval(1)
        while !wasInterrupted && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    private func askAfterFailure(_ prompter: any Prompter, indent: String) -> Choices.Failure {
        while true {
            guard
                let answer = prompter.readLine(
                    prompt: indent + "  " + RunMessages.failureChoice(language), secret: false)
            else { return .quit }
            if let choice = Choices.failure(answer, language) { return choice }
        }
    }

    /// Output is shown live unless the example binds a secret from it: then it is shown once the secret is known.
    private func hidesBoundSecret(_ examples: [Output]) -> Bool {
        examples.flatMap(\.placeholders).contains { plan.runbook.placeholder(named: $0.name)?.isSecret == true }
    }

    /// Gives the shell the values the command uses (as variables, never as code), then runs it.
    private func execute(_ command: ShellScript, placeholders names: [String], holdingOutput: Bool) throws
        -> CommandResult
    {
        let values = plan.values
        let script = try ShellSubstitution.substitute(command, value: { values[$0]?.value }, variable: Self.variable)
        guard let shell = currentShell() else { throw ShellError.sessionDied(.earlier) }
        let assignments = names.compactMap { name in
            plan.values[name].map { Self.variable(for: name) + "=" + ShellQuoting.singleQuoted($0.value) }
        }
        if !assignments.isEmpty { _ = try shell.run(assignments.joined(separator: "\n")) { _ in } }
        let console = self.console
        let language = self.language
        // A command that reads the terminal is typed to: the heartbeat keeps off the line the typing is on.
        let terminal = interactive ? ttyname(STDIN_FILENO).map { String(cString: $0) } : nil
        let stream = StreamBox(
            masker: masker, holding: holdingOutput, inPlace: options.terminalOutput, clock: clock,
            stillRunning: { RunMessages.stillRunning(language, ["elapsed": $0]) },
            awaitingInput: {
                terminal.map { ProcessTree.isReading(terminal: $0, among: ProcessTree.descendants(of: getpid())) }
                    ?? false
            }, ticking: true
        ) { console.write($0) }
        setRunning(true)
        defer { setRunning(false) }
        // Held output is shown after verification; what `finish` gives then is the heartbeat's line erased.
        defer { console.write(stream.finish()) }
        return try shell.run(script, timeout: stepBudget.map { max($0, 0.001) }) { bytes in stream.feed(bytes) }
    }

    /// The shell variable that holds a placeholder's value during a run.
    static func variable(for name: String) -> String {
        "__docrun_" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// What to say when the shell cannot go on after a command: it died, or its answers were not docrun's.
    private func describeBroken(_ error: any Error) -> String {
        guard let shellError = error as? ShellError else { return "✗ " + describe(error) }
        switch shellError {
        case .sessionDied(let end):
            let how: String
            switch end {
            case .exited(let status): how = RunMessages.bashExited(language, ["status": String(status)])
            case .killed(let signal): how = RunMessages.bashKilled(language, ["signal": String(signal)])
            case .stopped, .terminated, .earlier: how = RunMessages.bashStopped(language)
            }
            return RunMessages.sessionDied(language, ["how": how])
        case .interfered(let seen):
            return RunMessages.sessionInterfered(language, ["seen": masker.mask(seen)])
        case .cannotStart, .closed, .io:
            return "✗ " + describe(error)
        }
    }

    /// A new shell in place of one that cannot go on, with the variables and folder saved after the last step
    /// that passed (the state on disk is what `--resume` would start from, too).
    func restartShell() {
        currentShell()?.close()
        try? startShell(restoring: true)
    }

    private enum Verdict { case passed, warned, failed }

    /// Exit status first, then the page's example output; bindings from the output become values.
    /// `heldOutput`: the output was not shown live (it binds a secret) and is shown here, once masked.
    private func verify(
        _ result: CommandResult, examples: [Output], heldOutput: Bool, step: Step, indent: String
    ) -> Verdict {
        var matches: [OutputMatch] = []
        for example in examples {
            let match = OutputMatcher.compare(expected: example.text, actual: result.output, language: language)
            matches.append(match)
            bind(match, step: step, indent: indent)
        }
        if heldOutput {
            console.write(masker.mask(result.output))
            if !result.output.hasSuffix("\n"), !result.output.isEmpty { console.line() }
        }
        if result.timedOut {
            let limit = options.timeout.map(TimeLimit.describe) ?? ""
            console.line(indent + "  " + paint(RunMessages.timedOut(language, ["limit": limit]), .failed))
            return .failed
        }
        if result.interrupted {
            console.line(indent + "  " + paint(RunMessages.interrupted(language), .failed))
            return .failed
        }
        if !result.tampering.isEmpty {
            let what = result.tampering.map { "'\($0)'" }.joined(separator: ", ")
            console.line(indent + "  " + RunMessages.tampered(language, ["what": what]))
            return .failed
        }
        if result.status != 0 {
            console.line(
                indent + "  " + paint(RunMessages.exitStatus(language, ["status": String(result.status)]), .failed))
            return .failed
        }
        let mismatched = matches.filter { $0.verdict == .mismatch }
        if mismatched.isEmpty {
            if !examples.isEmpty { console.line(indent + "  " + paint(RunMessages.outputMatches(language), .passed)) }
            console.line(
                indent + "  " + paint(RunMessages.passed(language, ["duration": Self.format(result.duration)]), .passed)
            )
            return .passed
        }
        console.line(indent + "  " + paint(RunMessages.outputDiffers(language), .warned))
        // The diff clips long lines: it is made again from the masked output, so that a clip never cuts a secret
        // in two (the first comparison, on the real output, is the one that binds values).
        let masked = masker.mask(result.output)
        let shown =
            masked == result.output
            ? mismatched
            : examples.map { OutputMatcher.compare(expected: $0.text, actual: masked, language: language) }
                .filter { $0.verdict == .mismatch }
        for line in shown.flatMap(\.diff) { console.line(indent + "    " + masker.mask(line)) }
        if options.strict {
            console.line(indent + "  " + paint(RunMessages.strictFailure(language), .failed))
            return .failed
        }
        return .warned
    }

    /// Values found in the output: they become the values of those placeholders unless the operator gave one
    /// explicitly (`--set`, `--values`, the environment).
    private func bind(_ match: OutputMatch, step: Step, indent: String) {
        for binding in match.orderedBindings {
            guard let placeholder = plan.runbook.placeholder(named: binding.name) else { continue }
            if let current = plan.values[binding.name],
                [.commandLine, .valuesFile, .environment].contains(current.source)
            {
                continue
            }
            if !ValuesFile.isAcceptable(binding.value) { continue }
            // A secret too short to mask without showing where it is is not taken (docrun asks for it instead).
            if placeholder.isSecret, binding.value.count < SecretForms.shortest { continue }
            if plan.values[binding.name]?.value == binding.value { continue }
            if let refusal = refusal(of: binding.value, for: binding.name) {
                console.line(indent + "  ✗ " + refusal)
                continue
            }
            let value = ResolvedValue(value: binding.value, source: .output)
            plan = plan.replacing(name: binding.name, with: value)
            if placeholder.isSecret { secrets.add(binding.value) }
            let shown = placeholder.isSecret ? Rendering.mask : binding.value
            console.line(
                indent + "  "
                    + RunMessages.boundFromOutput(language, ["name": binding.name, "value": shown, "id": step.id]))
            recordValue(placeholder, value)
        }
    }

    private func record(
        _ shown: String, command: Command, step: Step, result: CommandResult, verdict: Verdict, broken: Bool
    ) {
        let outcome: String
        switch verdict {
        case .passed: outcome = "passed"
        case .warned: outcome = "warned"
        case .failed:
            outcome =
                broken
                ? "shell-ended"
                : result.timedOut
                    ? "timed-out"
                    : result.interrupted ? "interrupted" : result.tampering.isEmpty ? "failed" : "tampered"
        }
        transcript?.record(
            "command",
            [
                ("step", .string(step.id)), ("section", .string(step.section)), ("line", .int(command.line)),
                ("command", .string(masker.mask(shown))), ("status", .int(Int(result.status))),
                ("duration", .double((result.duration * 1000).rounded() / 1000)),
                ("output", .string(masker.mask(result.output))), ("truncated", .bool(result.truncated)),
                ("verification", .string(outcome)),
            ])
    }

    static func format(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
    }
}

extension RunPlan {
    /// The same plan with `name` set to `value`, replacing any earlier value; nil removes it.
    func replacing(name: String, with value: ResolvedValue?) -> RunPlan {
        var values = self.values
        values[name] = value
        return RunPlan(runbook: runbook, steps: steps, needed: needed, values: values, platform: platform)
    }
}
