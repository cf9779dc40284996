import RunbookKit
import Testing

/// The parts of a step: bullets and paragraphs that scope what follows them to systems, and numbered lists in bullets.
@Suite struct StepPartsTests {
    static func outline(_ runbook: Runbook) -> [String] {
        runbook.steps.map { step in
            let platforms = step.platforms.map(\.rawValue).joined(separator: ",")
            return "\(step.id) [\(platforms)] \(step.text) | \(step.commands.map(\.text).joined(separator: " ; "))"
        }
    }

    /// A bullet of a step that opens with systems and a colon is a sub-step scoped to them, in each language.
    @Test(arguments: [
        ("For Linux:", "For Windows, run PowerShell:"), ("Pour Linux :", "Pour Windows :"),
        ("Para Linux:", "Para Windows:"),
    ])
    func bulletsScopeTheirCommands(linux: String, windows: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Install the tool.
               * \(linux)
                 ```
                 sh install.sh
                 ```
                 {: pre}
               * \(windows)
                 ```
                 iex (New-Object Net.WebClient).DownloadString('https://x/y')
                 ```
                 {: pre}
               * Then read the notes.
            2. Check it.
               ```
               tool --version
               ```
               {: pre}
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Install the tool. | ", "1.1 [linux] \(linux) | sh install.sh",
                "1.2 [windows] \(windows) | iex (New-Object Net.WebClient).DownloadString('https://x/y')",
                "2 [] Check it. | tool --version",
            ])
        #expect(runbook.steps.map(\.parent) == [nil, "1", "1", nil])
        #expect(runbook.steps.map(\.isNumbered) == [true, false, false, true])
        #expect(runbook.steps[0].details == ["• Then read the notes."])
    }

    /// A paragraph that opens with systems and a colon scopes the blocks after it, up to the next such paragraph; one
    /// that does not end with a colon is a detail of the step.
    @Test func paragraphsScopeTheBlocksAfterThem() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Install the tool.

               On Windows, the tool is in the Start menu.

               For Linux and macOS:

               ```
               sh install.sh
               ```
               {: pre}

               Output:

               ```
               done
               ```
               {: screen}

               Pour Windows :

               ```
               $env:TOOL_HOME = "C:\\tool"
               ```
               {: pre}
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Install the tool. | ", "1.1 [linux,macos] For Linux and macOS: | sh install.sh",
                "1.2 [windows] Pour Windows : | $env:TOOL_HOME = \"C:\\tool\"",
            ])
        #expect(runbook.steps[0].details == ["On Windows, the tool is in the Start menu."])
        #expect(runbook.steps[1].outputs.map(\.text) == ["done"])
    }

    /// Numbered items in a bullet of a step are its sub-steps, scoped as the bullet is; a sub-step is scoped as its
    /// parent when its own text names no system.
    @Test func numberedItemsInBulletsAreSubsteps() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Prepare the machine:
               - On Linux:
                 1. Install the package.
                    ```
                    sudo apt-get install -y jq
                    ```
                    {: pre}
                 2. Check it.
                    ```
                    jq --version
                    ```
                    {: pre}
               - Optional, a proxy:
                 1. Set it.
                    ```
                    export HTTPS_PROXY=http://proxy:3128
                    ```
                    {: pre}
            2. Use it.
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Prepare the machine: | ", "1.1 [linux] On Linux: | ",
                "1.1.1 [linux] Install the package. | sudo apt-get install -y jq",
                "1.1.2 [linux] Check it. | jq --version",
                "1.1 [] Set it. | export HTTPS_PROXY=http://proxy:3128", "2 [] Use it. | ",
            ])
        #expect(runbook.steps[0].details == ["• Optional, a proxy:"])
    }

    /// A bullet between two items of a list that goes on after it belongs to the item before it, and its numbered
    /// items are sub-steps there; in a bullet outside any step they are not steps.
    @Test func numberedItemsInABulletBetweenSteps() throws {
        let runbook = try DialectReadingTests.read(
            """
            # Do

            1. Check the pods.
               ```
               kubectl get pods
               ```
               {: pre}

            - Optional, with a private registry:
              1. Create the secret.
                 ```
                 kubectl create secret generic regcred
                 ```
                 {: pre}

            2. Clean up.

            ## Other

            - Optional:
              1. Run it.
                 ```
                 ls
                 ```
                 {: pre}
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Check the pods. | kubectl get pods",
                "1.1 [] Create the secret. | kubectl create secret generic regcred", "2 [] Clean up. | ",
                "1 [] Run it. | ls",
            ])
        #expect(runbook.steps.map(\.parent) == [nil, "1", nil, nil])
        #expect(runbook.steps[0].details == ["• Optional, with a private registry:"])
    }

    /// What a step writes after its sub-steps runs after them: an unnumbered sub-step numbered after the last, whose
    /// text is the paragraph before it; the step's outputs and commands after it go there, until the next sub-step.
    @Test func commandsAfterSubstepsAreASubstepOfTheirOwn() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Prepare the host.

               3. Make the folder.
                  ```
                  mkdir -p /tmp/x
                  ```
                  {: pre}
               4. Enter it.

               Then list it, with [the options](#opts).

               ```
               ls /tmp/x
               ```
               {: pre}

               ```
               a.txt
               ```
               {: screen}

               ```
               ls -l /tmp/x
               ```
               {: pre}
               1. Clean up.
            2. Done.
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Prepare the host. | ", "1.3 [] Make the folder. | mkdir -p /tmp/x", "1.4 [] Enter it. | ",
                "1.5 [] Then list it, with the options. | ls /tmp/x ; ls -l /tmp/x", "1.1 [] Clean up. | ",
                "2 [] Done. | ",
            ])
        #expect(runbook.steps.map(\.isNumbered) == [true, true, true, false, true, true])
        #expect(runbook.steps.map(\.parent) == [nil, "1", "1", "1", "1", nil])
        #expect(runbook.steps[0].details.isEmpty && runbook.steps[0].commands.isEmpty)
        #expect(runbook.steps[3].line == 12 && runbook.steps[3].outputs.map(\.command) == [0])
    }

    /// A block indented past the number of the last sub-step, but not enough to be inside it, is that sub-step's, and
    /// so is one written between two lists of sub-steps whose numbering goes on; an output stays with its command.
    @Test func blocksIndentedTooLittleBelongToTheSubstepBefore() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Check what was deployed.

                1. List the actions.

                  ```
                  tool action list
                  ```
                  {: pre}

                  ```
                  actions
                  ```
                  {: screen}

                2. List the packages.

                ```
                tool package list
                ```
                {: pre}

                3. List the APIs.
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Check what was deployed. | ", "1.1 [] List the actions. | tool action list",
                "1.2 [] List the packages. | tool package list", "1.3 [] List the APIs. | ",
            ])
        #expect(runbook.steps[1].outputs.count == 1 && runbook.steps[0].outputs.isEmpty)
    }

    /// A paragraph of a bullet before the command stays a detail of the step: the sub-step made for the command has no
    /// text then; a command before the sub-steps stays the step's, and runs first.
    @Test func aBulletBeforeTheCommandIsNoText() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Set up.
               ```
               first
               ```
               {: pre}
               1. Do a.
               2. Do b.

               * Note: b takes a while.

               ```
               last
               ```
               {: pre}
            """)
        #expect(
            Self.outline(runbook) == ["1 [] Set up. | first", "1.1 [] Do a. | ", "1.2 [] Do b. | ", "1.3 []  | last"])
        #expect(runbook.steps[0].details == ["• Note: b takes a while."])
    }

    /// An example output written after the sub-steps shows what the last one's command gives.
    @Test func anOutputAfterSubstepsIsTheLastOnes() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Check the nodes.
               1. List them.
                  ```
                  kubectl get nodes
                  ```
                  {: pre}

               Example output:

               ```
               node-1   Ready
               ```
               {: screen}
            """)
        #expect(runbook.steps[1].outputs.map(\.command) == [0] && runbook.steps[0].outputs.isEmpty)
    }
}

extension StepPartsTests {
    /// A step's text broken by inline HTML (`<br>`, a paragraph's tags) keeps its sentences apart, as a browser shows
    /// them; spaces already written around the tag stay as written.
    @Test func lineBreakTagsSeparateTheText() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Log in to the account.<br>You need an API key.
               ```
               tool login
               ```
               {: pre}
            2. Check it. <br/> Then<p>go on.</p>
               ```
               tool --version
               ```
               {: pre}
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [] Log in to the account. You need an API key. | tool login",
                "2 [] Check it.  Then go on. | tool --version",
            ])
    }

    /// A numbered list whose items only document values, each opening with the name, is no list of sub-steps: its
    /// items read as bullets do, and a lead-in's verb is theirs ("Replace the following values:" then "`<a>` with X").
    @Test(arguments: ["`<bucket>`: the name of the bucket.", "`<bucket>` with the name of the bucket."])
    func aNumberedListOfValuesIsNoSubsteps(item: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Create the bucket.
               ```
               ibmcloud cos bucket-create --bucket <bucket>
               ```
               {: pre}

               Replace the following values:

               1. \(item)
               2. `<zone>`: the zone.
            2. List the buckets.
               1. `<x>` is set, so run:
                  ```
                  echo <x>
                  ```
                  {: pre}
            """)
        #expect(runbook.steps.map(\.id) == ["1", "2", "2.1"])
        #expect(
            runbook.steps[0].details == [
                "Replace the following values:", "• " + item.filter { $0 != "`" }, "• <zone>: the zone.",
            ])
        #expect(
            runbook.placeholders.first { $0.name == "bucket" }?.description?.hasPrefix("the name of the bucket") == true
        )
    }
}
