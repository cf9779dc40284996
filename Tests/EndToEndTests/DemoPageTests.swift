import Foundation
import TestSupport
import Testing

/// The demo page (`runbooks/demo/*/demo_session.md`) keeps what it is there to show, in all three languages: one
/// secret, a shell variable carried between steps, a named file with placeholders, an example output that binds a
/// value used later, a manual step, and no check finding.
@Suite struct DemoPageTests {
    static let languages = ["en", "fr", "pt"]

    /// The page as `docrun list --format json` reads it.
    static func page(_ language: String) throws -> [String: Any] {
        let result = try DocrunProcess.run(["list", "--format", "json", "runbooks/demo/\(language)/demo_session.md"])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return try #require(pages.first)
    }

    static func steps(_ page: [String: Any]) -> [[String: Any]] {
        page["steps"] as? [[String: Any]] ?? []
    }

    static func commands(_ page: [String: Any]) -> [[String: Any]] {
        steps(page).flatMap { $0["commands"] as? [[String: Any]] ?? [] }
    }

    @Test(arguments: languages) func hasExactlyOneSecretAndOneManualStep(language: String) throws {
        let page = try Self.page(language)
        #expect(page["language"] as? String == language)
        let placeholders = page["placeholders"] as? [[String: Any]] ?? []
        let secrets = placeholders.filter { $0["secret"] as? Bool == true }.compactMap { $0["name"] as? String }
        #expect(secrets == ["api_token"])
        #expect(placeholders.allSatisfy { $0["required"] as? Bool == true })
        #expect(Self.steps(page).filter { $0["manual"] as? Bool == true }.count == 1)
    }

    @Test(arguments: languages) func carriesAVariableAndAnOutputValueToLaterSteps(language: String) throws {
        let page = try Self.page(language)
        let commands = Self.commands(page)
        let setter = try #require(commands.firstIndex { ($0["sets"] as? [String])?.contains("OWNER") == true })
        #expect(commands[(setter + 1)...].contains { ($0["uses"] as? [String])?.contains("OWNER") == true })

        let placeholders = page["placeholders"] as? [[String: Any]] ?? []
        let session = try #require(placeholders.first { $0["name"] as? String == "session_id" })
        let shown = try #require((session["shown_at"] as? [Int])?.min())
        let used = try #require((session["used_at"] as? [Int])?.min())
        #expect(shown < used, "the example output must show <session_id> before a command uses it")
    }

    @Test(arguments: languages) func writesANamedFileOutsideTheRepository(language: String) throws {
        let page = try Self.page(language)
        let files = Self.steps(page).flatMap { $0["files"] as? [[String: Any]] ?? [] }
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file["name"] as? String == "/tmp/docrun-demo/demo.conf")
        #expect(file["placeholders"] as? [String] == ["project_name", "user_name"])
    }

    @Test func languagesShareTheirCommands() throws {
        let texts = try Self.languages.map { language in
            Self.commands(try Self.page(language)).compactMap { $0["text"] as? String }
        }
        #expect(texts[0].count == 6)
        #expect(texts[1] == texts[0])
        #expect(texts[2] == texts[0])
    }

    @Test func checkFindsNothing() throws {
        let result = try DocrunProcess.run(["check", "--strict", "runbooks/demo"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("0 errors, 0 warnings in 3 pages"), "\(result.stdout)")
    }

    /// `values.yml` holds a name with an apostrophe on purpose; the generated script must stay valid bash.
    @Test(arguments: languages) func planScriptWithTheValuesIsValidBash(language: String) throws {
        let result = try DocrunProcess.run(
            [
                "plan", "--format", "sh", "runbooks/demo/\(language)/demo_session.md", "--values",
                "runbooks/demo/values.yml",
            ],
            environment: ["DOCRUN_API_TOKEN": "demo token"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("demo token"), "a secret was written into the script")
        let syntax = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), ["-n", "-c", result.stdout], directory: RepositoryPaths.root)
        #expect(syntax.status == 0, "the generated script is not valid bash: \(syntax.stderr)")
    }
}
