import ArgumentParser
import Dispatch
import Foundation
import Processes
import RunbookKit
import RunbookRunner

/// `docrun run`: carries an operator through a page, step by step.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a page step by step: ask for values, run each command in one shell, verify its output.",
        discussion: """
            Every value the selected steps need is settled before anything runs. The first source that has a \
            value wins: --set, --values, the environment (DOCRUN_<NAME>, upper-cased), a value bound from an \
            earlier step's output, the value given last time for this page (never a secret), then a prompt in \
            the page's language. Secrets are read with echo off and are masked everywhere: on screen, in the \
            transcript and in the state file.

            All commands run in one bash session (bash --noprofile --norc), so variables and the current \
            directory carry over from step to step. A step passes when its commands exit with status 0; when \
            the page shows an example output ({: screen}), the real output is compared with it tolerantly and \
            a difference is a warning (a failure with --strict).

            Without a terminal, docrun never waits: a missing value stops the run before anything runs, manual \
            steps are printed and counted, and a failing step stops the run.

            A transcript (JSON lines) is written to .docrun/ beside the page, or to --transcript. The state \
            after each passed step is kept there too, for --resume.

            EXIT CODES
              0    every selected step passed (output warnings allowed unless --strict)
              1    a step failed
              2    nothing was run: values or programs are missing and there is no terminal
              3    the operator chose to quit
              64   bad usage (unknown option, section or step)
              65   the page is not a usable runbook (binary, not UTF-8, empty, no steps)
              66   the page cannot be opened
              130  interrupted with Ctrl-C (the state is saved)
            """
    )

    @Argument(help: "The page to run.")
    var file: String

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var values: ValueOptions
    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Do not wait for a person: print manual steps and go on, write files without asking.")
    var yes = false

    @Flag(help: "Fail a step whose output differs from the page's example, instead of warning.")
    var strict = false

    @Flag(
        help: "Continue at the first step that did not pass last time, with the values and shell variables saved then.")
    var resume = false

    @Option(
        help: ArgumentHelp(
            "Write the transcript (JSON lines) to this file instead of .docrun/ beside the page.",
            valueName: "file"))
    var transcript: String?

    func run() throws {
        let runbook = try reading.read(file)
        let store = RunStore(pagePath: file)
        let previous = store.loadState()
        let plan = try values.plan(runbook, selection: selection.selection, remembered: previous?.values ?? [:])
        let console = StandardOutputConsole()
        let interruptions = Interruptions()
        let prompter: (any Prompter)? =
            TerminalPrompter.isAvailable ? TerminalPrompter(console: console, interruptions: interruptions) : nil
        let options = RunOptions(
            yes: yes, strict: strict, resume: resume, language: reading.lang ?? runbook.language,
            transcriptPath: transcript, environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath)
        let engine = RunEngine(
            plan: plan, options: options, console: console, prompter: prompter, previous: previous, store: store,
            interruptions: interruptions)
        // Ctrl-C is the engine's to handle (it stops the running command, not docrun); a second one quits.
        let interrupts = SignalWatcher([SIGINT]) { _ in
            guard engine.interrupt() else { return }
            TerminalPrompter.restoreTerminal()
            FileHandle.standardError.write(Data("\ndocrun: interrupted\n".utf8))
            Glibc.exit(130)
        }
        let result = engine.run()
        interrupts.cancel()
        if result.exit != .success { throw ExitCode(result.exit.rawValue) }
    }
}
