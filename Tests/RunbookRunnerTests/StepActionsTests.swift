import RunbookKit
import Testing

@testable import RunbookRunner

/// A step's commands and files come in one order, the page's, which `plan` shows and `run` follows (`Step.actions`).
@Suite struct StepActionsTests {
    static let page = """
        1. Write the files and use them.

            ```json
            {"a": 1}
            ```
            {: codeblock}

            Save it as `first.json`.

            ```
            cat first.json
            ```
            {: pre}

            ```yaml
            b: 2
            ```
            {: codeblock}

            Save it as `second.yaml`.

            ```
            cat second.yaml
            ```
            {: pre}

            ```
            c=3
            ```
            {: codeblock}

            Save it as `third.env`.
        """

    @Test func filesComeBetweenTheCommandsAsThePageWritesThem() throws {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(Self.page.utf8)))
        let step = try #require(runbook.steps.first)
        let order = step.actions.map { action in
            switch action {
            case .command(let index, let command): "command \(index) at \(command.line)"
            case .file(let file): "file \(file.name ?? "?") at \(file.line)"
            }
        }
        #expect(
            order == [
                "file first.json at 4", "command 0 at 11", "file second.yaml at 16", "command 1 at 23",
                "file third.env at 28",
            ])
        #expect(
            step.lines(command: { index, _ in ["c\(index)"] }, file: { [$0.name ?? "?"] }) == [
                "first.json", "c0", "second.yaml", "c1", "third.env",
            ])
    }
}
