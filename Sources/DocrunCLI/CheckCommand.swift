import ArgumentParser
import Foundation
import RunbookChecks
import RunbookKit
import RunbookRunner

/// `docrun check`: validates pages for CI without running anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check documentation pages for problems, without running anything.",
        discussion: """
            Every PATH is a page or a folder; a folder means every .md file below it. \
            Each problem is reported with its page, line and column, a severity \
            and the id of the rule that found it: an error when the page renders \
            wrong or a command cannot run as written, a warning when something is \
            very likely wrong, a notice for style (notices are shown only with \
            --min-severity notice). 'docrun check --list-rules' lists the rules; \
            docs/checks.md explains them.

            EXIT CODES
              0   no error found (warnings do not count, unless --strict)
              1   at least one error found
              64  bad usage: unknown option, format or rule id, no PATH, or
                  a configuration file that cannot be used
              74  the report could not be written to standard output (a full
                  disk)

            CONFIGURATION
              Each page uses the nearest .docrun.yml in its folder or above
              (or the file given with --config):

                rules:                   # rule id: off, notice, warning, error
                  placeholder-unused: off
                  anchor-broken: warning
                min-severity: notice     # report notices too (default: warning)
                ignore:                  # paths to skip, relative to the file
                  - drafts
                  - "**/old-*.md"
                keywords: keywords.yml   # the site's {{site.data.keyword.KEY}} names

              Unknown keys and rule ids are errors (exit 64).

            SILENCING ONE PLACE
              A comment on its own line silences rules in the next block:
                <!-- docrun-ignore anchor-broken -->   one rule (or several)
                <!-- docrun-ignore -->                 every rule
                <!-- docrun-ignore anchor-broken -- the reason -->
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Pages, or folders to search for .md pages; '-' reads a page from standard input, named '-' in the "
                + "report (its .docrun.yml is the working folder's). A page given twice is checked once.",
            valueName: "path"))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Output format: text, json, sarif (GitHub code scanning), github (workflow annotations) "
                + "or junit.", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: "Count warnings as errors: exit 1 when any warning is found.")
    var strict = false

    @Option(help: ArgumentHelp(severityHelp, valueName: "severity"))
    var minSeverity: Diagnostic.Severity?

    @Option(name: .customLong("rule"), help: ArgumentHelp(ruleHelp, valueName: "id"))
    var rules: [String] = []

    @Option(name: .customLong("skip-rule"), help: ArgumentHelp("Do not check this rule (repeatable).", valueName: "id"))
    var skippedRules: [String] = []

    private static let severityHelp =
        "The least severity reported: notice, warning or error (default: the configuration's min-severity, else warning)."
    private static let ruleHelp =
        "Check only this rule (repeatable); its problems are reported whatever their severity and the configuration."

    @Option(
        help: ArgumentHelp(
            "Use this configuration file for every page instead of looking for .docrun.yml.",
            valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "The docs site's keyword file (YAML, key: text) for every page: keyrefs it "
                + "does not define are errors. Without one, keyrefs are not judged.",
            valueName: "file"))
    var keywords: String?

    @Option(help: "The language of the messages: en, fr or pt (default: en).")
    var lang: Language = .en

    @Flag(help: "Also run shellcheck, when installed, on every command.")
    var shellcheck = false

    @Flag(help: "List every rule with its id, default severity and rationale, and exit.")
    var listRules = false

    func validate() throws {
        if !listRules && paths.isEmpty { throw ValidationError(CheckUsageText.noPaths(lang)) }
        let known = RuleRegistry.descriptions.map(\.id)
        if let problem = selection.problem(known: known, language: lang) { throw ValidationError(problem) }
    }

    private var selection: RuleSelection { RuleSelection(only: rules, skipped: skippedRules) }

    func run() throws {
        if listRules {
            let rules = RuleRegistry.descriptions
            let width = rules.map(\.id.count).max() ?? 0
            let lines = rules.map { rule in
                let id = rule.id + String(repeating: " ", count: width - rule.id.count)
                let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
                return "\(id)  \(severity)  \(rule.rationale)\n"
            }
            try Console.report(lines.joined())
            return
        }
        let keywordTable = try keywords.map { try ReadingOptions.keywordTable($0) { lang } }
        let options = CheckOptions(
            messageLanguage: lang, strict: strict, shellcheck: shellcheck, configFile: config,
            minimumSeverity: minSeverity, rules: selection, keywords: keywordTable,
            // SARIF shows what comments and configurations silence as suppressed results; other formats leave it out.
            keepsSilenced: format == .sarif)
        let report: CheckReport
        do {
            report = try CheckRunner(options: options).check(paths: paths)
        } catch {
            Console.error(error.description)
            throw ExitCode.validationFailure
        }
        for ignored in report.ignoredArguments { Console.error(ignored.note(lang)) }
        let environment = ProcessInfo.processInfo.environment
        let colour = format == .text && RunOptions.colorsWanted(descriptor: STDOUT_FILENO, environment: environment)
        // In a GitHub workflow, paths are the repository's, also when docrun runs in a folder of it.
        let workspace = getenv("GITHUB_WORKSPACE").map { SystemPath.decoding(cString: $0) }
        try Console.report(Reporter.render(report, as: format, colour: colour, workspace: workspace))
        // The process ends here, without freeing the report and the pages it holds.
        Glibc.exit(report.exitStatus)
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension Diagnostic.Severity: ExpressibleByArgument {}
