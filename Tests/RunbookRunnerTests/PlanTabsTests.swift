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

    /// Each planned step of `text` as `label` names it, then `not: <the tab that runs>` or its disposition.
    static func plan(
        _ selection: Planner.Selection = .init(), of text: String = page,
        label: (Step, Runbook) -> String = { s, _ in s.id }
    ) throws -> [String] {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(text.utf8)))
        return try Planner.plan(runbook, selection: selection, inputs: ValueInputs()).steps.map { planned in
            let name = label(planned.step, runbook)
            return switch planned.disposition {
            case .skippedAlternative(let tab): "\(name) not: \(tab.title)"
            default: "\(name) \(planned.disposition)"
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

    /// The interface switcher's sections, one set for the whole page: a tab of steps done by hand ("UI") gives way to the
    /// first with commands, and the page runs in that interface (as the site shows it in one).
    static let interfaces = """
        ## Create in the console
        {: #create-ui}
        {: ui}

        1. Click **Create**.

        ## Create from the CLI
        {: #create-cli}
        {: cli}

        1. Create it.
            ```
            tool create
            ```
            {: pre}

        ## Create with the API
        {: #create-api}
        {: api}

        1. Post it.
            ```
            curl -X POST https://x/v1/things
            ```
            {: pre}

        ## Delete in the console
        {: #delete-ui}
        {: ui}

        1. Click **Delete**.

        ## Delete with the API
        {: #delete-api}
        {: api}

        1. Delete it.
            ```
            curl -X DELETE https://x/v1/things/1
            ```
            {: pre}

        ## Delete with Terraform
        {: #delete-tf}
        {: terraform}

        1. Destroy it.
            ```
            terraform destroy
            ```
            {: pre}
        """

    /// The steps of `interfaces`, each named by its section's anchor.
    static func planInterfaces(_ selection: Planner.Selection = .init()) throws -> [String] {
        try plan(selection, of: interfaces) { step, runbook in runbook.sections[step.sectionIndex ?? 0].anchor ?? "" }
    }

    @Test func aTabWithCommandsRunsBeforeOneDoneByHand() throws {
        #expect(
            try Self.planInterfaces() == [
                "create-ui not: CLI", "create-cli run", "create-api not: CLI", "delete-ui not: CLI",
                "delete-api not: CLI", "delete-tf not: CLI",
            ])
    }

    /// `--tab` chooses its title in every set that has it, in any case, even a tab done by hand; a set without it
    /// chooses as without the option.
    @Test func theTabOptionChoosesEverywhere() throws {
        #expect(
            try Self.planInterfaces(.init(tab: "terraform")) == [
                "create-ui not: Terraform", "create-cli not: Terraform", "create-api not: Terraform",
                "delete-ui not: Terraform", "delete-api not: Terraform", "delete-tf run",
            ])
        #expect(
            try Self.planInterfaces(.init(tab: "UI")) == [
                "create-ui manual", "create-cli not: UI", "create-api not: UI", "delete-ui manual",
                "delete-api not: UI", "delete-tf not: UI",
            ])
        #expect(try Self.plan(.init(tab: "api")) == Self.apiFirst)
    }

    static let apiFirst = [
        "1 group", "1.1 not: API", "1.2 run", "2 group", "2.1 run", "2.2 not: API", "1 group", "1.1 run",
        "1 not: Console",
    ]

    /// A title no tab of the selection has is an error, in the page's language, with the nearest title and all of them.
    @Test func anUnknownTabIsAnError() throws {
        #expect(throws: PlanError.unknownTab("CLU", available: ["CLI", "API", "Console", "Terraform"])) {
            try Self.plan(.init(tab: "CLU"))
        }
        #expect(throws: PlanError.unknownTab("API", available: ["Terraform"])) {
            try Self.plan(.init(section: "terraform", tab: "API"))
        }
        let untabbed = RunbookReader().read(
            try PageSource(path: "/tmp/page.md", bytes: Array("1. Do it.\n   ```\n   echo\n   ```\n   {: pre}\n".utf8)))
        #expect(throws: PlanError.unknownTab("API", available: [])) {
            try Planner.plan(untabbed, selection: .init(tab: "API"), inputs: ValueInputs())
        }
        #expect(
            PlanError.unknownTab("CLU", available: ["CLI", "API"]).message(file: "p.md", language: .fr)
                == "p.md : aucun onglet 'CLU' dans la sélection ; vouliez-vous dire 'CLI' ? (onglets : CLI, API)")
        #expect(
            PlanError.unknownTab("API", available: []).message(file: "p.md", language: .pt)
                == "p.md: nenhuma aba 'API': a seleção não tem abas")
    }
}
