import ArgumentParser
import Foundation
import RunbookChecks
import RunbookKit

/// `docrun list`: shows what docrun read in each page.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show what docrun reads in pages: sections, steps, commands, outputs, files and placeholders.",
        discussion: """
            Pages that cannot be read are reported on standard error, one line each, and the others are still \
            listed; the exit code is then 66 (a page cannot be opened) or 65 (a page is binary, not UTF-8 or \
            empty), and 74 when the listing cannot be written to standard output (a full disk). A page without \
            steps is listed with a note on standard error. The JSON format is a public \
            contract, described in docs/json.md.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The pages to read (Markdown files in the kramdown dialect of docs/dialect.md); '-' reads one from "
                + "standard input, named '-' in the listing. A page given twice is listed once."))
    var files: [String]

    @Option(help: "Output format: text (for people, with @line positions) or json (see docs/json.md).")
    var format: ListFormat = .text

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        // A page given twice (`a.md ./a.md`, globs that overlap) is listed once, as `check` checks it once.
        let files = PagePaths.eachOnce(self.files)
        let readers = try reading.readers(for: files)
        let format = format
        let language = reading.lang
        // Pages are read and rendered on every core, on ParallelWork's large-stack threads (hostile pages nest deep).
        let pages = ParallelWork.map(count: files.count, threads: ProcessInfo.processInfo.activeProcessorCount) {
            index -> Result<(hasSteps: Bool, commandInHTML: Int?, language: Language, rendered: [UInt8]), PageError> in
            Result { () throws(PageError) in
                let page = try readers[index].readPage(PageSource.load(path: files[index]))
                let runbook = page.runbook
                // Bytes, not strings: making strings of the pages' JSON validated its UTF-8 twice.
                let rendered =
                    switch format {
                    case .json: RunbookJSON.rendered(runbook, indent: 1)
                    case .text:
                        Array(
                            VisibleText.of(ListTextReport.render(runbook, language: language ?? runbook.language)).utf8)
                    }
                let hasSteps = !runbook.steps.isEmpty
                return (hasSteps, page.commandInHTMLBlock, runbook.language, rendered)
            }
        }
        var rendered: [[UInt8]] = []
        var status: Int32 = 0
        for (file, page) in zip(files, pages) {
            switch page {
            case .failure(let error):
                status = max(status, reading.refusing(error).rawValue)
            case .success(let page):
                let said = language ?? page.language
                if !page.hasSteps {
                    Console.error(ReadingOptions.noSteps(file, commandInHTML: page.commandInHTML, language: said))
                } else if let line = page.commandInHTML {
                    Console.error(ReadingOptions.commandNotRead(file, line: line, language: said))
                }
                rendered.append(page.rendered)
            }
        }
        // Written, not printed: nothing else goes to standard output; a failed write ends docrun with 74.
        let output =
            switch format {
            case .json: JSONValue.array(ofRenderedUTF8: rendered) + [UInt8(ascii: "\n")]
            case .text: Array(rendered.joined(separator: [UInt8(ascii: "\n")]))
            }
        try Console.report(output)
        if status != 0 { throw ExitCode(status) }
    }
}

enum ListFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
