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
        try sandbox.run(["--set", "namespace=mine"], exits: 0)
        let second = try sandbox.run(["--yes"], exits: 0)
        #expect(second.stdout.contains("created mine"), "\(second.stdout)")
        #expect(second.stdout.contains("pushing to registry.example.com/mine/app"), "\(second.stdout)")
        #expect(!second.stdout.contains("namespace = team"), "\(second.stdout)")
    }

    /// Step 1 lists the instances, step 2 deletes the one whose ID step 1 showed.
    static let instances = """
        # Removing an instance
        {: #remove}

        1.  List the instances and find the ID of yours.

            ```
            cat instances.txt
            ```
            {: pre}

            Example output:

            ```
            ID                                     State
            <instance_id>                          active
            ```
            {: screen}

        2.  Delete the instance.

            ```
            echo "deleting <instance_id>"
            ```
            {: pre}
        """

    /// A value an output of this run gives never comes from the last run: without a terminal, when the output no
    /// longer shows it, the run stops at the step that needs it, and the state no longer holds the stale value.
    @Test func theLastRunsValueNeverStandsForThisRunsOutput() throws {
        let sandbox = try RunSandbox(page: Self.instances)
        let list = sandbox.folder.appendingPathComponent("instances.txt")
        let header = "ID                                     State\n"
        try (header + "22222222-aaaa-bbbb-cccc-000000000002   active\n").write(
            to: list, atomically: true, encoding: .utf8)
        let first = try sandbox.run(["--yes"])
        #expect(first.stdout.contains("deleting 22222222-aaaa-bbbb-cccc-000000000002"), "\(first.stdout)")
        try header.write(to: list, atomically: true, encoding: .utf8)
        let second = try sandbox.run(["--yes"])
        #expect(second.status == 1, "\(second.stdout)")
        #expect(!second.stdout.contains("22222222"), "\(second.stdout)")
        #expect(
            second.stdout.contains("<instance_id> was expected in the output of step 1, which did not show it."),
            "\(second.stdout)")
        let resumed = try sandbox.run(["--yes", "--resume"])
        #expect(resumed.status == 2, "\(resumed.stdout)")
        #expect(!resumed.stdout.contains("22222222"), "\(resumed.stdout)")
    }

    /// Step 1 uses `$REGION` and `$SERVICE_TOKEN`, which no step sets: the page expects the operator's shell to hold
    /// them.
    static let unsetVariables = """
        # Targeting a region
        {: #target}

        1.  Target your region, where `REGION` is the region of your account.

            ```
            echo "targeting region=$REGION with $SERVICE_TOKEN"
            ```
            {: pre}
        """

    /// Without a terminal, a variable the environment gives reaches the command, one that holds a credential masked
    /// on the screen and in the transcript; one it lacks is named before anything runs, and the command runs with
    /// it empty.
    @Test func aVariableNoStepSetsComesFromTheEnvironment() throws {
        let sandbox = try RunSandbox(page: Self.unsetVariables)
        let given = try sandbox.run(
            ["--yes"], environment: ["REGION": "eu-de", "SERVICE_TOKEN": "tok-7c1d9e0f5a2b"])
        #expect(given.status == 0, "\(given.stdout)")
        #expect(given.stdout.contains("targeting region=eu-de with ********"), "\(given.stdout)")
        #expect(!given.stdout.contains("tok-7c1d9e0f5a2b") && !given.stdout.contains("uses $REGION"))
        let transcripts = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path + "/.docrun")
        for name in transcripts {
            let text = try String(contentsOfFile: sandbox.folder.path + "/.docrun/" + name, encoding: .utf8)
            #expect(!text.contains("tok-7c1d9e0f5a2b"), "\(name)")
        }
        let missing = try sandbox.run(["--yes"])
        #expect(missing.status == 0, "\(missing.stdout)")
        #expect(missing.stdout.contains("Step 1 uses $REGION, which no step of the page sets"), "\(missing.stdout)")
        #expect(missing.stdout.contains("targeting region= with"), "\(missing.stdout)")
        // Given with --set, as a placeholder's value is: no warning that it is no placeholder.
        let set = try sandbox.run(["--yes", "--set", "REGION=us-south"])
        #expect(set.status == 0 && !set.stderr.contains("not a placeholder"), "\(set.stderr)")
        #expect(set.stdout.contains("targeting region=us-south with"), "\(set.stdout)")
        // Listed before anything runs, as `plan` lists them: a credential's value masked.
        let listed = try sandbox.run(["--yes", "--set", "REGION=us-south", "--set", "SERVICE_TOKEN=tok-7c1d9e0f5a2b"])
        #expect(
            listed.stdout.contains(
                "Variables the steps use that no step sets:\n  $REGION         step 1: us-south  (--set)\n"
                    + "                  the region of your account\n"
                    + "  $SERVICE_TOKEN  step 1: ********  (--set)\n"), "\(listed.stdout)")
        #expect(!listed.stdout.contains("tok-7c1d9e0f5a2b"), "\(listed.stdout)")
        // The transcript keeps them too, as `value` events named `$NAME`, a credential's masked.
        let folder = sandbox.folder.path + "/.docrun/"
        var events: [[String: Any]] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".jsonl") {
            let text = try String(contentsOfFile: folder + name, encoding: .utf8)
            guard text.contains("tok-7c1d9e0f5a2b") == false else {
                Issue.record("the credential is in \(name)")
                continue
            }
            for line in text.split(separator: "\n") {
                let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                if event?["event"] as? String == "value", (event?["name"] as? String)?.hasPrefix("$") == true {
                    events.append(event!)
                }
            }
        }
        let recorded = events.map {
            "\($0["name"]!)=\($0["value"]!) \($0["source"]!) \($0["secret"] as? Bool == true ? 1 : 0)"
        }
        #expect(recorded.contains("$REGION=us-south set 0"), "\(recorded)")
        #expect(recorded.contains("$SERVICE_TOKEN=******** set 1"), "\(recorded)")
        // Given in another case, it is no value of the page, and the warning names the variable it may mean.
        let cased = try sandbox.run(["--yes", "--set", "region=us-south"])
        #expect(
            cased.stderr.contains("'region' is not a placeholder") && cased.stderr.contains("did you mean 'REGION'?"))
        // A credential's value too short to be masked is refused by plan and run alike, before anything runs.
        for verb in ["plan", "run"] {
            let short = try DocrunProcess.run(
                [verb, sandbox.page, "--set", "SERVICE_TOKEN=ab"], directory: sandbox.folder,
                environment: sandbox.environment())
            #expect(short.status == 2 && (short.stdout + short.stderr).contains("SERVICE_TOKEN"), "\(verb)")
        }
    }

    /// A value two sections document differently: `--section` describes it, at its question and in `plan` (text and
    /// JSON), by what the section that runs says of it.
    @Test func theSelectedSectionDescribesAValue() throws {
        let page = """
            # Buckets

            ## Archive
            {: #archive}

            1. Create the bucket.

               ```
               echo "create <bucket>"
               ```
               {: pre}

               Replace `<bucket>` with the name of the archive bucket.

            ## Logs
            {: #logs}

            1. Copy to the bucket.

               ```
               echo "copy to <bucket>"
               ```
               {: pre}

               Replace `<bucket>` with the name of the logs bucket.
            """
        let sandbox = try RunSandbox(page: page)
        for format in ["text", "json"] {
            let plan = try DocrunProcess.run(
                ["plan", "--section", "logs", "--format", format, sandbox.page], directory: sandbox.folder,
                environment: sandbox.environment())
            #expect(plan.status == 0)
            #expect(plan.stdout.contains("the name of the logs bucket"), "\(plan.stdout)")
            #expect(!plan.stdout.contains("archive bucket"), "\(plan.stdout)")
        }
        let missing = try sandbox.run(["--section", "logs"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("<bucket>  the name of the logs bucket"), "\(missing.stdout)")
    }
}
