import Foundation
import TestSupport
import Testing

/// The names docrun is given, through the built binary: a name that is not UTF-8 is read and shown as `\xE9`, a name
/// with control characters or a line break cannot move the terminal or split a line of a report or a script, and the
/// `github` and `sarif` reports' paths are the repository's in a GitHub workflow (`GITHUB_WORKSPACE`).
///
/// A name that is not UTF-8 cannot be given through `Process` (its arguments are strings), so these runs go through
/// bash, which passes the bytes `printf` makes.
@Suite struct PathBoundaryTests {
    /// A page with one error (a link to no anchor), in English.
    static let page = """
        # Deploy the gateway
        {: #deploy}

        1. Start the gateway.

           ```sh
           gatewayctl start --zone <zone>
           ```
           {: pre}

           Replace `<zone>` with the zone of your gateway. See [the limits](#limits).
        """

    /// A folder holding `page.md`.
    static func folder() throws -> URL {
        let folder = try TemporaryFolder.make("docrun-paths")
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.md"))
        return folder
    }

    /// Runs `script` in bash in `folder`, `$0` being the built docrun.
    static func bash(_ script: String, in folder: URL, environment: [String: String]? = nil) throws -> ProcessResult {
        try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, RepositoryPaths.docrun.path], directory: folder,
            environment: environment)
    }

    /// A page given several times, spelt alike or not (`page.md ./page.md`, its absolute path, a link to it, globs
    /// that overlap), is read once, under the first spelling, by `list` as by `check`; so is a missing page.
    @Test func aPageGivenTwiceIsReadOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.bash("ln -s page.md link.md", in: folder)
        let twice = "page.md ./page.md \"$PWD/page.md\" link.md p*.md gone.md ./gone.md"
        let list = try Self.bash("exec \"$0\" list \(twice)", in: folder)
        #expect(list.stdout.components(separatedBy: "(en): Deploy the gateway").count == 2, "\(list.stdout)")
        #expect(list.stdout.hasPrefix("page.md (en)"), "\(list.stdout)")
        #expect(list.stderr == "docrun: gone.md: no such file\n", "\(list.stderr)")
        #expect(list.status == 66)
        let json = try Self.bash("exec \"$0\" list --format json \(twice)", in: folder)
        #expect(json.stdout.components(separatedBy: #""file": "page.md""#).count == 2, "\(json.stdout)")
        #expect(!json.stdout.contains("link.md"), "\(json.stdout)")
        let check = try Self.bash("exec \"$0\" check --format json \(twice)", in: folder)
        #expect(check.stdout.components(separatedBy: "anchor-broken").count == 2, "\(check.stdout)")
        #expect(check.stdout.components(separatedBy: "page-unreadable").count == 2, "\(check.stdout)")
    }

    /// `-` is the page on standard input for `list`, `plan` and `check`, named `-` in every report.
    ///
    /// A SARIF `uri` and a GitHub annotation's `file` can carry it; a file named `-` is `./-`. `run -` is refused,
    /// as bad usage (64), in the language of `--lang` or the environment: `run` reads the operator's answers there.
    @Test func aPageOnStandardInput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try Self.bash("exec \"$0\" list - - < page.md", in: folder)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasPrefix("- (en): Deploy the gateway"), "\(list.stdout)")
        #expect(list.stdout.components(separatedBy: "(en): Deploy").count == 2, "\(list.stdout)")
        let plan = try Self.bash("cat page.md | exec \"$0\" plan --format json -", in: folder)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains(#""file": "-""#), "\(plan.stdout)")
        let check = try Self.bash("exec \"$0\" check --format github - page.md < page.md", in: folder)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("::error file=-,line=11,"), "\(check.stdout)")
        #expect(check.stdout.contains("::error file=page.md,line=11,"), "\(check.stdout)")
        let sarif = try Self.bash("exec \"$0\" check --format sarif - < page.md", in: folder)
        #expect(sarif.stdout.contains(#""uri": "-""#), "\(sarif.stdout)")
        let empty = try Self.bash("exec \"$0\" list - < /dev/null", in: folder)
        #expect(empty.status == 65 && empty.stderr == "docrun: -: the page is empty\n", "\(empty.stderr)")
        _ = try Self.bash("cp page.md ./-", in: folder)
        let named = try Self.bash("exec \"$0\" list ./- < /dev/null", in: folder)
        #expect(named.status == 0 && named.stdout.hasPrefix("./- (en)"), "\(named.stdout) \(named.stderr)")
        let run = try Self.bash("exec \"$0\" run --yes - < page.md", in: folder)
        #expect(run.status == 64 && run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.hasPrefix("Error: docrun run reads the answers to its questions on standard input"))
        let french = try Self.bash("exec \"$0\" run --lang fr - < page.md", in: folder)
        #expect(
            french.status == 64 && french.stderr.hasPrefix("Error: docrun run lit les réponses"), "\(french.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".docrun").path))
    }

    /// `caf\xE9.md`, a Latin-1 name, as bash's `printf` writes it.
    static let latin1 = "\"$(printf 'caf\\351.md')\""

    @Test func aNameThatIsNotUTF8IsReadByEveryVerb() throws {
        let folder = try Self.folder()
        _ = try Self.bash("cp page.md \(Self.latin1)", in: folder)
        let list = try Self.bash("exec \"$0\" list \(Self.latin1)", in: folder)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasPrefix("caf\\xE9.md (en): Deploy the gateway"))
        let plan = try Self.bash("exec \"$0\" plan \(Self.latin1)", in: folder)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("caf\\xE9.md"))
        let json = try Self.bash("exec \"$0\" list --format json \(Self.latin1)", in: folder)
        #expect(json.stdout.contains(#""file": "caf\\xE9.md""#), "\(json.stdout)")
    }

    /// A working folder whose name is not UTF-8: `run` there says so and runs nothing (bash is given its folder by
    /// name, as text; Foundation's lossy reading of it made a new folder of that lossy name, state and transcript went
    /// there and the commands ran in it); a page in such a folder runs from elsewhere, its state beside it.
    @Test func aWorkingFolderThatIsNotUTF8() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1Folder = "\"$(printf 'd\\351p')\""
        try Data("# Greet\n\n1.  Run:\n\n    ```\n    echo hi\n    ```\n    {: pre}\n".utf8)
            .write(to: folder.appendingPathComponent("greet.md"))
        _ = try Self.bash("mkdir \(latin1Folder) && mv greet.md \(latin1Folder)/page.md", in: folder)
        let inside = try Self.bash("cd \(latin1Folder) && \"$0\" run --yes page.md", in: folder)
        #expect(inside.status == 2, "\(inside.stderr)")
        #expect(inside.stderr.contains("the working folder '"), "\(inside.stderr)")
        #expect(inside.stderr.contains("/d\\xE9p' has a name that is not UTF-8 text"), "\(inside.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(entries.count == 2, "\(entries)")
        let outside = try Self.bash(
            "\"$0\" run --yes \(latin1Folder)/page.md >/dev/null; "
                + "ls -A \(latin1Folder)/.docrun | grep -c state.json", in: folder)
        #expect(outside.stdout.hasSuffix("1\n"), "\(outside.stdout) \(outside.stderr)")
    }

    @Test func aNameThatIsNotUTF8IsCheckedAndShownInEveryFormat() throws {
        let folder = try Self.folder()
        _ = try Self.bash("cp page.md \(Self.latin1)", in: folder)
        func check(_ format: String) throws -> String {
            let result = try Self.bash("exec \"$0\" check --format \(format) \(Self.latin1)", in: folder)
            #expect(result.status == 1, "\(format): \(result.stdout)\(result.stderr)")
            #expect(!result.stdout.contains("no such file"))
            #expect(!result.stdout.contains("\u{FFFD}"))
            return result.stdout
        }
        #expect(try check("text").hasPrefix("caf\\xE9.md:11:"))
        #expect(try check("json").contains(#""file": "caf\\xE9.md""#))
        #expect(try check("sarif").contains(#""uri": "caf%E9.md""#))
        #expect(try check("github").hasPrefix("::error file=caf\\xE9.md,line=11,"))
        #expect(try check("junit").contains(#"<testsuite name="caf\xE9.md""#))
    }

    @Test func aNameThatIsNotUTF8IsFoundInAFolder() throws {
        let folder = try Self.folder()
        _ = try Self.bash(
            "mkdir \"$(printf 'd\\351')\" && mv page.md \"$(printf 'd\\351')/\"\(Self.latin1)", in: folder)
        let result = try Self.bash("exec \"$0\" check .", in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("./d\\xE9/caf\\xE9.md:11:"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 error, 0 warnings in 1 page\n"))
    }

    @Test func aLineBreakInAPageNameStaysInTheScriptsComment() throws {
        let folder = try Self.folder()
        let name = "page\ntouch HACKED\n.md"
        try Data(Self.page.utf8).write(to: folder.appendingPathComponent(name))
        let result = try DocrunProcess.run(["plan", "--format", "sh", "--set", "zone=z1", name], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].hasPrefix("# ") && lines[1].contains("page^Jtouch HACKED^J.md"), "\(result.stdout)")
        #expect(!lines.contains("touch HACKED"))
        let list = try DocrunProcess.run(["list", name], directory: folder)
        #expect(list.stdout.hasPrefix("page^Jtouch HACKED^J.md (en): "))
    }

    @Test func controlCharactersInAMissingNameAreShownNotObeyed() throws {
        let folder = try Self.folder()
        let name = "gone\u{1B}[2K\n.md"
        for verb in ["list", "plan"] {
            let result = try DocrunProcess.run([verb, name], directory: folder)
            #expect(result.status == 66)
            #expect(result.stderr == "docrun: gone^[[2K^J.md: no such file\n")
        }
    }

    @Test func githubAndSARIFPathsAreTheWorkspacesInAWorkflow() throws {
        let folder = try Self.folder()
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("page.md"), to: docs.appendingPathComponent("page.md"))
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_WORKSPACE"] = folder.path
        let github = try DocrunProcess.run(
            ["check", "--format", "github", "page.md"], directory: docs, environment: environment)
        #expect(github.stdout.hasPrefix("::error file=docs/page.md,line=11,"), "\(github.stdout)")
        let sarif = try DocrunProcess.run(
            ["check", "--format", "sarif", "page.md"], directory: docs, environment: environment)
        #expect(sarif.stdout.contains(#""uri": "docs/page.md""#))
        #expect(sarif.stdout.contains(#""uri": "file://\#(folder.path)/""#))
        // Outside a workflow, or with a workspace that is no absolute path: the working directory's.
        for workspace in [nil, "", "relative"] {
            environment["GITHUB_WORKSPACE"] = workspace
            let plain = try DocrunProcess.run(
                ["check", "--format", "github", "page.md"], directory: docs, environment: environment)
            #expect(plain.stdout.hasPrefix("::error file=page.md,line=11,"), "\(plain.stdout)")
        }
    }

    @Test func aConfigurationThatIsNotUTF8OrIsAFolderIsSaidSo() throws {
        let folder = try Self.folder()
        _ = try Self.bash("printf 'rules:\\n  anchor-broken: warning # caf\\351\\n' > .docrun.yml", in: folder)
        let latin1 = try DocrunProcess.run(["check", "page.md"], directory: folder)
        #expect(latin1.status == 64)
        #expect(latin1.stderr == ".docrun.yml:1:1: error: .docrun.yml: the configuration file is not UTF-8 text\n")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".docrun.yml"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".docrun.yml"), withIntermediateDirectories: true)
        let directory = try DocrunProcess.run(["check", "page.md"], directory: folder)
        #expect(directory.status == 64)
        #expect(
            directory.stderr == ".docrun.yml:1:1: error: .docrun.yml: is a directory, not a configuration file\n")
    }
}
