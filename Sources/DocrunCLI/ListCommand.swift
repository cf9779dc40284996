import ArgumentParser
import RunbookKit

/// `docrun list`: shows what docrun read in each page.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show what docrun reads in pages: sections, steps, commands, outputs, files and placeholders."
    )

    @Argument(help: "The pages to read.")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    func run() throws {
        let reader = RunbookReader()
        var values: [JSONValue] = []
        for file in files {
            let runbook = try reader.read(path: file)
            values.append(RunbookJSON.value(of: runbook))
        }
        print(JSONValue.array(values).rendered())
    }
}
