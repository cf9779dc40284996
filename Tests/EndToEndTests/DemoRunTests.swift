import Foundation
import TestSupport
import Testing

/// The demo page runs for real, in each language, on a bare machine.
///
/// There is no terminal, the values come from the shipped file and the secret from the environment. The page works in
/// /tmp/docrun-demo, so these runs go one at a time.
@Suite(.serialized) struct DemoRunTests {
    static let token = "demo-S3cret-token"

    @Test(arguments: ["en", "fr", "pt"]) func demoRunsAndVerifiesInEachLanguage(language: String) throws {
        let sandbox = try RunSandbox("demo/\(language)/demo_session.md")
        let values = RepositoryPaths.root.appendingPathComponent("runbooks/demo/values.yml").path
        let result = try sandbox.run(
            ["--values", values, "--strict"], environment: ["DOCRUN_API_TOKEN": Self.token])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        // The session id is bound from step 4's output and used by steps 5 and 7.
        let id = try #require(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("Session id: ") }?.dropFirst(12))
        #expect(id.count == 12)
        #expect(result.stdout.contains("printf 'session=%s\\n' \(id) >> demo.conf"))
        #expect(result.stdout.contains("Project demo-project is ready for Ada O'Hara (session \(id))"))
        #expect(!result.stdout.contains(Self.token) && !sandbox.transcripts().contains(Self.token))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/docrun-demo"), "the last step removes the folder")
    }
}
