import RunbookKit
import Testing

/// A `{: pre}` block the page gives as an example of the command before it is shown, not run; any other stays a
/// command.
@Suite struct ExampleCommandTests {
    /// A step with a command, the paragraph `leadIn`, and a second command block `second`.
    static func page(
        _ leadIn: String, first: String = "ibmcloud cr namespace-add <namespace>",
        second: String = "ibmcloud cr namespace-add mynamespace"
    ) -> String {
        """
        # T

        1. Create the namespace.

           ```
           \(first)
           ```
           {: pre}

           \(leadIn)

           ```
           \(second)
           ```
           {: pre}

        2. Next.

           ```
           echo done
           ```
           {: pre}
        """
    }

    @Test(arguments: [
        "Example:", "For example:", "Example command:", "Examples:", "Sample command:", "For instance:",
        "Exemple :", "Par exemple :", "Exemple de commande :", "Exemplo:", "Por exemplo:", "Exemplo de comando:",
        "**Example**:", "*Exemple* :", "**Example**", "Example", "*Example command*", "**Exemple**", "**Exemplo**",
        "For example,", "Par exemple,", "Por exemplo,",
    ])
    func leadInsMakeExamples(leadIn: String) throws {
        let runbook = try DialectReadingTests.read(Self.page(leadIn))
        let step = try #require(runbook.steps.first)
        #expect(step.commands.map(\.text) == ["ibmcloud cr namespace-add <namespace>"])
        #expect(step.examples.map(\.text) == ["ibmcloud cr namespace-add mynamespace"])
        #expect(step.writtenCommands.count == 2)
        #expect(runbook.steps.last?.commands.map(\.text) == ["echo done"])
    }

    /// An example copied from a terminal is one too, its commands without their prompts; what it printed is no output
    /// of the step's command.
    @Test func aSessionAfterALeadIn() throws {
        let page = Self.page(
            "Example:", second: "$ ibmcloud cr namespace-add mynamespace\n   Adding namespace 'mynamespace'...\n   OK")
        let step = try #require(try DialectReadingTests.read(page).steps.first)
        #expect(step.commands.map(\.text) == ["ibmcloud cr namespace-add <namespace>"])
        #expect(step.examples.map(\.text) == ["ibmcloud cr namespace-add mynamespace"])
        #expect(step.outputs.isEmpty)
    }

    /// The program is the first command word as bash reads it: after a comment line and a variable assignment.
    @Test func theProgramIsTheFirstCommandWord() throws {
        let page = Self.page(
            "Example:", first: "REGION=us-south ibmcloud cr namespace-add <namespace>",
            second: "# In the test account\n   ibmcloud cr namespace-add mynamespace")
        let step = try #require(try DialectReadingTests.read(page).steps.first)
        #expect(step.commands.count == 1)
        #expect(step.examples.count == 1)
    }

    /// Each runs: not a lead-in to an example; a lead-in to an output; a command with no value to give before it;
    /// another program.
    @Test(arguments: [
        (page("Then add a second one:"), 2), (page("For example, to add a second namespace for the tests, run:"), 2),
        (page("Example output:"), 2), (page("Exemple de sortie :"), 2), (page("Exemplo de saída:"), 2),
        (page("Example:", first: "ibmcloud cr namespace-list"), 2),
        (page("Example:", second: "docker tag a us.icr.io/mynamespace/a:1"), 2),
        (page("Example:\n\n   More words.", second: "ibmcloud cr namespace-add b"), 2),
        (page("**Example output**"), 2), (page("Example of a second namespace."), 2),
        (page("For example, a second namespace for the tests"), 2),
    ])
    func otherBlocksRun(page: String, commands: Int) throws {
        let step = try #require(try DialectReadingTests.read(page).steps.first)
        #expect(step.commands.count == commands)
        #expect(step.examples.isEmpty)
    }

    /// "Example:" before a step's only command introduces the command to run.
    @Test func aLeadInBeforeTheOnlyCommand() throws {
        let runbook = try DialectReadingTests.read(
            "1. Check the variable.\n\n   Example:\n\n   ```\n   echo $KUBECONFIG\n   ```\n   {: pre}\n")
        #expect(runbook.steps.first?.commands.map(\.text) == ["echo $KUBECONFIG"])
    }

    /// Outside numbered lists, the example joins the step of its command, its lead-in with it; unmarked values
    /// (capitals) are values to give as `<x>` is.
    @Test func unnumberedStepsAndUnmarkedValues() throws {
        let runbook = try DialectReadingTests.read(
            """
            # T

            Update the action.

            ```
            ibmcloud fn action update ACTION_NAME --timeout TIME_MS
            ```
            {: pre}

            Example:

            ```
            ibmcloud fn action update hello --timeout 1000
            ```
            {: pre}

            Then list them.

            ```
            ibmcloud fn action list
            ```
            {: pre}
            """)
        #expect(runbook.steps.map(\.commands.count) == [1, 1])
        #expect(runbook.steps.first?.examples.map(\.line) == [13])
        #expect(runbook.steps.first?.details == ["Example:"])
        #expect(runbook.steps.last?.text == "Then list them.")
        #expect(runbook.placeholders.map(\.name) == ["ACTION_NAME", "TIME_MS"])
    }
}
