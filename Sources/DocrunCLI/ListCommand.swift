import ArgumentParser
import RunbookKit

/// `docrun list`: shows what docrun read in each page.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show what docrun reads in pages: sections, steps, commands, outputs, files and placeholders.",
        discussion: """
            Pages that cannot be read are reported on standard error, one line each, and the others are still \
            listed; the exit code is then 66 (a page cannot be opened) or 65 (a page is binary, not UTF-8 or \
            empty). A page without steps is listed with a note on standard error. The JSON format is a public \
            contract, described in docs/json.md.
            """
    )

    @Argument(help: "The pages to read (Markdown files in the kramdown dialect of docs/dialect.md).")
    var files: [String]

    @Option(help: "Output format: text (for people, with @line positions) or json (see docs/json.md).")
    var format: ListFormat = .text

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let reading = try reading.reader()
        var values: [JSONValue] = []
        var texts: [String] = []
        var status: Int32 = ExitStatus.success
        for file in files {
            let runbook: Runbook
            do {
                runbook = try reading.read(path: file, checkingSteps: false)
            } catch let exit as ExitCode {
                status = max(status, exit.rawValue)
                continue
            }
            if runbook.steps.isEmpty {
                Console.error("docrun: \(file): no steps found (no numbered list and no {: pre} command)")
            }
            switch format {
            case .json: values.append(RunbookJSON.value(of: runbook))
            case .text: texts.append(ListTextReport(language: self.reading.lang ?? runbook.language).render(runbook))
            }
        }
        switch format {
        case .json: print(JSONValue.array(values).rendered())
        case .text: print(texts.joined(separator: "\n"), terminator: "")
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}

enum ListFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
