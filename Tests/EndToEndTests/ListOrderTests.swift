import Foundation
import TestSupport
import Testing

/// `docrun list` reads pages on several threads; what it prints must still follow the order of the files given,
/// and be what reading each page alone prints.
@Suite struct ListOrderTests {
    static let pages = [
        "runbooks/ibm-cloud/fr/registry_access.md", "runbooks/demo/en/demo_session.md",
        "runbooks/ibm-cloud/pt/cs_dedicated_tokens.md", "runbooks/ibm-cloud/fr/cs_cli_install.md",
        "runbooks/demo/pt/demo_session.md", "runbooks/ibm-cloud/en/cs_dedicated_tokens.md",
        "runbooks/demo/fr/demo_session.md", "runbooks/ibm-cloud/fr/cs_dedicated_tokens.md",
    ]

    @Test func jsonFollowsTheOrderOfTheFilesAndMatchesEachPageReadAlone() throws {
        // Each page twice, the second round reversed and spelt `./…`: each is listed once, where it was first given.
        let files = Self.pages + Self.pages.reversed().map { "./" + $0 }
        let together = try DocrunProcess.run(["list", "--format", "json"] + files)
        #expect(together.status == 0)
        var alone: [String] = []
        for file in Self.pages {
            let result = try DocrunProcess.run(["list", "--format", "json", file])
            // A one-page array's element, indented as in a longer array.
            alone.append(String(result.stdout.dropFirst(4).dropLast(3)))
        }
        #expect(together.stdout == "[\n  " + alone.joined(separator: ",\n  ") + "\n]\n")
    }

    @Test func errorsAndNotesFollowTheOrderOfTheFiles() throws {
        let folder = try TemporaryFolder.make("docrun-list-order")
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.md").path
        let prose = folder.appendingPathComponent("prose.md").path
        let missing = folder.appendingPathComponent("missing.md").path
        try Data().write(to: URL(fileURLWithPath: empty))
        try Data("# Title\n\nOnly prose.\n".utf8).write(to: URL(fileURLWithPath: prose))
        let files = [missing, Self.pages[0], prose, Self.pages[1], empty, Self.pages[2], folder.path]
        let result = try DocrunProcess.run(["list", "--format", "json"] + files)
        #expect(result.status == 66)
        #expect(
            result.stderr.split(separator: "\n") == [
                "docrun: \(missing): no such file",
                "docrun: \(prose): no steps found (no numbered list and no {: pre} command)",
                "docrun: \(empty): the page is empty",
                "docrun: \(folder.path): is a directory, not a page",
            ])
        let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("    \"file\": ") }
        #expect(listed == [Self.pages[0], prose, Self.pages[1], Self.pages[2]].map { "    \"file\": \"\($0)\"," })
    }
}
