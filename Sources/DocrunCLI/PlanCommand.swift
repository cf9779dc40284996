import ArgumentParser
import Foundation
import RunbookKit
import RunbookRunner

/// `docrun plan`: the dry run.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show exactly what 'docrun run' would do, with values filled in, without running anything.",
        discussion: """
            Each placeholder takes the first value found in: --set, the --values file, the environment variable \
            DOCRUN_<NAME> (upper case, other characters as _: <docker-email> is DOCRUN_DOCKER_EMAIL). A \
            placeholder with no value is shown as missing, one a step's output gives as such; a secret value is \
            shown as ********. Exit codes: 0 planned, 2 a value given is one 'docrun run' refuses (said as it says \
            it), 64 bad usage (unknown --section or --from), 65 the page is not a usable runbook (binary, not UTF-8, \
            empty, no steps), 66 the page cannot be opened, 74 the plan could not be written to standard output. See \
            docs/exit-codes.md.
            """
    )

    @Argument(help: "The page to plan; '-' reads it from standard input, named '-' in the plan.")
    var file: String

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var values: ValueOptions
    @OptionGroup var reading: ReadingOptions

    @Option(help: "Output format: text, json or sh (a bash script a person can read and run).")
    var format: PlanFormat = .text

    func run() throws {
        let runbook = try reading.read(file).runbook
        let language = reading.lang ?? runbook.language
        let plan = try values.plan(
            runbook, unset: runbook.unsetVariableNames, selection: selection.selection, language: language)
        // A value `docrun run` would refuse is refused here, in its words and with its exit code.
        if let problem = plan.refusedValue(language) {
            Console.error(problem)
            throw ExitCode(RunExit.notStarted.rawValue)
        }
        switch format {
        case .text: try Console.report(VisibleText.of(PlanTextReport(language: language).render(plan)))
        case .json: try Console.report(PlanJSONReport.value(of: plan).rendered() + "\n")
        case .sh: try Console.report(PlanScriptReport(language: language).render(plan))
        }
    }
}

enum PlanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sh
}
