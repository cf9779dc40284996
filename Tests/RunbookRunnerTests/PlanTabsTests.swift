import RunbookKit
import Testing

@testable import RunbookRunner

/// The tabs of a set are alternatives: the plan runs one and skips the others, with the sub-steps in them.
@Suite struct PlanTabsTests {
    static let page = """
        ## Create
        {: #create}

        1. Create it.
            ```
            tool create
            ```
            {: pre}
            {: tab-title="CLI"}
            {: tab-group="how"}

            ```
            curl -X POST https://x/v1/things
            ```
            {: pre}
            {: tab-title="API"}
            {: tab-group="how"}

        2. Delete it.
            ```
            curl -X DELETE https://x/v1/things/1
            ```
            {: pre}
            {: tab-title="API"}
            {: tab-group="how"}

            ```
            tool delete
            ```
            {: pre}
            {: tab-title="CLI"}
            {: tab-group="how"}

        ## With the console
        {: #console}
        {: tab-title="Console"}
        {: tab-group="where"}

        1. Open the console.
            1. Click **Create**.
                ```
                open https://x/console
                ```
                {: pre}

        ## With Terraform
        {: #terraform}
        {: tab-title="Terraform"}
        {: tab-group="where"}

        1. Apply the plan.
            ```
            terraform apply
            ```
            {: pre}
        """

    static func plan(_ selection: Planner.Selection = .init()) throws -> [String] {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        return try Planner.plan(runbook, selection: selection, inputs: ValueInputs()).steps.map { planned in
            switch planned.disposition {
            case .skippedAlternative(let tab): "\(planned.step.id) not: \(tab.title)"
            default: "\(planned.step.id) \(planned.disposition)"
            }
        }
    }

    /// The first tab of a set runs, and where the group comes again its title is followed, whatever its place there.
    @Test func theFirstTabRunsAndIsFollowed() throws {
        #expect(
            try Self.plan() == [
                "1 group", "1.1 run", "1.2 not: CLI", "2 group", "2.1 not: CLI", "2.2 run", "1 group", "1.1 run",
                "1 not: Console",
            ])
    }

    /// What `--only` or `--section` selects is the choice.
    @Test func theSelectionChooses() throws {
        #expect(try Self.plan(.init(only: ["1.2", "2"])) == ["1.2 run", "2 group", "2.1 run", "2.2 not: API"])
        #expect(try Self.plan(.init(section: "terraform")) == ["1 run"])
    }
}
