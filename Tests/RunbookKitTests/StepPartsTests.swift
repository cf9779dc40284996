import RunbookKit
import Testing

/// The parts of a step: bullets and paragraphs that scope what follows them to systems, and numbered lists in bullets.
@Suite struct StepPartsTests {
    static func read(_ text: String) throws -> Runbook {
        RunbookReader().read(try PageSource(path: "page.md", bytes: Array(text.utf8)))
    }

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
        let runbook = try Self.read(
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
        let runbook = try Self.read(
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
        let runbook = try Self.read(
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
        let runbook = try Self.read(
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
}
