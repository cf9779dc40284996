import Foundation
import TestSupport
import Testing

/// The usage errors docrun's commands say themselves, through the built binary, in the three languages: each is exit
/// code 64 and said in `--lang`'s language, else the page's (`run`), else the environment's.
@Suite struct UsageErrorGoldenTests {
    /// A command line, and the environment's locale it runs with.
    static let commandLines: [(arguments: [String], locale: String)] = [
        (["run", "runbooks/ibm-cloud/fr/registry_access.md", "--timeout", "abc"], "C"),
        (["run", "runbooks/ibm-cloud/fr/registry_access.md", "--timeout", "5x", "--lang", "en"], "fr_FR.UTF-8"),
        (["run", "runbooks/ibm-cloud/fr/registry_access.md", "--timeout", "0", "--lang", "pt"], "C"),
        (["run", "missing.md", "--timeout", "soon"], "pt_BR.UTF-8"),
        (["run", "-", "--timeout", "soon"], "fr_FR.UTF-8"),
        (["check"], "fr_FR.UTF-8"),
        (["check", "--lang", "fr"], "C"),
        (["check", "--lang", "pt"], "C"),
    ]

    @Test func usageErrorsAreSaidInTheOperatorsLanguage() throws {
        var transcript = ""
        for (arguments, locale) in Self.commandLines {
            let result = try DocrunProcess.run(arguments, environment: ["LANG": locale, "COLUMNS": "100"], stdin: "")
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            transcript += "$ LANG=\(locale) docrun \(arguments.joined(separator: " "))  → \(result.status)\n"
            transcript += result.stderr + "\n"
        }
        Snapshot.assert(transcript, named: "usage-errors.txt")
    }
}
