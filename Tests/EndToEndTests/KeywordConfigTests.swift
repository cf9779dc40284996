import Foundation
import TestSupport
import Testing

/// `list`, `plan` and `run` resolve keyrefs with the `keywords:` file of the page's `.docrun.yml`, as `check` does,
/// `--keywords` over it; docrun itself knows no product name.
@Suite struct KeywordConfigTests {
    /// A folder `docs/` with a page using two keyrefs, its `.docrun.yml` naming `site.yml` (written `configuration`).
    static func folder(configuration: String) throws -> URL {
        let folder = try TemporaryFolder.make("docrun-keyword-config")
        let docs = folder.appendingPathComponent("docs/en")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try """
        # Install {{site.data.keyword.product}}

        1.  Log in to {{ site.data.keyword.cloud }}.

            ```
            tool login --org <org>
            ```
            {: pre}
        """.write(to: docs.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        try "product: Acme Tool\ncloud: Acme Cloud\n".write(
            to: folder.appendingPathComponent("docs/site.yml"), atomically: true, encoding: .utf8)
        try "other: Other\ncloud: Given Cloud\n".write(
            to: folder.appendingPathComponent("given.yml"), atomically: true, encoding: .utf8)
        try configuration.write(
            to: folder.appendingPathComponent("docs/.docrun.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: [["list"], ["plan", "--set", "org=o"], ["run", "--yes", "--set", "org=o"]])
    func theConfigurationsKeywordFileIsRead(command: [String]) throws {
        let folder = try Self.folder(configuration: "keywords: site.yml\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        // `run` without a terminal stops before anything runs when `tool` is missing; its title is printed first.
        let result = try DocrunProcess.run(command + ["docs/en/page.md"], directory: folder, environment: ["PATH": ""])
        #expect(result.stdout.contains("Install Acme Tool"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("{{"), "\(result.stdout)")
        let given = try DocrunProcess.run(
            ["list", "--keywords", "given.yml", "docs/en/page.md"], directory: folder, environment: [:])
        #expect(given.stdout.contains("Install Acme Tool"), "\(given.stdout)\(given.stderr)")
        #expect(given.stdout.contains("Log in to Given Cloud."), "\(given.stdout)")
    }

    @Test func withoutOneKeyrefsStayAsWritten() throws {
        let folder = try Self.folder(configuration: "min-severity: warning\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DocrunProcess.run(["list", "docs/en/page.md"], directory: folder, environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Install {{site.data.keyword.product}}"), "\(result.stdout)")
    }

    @Test(arguments: [["list"], ["plan"]]) func aConfigurationThatCannotBeUsedIsBadUsage(command: [String]) throws {
        let folder = try Self.folder(configuration: "keywords: missing.yml\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DocrunProcess.run(command + ["docs/en/page.md"], directory: folder, environment: [:])
        #expect(result.status == 64)
        #expect(result.stderr.contains("docs/.docrun.yml:1:11: error:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
