import Foundation
import TestSupport
import Testing

/// Where the values of a run come from, through the built binary without a terminal: one value for each placeholder
/// in a run, whatever later outputs show.
@Suite struct RunValueTests {
    /// Step 1 uses `<namespace>`, step 2's example output shows it as a slot (the output lists another one first),
    /// step 3 uses it again.
    static let namespaces = """
        # Pushing an image
        {: #push}

        1.  Create a namespace. Replace `<namespace>` with a name for your namespace.

            ```
            echo "created <namespace>"
            ```
            {: pre}

        2.  List your namespaces.

            ```
            printf 'Namespace\\nteam\\nmine\\n'
            ```
            {: pre}

            Example output:

            ```
            Namespace
            <namespace>
            ```
            {: screen}

        3.  Push the image to your namespace.

            ```
            echo "pushing to registry.example.com/<namespace>/app"
            ```
            {: pre}
        """

    /// The last run's value, used at step 1, is the run's value: step 2's slot does not replace it with the first
    /// namespace its output lists.
    @Test func aLaterSlotDoesNotReplaceTheLastRunsValue() throws {
        let sandbox = try RunSandbox(page: Self.namespaces)
        let first = try sandbox.run(["--set", "namespace=mine"])
        #expect(first.status == 0, "\(first.stdout)")
        let second = try sandbox.run(["--yes"])
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout.contains("created mine"), "\(second.stdout)")
        #expect(second.stdout.contains("pushing to registry.example.com/mine/app"), "\(second.stdout)")
        #expect(!second.stdout.contains("namespace = team"), "\(second.stdout)")
    }
}
