import Foundation
import TestSupport
import Testing

/// `--resume` goes on with the steps the stopped run chose (`--only`, `--from`, `--section`, the alternative they
/// choose), through the built binary without a terminal; steps another selection gives say so.
@Suite struct ResumeSelectionTests {
    static let fourSteps = """
        # Four steps
        {: #four}

        1.  One.

            ```
            echo one
            ```
            {: pre}

        2.  Two.

            ```
            test -f ok && echo two
            ```
            {: pre}

        3.  Three, not wanted today.

            ```
            echo three >> three.log
            ```
            {: pre}

        4.  Four.

            ```
            echo four
            ```
            {: pre}
        """

    /// `--tab` is kept too: the stopped run's interface is the resumed run's.
    @Test func resumeGoesOnWithTheTabChosen() throws {
        let page = """
            # Keys
            {: #keys}

            ## Creating a key from the CLI
            {: #create-cli}
            {: cli}

            ```
            echo via-cli >> cli.log
            ```
            {: pre}

            ## Creating a key with the API
            {: #create-api}
            {: api}

            ```
            test -f ok && echo via-api
            ```
            {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let first = try sandbox.run(["--tab", "API", "--yes"])
        #expect(first.status == 1, "\(first.stdout)")
        try "".write(to: sandbox.folder.appendingPathComponent("ok"), atomically: true, encoding: .utf8)
        let resumed = try sandbox.run(["--resume", "--yes"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("Same steps as the last run: --tab API."), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("via-api\n"), "\(resumed.stdout)")
        #expect(sandbox.file("cli.log") == nil, "\(resumed.stdout)")
    }

    @Test func resumeGoesOnWithTheStepsChosen() throws {
        let sandbox = try RunSandbox(page: Self.fourSteps)
        let first = try sandbox.run(["--only", "2,4", "--yes"])
        #expect(first.status == 1, "\(first.stdout)")
        #expect(first.stdout.contains("Continue later with: docrun run \(sandbox.page) --resume"), "\(first.stdout)")
        try "".write(to: sandbox.folder.appendingPathComponent("ok"), atomically: true, encoding: .utf8)
        let resumed = try sandbox.run(["--resume", "--yes"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("Same steps as the last run: --only 2,4."), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("Resuming at step 2, the first of the steps chosen."), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("two\n") && resumed.stdout.contains("four\n"), "\(resumed.stdout)")
        #expect(sandbox.file("three.log") == nil, "\(resumed.stdout)")
        // Other steps given: said, and the run starts at their first step that did not pass.
        let other = try sandbox.run(["--resume", "--from", "1", "--yes"])
        #expect(other.status == 0, "\(other.stdout)")
        #expect(
            other.stdout.contains("Steps chosen now: --from 1 (the last run had --only 2,4)."), "\(other.stdout)")
        #expect(
            other.stdout.contains("Resuming at step 1, the first of the steps chosen.")
                && other.stdout.contains("one\n"), "\(other.stdout)")
        #expect(sandbox.file("three.log") == "three\n", "\(other.stdout)")
    }

    /// The command the summary offers to resume with can be copied as it is: a name with blanks or `$(…)` quoted, and
    /// one that starts with `-` given as `./-…` (until 29 November 2026 it read `docrun run -a b $(x).md --resume`).
    @Test func theResumeHintNamesThePageAsOneShellWord() throws {
        let name = "-a b $(x).md"
        let sandbox = try RunSandbox(page: Self.fourSteps, named: name)
        let first = try DocrunProcess.run(
            ["run", "--only", "2", "--yes", "--", name], directory: sandbox.folder, environment: sandbox.environment())
        #expect(first.status == 1, "\(first.stdout)")
        #expect(first.stdout.contains("Continue later with: docrun run './-a b $(x).md' --resume"), "\(first.stdout)")
    }

    static let alternatives = """
        # Creating and checking a cluster
        {: #cluster}

        1.  Create the cluster. Choose one of the following options.

            * For classic clusters:

              ```
              echo create classic
              ```
              {: pre}

            * For VPC clusters:

              ```
              echo create vpc
              ```
              {: pre}

        2.  Check the workers.

            * For classic clusters:

              ```
              echo check classic
              ```
              {: pre}

            * For VPC clusters:

              ```
              test -f ready && echo check vpc
              ```
              {: pre}

        3.  Finish.

            ```
            test -f done && echo finished
            ```
            {: pre}
        """

    /// The bullet chosen with `--from 1.2` failed: `--resume` runs it again, not the first bullet instead.
    @Test func aChosenAlternativeThatFailedIsResumed() throws {
        let sandbox = try RunSandbox(page: Self.alternatives)
        try "".write(to: sandbox.folder.appendingPathComponent("done"), atomically: true, encoding: .utf8)
        let first = try sandbox.run(["--from", "1.2", "--yes"])
        #expect(first.status == 1 && first.stdout.contains("create vpc\n"), "\(first.stdout)")
        try "".write(to: sandbox.folder.appendingPathComponent("ready"), atomically: true, encoding: .utf8)
        let resumed = try sandbox.run(["--resume", "--yes"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("Resuming at step 2.2"), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("check vpc\n") && !resumed.stdout.contains("runs instead"), "\(resumed.stdout)")
    }

    /// The bullets the plan skips did not pass: the state does not say they did.
    @Test func skippedAlternativesAreNotRecordedAsPassed() throws {
        let sandbox = try RunSandbox(page: Self.alternatives)
        let first = try sandbox.run(["--yes"])
        #expect(first.status == 1, "\(first.stdout)")
        let state = try #require(sandbox.state())
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any])
        #expect(saved["passed"] as? [String] == ["cluster/1.1", "cluster/2.1"], "\(state)")
        #expect(saved["stoppedAt"] as? String == "cluster/3", "\(state)")
    }
}
