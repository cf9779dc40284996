import Foundation
import TestSupport
import Testing

/// Choosing what to run: `--section`, `--from`, `--to` and `--only`, through the built binary's plan; `--resume`
/// without a saved state says so.
@Suite struct StepSelectionTests {
    static let page = RepositoryPaths.root.appendingPathComponent("runbooks/ibm-cloud/en/cs_dedicated_tokens.md").path

    /// Arguments, and the steps planned (nil: a usage error naming the problem).
    static let selections: [(arguments: [String], steps: [String]?)] = [
        (["--to", "3"], ["1", "2", "3"]),
        (["--to", "7"], ["1", "2", "3", "4", "5", "6", "7", "7.1", "7.2", "7.3", "7.4"]),
        (["--from", "2", "--to", "4"], ["2", "3", "4"]),
        (["--only", "2,7.2"], ["2", "7.2"]),
        (["--only", "5, 7"], ["5", "7", "7.1", "7.2", "7.3", "7.4"]),
        (["--from", "6", "--only", "7.4"], ["7.4"]),
        (["--to", "9"], nil), (["--only", "2,8"], nil), (["--from", "5", "--to", "3"], nil),
    ]

    @Test(arguments: selections) func theSelectedStepsArePlanned(arguments: [String], steps: [String]?) throws {
        let result = try DocrunProcess.run(["plan", Self.page, "--format", "json"] + arguments)
        guard let steps else {
            #expect(result.status == 64, "\(result.stdout)")
            #expect(
                result.stderr.contains("no step '") || result.stderr.contains("(--to) comes before"), "\(result.stderr)"
            )
            return
        }
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let planned = (plan?["steps"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(planned == steps)
    }

    @Test func resumeWithoutAStateSaysSo() throws {
        let sandbox = try RunSandbox(
            page: "# Page\n{: #page}\n\n1.  Greet.\n\n    ```\n    echo hi\n    ```\n    {: pre}\n")
        let result = try sandbox.run(["--resume"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Nothing to resume: no state was saved for this page ("), "\(result.stdout)")
        #expect(result.stdout.contains("hi\n"))
    }

    static let sections = """
        # Page
        {: #page}

        ## Create
        {: #create}

        1.  Create.

            ```
            echo create
            ```
            {: pre}

        ### Check what was created
        {: #create_check}

        1.  Check.

            ```
            echo check
            ```
            {: pre}

        ## Remove
        {: #remove}

        1.  Remove.

            ```
            echo remove
            ```
            {: pre}
        """

    /// `--section` runs that section and its subsections, never the sections after it.
    @Test func aSectionIncludesItsSubsectionsOnly() throws {
        let sandbox = try RunSandbox(page: Self.sections)
        let result = try sandbox.run(["--section", "create"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("create\n") && result.stdout.contains("check\n"))
        #expect(!result.stdout.contains("remove\n"), "\(result.stdout)")
        #expect(result.stdout.contains("## Create") && result.stdout.contains("### Check what was created"))
    }

    /// Headings without an id of their own, as older pages and other writers leave them: kramdown gives each one made
    /// of its title (a repeated title numbered, one without letters `section`), the anchor of the published page that
    /// `--section` takes, `list` shows and an unknown section's error lists.
    static let headingsWithoutIDs = """
        # Page

        ## Before you begin

        1.  Log in.

            ```
            echo log-in
            ```
            {: pre}

        ## Install the CLI

        1.  Install it.

            ```
            echo install-first
            ```
            {: pre}

        ## Install the CLI

        1.  Install it again.

            ```
            echo install-again
            ```
            {: pre}

        ## 2.0

        1.  Upgrade.

            ```
            echo upgrade
            ```
            {: pre}
        """

    @Test(arguments: [
        ("before-you-begin", "log-in\n"), ("install-the-cli", "install-first\n"),
        ("install-the-cli-1", "install-again\n"), ("section", "upgrade\n"),
    ])
    func aSectionWithoutAnIDIsChosenByKramdownsID(anchor: String, runs: String) throws {
        let sandbox = try RunSandbox(page: Self.headingsWithoutIDs)
        let result = try sandbox.run(["--section", anchor])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let ran = ["log-in\n", "install-first\n", "install-again\n", "upgrade\n"].filter(result.stdout.contains)
        #expect(ran == [runs], "\(result.stdout)")
    }

    @Test func listAndAnUnknownSectionNameKramdownsIDs() throws {
        let sandbox = try RunSandbox(page: Self.headingsWithoutIDs)
        let list = try DocrunProcess.run(["list", sandbox.page])
        #expect(list.stdout.contains("## Install the CLI  {#install-the-cli-1}  @21"), "\(list.stdout)")
        let result = try DocrunProcess.run(["plan", sandbox.page, "--section", "install"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("(sections: page, before-you-begin, install-the-cli, install-the-cli-1, section)"),
            "\(result.stderr)")
    }

    /// The docs site's interface switcher (`{: ui}`, `{: cli}`, `{: api}`): one interface runs, the one with commands
    /// first unless `--tab` names another; an unknown title is a usage error naming the titles.
    static let interfaces = """
        # Widgets
        {: #widgets}

        ## Creating a widget in the console
        {: #create-ui}
        {: ui}

        1. Click **Create**.

        ## Creating a widget from the CLI
        {: #create-cli}
        {: cli}

        ```
        echo via-cli
        ```
        {: pre}

        ## Creating a widget with the API
        {: #create-api}
        {: api}

        ```
        echo via-api
        ```
        {: pre}
        """

    @Test(arguments: [([], "via-cli\n", "via-api\n", "CLI"), (["--tab", "api"], "via-api\n", "via-cli\n", "API")])
    func oneInterfaceRuns(arguments: [String], runs: String, skips: String, tab: String) throws {
        let sandbox = try RunSandbox(page: Self.interfaces)
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(runs) && !result.stdout.contains(skips), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "Skipped: the \"\(tab)\" tab runs instead (tabs are alternatives: --tab, --only or --section chooses one)."
            ),
            "\(result.stdout)")
    }

    /// `docrun list` says the tab a heading gives its steps, what `--tab` takes, in the page's language or `--lang`'s.
    @Test(arguments: [
        ("en", "step 1  @8 (manual) (tab UI) Click Create.", "step 1  @14 (unnumbered) (tab CLI)"),
        ("fr", "étape 1  @8 (manuelle) (onglet UI) Click Create.", "étape 1  @14 (non numérotée) (onglet CLI)"),
        ("pt", "passo 1  @8 (manual) (aba UI) Click Create.", "passo 1  @14 (sem número) (aba CLI)"),
    ])
    func listSaysTheTabs(language: String, manual: String, command: String) throws {
        let sandbox = try RunSandbox(page: Self.interfaces)
        let result = try DocrunProcess.run(["list", sandbox.page, "--lang", language])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(manual) && lines.contains(command), "\(result.stdout)")
    }

    @Test func anUnknownTabIsAUsageError() throws {
        let result = try RunSandbox(page: Self.interfaces).run(["--tab", "terraform"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasSuffix("no tab 'terraform' in the selection (tabs: UI, CLI, API)\n"), "\(result.stderr)")
    }

    /// Two procedures in one section, numbered 1 and 2 each: a bare number is never resolved to the first; the error
    /// lists the candidates, and `NUMBER@LINE` (as `docrun list` shows it) chooses any of them.
    static let twoProcedures = """
        # Widgets

        To create a widget:

        1. Make it.

           ```
           echo make
           ```
           {: pre}

        2. Check it.

           ```
           echo check-create
           ```
           {: pre}

        To delete a widget:

        1. Remove it.

           ```
           echo remove
           ```
           {: pre}

        2. Check it.

           ```
           echo check-delete
           ```
           {: pre}
        """

    @Test(arguments: [
        (
            ["--only", "2"], "en",
            "step '2' is several steps: 2@12, 2@28; choose one by its number and line as 'docrun list' shows them (--only 2@28)\n"
        ),
        (
            ["--from", "1"], "fr",
            "l'étape '1' désigne plusieurs étapes : 1@5, 1@21 ; choisissez-en une par son numéro et sa ligne, comme "
                + "'docrun list' les affiche (--from 1@21)\n"
        ),
        (["--to", "2"], "pt", "o passo '2' designa vários passos: 2@12, 2@28; escolha um"),
    ])
    func aNumberTwoStepsHaveIsAUsageError(arguments: [String], language: String, message: String) throws {
        let sandbox = try RunSandbox(page: Self.twoProcedures)
        let result = try DocrunProcess.run(["plan", sandbox.page, "--lang", language] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        // The option given is the example's; both steps are in one section, so --section is not offered; no usage line.
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Usage"), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--only", "2@28"], ["echo check-delete"]), (["--only", "2@12"], ["echo check-create"]),
        (["--from", "1@21"], ["echo remove", "echo check-delete"]),
        (["--to", "2@12"], ["echo make", "echo check-create"]),
    ])
    func numberAndLineChooseOneStep(arguments: [String], commands: [String]) throws {
        let sandbox = try RunSandbox(page: Self.twoProcedures)
        let result = try DocrunProcess.run(["plan", sandbox.page, "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let planned = (plan?["steps"] as? [[String: Any]])?.flatMap { ($0["commands"] as? [[String: Any]]) ?? [] }
        #expect(planned?.compactMap { $0["text"] as? String } == commands)
    }

    /// `--to` naming a step before `--from`'s says so; an unknown step lists runs of numbers as ranges.
    @Test(arguments: [
        (["--from", "2@28", "--to", "1@21"], "en", "step '1@21' (--to) comes before step '2@28' (--from)\n"),
        (["--from", "2@28", "--to", "1@21"], "fr", "l'étape '1@21' (--to) vient avant l'étape '2@28' (--from)\n"),
        (["--from", "2@28", "--to", "1@21"], "pt", "o passo '1@21' (--to) vem antes do passo '2@28' (--from)\n"),
        (
            ["--only", "abcdef"], "en",
            "no step 'abcdef' in the selection (steps: 1, 2; the numbers repeat: name a step by its number and line as "
                + "'docrun list' shows them, such as 2@28)\n"
        ),
    ])
    func selectionsThatDoNotFitThePageSayWhy(arguments: [String], language: String, message: String) throws {
        let sandbox = try RunSandbox(page: Self.twoProcedures)
        let result = try DocrunProcess.run(["plan", sandbox.page, "--lang", language] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix(message), "\(result.stderr)")
    }

    /// A tutorial whose headings are its steps numbers the steps of each section from 1: a number past them says how
    /// to name one, by its number and line or with --section.
    static let tutorial = """
        # Widgets

        ## Make a widget
        {: #make}
        {: step}

        1. Make it.

           ```
           echo make
           ```
           {: pre}

        ## Ship the widget
        {: #ship}
        {: step}

        1. Ship it.

           ```
           echo ship
           ```
           {: pre}
        """

    @Test(arguments: [
        (
            "en",
            "no step '2' in the selection; did you mean '1'? (steps: 1; the numbers repeat: name a step by its number "
                + "and line as 'docrun list' shows them, such as 1@18, or add --section)\n"
        ),
        (
            "fr",
            "aucune étape '2' dans la sélection ; vouliez-vous dire '1' ? (étapes : 1 ; les numéros se répètent : "
                + "désignez une étape par son numéro et sa ligne, comme 'docrun list' les affiche, par exemple 1@18, ou "
                + "ajoutez --section)\n"
        ),
        (
            "pt",
            "nenhum passo '2' na seleção; você quis dizer '1'? (passos: 1; os números se repetem: designe um passo pelo "
                + "número e pela linha, como 'docrun list' os mostra, por exemplo 1@18, ou adicione --section)\n"
        ),
    ])
    func aNumberPastEachSectionsStepsSaysHowToNameOne(language: String, message: String) throws {
        let sandbox = try RunSandbox(page: Self.tutorial)
        let result = try DocrunProcess.run(["plan", sandbox.page, "--lang", language, "--only", "2"])
        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix(message), "\(result.stderr)")
    }
}
