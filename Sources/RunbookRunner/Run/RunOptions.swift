import Foundation
import RunbookKit

/// How `docrun run` behaves, from its command line and its surroundings; all but three have a default, set by name.
public struct RunOptions: Sendable {
    /// Go on without asking: manual steps are printed, files are written, nothing waits for a person.
    public var yes = false
    /// An output that differs from the page's example fails the step instead of warning.
    public var strict = false
    /// Continue at the first step that did not pass last time.
    public var resume = false
    /// The language docrun speaks.
    public var language: Language
    /// Where to write the transcript (default: `.docrun/` beside the page).
    public var transcriptPath: String?
    /// The environment the shell starts with (and where `PATH` is looked up).
    public var environment: [String: String]
    /// The folder the shell starts in.
    public var workingDirectory: String
    /// Seconds a step's commands may run before the step fails (`--timeout`, `.docrun.yml`); nil: no limit.
    public var timeout: Double?
    /// A digest of the page's bytes, kept in the state so that `--resume` can tell the page changed.
    public var pageDigest = ""
    /// Whether to colour verdicts, commands and headings (`colorsWanted`).
    public var colors = false
    /// Whether standard output is a terminal that can write over a line (`Heartbeat`).
    public var terminalOutput = false

    /// Options with their defaults.
    public init(language: Language, environment: [String: String], workingDirectory: String) {
        self.language = language
        self.environment = environment
        self.workingDirectory = workingDirectory
    }
}

extension RunOptions {
    /// Whether a run writing to `descriptor` should colour: a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`.
    public static func colorsWanted(descriptor: Int32, environment: [String: String]) -> Bool {
        isTerminal(descriptor: descriptor, environment: environment) && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Whether `descriptor` is a terminal that understands more than a line feed (`TERM` not `dumb`).
    public static func isTerminal(descriptor: Int32, environment: [String: String]) -> Bool {
        isatty(descriptor) == 1 && environment["TERM"] != "dumb"
    }
}

/// How a run ends, as an exit code (docs/exit-codes.md).
public enum RunExit: Int32, Error, Sendable, Equatable {
    /// Every selected step passed, was done by hand or was skipped (for another system, as destructive, or by the
    /// operator's choice, a failing step's included; warnings allowed).
    case success = 0
    /// A step failed (with `--strict`, an output that differs from the example counts as a failure).
    case stepFailed = 1
    /// Nothing was run: values or programs are missing and there is no terminal to ask.
    case notStarted = 2
    /// The operator chose to quit.
    case quit = 3
    /// Stopped by SIGHUP (the terminal went away): the running step's processes were ended, the state is saved.
    case hangup = 129
    /// Interrupted with Ctrl-C.
    case interrupted = 130
    /// Stopped by SIGQUIT (Ctrl-\): the running step's processes were ended, the state is saved.
    case quitSignal = 131
    /// Stopped by SIGTERM: the running step's processes were ended, the state is saved.
    case terminated = 143
}

/// What happened to a step.
public enum StepOutcome: String, Sendable {
    case passed, warned, failed, skipped, manual
    /// Ctrl-C (or a signal that ends docrun) at a question before the step ran: neither done nor skipped, and
    /// `--resume` starts at it.
    case interrupted
}

/// The result of a run: each step that was reached and how it ended, and the exit code.
public struct RunResult: Sendable {
    /// The steps reached, with their outcome, in order.
    public let outcomes: [(step: Step, outcome: StepOutcome)]
    /// How the run ended.
    public let exit: RunExit
}

/// The shell a run talks to; `ShellSession` in real runs, a double in tests.
public protocol CommandShell: AnyObject, Sendable {
    /// Runs `script` from the file `file` of `folder`, stopped after `timeout` seconds (nil: no limit); `onOutput`
    /// receives output as it arrives.
    func run(
        _ script: String, file: String, timeout: Double?, onOutput: @escaping @Sendable ([UInt8]) -> Void
    ) throws(ShellError) -> CommandResult
    /// The private folder of the files commands are run from, which bash names in its messages.
    var folder: String { get }
    /// Stops the running command and its children; the shell survives.
    func interrupt()
    /// Ends the shell and every process its commands started, from any thread (docrun is ending).
    func terminate()
    /// The values of these shell variables, with their attributes.
    func variables(named names: [String]) throws(ShellError) -> [String: ShellVariable]
    /// The shell's current directory.
    func currentDirectory() throws(ShellError) -> String
    /// What background jobs printed since the last command ended, taken once (`ShellSession.earlierOutput()`).
    func earlierOutput() -> [UInt8]
    /// Ends the shell.
    func close()
    /// The processes its commands started that are still running (background jobs), with their command lines (nil for
    /// a subshell of the shell).
    func stillRunning() -> [(pid: pid_t, command: String?)]
}

extension CommandShell {
    func earlierOutput() -> [UInt8] { [] }

    /// Runs `lines` of docrun's own (values given as variables, the state restored) before a command: a shell that
    /// one of them ended cannot go on.
    func runOwn(_ lines: [String]) throws(ShellError) {
        guard !lines.isEmpty else { return }
        let result = try run(lines.joined(separator: "\n"), file: "values", timeout: nil) { _ in }
        if let end = result.ended { throw ShellError.sessionDied(end) }
    }
}

extension ShellSession: CommandShell {}

/// Colours on a terminal (`RunOptions.colors`): a verdict's colour says what it is at a glance.
enum Paint: String {
    case heading = "1"
    case command = "36"
    case passed = "32"
    case warned = "33"
    case failed = "31"
}

extension RunEngine {
    func paint(_ text: String, _ paint: Paint) -> String {
        options.colors && !text.isEmpty ? "\u{1B}[" + paint.rawValue + "m" + text + "\u{1B}[0m" : text
    }
}
