import Foundation
import TestSupport
import Testing

/// What is wrong with `--values`, `--set` and `--keywords` is said in the language of the other errors before a run:
/// `--lang`, else the page's (`list`, `plan`, `run`), else the environment's locale when no one page is read; `check`
/// speaks its `--lang` (English by default), as for its configuration.
@Suite struct InputFileLanguageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The arguments, pages given by language (`{en}`, `{fr}`, `{pt}`) and files by name (`{laughs}`, `{list}`).
        let arguments: [String]
        let locale: String
        let says: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "plan: a French page", arguments: ["plan", "--values", "{missing}", "{fr}"], locale: "C",
            says: "missing.yml : fichier de valeurs introuvable"),
        Case(
            name: "plan: --lang over the page", arguments: ["plan", "--lang", "pt", "--values", "{missing}", "{fr}"],
            locale: "C", says: "missing.yml: arquivo de valores não encontrado"),
        Case(
            name: "run: a Portuguese page, aliases", arguments: ["run", "--values", "{laughs}", "{pt}"], locale: "C",
            says: "laughs.yml:6: aliases YAML ('*nome') que repetem mais de 1000000 nós e bytes ao todo"),
        Case(
            name: "plan: an English page in a French locale", arguments: ["plan", "--values", "{list}", "{en}"],
            locale: "fr_FR.UTF-8", says: "list.yml:1: expected a mapping of placeholder names to values"),
        Case(
            name: "run: --set on a French page", arguments: ["run", "--set", "novalue", "{fr}"], locale: "C",
            says: "--set numéro 1 : NOM=VALEUR attendu"),
        Case(
            name: "list: a French page", arguments: ["list", "--keywords", "{missing}", "{fr}"], locale: "C",
            says: "missing.yml : fichier de mots-clés introuvable"),
        Case(
            name: "plan: a Portuguese page, aliases", arguments: ["plan", "--keywords", "{laughs}", "{pt}"],
            locale: "C", says: "laughs.yml: linha 6: aliases YAML"),
        Case(
            name: "list: two pages in a Portuguese locale",
            arguments: ["list", "--keywords", "{list}", "{fr}", "{en}"],
            locale: "pt_BR.UTF-8", says: "list.yml: esperava-se um mapeamento de nomes de palavras-chave para texto"),
        Case(
            name: "list: two pages, no locale", arguments: ["list", "--keywords", "{list}", "{fr}", "{pt}"],
            locale: "", says: "list.yml: expected a mapping of keyword names to text"),
        Case(
            name: "check: English by default", arguments: ["check", "--keywords", "{missing}", "{fr}"],
            locale: "fr_FR.UTF-8", says: "missing.yml: no such keyword file"),
        Case(
            name: "check: --lang fr", arguments: ["check", "--lang", "fr", "--keywords", "{laughs}", "{en}"],
            locale: "C", says: "laughs.yml : ligne 6 : des alias YAML ('*nom') qui répètent plus de 1000000 nœuds"),
    ]

    @Test(arguments: cases) func saysItInTheRunsLanguage(_ example: Case) throws {
        let folder = try TemporaryFolder.make("docrun-input-language")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = "1.  Run:\n\n    ```\n    echo <name>\n    ```\n    {: pre}\n"
        let files = [
            "en/page.md": "# Steps\n\n" + page, "fr/page.md": "# Étapes\n\n" + page,
            "pt/page.md": "# Passos\n\n" + page,
            "laughs.yml": HostileInputs.laughs(then: "top: *a8\n"), "list.yml": "- a\n- b\n",
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let arguments = example.arguments.map { argument in
            switch argument {
            case "{en}", "{fr}", "{pt}":
                folder.appendingPathComponent(argument.dropFirst().dropLast() + "/page.md").path
            case "{missing}", "{laughs}", "{list}":
                folder.appendingPathComponent(argument.dropFirst().dropLast() + ".yml").path
            default: argument
            }
        }
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANG" }
        environment["LANG"] = example.locale
        let run = try DocrunProcess.run(arguments, directory: folder, environment: environment)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(example.says), "\(run.stderr)")
        // One line: no usage line after it (the parser's, thrown from a command's run, is `docrun`'s own).
        #expect(run.stderr.hasPrefix("Error: ") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    /// A configuration that cannot be used stops `list`, `plan` and `run` as it stops `check`: its file, line and
    /// column, exit 64, and nothing more.
    @Test func aBadConfigurationIsSaidAsCheckSaysIt() throws {
        let folder = try TemporaryFolder.make("docrun-bad-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Steps\n\n1.  Run:\n\n    ```\n    echo hi\n    ```\n    {: pre}\n".utf8)
            .write(to: folder.appendingPathComponent("page.md"))
        try Data("rules:\n  anchor-broken: loud\n".utf8).write(to: folder.appendingPathComponent(".docrun.yml"))
        let check = try DocrunProcess.run(["check", "page.md"], directory: folder)
        #expect(check.status == 64)
        #expect(check.stderr.hasPrefix(".docrun.yml:2:18: error: "), "\(check.stderr)")
        for verb in ["list", "plan", "run"] {
            let run = try DocrunProcess.run([verb, "page.md"], directory: folder)
            #expect(run.status == 64, "\(verb): \(run.stderr)")
            #expect(run.stderr == check.stderr, "\(verb)")
        }
    }

    /// A page named from inside its language's folder (`cd pt-br && docrun list page.md`) is in that language, as
    /// when named from outside (`docrun list pt-br/page.md`).
    @Test func theFolderOfARelativePathNamesTheLanguage() throws {
        let folder = try TemporaryFolder.make("docrun-relative-language")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = folder.appendingPathComponent("pt-br")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data("# Steps\n\n1.  Run it.\n\n    ```\n    echo hi\n    ```\n    {: pre}\n".utf8)
            .write(to: inside.appendingPathComponent("page.md"))
        for (directory, path) in [(inside, "page.md"), (inside, "./page.md"), (folder, "pt-br/page.md")] {
            let run = try DocrunProcess.run(["list", path], directory: directory)
            #expect(run.stdout.hasPrefix(path + " (pt)"), "\(path): \(run.stdout)")
        }
    }
}
