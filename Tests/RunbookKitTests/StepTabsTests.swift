import RunbookKit
import Testing

/// Tabs (`{: tab-title="…"}` `{: tab-group="…"}`): each tab of a step's command blocks is a part of it, scoped to the
/// systems its title names; a heading that is a tab gives its tab to its section's steps.
@Suite struct StepTabsTests {
    static func tabs(_ runbook: Runbook) -> [String] {
        runbook.steps.map { step in step.tab.map { "\(step.id) \($0.group)/\($0.title)#\($0.set)" } ?? "\(step.id) -" }
    }

    /// Tabs titled by systems, in a step, in each language: parts scoped as "For Windows:" is.
    @Test(arguments: [
        ("Install the tool.", "Check it."), ("Installez l'outil.", "Vérifiez-le."),
        ("Instale a ferramenta.", "Verifique-a."),
    ])
    func systemTabsArePartsScopedToThem(install: String, check: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            1. \(install)

                ```sh
                sh install.sh
                ```
                {: pre}
                {: tab-title="Linux"}
                {: tab-group="os"}

                ```sh
                brew install tool
                ```
                {: pre}
                {: tab-title="macOS" tab-group="os"}

                ```powershell
                Write-Host "C:\\tool" ; iex (irm 'https://x/y')
                ```
                {: pre}
                {: tab-title='Windows "PowerShell"'}
                {: tab-group="os"}

            2. \(check)
                ```
                tool --version
                ```
                {: pre}
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [] \(install) | ", "1.1 [linux] Linux | sh install.sh", "1.2 [macos] macOS | brew install tool",
                "1.3 [windows] Windows \"PowerShell\" | Write-Host \"C:\\tool\" ; iex (irm 'https://x/y')",
                "2 [] \(check) | tool --version",
            ])
        #expect(runbook.steps.map(\.parent) == [nil, "1", "1", "1", nil])
        #expect(runbook.steps.map(\.isNumbered) == [true, false, false, false, true])
        #expect(
            Self.tabs(runbook) == ["1 -", "1.1 os/Linux#1", "1.2 os/macOS#1", "1.3 os/Windows \"PowerShell\"#1", "2 -"])
    }

    /// Outside numbered lists a set of tabs is an unnumbered step of its own, its text the paragraph before it; an
    /// output after the set stays with it, and the next command is the next step.
    @Test(arguments: [
        ("CLI", "Create the bucket."), ("Interface de ligne de commande", "Créez le compartiment."),
        ("Interface da linha de comandos", "Crie o bucket."),
    ])
    func otherTabsAreAlternativeParts(cli: String, create: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            ## Bucket
            {: #bucket}

            Write the settings.

            ```json
            {"name": "<bucket_name>"}
            ```
            {: codeblock}

            \(create)

            ```sh
            tool bucket create --file settings.json
            ```
            {: pre}
            {: tab-title="\(cli)"}
            {: tab-group="create"}

            ```sh
            curl -X POST https://x/v1/buckets -d @settings.json
            ```
            {: pre}
            {: tab-title="API"}
            {: tab-group="create"}

            ```
            OK
            ```
            {: screen}

            Check it.

            ```sh
            tool bucket get
            ```
            {: pre}
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [] Write the settings. | ", "2 [] \(create) | ",
                "2.1 [] \(cli) | tool bucket create --file settings.json",
                "2.2 [] API | curl -X POST https://x/v1/buckets -d @settings.json", "3 [] Check it. | tool bucket get",
            ])
        #expect(runbook.steps.map(\.parent) == [nil, nil, "2", "2", nil])
        #expect(Self.tabs(runbook) == ["1 -", "2 -", "2.1 create/\(cli)#1", "2.2 create/API#1", "3 -"])
        #expect(runbook.steps[1].outputs.count == 1)
    }

    /// A block that is no tab ends a set: the same group after it is a new set.
    ///
    /// A plain code block marked as a tab and a table that is one hold no command, and make no part.
    @Test func aBlockBetweenEndsTheSet() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Create, then delete.
                ```
                tool create
                ```
                {: pre}
                {: tab-title="CLI"}
                {: tab-group="g"}

                Then delete it.

                ```
                tool delete
                ```
                {: pre}
                {: tab-title="CLI"}
                {: tab-group="g"}

                ```
                DELETE /v1/x
                ```
                {: tab-title="API"}
                {: tab-group="g"}

                | Option | Meaning |
                |---|---|
                | `-f` | force |
                {: tab-title="CLI"}
                {: tab-group="g"}
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [] Create, then delete. | ", "1.1 [] CLI | tool create", "1.2 [] CLI | tool delete",
            ])
        #expect(Self.tabs(runbook) == ["1 -", "1.1 g/CLI#1", "1.2 g/CLI#2"])
        #expect(runbook.steps[0].details == ["Then delete it."])
    }

    /// A heading that is a tab (the attribute lists on the lines after it) gives its tab to the steps of its section and
    /// of the sections under it, and scopes them to the systems its title names; sibling headings of a group are one set.
    @Test(arguments: ["Linux", "Linux et macOS", "Linux e macOS"])
    func headingTabsScopeTheirSections(linux: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            # Tool

            ## \(linux)
            {: #on-linux}
            {: tab-title="\(linux)"}
            {: tab-group="os"}

            1. Install it.
               ```
               sh install.sh
               ```
               {: pre}

            ### Check
            {: #check}

            ```
            tool --version
            ```
            {: pre}

            ## Windows
            {: #on-windows}
            {: tab-title="Windows"}
            {: tab-group="os"}

            1. Install it.
               ```
               winget install tool
               ```
               {: pre}

            ## Remove
            {: #remove}

            1. Remove it.
               ```
               rm -rf ~/.tool
               ```
               {: pre}
            """)
        let linuxScope = linux == "Linux" ? "linux" : "linux,macos"
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [\(linuxScope)] Install it. | sh install.sh", "1 [\(linuxScope)]  | tool --version",
                "1 [windows] Install it. | winget install tool", "1 [] Remove it. | rm -rf ~/.tool",
            ])
        #expect(Self.tabs(runbook) == ["1 os/\(linux)#1", "1 os/\(linux)#1", "1 os/Windows#1", "1 -"])
    }

    /// The docs site's interface switcher: headings marked `{: ui}`, `{: cli}`, `{: api}` or `{: terraform}` (after
    /// their anchor, or as a class) are tabs of one set for the whole page (it is shown in one interface), at any
    /// level, whatever the page's language; `tab-title` wins over a marker, and other names (`{: note}`) are none.
    @Test(arguments: [
        ("Create a key", "Log in.", "Delete it"), ("Créer une clé", "Connectez-vous.", "Supprimer la clé"),
        ("Criar uma chave", "Efetue login.", "Excluir a chave"),
    ])
    func interfaceMarkersAreTabsOfOneGroup(create: String, login: String, delete: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            # Keys

            ## \(create) (UI)
            {: #create-ui}
            {: ui}

            1. Click **Create**.

            ## \(create) (CLI)
            {: #create-cli}
            {: cli}

            1. \(login)
               ```
               ibmcloud login
               ```
               {: pre}

            ## \(create) (API)
            {: #create-api .api}

            ### Token
            {: #token-api}
            {: api}

            ```
            curl -X POST https://x/v1/token
            ```
            {: pre}

            ## \(delete) (CLI)
            {: #delete-cli}
            {: cli}
            {: note}

            ```
            ibmcloud keys delete
            ```
            {: pre}

            ## \(delete) (Terraform)
            {: #delete-tf}
            {: terraform}

            ```
            terraform destroy
            ```
            {: pre}

            ## \(delete) (API)
            {: #delete-api}
            {: api}
            {: tab-title="HTTP"}

            ```
            curl -X DELETE https://x/v1/keys/1
            ```
            {: pre}
            """)
        let group = Tab.interfaceGroup
        #expect(
            Self.tabs(runbook) == [
                "1 \(group)/UI#1", "1 \(group)/CLI#1", "1 \(group)/API#1", "1 \(group)/CLI#1",
                "1 \(group)/Terraform#1", "1 /HTTP#2",
            ])
    }

    /// kramdown's definitions: a marker refers to one (`{:shell: .ph data-hd-interface='cli'}` then `{: shell}`), and
    /// its `data-hd-interface` says the interface, whatever the marker's name; `{: cli}` needs no definition.
    @Test func interfaceDefinitionsAreFollowed() throws {
        let runbook = try DialectReadingTests.read(
            """
            {:shell: .ph data-hd-interface='cli'}
            {:console: .ph data-hd-interface="ui"}
            {:sdk: .ph data-hd-interface='sdk'}

            # Keys

            ## In the console
            {: #ui}
            {: console}

            1. Click **Create**.

            ## From a shell
            {: #cli}
            {: shell}

            ```
            ibmcloud keys create k1
            ```
            {: pre}

            ## With the SDK
            {: #sdk}
            {: sdk}

            ```
            go run ./create
            ```
            {: pre}

            ## With the API
            {: #api}
            {: api}

            ```
            curl -X POST https://x/v1/keys
            ```
            {: pre}
            """)
        let group = Tab.interfaceGroup
        #expect(
            Self.tabs(runbook) == [
                "1 \(group)/UI#1", "1 \(group)/CLI#1", "1 \(group)/sdk#1", "1 \(group)/API#1",
            ])
    }

    /// The operating system switcher (`data-hd-operatingsystem`, on a heading or through a definition) scopes the
    /// steps of its sections to the system it names, as a tab titled by a system does.
    @Test func operatingSystemMarkersScopeTheirSections() throws {
        let runbook = try DialectReadingTests.read(
            """
            {:win: .ph data-hd-operatingsystem='windows'}

            # Install

            ## On Linux
            {: #linux}
            {: .ph data-hd-operatingsystem="linux"}

            1. Install it.
               ```
               sh install.sh
               ```
               {: pre}

            ## On Windows
            {: #windows}
            {: win}

            1. Install it.
               ```
               winget install tool
               ```
               {: pre}
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [linux] Install it. | sh install.sh", "1 [windows] Install it. | winget install tool",
            ])
    }

    /// Command blocks marked for an interface are parts of their step, in the page's one interface set, which a heading
    /// marked later in the page shares.
    @Test func interfaceMarkedBlocksArePartsInThePageSet() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Create the key.
               ```
               ibmcloud keys create k1
               ```
               {: pre}
               {: cli}

               ```
               curl -X POST https://x/v1/keys
               ```
               {: pre}
               {: api}

            ## Delete it with the API
            {: #delete-api}
            {: api}

            ```
            curl -X DELETE https://x/v1/keys/k1
            ```
            {: pre}
            """)
        let group = Tab.interfaceGroup
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [] Create the key. | ", "1.1 [] CLI | ibmcloud keys create k1",
                "1.2 [] API | curl -X POST https://x/v1/keys",
                "1 []  | curl -X DELETE https://x/v1/keys/k1",
            ])
        #expect(Self.tabs(runbook) == ["1 -", "1.1 \(group)/CLI#1", "1.2 \(group)/API#1", "1 \(group)/API#1"])
    }

    /// The programming language switcher (`data-hd-programlang`, through a definition or on the block) makes each
    /// language's commands a tab of their step: one language runs, not all of them.
    @Test func programmingLanguageMarkersAreTabs() throws {
        let runbook = try DialectReadingTests.read(
            """
            {:python: .ph data-hd-programlang='python'}

            1. Install the SDK.
               ```
               npm install sdk
               ```
               {: pre}
               {: .ph data-hd-programlang="javascript"}

               ```
               pip install sdk
               ```
               {: pre}
               {: python}
            2. Use it.
               ```
               sdk --version
               ```
               {: pre}
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 [] Install the SDK. | ", "1.1 [] javascript | npm install sdk", "1.2 [] python | pip install sdk",
                "2 [] Use it. | sdk --version",
            ])
        #expect(
            Self.tabs(runbook) == ["1 -", "1.1 {: programlang}/javascript#1", "1.2 {: programlang}/python#1", "2 -"])
    }
}
