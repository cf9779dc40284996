import RunbookKit
import Testing

@testable import RunbookRunner

/// The alternative bullets of a step are a set: the plan runs one and skips the others, and needs only its values.
@Suite struct PlanAlternativesTests {
    static let page = """
        1. Create the cluster. Choose one of the following options.
            * For classic clusters:
                ```
                tool create --classic <zone>
                ```
                {: pre}
            * For VPC clusters:
                ```
                tool create --vpc <subnet>
                ```
                {: pre}
        2. Remove the cluster.
            * For VPC clusters:
                ```
                tool rm --vpc
                ```
                {: pre}
            * For classic clusters:
                ```
                tool rm --classic
                ```
                {: pre}
        """

    static func plan(_ selection: Planner.Selection = .init(), page: String = page) throws -> (
        steps: [String], needed: [String]
    ) {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        let plan = try Planner.plan(runbook, selection: selection, inputs: ValueInputs())
        let steps = plan.steps.map { planned in
            switch planned.disposition {
            case .skippedAlternative(let tab): "\(planned.step.id) not: \(tab.title) \(tab.kind)"
            default: "\(planned.step.id) \(planned.disposition)"
            }
        }
        return (steps, plan.needed.map(\.name))
    }

    /// The first bullet runs, the same title is followed in the later step, and only its values are needed.
    @Test func theFirstRunsAndIsFollowed() throws {
        let plan = try Self.plan()
        #expect(
            plan.steps == [
                "1 group", "1.1 run", "1.2 not: For classic clusters bullet", "2 group",
                "2.1 not: For classic clusters bullet", "2.2 run",
            ])
        #expect(plan.needed == ["zone"])
    }

    /// What `--only` selects is the choice, and the later set follows it.
    @Test func theSelectionChooses() throws {
        let plan = try Self.plan(.init(only: ["1.2", "2"]))
        #expect(plan.steps == ["1.2 run", "2 group", "2.1 run", "2.2 not: For VPC clusters bullet"])
        #expect(plan.needed == ["subnet"])
    }

    /// A set without the title followed first runs its first; a later set that has both runs the earliest followed
    /// that it has, not its own first.
    @Test func theEarliestTitleFollowedRuns() throws {
        func step(_ number: Int, _ titles: [String]) -> String {
            "\(number). Check it. Choose one of the following options.\n"
                + titles.map { "    * For \($0):\n        ```\n        echo \($0)\n        ```\n        {: pre}\n" }
                .joined()
        }
        let page = step(1, ["classic", "VPC"]) + step(2, ["Satellite", "VPC"]) + step(3, ["VPC", "Satellite"])
        #expect(
            try Self.plan(page: page).steps == [
                "1 group", "1.1 run", "1.2 not: For classic bullet", "2 group", "2.1 run",
                "2.2 not: For Satellite bullet", "3 group", "3.1 not: For Satellite bullet", "3.2 run",
            ])
    }
}
