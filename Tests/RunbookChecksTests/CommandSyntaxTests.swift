import Foundation
import MarkdownTree
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookChecks

@Suite struct CommandSyntaxTests {
    /// Bash quotes as `` `text' ``; docrun's messages quote as `'text'`, also when the text is a backquote.
    @Test func bashQuotesAreRequoted() {
        #expect(
            CommandSyntaxRule.requoted("syntax error near unexpected token `done'")
                == "syntax error near unexpected token 'done'")
        #expect(
            CommandSyntaxRule.requoted("unexpected EOF while looking for matching ``'")
                == "unexpected EOF while looking for matching '`'")
        #expect(CommandSyntaxRule.requoted("matching `\"' and `x") == "matching '\"' and 'x")
        // A page's text inside bash's quotes may hold line breaks other than `\n` (the message is split on `\n`).
        #expect(CommandSyntaxRule.requoted("token `a\r`b' near `x\u{2028}`'") == "token 'a\r`b' near 'x\u{2028}`'")
        #expect(CommandSyntaxRule.requoted("near `a\rb `c") == "near 'a\rb `c")
    }

    /// A `shopt` turns `extglob` on or off for the lines after it; in a command substitution, for that subshell alone.
    @Test func extglobIsSetByTheShoptsOutsideSubstitutions() {
        let change = { (text: String) in BashCommands.extglobChange(ShellScript(command: text)) }
        #expect(change("ls\nshopt -s extglob")?.firstOn == 2)
        #expect(change("ls\nshopt -s extglob")?.isOn == true)
        #expect(change("shopt -s extglob; shopt -u extglob")?.isOn == false)
        #expect(change("shopt -u extglob").map { $0.firstOn == nil && !$0.isOn } == true)
        #expect(change("x=$(shopt -s extglob)\necho `shopt -s extglob`") == nil)
        #expect(change("shopt -o extglob") == nil)
    }

    @Test func nothingExecutes() throws {
        let directory = try TemporaryFolder.make("docrun-noexec").path
        let snippets = [
            "touch \(directory)/plain",
            "echo $(touch \(directory)/substitution) `touch \(directory)/backquote`",
            "> \(directory)/redirection",
            "{ :; } > \(directory)/group",
            "cat <<EOF\n$(touch \(directory)/heredoc)\nEOF",
            "echo a\n}\ntouch \(directory)/escape\n{ :",
            "eval 'touch \(directory)/eval'; exec touch \(directory)/exec",
            "set +n; touch \(directory)/unset",
            "exit 3",
            "kill -9 $$",
        ]
        let problems = try BashSyntaxChecker.check(snippets)
        #expect(problems.count == snippets.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
        // Bash still parses after all that.
        #expect(try BashSyntaxChecker.check(["echo ok", "fi"]).map { $0 == nil } == [true, false])
    }

    @Test func removesItsFolderWhenDone() throws {
        let folder = try TemporaryFolder.make("docrun-bash").path
        _ = try BashSyntaxChecker.check(["echo a", "fi"], in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func survivesABashThatDies() {
        // Nesting this deep overflows bash's parser stack on most machines; the next batch gets a fresh bash.
        _ = BashSyntaxChecker.check([String(repeating: "(", count: 200_000)], parts: 1)
        let problems = BashSyntaxChecker.check(["fi"], parts: 1)
        #expect(problems?.first??.line == 1)
    }

    /// A snippet bash crashes on is a problem of its own; the snippets after it are still parsed, by another bash.
    @Test func aSnippetBashCrashesOnIsReportedAndTheRestParsed() {
        let deep = "echo " + String(repeating: "$(echo ", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
        let problems = BashSyntaxChecker.check(["echo ok", deep, "fi", "echo ok"], parts: 1)
        #expect(problems?.count == 4)
        #expect(problems?[0] == .some(nil) && problems?[3] == .some(nil))
        #expect(problems?[2]?.message == "syntax error near unexpected token `fi'")
        // Where bash's stack is deep enough to parse it, the snippet is valid; elsewhere it is named.
        let crashed = problems?[1]?.message
        #expect(crashed == nil || crashed?.hasPrefix("bash crashed reading the command (signal ") == true)
    }

    @Test func findsErrorsAtTheirLine() throws {
        let problems = try BashSyntaxChecker.check([
            "if true; then\n  echo a",
            "echo a\necho \"b\necho c",
            "echo a\nfor x in 1 2\ndone",
            "echo 'unbalanced",
            "echo <a|b>",
        ])
        #expect(problems.map { $0?.line } == [2, 2, 3, 1, 1])
        #expect(problems[2]?.message == "syntax error near unexpected token `done'")
        #expect(problems[1]?.message == "unexpected EOF while looking for matching `\"'")
        #expect(problems.allSatisfy { $0?.isWarning == false })
    }

    @Test func acceptsHereDocumentsContinuationsAndBashisms() throws {
        let problems = try BashSyntaxChecker.check([
            "cat <<'EOF' > file.yaml\nkey: \"value\n(\nEOF\necho done",
            "ibmcloud ce app create \\\n  --name app \\\n  --image icr.io/x/y",
            "[[ -f x ]] && echo ${a[0]} {a,b} file[0-9] $((1 + 2))",
            "cat <<-EOF\n\tindented\n\tEOF",
            "",
        ])
        #expect(problems.allSatisfy { $0 == nil })
    }

    @Test func warnsAboutAnOpenHereDocument() throws {
        let problems = try BashSyntaxChecker.check(["echo start\ncat <<EOF\nbody"])
        #expect(problems[0]?.isWarning == true)
        #expect(problems[0]?.line == 2)
        #expect(CommandSyntaxRule.wantedDelimiter(problems[0]!.message) == "EOF")
    }

    @Test func checksABatchOfAThousandSnippets() throws {
        let snippets = (0..<1000).map {
            "ibmcloud ce app create --name app\($0) --image icr.io/codeengine/hello \\\n  --port 8080 | grep \"ok\""
        }
        let start = Date()
        let problems = try BashSyntaxChecker.check(snippets + ["fi"])
        // A figure to read, not a bound: speed is measured by benchmarks/check.sh.
        print("bash parsed 1001 snippets in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(problems.count == 1001)
        #expect(problems.dropLast().allSatisfy { $0 == nil })
        #expect(problems.last??.line == 1)
    }

    @Test func reportsEachCommandOnItsOwnPage() {
        // All pages' commands go to bash in one list, cut among two parsers: each answer must find its page.
        func page(_ number: Int, broken: Bool) -> CheckedPage {
            RuleHarness.page(
                "# Page \(number)\n\n```sh\necho \(number)\n\(broken ? "done" : "true")\n```\n{: pre}\n",
                path: "page\(number).md")
        }
        let pages = (0..<40).map { page($0, broken: $0 % 3 == 0) }
        var findings: [Finding] = []
        CommandSyntaxRule().check(PageSet(pages), into: &findings)
        #expect(findings.map(\.file) == stride(from: 0, to: 40, by: 3).map { "page\($0).md" })
        #expect(findings.allSatisfy { $0.location == MarkdownTree.SourceLocation(line: 5, column: 1) })
    }

    @Test func bashCutInPartsAnswersInOrder() {
        let large = String(repeating: "echo a\n", count: BashSyntaxChecker.bytesPerParser / 7 + 1)
        let problems = BashSyntaxChecker.check(["echo a", "fi", large, "echo b", "done"], parts: 2)
        #expect(problems?.map { $0 == nil } == [true, false, true, true, false])
    }

    @Test func bashAnswersInOrder() {
        let problems = BashSyntaxChecker.check(["echo a", "fi", "echo b"], parts: 2)
        #expect(problems?.map { $0 == nil } == [true, false, true])
    }

    @Test func theSamePagesAreParsedOnce() {
        // command-syntax and shellcheck ask about the same commands at the same moment: both get one parse's answers.
        let pages = (0..<50).map { number in
            RuleHarness.page(
                "# Page\n\n```sh\n\(number % 10 == 0 ? "fi \(number)" : "echo \(number) | cat")\n```\n{: pre}\n",
                path: "page\(number).md"
            ).forSetRules()
        }
        let set = PageSet(pages)
        let answers = ParallelWork.map(count: 4, threads: 4) { _ in set.bashCommands.problems }
        #expect(answers.allSatisfy { $0 == answers[0] })
        #expect(answers[0]?.compactMap { $0 }.count == 5)
    }

    @Test func examples() {
        RuleHarness.verifyExamples(CommandSyntaxRule.self)
    }

    @Test func reportsAtThePageLineInsideAList() {
        let text = """
            # Title

            1. Create the app.

               ```sh
               ibmcloud ce app create \\
                 --name <app_name> \\
                 --env "KEY=<value>
               ```
               {: pre}
            """
        let findings = RuleHarness.findings(CommandSyntaxRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 8, column: 6)])
        #expect(findings.first?.message.hasPrefix("command is not valid bash: unexpected EOF") == true)
    }

    @Test func reportsInsideAnHTMLBlock() {
        let text = "# Title\n\n1. Go there:\n  <pre><code>cd app; fi</code></pre>\n  {:pre}\n"
        let findings = RuleHarness.findings(CommandSyntaxRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 4, column: 14)])
    }

    static let plainWordCases: [(String, String)] = [
        ("cat <file> > <out.txt> <<EOF", "cat _file_ > _out.txt_ <<EOF"),
        ("U=<nom d'utilisateur> P=<mot de passe> cmd", "U=_nom_d_utilisateur_ P=_mot_de_passe_ cmd"),
        (
            "login <user.b@example.com> <your {{site.data.keyword.x}} id>",
            "login _user.b@example.com_ _your___site.data.keyword.x___id_"
        ),
        ("echo <é d'été> '<a b>'", "echo _é_d_été_ '_a_b_'"),
    ]

    /// Each placeholder becomes one plain word of the same length: its brackets, blanks and quotes turn into `_`.
    @Test(arguments: plainWordCases)
    func placeholdersAreWords(_ command: String, _ plain: String) {
        #expect(CommandSnippet.plainWords(ShellScript(command: command)) == plain)
    }

    @Test func placeholdersWithBlanksOrApostrophesParse() {
        let text = """
            # Title

            ```sh
            kubectl logs <pod_name> -n <namespace> > <file>
            USER=<nom d'utilisateur> PASS=<mot de passe> tool deploy
            ```
            {: pre}
            """
        #expect(RuleHarness.findings(CommandSyntaxRule(), text).isEmpty)
    }

    @Test func leavesNotationAndOutputToTheirRules() {
        let text = """
            # Title

            ```sh
            ibmcloud ce app get <name|id>
            ```
            {: pre}

            ```sh
            $ ibmcloud ce app list
            Listing apps...
            ```
            {: pre}
            """
        #expect(RuleHarness.findings(CommandSyntaxRule(), text).isEmpty)
    }

    @Test func speaksTheMessageLanguage() {
        let text = "# Title\n\n```sh\nfi\n```\n{: pre}\n"
        var findings: [Finding] = []
        CommandSyntaxRule().check(PageSet([RuleHarness.page(text, language: .fr)]), into: &findings)
        #expect(
            findings.first?.message == "la commande n'est pas du bash valide : syntax error near unexpected token 'fi'")
    }
}
