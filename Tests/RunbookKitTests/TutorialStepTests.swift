import RunbookKit
import Testing

/// Tutorials mark each step's heading `{: step}`; a step that says what to do in prose only is a manual step, so that a
/// run stops for it, in every language.
@Suite struct TutorialStepTests {
    @Test(arguments: [
        ("Invoke the function", "Paste the URL into a browser.", "You see a greeting."),
        ("Appeler la fonction", "Collez l'URL dans un navigateur.", "Vous voyez un message."),
        ("Chamar a função", "Cole a URL em um navegador.", "Você vê uma saudação."),
    ])
    func aProseOnlyStepIsManual(title: String, action: String, result: String) throws {
        let runbook = try DialectReadingTests.read(
            """
            # Tutorial
            {: #tutorial}

            ## Create it
            {: #create}
            {: step}

            ```
            tool create
            ```
            {: pre}

            ## \(title)
            {: #invoke}
            {: step}

            \(action)

            \(result)

            ## Prepare the next part
            {: #prepare}
            {: step}

            This part has two steps.

            ### Build
            {: #build}
            {: step}

            ```
            tool build
            ```
            {: pre}

            ## Related links
            {: #related}

            Read the reference.
            """)
        #expect(
            StepPartsTests.outline(runbook) == [
                "1 []  | tool create", "1 [] \(action) | ", "1 []  | tool build",
            ])
        let manual = try #require(runbook.steps.dropFirst().first)
        #expect(manual.isManual && manual.details == [result] && manual.section == "invoke")
        // At its heading: the step has no block of its own.
        #expect(manual.line == 13)
    }

    /// A step marked through a definition of the page (`{:task: data-tutorial-type='step'}`, then `{: task}`).
    @Test func aDefinitionMarksAStepToo() throws {
        let runbook = try DialectReadingTests.read(
            """
            {:task: data-tutorial-type='step'}

            # Tutorial
            {: #tutorial}

            ## Open the app
            {: #open}
            {: task}

            Open the app's URL in a browser.
            """)
        #expect(StepPartsTests.outline(runbook) == ["1 [] Open the app's URL in a browser. | "])
    }
}
