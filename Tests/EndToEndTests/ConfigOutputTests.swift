import Foundation
import TestSupport
import Testing

/// Reading a `.docrun.yml` prints nothing on standard output: a report in JSON must parse even when
/// `YAMS_DEFAULT_ENCODING` is set (Yams prints a notice on standard output when it reads that variable; ef5e8e8).
@Suite struct ConfigOutputTests {
    @Test(arguments: ["UTF8", "utf16"]) func jsonReportParsesWithYamsEncodingSet(_ encoding: String) throws {
        let (folder, page) = try TemporaryFolder.withRunbook("demo/en/demo_session.md", prefix: "docrun-config-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "rules:\n  command-syntax: warning\n".write(
            to: folder.appendingPathComponent(".docrun.yml"), atomically: true, encoding: .utf8)
        let result = try DocrunProcess.run(
            ["check", "--format", "json", page.path], directory: folder,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "YAMS_DEFAULT_ENCODING": encoding,
            ])
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        #expect(!result.stdout.contains("YAMS_DEFAULT_ENCODING"), "\(result.stdout.prefix(500))")
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) }
    }

    /// A page named on the command line that the configuration's `ignore:` skips is said to be on standard error, in
    /// the run's language; the report and the exit code stay those of the pages checked.
    @Test(arguments: [
        ("en", "docrun: note: 'drafts/x.md' is not checked: .docrun.yml ignores it (ignore: drafts)"),
        ("fr", "docrun : remarque : 'drafts/x.md' n'est pas vérifié : .docrun.yml l'ignore (ignore: drafts)"),
    ])
    func aNamedPageThatIgnoreSkipsIsNoted(language: String, note: String) throws {
        let folder = try TemporaryFolder.make(
            "docrun-ignored-named", [".docrun.yml": "ignore: drafts\n", "drafts/x.md": "# T\n\nSee [x](#no).\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DocrunProcess.run(
            ["check", "--lang", language, "--format", "json", "drafts/x.md"], directory: folder, environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "[]\n")
        #expect(result.stderr == note + "\n")
    }
}
