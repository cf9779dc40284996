import Foundation
import TestSupport
import Testing

/// The values a page's files hold are written as data for the file's format, by `docrun run` and by the script of
/// `docrun plan --format sh` alike.
@Suite struct RunFileValuesTests {
    static let page = """
        # Settings
        {: #settings}

        | Value | Description |
        |-------|-------------|
        | `<account_name>` | The name of your account. |
        | `<password>` | The password of your user. |
        | `<port>` | The port to listen on. |

        1.  Create a file that is named `settings.json` with the following content.

            ```
            {"account": "<account_name>", "password": "<password>", "port": <port>}
            ```
            {: codeblock}

        2.  Show its size.

            ```
            wc -c settings.json
            ```
            {: pre}
        """

    static let password = "p@ss \"wörd\" \\n $x` {\"a\": 1}"
    static let account = "São Paulo ✓ \\ 'x'"

    func settings(_ text: String?) throws -> [String: Any]? {
        try text.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test func aJSONFileHoldsEachValueExactly() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let environment = ["DOCRUN_PASSWORD": Self.password]
        let result = try sandbox.run(
            ["--yes", "--set", "account_name=\(Self.account)", "--set", "port=8080"], environment: environment)
        #expect(result.status == 0, "\(result.stdout)")
        let written = try settings(sandbox.file("settings.json"))
        #expect(written?["password"] as? String == Self.password)
        #expect(written?["account"] as? String == Self.account)
        #expect(written?["port"] as? Int == 8080)
        // Shown as it is written, the secret masked.
        #expect(result.stdout.contains(#"{"account": "São Paulo ✓ \\ 'x'", "password": "********", "port": 8080}"#))
        #expect(!result.stdout.contains("wörd") && !sandbox.transcripts().contains("wörd"))

        try FileManager.default.removeItem(at: sandbox.folder.appendingPathComponent("settings.json"))
        let script = try sandbox.runPlanScript(
            environment: environment.merging(["DOCRUN_ACCOUNT_NAME": Self.account, "DOCRUN_PORT": "8080"]) { $1 })
        #expect(script.status == 0, "\(script.stdout)\(script.stderr)")
        #expect(try settings(sandbox.file("settings.json")) as NSDictionary? == written as NSDictionary?)
    }

    @Test func aValueThatIsNoJSONTokenIsRefusedBeforeAnythingRuns() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(
            ["--yes", "--set", "account_name=a", "--set", "port=80, \"admin\": true"],
            environment: ["DOCRUN_PASSWORD": Self.password])
        #expect(result.status != 0)
        #expect(result.stdout.contains("outside any string in a JSON file"), "\(result.stdout)")
        #expect(sandbox.file("settings.json") == nil)
        let script = try sandbox.runPlanScript(
            environment: ["DOCRUN_PASSWORD": Self.password, "DOCRUN_ACCOUNT_NAME": "a", "DOCRUN_PORT": "80, \"x\": 1"])
        #expect(script.status != 0 && script.stderr.contains("cannot be written as it is"), "\(script.stderr)")
        #expect(sandbox.file("settings.json") == nil)
    }
}
