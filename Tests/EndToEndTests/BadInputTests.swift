import Foundation
import TestSupport
import Testing

/// Pages docrun cannot use, through the built binary: one clear line on standard error naming the file, and the
/// exit code of docs/exit-codes.md (66: cannot be opened; 65: not a usable page; 64: usage).
@Suite struct BadInputTests {
    /// A temporary folder holding one hostile input of each kind.
    struct Inputs {
        let folder: URL

        init() throws {
            folder = try TemporaryFolder.make("docrun-bad")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("folder.md"), withIntermediateDirectories: true)
            try write("binary.md", [0x23, 0x20, 0x54, 0x0A, 0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x0A])
            try write("latin1.md", Array("# Titre\n\nÉtape 1\n".utf8) + [0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A])
            try write("empty.md", [])
            try write("blank.md", Array(" \n\r\n\t\n".utf8))
            try write("prose.md", Array("# Title\n{: #title}\n\nOnly prose, no list and no command.\n".utf8))
            try write(
                "html-steps.md",
                Array(
                    ("# Title\n\n<ol>\n<li><p>Say hello:</p>\n<pre class=\"screen\"><code>hello</code></pre>\n"
                        + "<pre class=\"pre\"><code>echo hello</code></pre></li>\n</ol>\n").utf8))
            // Numbered steps, then more in HTML markup docrun does not read, after a comment that holds one.
            try write(
                "mixed-steps.md",
                Array(
                    ("# Title\n\n1.  Say hi.\n\n    ```\n    echo hi\n    ```\n    {: pre}\n\n"
                        + "<!-- <ol><li><pre class=\"pre\"><code>echo old</code></pre></li></ol> -->\n\n"
                        + "<ol start=\"2\">\n<li><p>Say hello:</p>\n<pre class=\"pre\"><code>echo hello</code></pre></li>\n"
                        + "</ol>\n").utf8))
            try write(
                "prose.fr.md",
                Array("---\nlang: fr\n---\n\n# Titre\n\nSeulement du texte, sans liste ni commande.\n".utf8))
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        private func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// A bad page, what docrun must say about it and with which code.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let message: String
        let code: Int32
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "missing.md", message: ": no such file", code: 66),
        Case(file: "folder.md", message: ": is a directory, not a page", code: 66),
        Case(file: "binary.md", message: ":2:5: binary file (NUL byte), not a Markdown page", code: 65),
        Case(file: "latin1.md", message: ":5:4: not valid UTF-8 text", code: 65),
        Case(file: "empty.md", message: ": the page is empty", code: 65),
        Case(file: "blank.md", message: ": the page is empty", code: 65),
    ]

    static func expectOneLine(
        _ result: ProcessResult, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines.first.map(String.init) == expected, sourceLocation: sourceLocation)
    }

    /// `list` and `plan` say the same of each bad page, with the same code.
    @Test(arguments: ["list", "plan"], cases) func listAndPlan(_ command: String, _ bad: Case) throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        let result = try DocrunProcess.run([command, inputs.path(bad.file)])
        #expect(result.status == bad.code)
        #expect(result.stdout.isEmpty)
        Self.expectOneLine(result, "docrun: " + inputs.path(bad.file) + bad.message)
    }

    @Test func listKeepsGoingAfterABadPageAndReportsTheWorstCode() throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        let result = try DocrunProcess.run(
            ["list", inputs.path("empty.md"), "runbooks/ibm-cloud/fr/registry_access.md", inputs.path("missing.md")])
        #expect(result.status == 66)
        #expect(result.stdout.contains("registry_access.md (fr)"))
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
    }

    @Test func listShowsAPageWithoutStepsWithANote() throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        let result = try DocrunProcess.run(["list", inputs.path("prose.md")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(inputs.path("prose.md") + " (en): Title"))
        Self.expectOneLine(
            result, "docrun: " + inputs.path("prose.md") + ": no steps found (no numbered list and no {: pre} command)")
    }

    /// A page whose commands are `<pre class="pre">` blocks inside HTML that opens with another tag says where the
    /// first is, for `list`, `plan` and `run` alike, in the page's language or `--lang`'s: a page without steps has
    /// none, and one with steps lists and runs only the steps it reads (a `<pre>` in a comment is not counted).
    @Test(arguments: [
        ("html-steps.md", ["list"], 0, ": no steps found (no numbered list and no {: pre} command; the <pre class="),
        ("html-steps.md", ["plan"], 65, "no {: pre} command; the <pre class=\"pre\"> at line 6 is inside an HTML"),
        ("html-steps.md", ["run", "--yes"], 65, "no {: pre} command; the <pre class=\"pre\"> at line 6 is inside"),
        ("html-steps.md", ["plan", "--lang", "fr"], 65, " : aucune étape trouvée (ni liste numérotée ni commande"),
        ("html-steps.md", ["plan", "--lang", "fr"], 65, "commande {: pre} ; le <pre class=\"pre\"> de la ligne 6 est"),
        ("mixed-steps.md", ["list"], 0, ": the <pre class=\"pre\"> at line 14 is inside an HTML block that opens"),
        ("mixed-steps.md", ["run", "--yes"], 0, ": the <pre class=\"pre\"> at line 14 is inside an HTML block that"),
        ("mixed-steps.md", ["list", "--lang", "pt"], 0, ": o <pre class=\"pre\"> da linha 14 está dentro de um bloco"),
    ])
    func aPageSaysWhereItsCommandsInHTMLAre(page: String, arguments: [String], status: Int, message: String) throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        let result = try DocrunProcess.run(arguments + [inputs.path(page)], directory: inputs.folder)
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("docrun: " + inputs.path(page)), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        // The step it reads is listed, or run; the HTML ones are not.
        #expect(!result.stdout.contains("echo hello"), "\(result.stdout)")
        #expect(page == "html-steps.md" || result.stdout.contains("echo hi"), "\(result.stdout)")
    }

    @Test func planRefusesAPageWithoutSteps() throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        let result = try DocrunProcess.run(["plan", inputs.path("prose.md")])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        Self.expectOneLine(
            result, "docrun: " + inputs.path("prose.md") + ": no steps found (no numbered list and no {: pre} command)")
    }

    /// A page docrun cannot read is said in `--lang`'s language, else in the environment's (the page tells none); a
    /// page without steps in its own language, or `--lang`'s.
    @Test(
        arguments: [
            (
                ["--lang", "fr"], [:], " : fichier introuvable",
                ":2:5 : fichier binaire (octet NUL), pas une page Markdown"
            ),
            (
                [], ["LANG": "pt_BR.UTF-8"], ": arquivo não encontrado",
                ":2:5: arquivo binário (byte NUL), não uma página Markdown"
            ),
            (
                ["--lang", "en"], ["LANG": "fr_FR.UTF-8"], ": no such file",
                ":2:5: binary file (NUL byte), not a Markdown page"
            ),
        ] as [([String], [String: String], String, String)])
    func aBadPageIsSaidInTheOperatorsLanguage(
        arguments: [String], environment: [String: String], missing: String, binary: String
    ) throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        var env = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        env.merge(environment) { $1 }
        for (file, message) in [("missing.md", missing), ("binary.md", binary)] {
            for verb in ["list", "plan"] {
                let result = try DocrunProcess.run([verb, inputs.path(file)] + arguments, environment: env)
                Self.expectOneLine(result, "docrun: " + inputs.path(file) + message)
            }
        }
    }

    @Test(arguments: [
        ("prose.fr.md", [], " : aucune étape trouvée (ni liste numérotée ni commande {: pre})"),
        ("prose.md", ["--lang", "pt"], ": nenhum passo encontrado (nenhuma lista numerada e nenhum comando {: pre})"),
    ])
    func aPageWithoutStepsIsSaidInItsLanguage(file: String, arguments: [String], message: String) throws {
        let inputs = try Inputs()
        defer { inputs.remove() }
        for verb in ["list", "plan"] {
            let result = try DocrunProcess.run([verb, inputs.path(file)] + arguments)
            Self.expectOneLine(result, "docrun: " + inputs.path(file) + message)
        }
    }

    /// A selection that does not fit the page is said in the page's language, or in the one `--lang` names.
    static let unknownSelections: [([String], String)] = [
        (
            [],
            "Error: runbooks/ibm-cloud/fr/cs_cli_install.md : aucune section n'a l'ancre 'cs_cli_confgure' ; "
                + "vouliez-vous dire 'cs_cli_configure' ? (sections : cs_cli_install, "
        ),
        (
            ["--lang", "en"],
            "Error: runbooks/ibm-cloud/fr/cs_cli_install.md: no section with the anchor "
                + "'cs_cli_confgure'; did you mean 'cs_cli_configure'? (sections: cs_cli_install, "
        ),
        (
            ["--lang", "pt"],
            "Error: runbooks/ibm-cloud/fr/cs_cli_install.md: nenhuma seção tem a âncora "
                + "'cs_cli_confgure'; você quis dizer 'cs_cli_configure'? (seções: cs_cli_install, "
        ),
    ]

    @Test(arguments: unknownSelections)
    func planUnknownSectionSuggestsTheClosestAnchor(_ lang: [String], _ expected: String) throws {
        let result = try DocrunProcess.run(
            ["plan", "runbooks/ibm-cloud/fr/cs_cli_install.md", "--section", "cs_cli_confgure"] + lang,
            environment: [:])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(expected), "\(result.stderr)")
    }

    @Test func planUnknownStepSuggestsTheClosestStep() throws {
        for (lang, expected) in [
            ([], "aucune étape '7.5' dans la sélection ; vouliez-vous dire '7.1' ? (étapes : "),
            (["--lang", "en"], "no step '7.5' in the selection; did you mean '7.1'? (steps: "),
            (["--lang", "pt"], "nenhum passo '7.5' na seleção; você quis dizer '7.1'? (passos: "),
        ] {
            let result = try DocrunProcess.run(
                ["plan", "runbooks/ibm-cloud/fr/cs_dedicated_tokens.md", "--from", "7.5"] + lang, environment: [:])
            #expect(result.status == 64)
            #expect(result.stdout.isEmpty)
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            let path = "Error: runbooks/ibm-cloud/fr/cs_dedicated_tokens.md" + (lang.isEmpty ? " : " : ": ")
            #expect(first == path + expected + "1–7, 7.1, 7.2, 7.3, 7.4)", "\(result.stderr)")
        }
    }

    /// A value given for a name the page has no placeholder of is warned about in the page's language, with the
    /// nearest name; the plan goes on.
    @Test func valuesForUnknownNamesAreWarnedAbout() throws {
        let result = try DocrunProcess.run(
            ["plan", "runbooks/ibm-cloud/fr/cs_dedicated_tokens.md", "--set", "org_nme=c"], environment: [:])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "docrun : avertissement : 'org_nme' n'est pas un espace réservé de "
                    + "runbooks/ibm-cloud/fr/cs_dedicated_tokens.md ; vouliez-vous dire 'org_name' ?"),
            "\(result.stderr)")
    }

    @Test func planStepInSeveralSectionsAsksForASection() throws {
        let result = try DocrunProcess.run(
            ["plan", "runbooks/ibm-cloud/fr/registry_access.md", "--from", "2", "--lang", "en"], environment: [:])
        #expect(result.status == 64)
        #expect(result.stderr.contains("step '2' is several steps: 2@"), "\(result.stderr)")
        #expect(result.stderr.contains("(--from 2@") && result.stderr.contains("or add --section"), "\(result.stderr)")
    }

    /// An unknown rule id given to `--rule` or `--skip-rule` stops `check` before any page is read.
    @Test(arguments: [["--rule", "anchor-brokn"], ["--skip-rule", "anchor-broken", "--skip-rule", "anchor-brokn"]])
    func checkUnknownRuleSuggestsTheClosestRule(_ options: [String]) throws {
        let result = try DocrunProcess.run(["check"] + options + ["runbooks/ibm-cloud/fr/registry_access.md"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first
                == "Error: unknown rule 'anchor-brokn'; did you mean 'anchor-broken'? 'docrun check --list-rules' lists them",
            "\(result.stderr)")
    }

    /// A folder with no page below it is an error, so that a wrong path does not pass CI.
    @Test func checkOfAFolderWithoutPagesFails() throws {
        let folder = try TemporaryFolder.make("docrun-empty")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let result = try DocrunProcess.run(["check", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(folder.path + ":1:1: error: a folder with no .md page below it [page-unreadable]"),
            "\(result.stdout)")
    }

    /// A folder below a checked path that cannot be read is reported where it is, not skipped: its pages were never
    /// checked, and CI must not pass.
    @Test func checkReportsAFolderBelowThatCannotBeRead() throws {
        let folder = try TemporaryFolder.make("docrun-closed")
        let open = folder.appendingPathComponent("en")
        let closed = folder.appendingPathComponent("fr")
        for sub in [open, closed] {
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        }
        try Data("# Fine\n\nNothing to report.\n".utf8).write(to: open.appendingPathComponent("fine.md"))
        try Data("# Broken\n\nSee [x](#nowhere).\n".utf8).write(to: closed.appendingPathComponent("broken.md"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: closed.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: closed.path) }
        let result: ProcessResult
        if geteuid() == 0 {
            // Root reads any folder: docrun runs as nobody, for whom the permissions apply.
            let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
            guard FileManager.default.isExecutableFile(atPath: setpriv.path) else { return }
            result = try DocrunProcess.runProgram(
                setpriv,
                [
                    "--reuid=nobody", "--regid=nogroup", "--clear-groups", RepositoryPaths.docrun.path, "check",
                    folder.path,
                ],
                directory: folder)
        } else {
            result = try DocrunProcess.run(["check", folder.path])
        }
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(closed.path + ":1:1: error: cannot be read (permission denied?) [page-unreadable]"),
            "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 error, 0 warnings in 2 pages\n"), "\(result.stdout)")
    }
}
