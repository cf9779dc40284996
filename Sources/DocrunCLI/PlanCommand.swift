import ArgumentParser
import Foundation
import RunbookKit
import RunbookRunner

/// `docrun plan`: the dry run.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show exactly what 'docrun run' would do, with values filled in, without running anything."
    )

    @Argument(help: "The page to plan.")
    var file: String

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var values: ValueOptions
    @OptionGroup var reading: ReadingOptions

    @Option(help: "Output format: text, json or sh (a bash script a person can read and run).")
    var format: PlanFormat = .text

    func run() throws {
        let runbook = try reading.read(file)
        let plan = try values.plan(runbook, selection: selection.selection)
        let language = reading.lang ?? runbook.language
        switch format {
        case .text: print(PlanTextReport(language: language).render(plan), terminator: "")
        case .json: print(PlanJSONReport.value(of: plan).rendered())
        case .sh: print(PlanScriptReport(language: language).render(plan), terminator: "")
        }
    }
}

enum PlanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sh
}
