import ArgumentParser
import Foundation
import RunbookChecks
import RunbookKit
import RunbookRunner

/// `--section`, `--from`, `--to`, `--only` and `--tab`.
struct SelectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Only this section (by its anchor, e.g. cs_cli_configure; for a heading without one, the id kramdown "
                + "makes of its title, as 'docrun list' shows it) and the sections under it.",
            valueName: "anchor"))
    var section: String?

    @Option(
        help: ArgumentHelp(
            "Start at this step, by its number as 'docrun list' shows it (e.g. 4 or 7.2); when several steps "
                + "have that number, add --section or its line too, as 'docrun list' shows it: 2@30.",
            valueName: "step"))
    var from: String?

    @Option(
        help: ArgumentHelp(
            "End with this step (its sub-steps included), by its number: 5 or 7.",
            valueName: "step"))
    var to: String?

    @Option(
        help: ArgumentHelp(
            "Only these steps (each with its sub-steps), by number, comma-separated: 2,7.2.",
            valueName: "steps"))
    var only: String?

    @Option(
        help: ArgumentHelp(
            "Where the page offers tabs (CLI, API…), run the one of this title, in any case: --tab api. The "
                + "sections of the interface switcher (ui, cli, api, terraform) are tabs too. Without it, each set "
                + "runs the tab chosen before in the page, else its first with commands.",
            valueName: "title"))
    var tab: String?

    var selection: Planner.Selection {
        Planner.Selection(
            section: section, from: from, to: to,
            only: only.map { $0.split(separator: ",").map { String($0.trimming(\.isSpaceOrTab)) } } ?? [],
            tab: tab)
    }
}

/// `--set` and `--values`.
struct ValueOptions: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Give the placeholder <name> a value (repeatable): --set org_name=my-org.", valueName: "name=value"))
    var assignments: [String] = []

    @Option(
        name: .customLong("values"),
        help: ArgumentHelp(
            "Read placeholder values from a YAML or JSON file of name: value pairs; --set wins over it.",
            valueName: "file"))
    var valuesFile: String?

    /// Plans `runbook` with these values, the environment's and `remembered`; bad ones are usage errors.
    ///
    /// `unset` is the page's `Runbook.unsetVariableNames`, read once by the command.
    func plan(
        _ runbook: Runbook, unset: [String], selection: Planner.Selection, remembered: [String: String] = [:],
        language: Language
    ) throws -> RunPlan {
        var inputs: ValueInputs
        do {
            try ValuesFile.checkText(
                arguments: Self.bytes(of: CommandLine.unsafeArgv), environment: Self.bytes(of: environ))
            inputs = ValueInputs(
                commandLine: try ValuesFile.parseAssignments(assignments),
                valuesFile: try valuesFile.map(ValuesFile.load(path:)) ?? [:],
                environment: ProcessInfo.processInfo.environment)
        } catch {
            throw usageError(error.message(language))
        }
        inputs.remembered = remembered
        // A shell variable no step sets takes a value as a placeholder does (`--set REGION=eu-de`), and is suggested
        // as one is.
        let known = runbook.placeholders.map(\.name) + unset
        let knownNames = Set(known)
        for name in inputs.commandLine.keys.sorted() + inputs.valuesFile.keys.sorted() where !knownNames.contains(name)
        {
            Console.error(
                PlanError.unknownValue(name, file: SystemPath.visible(runbook.file), known: known, language: language))
        }
        do {
            return try Planner.plan(runbook, selection: selection, inputs: inputs, unset: unset)
        } catch {
            // The command line is right but does not fit the page.
            throw usageError(error.message(file: SystemPath.visible(runbook.file), language: language))
        }
    }

    /// The C strings of a NULL-terminated list as bytes, as the system gave them: the command line's arguments
    /// (`CommandLine.unsafeArgv`), the environment's `NAME=value` entries (`environ`).
    static func bytes(of strings: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [[UInt8]] {
        var entries: [[UInt8]] = []
        var entry = strings
        while let pointer = entry.pointee {
            entries.append(Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))))
            entry += 1
        }
        return entries
    }
}

/// `--keywords` and `--lang`.
struct ReadingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A YAML file of keyrefs ({{site.data.keyword.KEY}}: text) that adds to or overrides the one the "
                + "page's .docrun.yml names with 'keywords:'.", valueName: "file"))
    var keywords: String?

    @Option(
        help: ArgumentHelp(
            "The language of docrun's own labels and messages: en, fr or pt (default: the "
                + "page's language; the page itself is read the same way whatever its language)."))
    var lang: Language?

    /// Reads `path` with its keyrefs (`readers(for:)`), and finds its configuration.
    ///
    /// An unreadable page, or one without steps, is one line on standard error and exit 66 or 65. `commandInHTML` is
    /// the line of a command the page's steps leave out, in an HTML block (`ReadPage.commandInHTMLBlock`).
    func read(_ path: String) throws -> (runbook: Runbook, config: CheckConfig, commandInHTML: Int?) {
        let given = try givenKeywords(for: [path])
        let source: PageSource
        do {
            source = try PageSource.load(path: path)
        } catch {
            throw refusing(error)
        }
        let language =
            lang ?? LanguageDetector.language(path: source.path, frontMatter: source.frontMatter, lines: source.lines)
        let config = try Self.configs(for: [path], language: language, keywords: given)[0]
        let page = RunbookReader(keywords: config.keywords, documentsVariables: true).readPage(source)
        if page.runbook.steps.isEmpty {
            Console.error(Self.noSteps(path, commandInHTML: page.commandInHTMLBlock, language: language))
            throw ExitCode.badPage
        }
        return (page.runbook, config, page.commandInHTMLBlock)
    }

    /// What is said of a page without steps, in `language`: `read` refuses it, `list` lists it anyway; and where an
    /// HTML block holds a command docrun does not read (`ReadPage.commandInHTMLBlock`).
    static func noSteps(_ path: String, commandInHTML line: Int?, language: Language) -> String {
        let page = SystemPath.visible(path)
        guard let line else { return "docrun: " + InputMessages.noSteps(language, ["page": page]) }
        return "docrun: " + InputMessages.noStepsHTMLCommand(language, ["page": page, "line": String(line)])
    }

    /// What is said of a page with steps that has a command in an HTML block docrun does not read, at `line`.
    static func commandNotRead(_ path: String, line: Int, language: Language) -> String {
        "docrun: "
            + InputMessages.htmlCommandNotRead(language, ["page": SystemPath.visible(path), "line": String(line)])
    }

    /// Says why a page cannot be read, in `--lang`'s language, else the environment's (the page was not read), and
    /// gives the exit status it ends docrun with.
    func refusing(_ error: PageError) -> ExitCode {
        Console.error("docrun: " + error.message(messageLanguage(page: nil)))
        return switch error.kind {
        case .file(.tooLarge), .empty, .binary, .invalidUTF8: .badPage
        case .file: .noInput
        }
    }

    /// A reader for each of `pages`, resolving keyrefs as its configuration says.
    ///
    /// That is the `keywords:` file of the page's `.docrun.yml` (found as `docrun check` finds it), with
    /// `--keywords` over it. A configuration or keyword file that cannot be used is bad usage.
    func readers(for pages: [String]) throws -> [RunbookReader] {
        let given = try givenKeywords(for: pages)
        let language = messageLanguage(page: nil)
        return try Self.configs(for: pages, language: language, keywords: given).map {
            RunbookReader(keywords: $0.keywords)
        }
    }

    /// The configuration of each of `pages`, with `keywords` (`--keywords`) over its own keyword file, errors in
    /// `language`; a configuration file that cannot be used is bad usage (exit 64), naming the file and line.
    private static func configs(
        for pages: [String], language: Language, keywords: KeywordTable?
    ) throws -> [CheckConfig] {
        do throws(ConfigError) {
            var resolver = try ConfigResolver(language: language, keywords: keywords)
            return try pages.map { (page) throws(ConfigError) in try resolver.config(forPage: page) }
        } catch {
            // As `check` says it: `file:line:column: error: message`.
            Console.error(error.description)
            throw ExitCode.validationFailure
        }
    }

    /// The table of `--keywords`, if given; one that cannot be used is bad usage, said in `messageLanguage` of the
    /// page when one page is read.
    private func givenKeywords(for pages: [String]) throws -> KeywordTable? {
        try keywords.map { path in
            try Self.keywordTable(path) { messageLanguage(page: pages.count == 1 ? pages[0] : nil) }
        }
    }

    /// The language of a usage error about `page`'s command line: `--lang`'s, else the page's (read for it: only
    /// when there is an error to say), else the environment's.
    func messageLanguage(page: String?) -> Language {
        lang ?? page.flatMap { (try? RunbookReader().read(path: $0))?.language }
            ?? Language.ofEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The table in the keyword file at `path`; one that cannot be used is bad usage, said in `language` (worked out
    /// only then: it may read the page).
    static func keywordTable(_ path: String, language: () -> Language) throws -> KeywordTable {
        do {
            return try KeywordTable.load(path: path)
        } catch {
            throw usageError(error.message(language()))
        }
    }
}

/// Says `message` as the parser says a usage error (`Error: …`) and gives its exit status, 64, for what a command
/// finds wrong with its arguments once it runs (a values, keyword or configuration file): a `ValidationError` thrown
/// from `run()` is shown with the usage line of `docrun` itself (`Usage: docrun <subcommand>`), which says nothing of
/// the command given.
func usageError(_ message: String) -> ExitCode {
    Console.error("Error: " + message)
    return .validationFailure
}

extension Language: ExpressibleByArgument {}
