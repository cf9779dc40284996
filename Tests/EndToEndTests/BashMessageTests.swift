import Foundation
import TestSupport
import Testing

/// bash's messages name the page and its line, as the operator typed the page's path, never docrun's scratch files.
@Suite struct BashMessageTests {
    static let secret = "Sh0rt-lived-k3y-91"

    /// Step 1 defines a function that fails inside, step 2 calls it and prints a secret right before bash's
    /// message, step 3 does not parse.
    static let page = """
        # Messages

        1.  Define a function.

            ```sh
            greet() {
              echo hello
              cd /nowhere-docrun-e2e
            }
            ```
            {: pre}

        2.  Call it.

            ```sh
            greet || true; printf '%s' "<api_key>"
            c=no-such-program-docrun-e2e; $c || true
            ```
            {: pre}

        3.  Break it.

            ```sh
            echo "unclosed
            ```
            {: pre}

        | Name | Description |
        |---|---|
        | `<api_key>` | Required. Your secret API key. |
        """

    @Test func theOperatorAndTheTranscriptSeeThePagesLines() throws {
        let sandbox = try RunSandbox(page: Self.page, named: "messages.md")
        let result = try DocrunProcess.run(
            ["run", "messages.md", "--yes", "--set", "api_key=\(Self.secret)"], directory: sandbox.folder,
            environment: sandbox.environment())
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        let expected = [
            "hello", "messages.md:8: cd: /nowhere-docrun-e2e: No such file or directory",
            "********messages.md:17: no-such-program-docrun-e2e: command not found",
            "messages.md:24: unexpected EOF while looking for matching `\"'",
        ]
        for line in expected { #expect(result.stdout.contains(line + "\n"), "\(line)\n\(result.stdout)") }
        #expect(!result.stdout.contains("docrun-shell"), "\(result.stdout)")
        #expect(!result.stdout.contains(Self.secret))
        // The transcript holds what the screen showed.
        let outputs = sandbox.transcripts().split(separator: "\n").compactMap { line -> String? in
            let event = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return event?["event"] as? String == "command" ? event?["output"] as? String : nil
        }
        #expect(
            outputs == [
                "", expected[0] + "\n" + expected[1] + "\n" + expected[2] + "\n", expected[3] + "\n",
            ])
        #expect(!sandbox.transcripts().contains("docrun-shell") && !sandbox.transcripts().contains(Self.secret))
    }
}
