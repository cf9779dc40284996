import Foundation
import TestSupport
import Testing

/// Credentials a page derives are not kept in the state in clear; `--resume` runs the step that sets them again,
/// with consent; files that hold a secret are owner-only; a secret too short to hide is refused.
@Suite struct CredentialTests {
    static let secret = "hunter2-is-a-long-password"

    static let page = """
        # Credentials
        {: #credentials}

        1.  Log in.

            ```
            LOGIN=$(printf 'session-for-%s' <db_password> | base64 -w0)
            DIGEST=$(printf '%s' <db_password> | sha256sum | cut -c1-20)
            ```
            {: pre}

        2.  Get a token.

            ```
            OAUTH_TOKEN="bearer abc.def"; COS_KEY=k-123456; HEADER="Bearer xyz-987654"; PLAIN=visible; ORG=my-org
            ```
            {: pre}

        3.  Write the configuration.

            The file `app.conf`:

            ```
            password = <db_password>
            ```
            {: codeblock}

        4.  Use them.

            ```
            test -n "$OAUTH_TOKEN$HEADER" && test -n "$LOGIN" && echo "$PLAIN $ORG"; ${FAIL:-true}
            ```
            {: pre}

        | Name | Description |
        |---|---|
        | `<db_password>` | Required. The password. |
        """

    @Test func derivedCredentialsAreNotKeptAndResumeRunsTheirStepAgain() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let first = try sandbox.run(["--set", "db_password=\(Self.secret)", "--yes"], environment: ["FAIL": "false"])
        #expect(first.status == 1, "\(first.stdout)")
        let state = try #require(sandbox.state())
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any])
        let variables = try #require(saved["variables"] as? [String: String])
        let withheld = try #require(saved["withheld"] as? [String: String])
        #expect(variables == ["PLAIN": "visible", "ORG": "my-org"], "\(state)")
        #expect(
            withheld == [
                "OAUTH_TOKEN": "credentials/2", "COS_KEY": "credentials/2", "HEADER": "credentials/2",
                "LOGIN": "credentials/1",
                // No form of the secret, but set by a command that uses it.
                "DIGEST": "credentials/1",
            ], "\(state)")
        #expect(!state.contains("bearer") && !state.contains("k-123456") && !state.contains("xyz-987654"))
        // The file holding the secret is the owner's only.
        let mode =
            try FileManager.default.attributesOfItem(
                atPath: sandbox.folder.appendingPathComponent("app.conf").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Without a terminal and without --yes: docrun says which steps set what and stops.
        let refused = try sandbox.run(["--resume", "--set", "db_password=\(Self.secret)"])
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(refused.stdout.contains("which step 1 sets") && refused.stdout.contains("which step 2 sets"))
        #expect(refused.stdout.contains("LOGIN") && refused.stdout.contains("OAUTH_TOKEN"), "\(refused.stdout)")
        // One variable is "it", two are "them"; one set by a command that uses a secret may hold a credential.
        #expect(
            refused.stdout.contains("use LOGIN, which step 1 sets; docrun did not keep it (it may hold a credential)")
                && refused.stdout.contains(
                    "use HEADER, OAUTH_TOKEN, which step 2 sets; docrun did not keep them (they may hold a credential)"),
            "\(refused.stdout)")
        // With --yes: steps 1 and 2 run again, then step 4 has what it needs.
        let resumed = try sandbox.run(["--resume", "--yes", "--set", "db_password=\(Self.secret)"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("visible my-org"), "\(resumed.stdout)")
    }

    /// A secret a step prints, which a later step uses, bound from the first step's example output.
    static let printedSecretPage = """
        # Access key
        {: #access-key}

        1.  Create the access key.

            ```
            printf 'Secret created: sk-%s\\n' 7f3a9c1e5b2d8604
            ```
            {: pre}

            The command prints the secret once:

            ```
            Secret created: <access_secret>
            ```
            {: screen}

        2.  Store the access key.

            ```
            test "<access_secret>" = "$(printf 'sk-%s' 7f3a9c1e5b2d8604)" && echo stored; ${FAIL:-true}
            ```
            {: pre}

        | Name | Description |
        |---|---|
        | `<access_secret>` | The secret access key the first step prints. |
        """

    @Test func resumeRunsAgainTheStepWhoseOutputGaveASecret() throws {
        let sandbox = try RunSandbox(page: Self.printedSecretPage)
        let first = try sandbox.run(["--yes"], environment: ["FAIL": "false"])
        #expect(first.status == 1, "\(first.stdout)")
        let state = try #require(sandbox.state())
        #expect(!state.contains("sk-7f3a9c1e5b2d8604"), "\(state)")
        // Without a terminal and without --yes: docrun says which step gave the secret and stops; it does not ask for a
        // value the operator only saw masked.
        let refused = try sandbox.run(["--resume"])
        #expect(refused.status == 2, "\(refused.stdout)")
        #expect(
            refused.stdout.contains(
                "The output of step 1 gave <access_secret>, which later steps use; docrun keeps no secret, so step 1 "
                    + "runs again first."), "\(refused.stdout)")
        #expect(!refused.stdout.contains("--set access_secret"), "\(refused.stdout)")
        // With --yes: step 1 runs again, its output gives the secret, and step 2 has it; it is shown nowhere.
        let resumed = try sandbox.run(["--resume", "--yes"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(
            resumed.stdout.contains("stored") && !resumed.stdout.contains("sk-7f3a9c1e5b2d8604"), "\(resumed.stdout)")
        #expect(!(sandbox.state() ?? "").contains("sk-7f3a9c1e5b2d8604"))
    }

    @Test(arguments: ["a", "ab", "abc"]) func aSecretTooShortToHideIsRefused(value: String) throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(["--set", "db_password=\(value)"])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stdout.contains("must be at least 4 characters"), "\(result.stdout)")
        #expect(sandbox.file("app.conf") == nil)
    }

    /// A step run again first for the credential it sets gives again the values its example output binds: the later
    /// steps take this run's, not the last run's (`inst-old`, stale: the instance the last run created is gone).
    static let reboundPage = """
        # Instances
        {: #instances}

        1.  Create an instance.

            ```
            export API_TOKEN=tk-9f8e7d6c5b4a3210; echo "Created instance ${NAME:-inst-old}"
            ```
            {: pre}

            ```
            Created instance <instance_name>
            ```
            {: screen}

        2.  Check it.

            ```
            ${FAIL:-true}
            ```
            {: pre}

        3.  Delete it.

            ```
            echo "deleting <instance_name> with ${#API_TOKEN}"
            ```
            {: pre}
        """

    @Test func aStepRunAgainOnResumeBindsItsOutputAgain() throws {
        let sandbox = try RunSandbox(page: Self.reboundPage)
        try sandbox.run(["--yes"], environment: ["FAIL": "false"], exits: 1)
        let resumed = try sandbox.run(["--resume", "--yes"], environment: ["NAME": "inst-new"], exits: 0)
        #expect(resumed.stdout.contains("deleting inst-new with 19"), "\(resumed.stdout)")
    }
}
