import Foundation
import Processes
import RunbookKit
import ShellSyntax

/// Running one command: values in, live output out (secrets masked), then verification and bindings.
extension RunEngine {
    /// Runs the step's command at `index`; nil when it passed, `.next(.warned)` when its output differed, else what
    /// ends the step (a quit at a value asked before it ran skips the step: it did not fail).
    func runCommand(_ command: Command, index: Int, in step: Step, indent: String) -> StepControl? {
        var text = command.text
        while true {
            // The command as bash reads it, once: the text changes only when the operator edits it.
            let script = text == command.text ? command.script : ShellScript(command: text)
            let names = Set(script.placeholders.map(\.name)).sorted()
            if let exit = settle(names) ?? askUnsetVariables(script.expandedNames) {
                return .stop(exit == .quit ? .skipped : .failed, exit)
            }
            let shown = rendering.command(script)
            showEarlierOutput(indent: indent)
            console.lines(commandLines(shown, indent: indent))
            let examples = step.outputs.filter { $0.command == index }
            // Output is shown live unless the example binds a secret from it: then once the secret is known.
            let holding = examples.flatMap(\.placeholders).contains { isSecret($0.name) }
            var result = CommandResult(status: 127, output: "", truncated: false, duration: 0, interrupted: false)
            var broken: String?
            do {
                result = try execute(
                    script, at: command, edited: text != command.text, placeholders: names, holdingOutput: holding)
            } catch let error as SubstitutionError {
                // Refused before anything reached the shell (an edited command, or a value set since it was checked).
                console.line(indent + "  ✗ " + RunMessages.refusal(error, step: step.id, language: language))
                result = CommandResult(status: 126, output: "", truncated: false, duration: 0, interrupted: false)
            } catch {
                broken = describeBroken(error)
            }
            // The command ended bash: its status and output are recorded, and a new shell takes over.
            if let end = result.ended { broken = describeBroken(ShellError.sessionDied(end)) }
            // What the command left of the terminal (`stty raw`, `stty -echo`) would garble docrun's own lines.
            if interactive { TerminalPrompter.restoreTerminal() }
            if let ending { return .stop(.failed, ending) }
            // Ctrl-C on a terminal reaches the command directly, often before docrun's own handler has run: a
            // command killed by SIGINT (status 130) there is an interruption.
            if !result.interrupted, !result.timedOut, result.status == 130, interactive || wasInterrupted {
                result.interrupted = true
            }
            if let broken {
                console.line(indent + "  " + broken)
                // A new shell in place of one that cannot go on, as `--resume` would start it.
                currentShell()?.close()
                try? startShell(restoring: true)
            }
            stepBudget = stepBudget.map { $0 - result.duration }
            let verdict =
                broken == nil
                ? verify(result, examples: examples, heldOutput: holding, step: step, names: names, indent: indent)
                : .failed
            record(shown, command: command, step: step, result: result, verdict: verdict, broken: broken != nil)
            if verdict != .failed { return verdict == .passed ? nil : .next(.warned) }
            guard let prompter else { return .stop(.failed, result.interrupted ? .interrupted : .stepFailed) }
            if result.interrupted {
                // At most a second, until docrun's own Ctrl-C handler has counted it: reset below, the same Ctrl-C
                // is not taken for a second one.
                let deadline = Date().addingTimeInterval(1)
                while !wasInterrupted && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            }
            interruptions.reset()
            asking: while true {
                let question = indent + "  " + RunMessages.failureChoice(language)
                let choice = choose(question) { Choices.failure($0, language) }
                if let ending { return .stop(.failed, ending) }
                stepBudget = options.timeout
                switch choice {
                case .skip: return .next(.skipped)
                case nil, .quit: return .stop(.failed, .quit)
                case .retry: break asking
                case .edit:
                    // Not confirmed (or the editor failed): back to the question; given up with Ctrl-C, as the
                    // question itself is, an interruption.
                    guard let edited = edit(text, step: step, prompter: prompter, indent: indent) else {
                        if wasInterrupted { return .stop(.failed, .quit) }
                        continue
                    }
                    text = edited
                    // The summary says the step did not run as the page writes it.
                    notes[key(step)] = RunMessages.editedNote(language)
                    break asking
                }
            }
        }
    }

    /// The edited command, once the operator agreed to run it.
    ///
    /// It is edited in `$VISUAL`/`$EDITOR` when one is set (then shown, and run only after a yes), else typed on one
    /// line (empty keeps the command). The transcript records the edit.
    private func edit(_ text: String, step: Step, prompter: any Prompter, indent: String) -> String? {
        var edited: String
        if let editor = ["VISUAL", "EDITOR"].lazy.compactMap({ self.options.environment[$0] }).first(where: {
            $0.unicodeScalars.contains { !$0.isSpaceOrTab }
        }) {
            guard let saved = Self.edit(text, editor: editor, environment: options.environment) else {
                console.line(indent + "  " + paint(RunMessages.editorFailed(language, ["editor": editor]), .failed))
                return nil
            }
            edited = saved
            console.lines(commandLines(edited, indent: indent))
            guard ask(indent + "  " + RunMessages.runEdited(language), default: true) == true else { return nil }
        } else {
            guard let typed = prompter.readLine(prompt: indent + "  " + RunMessages.editPrompt(language), secret: false)
            else { return nil }
            if let control = Self.controlTyped(in: typed) {
                console.line(indent + "  " + paint(RunMessages.controlTyped(language, ["shown": control]), .failed))
                return nil
            }
            edited = typed
        }
        if edited.unicodeScalars.allSatisfy(\.isSpaceOrNewline) { edited = text }
        // Says why the edit is refused, naming `names` once each, sorted; the question is asked again.
        func refused(_ message: Localized, _ names: [String]) -> String? {
            let shown = Array(Set(names)).sorted().map { "<\($0)>" }.joined(separator: ", ")
            console.line(indent + "  " + paint(message(language, ["names": shown]), .failed))
            return nil
        }
        // Retyped from the screen, a secret is the mask: bash would read `********` as a pattern of file names.
        if edited.contains(Rendering.mask), !text.contains(Rendering.mask) {
            return refused(RunMessages.maskInEdit, ShellScript(command: text).placeholders.map(\.name).filter(isSecret))
        }
        // A placeholder the page does not have would be asked for nowhere and reach bash as it is: `<in>.bak` is
        // two redirections there, which empty a file named `.bak`.
        let unknown = ShellScript(command: edited).placeholders.filter {
            $0.context.quoting != .comment && plan.runbook.placeholder(named: $0.name) == nil
        }
        if !unknown.isEmpty { return refused(RunMessages.unknownInEdit, unknown.map(\.name)) }
        if edited != text {
            transcript?.record(
                "edit",
                [
                    ("step", .string(step.id)), ("section", .string(step.section)),
                    ("before", .string(masker.mask(text))),
                    ("after", .string(masker.mask(edited))),
                ])
        }
        return edited
    }

    /// What `editor` (run by `/bin/sh` as written, `code -w`, on the terminal even when docrun's output is piped)
    /// saved of `text` in a private file, its line endings made LF and its last line breaks dropped; nil when it failed.
    private static func edit(_ text: String, editor: String, environment: [String: String]) -> String? {
        guard let folder = try? ScratchFiles.makeFolder(prefix: "docrun-edit") else { return nil }
        let file = folder + "/command.sh"
        defer { ScratchFiles.remove([file], folder: folder) }
        guard (try? ScratchFiles.writeAll(file, Array((text + "\n").utf8))) != nil else { return nil }
        let output = StandardOutputConsole.terminal()
        defer { if output != STDOUT_FILENO { close(output) } }
        guard
            let child = try? ChildProcess(
                "/bin/sh", arguments: ["sh", "-c", editor + " \"$1\"", "sh", file],
                environment: environment.map { $0.key + "=" + $0.value },
                descriptors: [(0, .inherited(STDIN_FILENO)), (1, .inherited(output)), (2, .inherited(output))]),
            child.waitForExit() == 0,
            let bytes = FileManager.default.contents(atPath: file)
        else { return nil }
        // An editor set to save CRLF line endings ends each line with `\r\n` (one `Character`), which bash would read
        // as a `\r` in the command.
        var edited = String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n")
        while edited.hasSuffix("\n") { edited.removeLast() }
        return edited
    }

    /// What background jobs printed since the last command, masked, under a line that says so: before a command, so
    /// that it is neither that command's output nor judged with it (what they print while it runs is: docs/running.md).
    func showEarlierOutput(indent: String) {
        guard let earlier = currentShell()?.earlierOutput(), !earlier.isEmpty else { return }
        let text = masker.mask(String(decoding: earlier, as: UTF8.self), renaming: scriptMessages)
        console.line(indent + "  " + RunMessages.backgroundOutput(language))
        console.write(text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
    }

    /// A command as the run shows it: `$ ` before its first line, its values masked.
    func commandLines(_ text: String, indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
            indent + paint((number == 0 ? "  $ " : "    ") + VisibleText.of(masker.mask(String(line))), .command)
        }
    }

    /// Gives the shell the values the command uses (as variables, never as code), then runs it from a file of its
    /// own, whose name in bash's messages is shown as the line of the page (`scriptMessages`).
    private func execute(
        _ command: ShellScript, at origin: Command, edited: Bool, placeholders names: [String], holdingOutput: Bool
    ) throws -> CommandResult {
        let values = plan.values
        let script = try ShellSubstitution.substitute(
            command, value: { values[$0]?.value }, variable: plan.shellVariable)
        guard let shell = currentShell() else { throw ShellError.sessionDied(.earlier) }
        let assignments = names.compactMap { name in
            values[name].map { plan.shellVariable(name) + "=" + ShellQuoting.singleQuoted($0.value) }
        }
        let exports = unsetGiven.map { "export " + $0.name + "=" + ShellQuoting.singleQuoted($0.value.value) }
        for (name, value) in unsetGiven {
            recordValue("$" + name, secret: SecretNames.saysCredential(variable: name), value)
        }
        unsetGiven = []
        try shell.runOwn(assignments + exports)
        let lines = ByteSearch.newlineCount(origin.text) + 1
        let file = scriptMessages.add(
            .init(line: origin.line, count: lines, added: edited ? nil : ByteSearch.newlineCount(script) + 1 - lines),
            folder: shell.folder)
        let (console, language) = (self.console, self.language)
        // A command that reads the terminal is typed to: the heartbeat keeps off the line the typing is on.
        let terminal = interactive ? ttyname(STDIN_FILENO).map { String(cString: $0) } : nil
        let stream = StreamBox(
            masker: masker, messages: scriptMessages, inPlace: options.terminalOutput, clock: clock,
            stillRunning: { RunMessages.stillRunning(language, ["elapsed": $0]) },
            awaitingInput: {
                terminal.map { ProcessTree.isReading(terminal: $0, among: ProcessTree.descendants(of: getpid())) }
                    ?? false
            }, ticking: true, write: { console.write($0) })
        setRunning(true)
        defer { setRunning(false) }
        // Held output is shown after verification; what `finish` gives then is the heartbeat's line erased.
        defer { console.write(stream.finish()) }
        return try shell.run(script, file: file, timeout: stepBudget.map { max($0, 0.001) }) { bytes in
            if !holdingOutput { stream.feed(bytes) }
        }
    }

    /// What to say when the shell cannot go on after a command: it died, or its answers were not docrun's.
    private func describeBroken(_ error: any Error) -> String {
        switch error as? ShellError {
        case .sessionDied(.exited(let status)):
            RunMessages.sessionDied(language, ["how": RunMessages.bashExited(language, ["status": String(status)])])
        case .sessionDied(.killed(let signal)):
            RunMessages.sessionDied(language, ["how": RunMessages.bashKilled(language, ["signal": String(signal)])])
        case .sessionDied:
            RunMessages.sessionDied(language, ["how": RunMessages.bashStopped(language)])
        case .interfered(let seen):
            RunMessages.sessionInterfered(language, ["seen": masker.mask(seen)])
        default:
            "✗ " + describe(error)
        }
    }

    /// Exit status first, then the page's example output; held output (it binds a secret) is shown here, masked.
    ///
    /// The values of the placeholders the step's commands use (`names`: the command's, edited or not) are given to
    /// the comparison: an example's sample name may stand for one.
    private func verify(
        _ result: CommandResult, examples: [Output], heldOutput: Bool, step: Step, names: [String], indent: String
    ) -> StepOutcome {
        let used = Set(names + step.commands.flatMap { $0.script.placeholders.map(\.name) })
        let pairs = used.compactMap { name in plan.values[name].map { (name, $0.value) } }
        let given = GivenValues(named: Dictionary(uniqueKeysWithValues: pairs))
        let matches = examples.map { example in
            let match = OutputMatcher.compare(
                expected: example.text, actual: result.output, values: given, language: language)
            bind(match, step: step, indent: indent)
            return match
        }
        if heldOutput {
            console.write(masker.mask(result.output, renaming: scriptMessages))
            if let last = result.output.utf8.last, last != UInt8(ascii: "\n") { console.line() }
        }
        func failed(_ message: String, painted: Bool = true) -> StepOutcome {
            console.line(indent + "  " + (painted ? paint(message, .failed) : message))
            return .failed
        }
        if result.timedOut {
            return failed(RunMessages.timedOut(language, ["limit": options.timeout.map(TimeLimit.describe) ?? ""]))
        }
        if result.interrupted { return failed(RunMessages.interrupted(language)) }
        if !result.tampering.isEmpty {
            let what = result.tampering.map { "'\($0)'" }.joined(separator: ", ")
            return failed(RunMessages.tampered(language, ["what": what]), painted: false)
        }
        if result.status != 0 { return failed(RunMessages.exitStatus(language, ["status": String(result.status)])) }
        if let failure = result.failure {
            let line = scriptMessages.origins.last.map { scriptMessages.lines(failure.line, of: $0) } ?? "?"
            return failed(RunMessages.lineFailed(language, ["line": line, "status": String(failure.status)]))
        }
        let mismatched = matches.filter { !$0.matches }
        let said = RunMessages.duration(result.duration, language)
        if mismatched.isEmpty {
            if !examples.isEmpty { console.line(indent + "  " + paint(RunMessages.outputMatches(language), .passed)) }
            console.line(indent + "  " + paint(RunMessages.passed(language, ["duration": said]), .passed))
            return .passed
        }
        console.line(indent + "  " + paint(RunMessages.outputDiffers(language), .warned))
        // The diff clips long lines: it is made again from the masked output, so that a clip never cuts a secret
        // in two (the first comparison, on the real output, is the one that binds values), with the values as masked.
        let masked = masker.mask(result.output, renaming: scriptMessages)
        let maskedValues = given.map { masker.mask($0) }
        let shown =
            masked == result.output
            ? mismatched
            : examples.map {
                OutputMatcher.compare(expected: $0.text, actual: masked, values: maskedValues, language: language)
            }
            .filter { !$0.matches }
        // The example's lines are the page's text: their control characters are shown, not obeyed.
        for line in shown.flatMap(\.diff) { console.line(indent + "    " + VisibleText.of(masker.mask(line))) }
        // An output cut to its bound is compared as kept: what differs may be in the part not kept.
        if result.truncated { console.line(indent + "  " + RunMessages.outputCut(language)) }
        guard options.strict, !result.truncated else {
            console.line(indent + "  " + paint(RunMessages.passedWarned(language, ["duration": said]), .warned))
            return .warned
        }
        console.line(indent + "  " + paint(RunMessages.strictFailure(language), .failed))
        return .failed
    }

    /// Whether `name` stands for a secret: as the page's placeholder says, or by its name alone for one that only an
    /// example output shows (no command uses it).
    private func isSecret(_ name: String) -> Bool {
        plan.runbook.placeholder(named: name)?.isSecret ?? SecretNames.isSecret(name: name, descriptions: [])
    }

    /// What tools print where a value is missing (`null`, `<none>`, `N/A`, `-`): no value to bind.
    static let noValueWords: Set<String> = [
        "null", "nil", "none", "<none>", "<nil>", "(none)", "<no value>", "-", "--", "n/a", "na", "undefined",
    ]

    /// Values found in the output become the values of placeholders that have none yet: a run uses one value for
    /// each, so one given, typed, remembered or bound by an earlier output stays (its slot matched any text).
    private func bind(_ match: OutputMatch, step: Step, indent: String) {
        for binding in match.orderedBindings {
            guard let placeholder = plan.runbook.placeholder(named: binding.name) else {
                // Shown only in an example output, used by no command: a secret is still masked from now on.
                if isSecret(binding.name), binding.value.count >= SecretForms.shortest {
                    learnSecret(binding.value)
                }
                continue
            }
            // A secret too short to mask without showing where it is is not taken (docrun asks for it instead), nor
            // the word a tool prints for no value (`ID: null`, `<none>`): the value is asked where it is needed.
            if plan.values[binding.name] != nil || RunPlan.tooShort(binding.value, secret: placeholder.isSecret)
                || !ValuesFile.isAcceptable(binding.value) || Self.noValueWords.contains(binding.value.lowercased())
            {
                continue
            }
            if let refusal = plan.refusal(of: binding.value, for: binding.name, language: language) {
                console.line(indent + "  ✗ " + refusal)
                continue
            }
            let value = ResolvedValue(value: binding.value, source: .output)
            plan.values[binding.name] = value
            if placeholder.isSecret { learnSecret(binding.value) }
            let shown = placeholder.isSecret ? Rendering.mask : binding.value
            console.line(
                indent + "  "
                    + RunMessages.boundFromOutput(
                        language, ["name": binding.name, "value": shown, "id": schedule.label(step)]))
            recordValue(placeholder.name, secret: placeholder.isSecret, value)
        }
    }

    private func record(
        _ shown: String, command: Command, step: Step, result: CommandResult, verdict: StepOutcome, broken: Bool
    ) {
        let failure =
            broken
            ? "shell-ended"
            : result.timedOut
                ? "timed-out" : result.interrupted ? "interrupted" : result.tampering.isEmpty ? "failed" : "tampered"
        transcript?.record(
            "command",
            [
                ("step", .string(step.id)), ("section", .string(step.section)), ("line", .int(command.line)),
                ("command", .string(masker.mask(shown))), ("status", .int(Int(result.status))),
                ("duration", .double((result.duration * 1000).rounded() / 1000)),
                ("output", .string(masker.mask(result.output, renaming: scriptMessages))),
                ("truncated", .bool(result.truncated)),
                ("verification", .string(verdict == .failed ? failure : verdict.rawValue)),
            ])
    }
}
