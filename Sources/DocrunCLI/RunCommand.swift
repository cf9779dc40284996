import ArgumentParser
import Dispatch
import Foundation
import Processes
import RunbookChecks
import RunbookKit
import RunbookRunner
import Synchronization

/// `docrun run`: carries an operator through a page, step by step.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a page step by step: ask for values, run each command in one shell, verify its output.",
        discussion: """
            The programs the commands start are checked first. For each value the first source that has one \
            wins: --set, --values (each value the text as written), the environment (DOCRUN_<NAME>, \
            upper-cased), a value bound from an earlier step's output, the value given last time for this page \
            (never a secret), then a prompt in the page's language, asked when the run reaches the first step that \
            needs the value. Secrets are read with echo off and are masked everywhere: on screen, in the transcript \
            and in the state file.

            All commands run in one bash session (bash --noprofile --norc), so variables and the current \
            directory carry over from step to step. A step passes when its commands exit with status 0; when \
            the page shows an example output ({: screen}), the real output is compared with it tolerantly and \
            a difference is a warning (a failure with --strict).

            docrun asks when its standard input is a terminal, even with standard output piped (run PAGE | tee \
            -i run.log): the questions go to the terminal. Without a terminal, docrun never waits: a missing \
            value stops the run before anything runs, manual steps are printed and counted, and a failing step \
            stops the run.

            A transcript (JSON lines) is written to .docrun/ beside the page, or to --transcript. The state \
            after each passed step is kept there too, for --resume.

            EXIT CODES
              0    every selected step passed (output warnings allowed unless --strict)
              1    a step failed, or ran longer than --timeout (its processes ended; --resume retries it)
              2    nothing was run: values or programs are missing and there is no terminal
              3    the operator chose to quit
              64   bad usage (unknown option, section or step; the page given as '-')
              65   the page is not a usable runbook (binary, not UTF-8, empty, no steps)
              66   the page cannot be opened
              129  stopped by SIGHUP (the step's processes ended, the state is saved)
              130  interrupted with Ctrl-C (the state is saved)
              131  stopped by SIGQUIT, Ctrl-\\ (as by SIGTERM)
              143  stopped by SIGTERM (the step's processes ended, the state is saved)
            """
    )

    @Argument(
        help:
            "The page to run, a file ('-' is refused: standard input is where run reads the answers to its questions).")
    var file: String

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var values: ValueOptions
    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Do not wait for a person: print manual steps and go on, write files without asking.")
    var yes = false

    @Flag(
        help: """
            Fail a step whose output differs from the page's example, instead of warning (not an output over 1 MB: \
            docrun keeps its first and last 512 KB only).
            """)
    var strict = false

    @Flag(
        help: "Continue at the first step that did not pass last time, with the values and shell variables saved then.")
    var resume = false

    @Option(
        help: ArgumentHelp(
            "Write the transcript (JSON lines) to this file instead of .docrun/ beside the page.",
            valueName: "file"))
    var transcript: String?

    @Option(
        help: ArgumentHelp(
            "Stop a step whose commands run longer than this (30s, 10m, 1h) and count it as failed; --resume retries "
                + "it. Default: 'run: timeout:' in the page's .docrun.yml, else no limit.",
            valueName: "duration"))
    var timeout: String?

    func validate() throws {
        if let timeout, TimeLimit.parse(timeout) == nil {
            // Standard input is the operator's answers, not the page: `run -` is refused after this.
            let page = file == InputFile.standardInputName ? nil : file
            throw ValidationError(TimeLimit.notADuration(reading.messageLanguage(page: page), ["value": timeout]))
        }
    }

    func run() throws {
        if file == InputFile.standardInputName {
            throw usageError(RunMessages.pageFromStandardInput(reading.messageLanguage(page: nil)))
        }
        let (runbook, config, commandInHTML) = try reading.read(file)
        let language = reading.lang ?? runbook.language
        // Said before anything runs: the page's commands in HTML markup are not among the steps that will.
        if let line = commandInHTML {
            Console.error(ReadingOptions.commandNotRead(file, line: line, language: language))
        }
        let here = SystemPath.currentDirectory()
        if here.unicodeScalars.contains(where: SystemPath.isByte) {
            Console.error(RunMessages.workingFolderNotUTF8(language, ["path": SystemPath.visible(here)]))
            throw ExitCode(RunExit.notStarted.rawValue)
        }
        let store = RunStore(pagePath: file)
        let console = StandardOutputConsole()
        var previous: RunState?
        let unset = runbook.unsetVariableNames
        switch store.loadState(pageVariables: runbook.keptVariables(unset: unset)) {
        case .success(let state): previous = state
        case .failure(let problem):
            console.write(
                RunMessages.unusableState(
                    path: store.stateURL.path, problem: problem, resuming: resume, language: language) + "\n")
            if resume { throw ExitCode(RunExit.notStarted.rawValue) }
        }
        let interruptions = Interruptions()
        let prompter: (any Prompter)? =
            TerminalPrompter.isAvailable
            ? TerminalPrompter(console: StandardOutputConsole.forQuestions(), interruptions: interruptions) : nil
        var chosen = selection.selection
        // A page of several procedures, run on a terminal with no selection: the operator chooses one (or all).
        if let prompter, !yes, !resume, !chosen.choosesSteps {
            let choices = SectionChooser.choices(in: runbook)
            if !choices.isEmpty {
                chosen.section = SectionChooser.ask(choices, prompter: prompter, console: console, language: language)
            }
        }
        // --resume goes on with the steps the stopped run had chosen, unless others are given.
        if resume, chosen == Planner.Selection(), let saved = previous?.selection { chosen = saved }
        let plan = try values.plan(
            runbook, unset: unset, selection: chosen, remembered: previous?.values ?? [:], language: language)
        let page = (try? InputFile.read(file)) ?? []
        let environment = ProcessInfo.processInfo.environment
        var options = RunOptions(
            language: language, environment: environment, workingDirectory: here)
        (options.yes, options.strict, options.resume, options.transcriptPath) = (yes, strict, resume, transcript)
        options.timeout = timeout.flatMap(TimeLimit.parse) ?? config.runTimeout
        options.pageDigest = PageDigest.of(page)
        options.colors = RunOptions.colorsWanted(descriptor: STDOUT_FILENO, environment: environment)
        options.terminalOutput = RunOptions.isTerminal(descriptor: STDOUT_FILENO, environment: environment)
        let engine = RunEngine(
            plan: plan, options: options, console: console, prompter: prompter, previous: previous, store: store,
            interruptions: interruptions)
        // Ctrl-C is the engine's to handle (it stops the running command, not docrun; a second one ends the run);
        // SIGTERM, SIGHUP and SIGQUIT (Ctrl-\, pressed when Ctrl-C does not stop a command) end the run: the engine
        // ends the step's processes, records the end and saves the state.
        let signals = SignalWatcher([SIGINT, SIGTERM, SIGHUP, SIGQUIT]) { signal in
            if signal == SIGINT { engine.interrupt() } else { engine.end(on: signal) }
            if signal != SIGINT || interruptions.endingSignal != nil { Self.armEnding(signal) }
        }
        let result = engine.run()
        signals.cancel()
        // As the run found it, whatever its commands left (`stty -echo`), for the shell docrun returns to.
        TerminalPrompter.restoreTerminal()
        if result.exit == .interrupted { Console.error("\n" + RunMessages.runInterrupted(language)) }
        if result.exit != .success { throw ExitCode(result.exit.rawValue) }
    }

    /// The last resort when docrun must end on a signal: if the run has not ended 15 seconds later (a step that does
    /// not stop, a write that hangs), docrun exits anyway with the signal's code, its scratch folders removed.
    private static func armEnding(_ signal: Int32) {
        guard !endingArmed.exchange(true, ordering: .relaxed) else { return }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 15)
            TerminalPrompter.restoreTerminal()
            Glibc.exit(128 + signal)
        }
    }

    private static let endingArmed = Atomic(false)
}
