import RunbookKit
import Testing

@testable import RunbookRunner

/// The parts of a step scoped to other systems are skipped on Linux, with the sub-steps in them.
@Suite struct PlanPlatformTests {
    @Test func partsForOtherSystemsAreSkipped() throws {
        let page = """
            1. Install the tool.
               * For Linux:
                 ```
                 sh install.sh
                 ```
                 {: pre}
               * For Windows:
                 1. Download it.
                    ```
                    iex (New-Object Net.WebClient).DownloadString('https://x/y')
                    ```
                    {: pre}

               Para macOS:
               ```
               brew install tool
               ```
               {: pre}
            """
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        let plan = try Planner.plan(runbook, selection: .init(), inputs: ValueInputs())
        #expect(plan.steps.map(\.step.id) == ["1", "1.1", "1.2", "1.2.1", "1.3"])
        #expect(
            plan.steps.map(\.disposition) == [
                .group, .run, .skippedPlatform([.windows]), .skippedPlatform([.windows]), .skippedPlatform([.macos]),
            ])
        let script = PlanScriptReport(language: .en).render(plan)
        #expect(script.contains("sh install.sh") && !script.contains("iex") && !script.contains("brew"))
    }
}
