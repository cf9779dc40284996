import Foundation
import TestSupport
import Testing

/// `docrun check --format sarif` gives what ignore comments and a `.docrun.yml` silence as suppressed results; the
/// other formats leave it out, and the exit status is the same in every format: silenced findings never fail a run.
@Suite struct SilencedReportTests {
    @Test func sarifShowsSilencedFindingsSuppressedAndTheExitStatusStays() throws {
        let folder = try TemporaryFolder.make(
            "docrun-silenced-report",
            [
                "docs/legacy/.docrun.yml": "rules:\n  anchor-broken: off\n",
                "docs/page.md": """
                # Configurer le service

                <!-- docrun-ignore anchor-broken -- la section arrive avec la prochaine version -->
                Voir [la suite](#suite).
                """,
                "docs/legacy/old.md": "# Old page\n\nSee [the end](#end).\n",
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        var statuses: [String: Int32] = [:]
        for format in ["text", "json", "sarif", "github", "junit"] {
            let result = try DocrunProcess.run(
                ["check", "--format", format, "docs"], directory: folder, environment: environment)
            statuses[format] = result.status
            if format == "json" { #expect(result.stdout == "[]\n") }
            guard format == "sarif" else { continue }
            let log = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            let suppressions = results.map { $0["suppressions"] as? [[String: String]] }
            #expect(
                suppressions == [
                    [["kind": "external", "justification": "the rule is off in docs/legacy/.docrun.yml"]],
                    [["kind": "inSource", "justification": "la section arrive avec la prochaine version"]],
                ], "\(result.stdout)")
        }
        #expect(statuses == ["text": 0, "json": 0, "sarif": 0, "github": 0, "junit": 0])
    }
}
