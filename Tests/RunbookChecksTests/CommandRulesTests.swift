import MarkdownTree
import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookChecks

@Suite struct CommandRulesTests {
    @Test func examples() {
        RuleHarness.verifyExamples(CommandUsageNotationRule.self)
        RuleHarness.verifyExamples(CommandOutputPastedRule.self)
        RuleHarness.verifyExamples(CommandRoleMissingRule.self)
        RuleHarness.verifyExamples(ShellVariableUnsetRule.self)
        RuleHarness.verifyExamples(CommandUnmarkedValueRule.self)
    }

    /// Values written in capitals, in each part of a word and after an option's `=`; the message in three languages.
    @Test(
        arguments: [
            ("docker stop CONTAINER_ID", "CONTAINER_ID"), ("tool get PACKAGE/ACTION_NAME", "ACTION_NAME"),
            ("tool seq create S --sequence ACTION_1,ACTION_2", "ACTION_1"), ("tool get --id=SECRET_ID", "SECRET_ID"),
            ("tool get host:PORT_NUMBER", "PORT_NUMBER"), ("tool get A_", nil), ("tool get _A_B", nil),
            ("tool get A__B", nil), ("tool get Region_Name", nil), ("tool get $A_B/C", nil), ("tool get REGION", nil),
            ("unset OLD_VALUE", nil), ("tool get x > OUT_FILE", nil),
        ] as [(String, String?)])
    func unmarkedValuesAreFound(command: String, word: String?) {
        let text = "# T\n\n```sh\n\(command)\n```\n{: pre}\n"
        let findings = RuleHarness.findings(CommandUnmarkedValueRule(), text)
        #expect(
            findings.map(\.message) == word.map {
                [
                    "'\($0)' looks like a value to replace, which a reader may copy as written: write it as a placeholder, "
                        + "<\($0.lowercased())>"
                ]
            } ?? [], "\(command)")
    }

    @Test func bracedValuesAreFound() {
        let text = "# T\n\n```sh\ncurl \"https://{instance_ID}.x/{id}/{{.y}}\" '{z}' ${HOME} {a,b}\n```\n{: pre}\n"
        let findings = RuleHarness.findings(CommandUnmarkedValueRule(), text)
        #expect(
            findings.map(\.message) == [
                "'instance_ID' in braces looks like a value to replace, which a reader may copy as written: write it "
                    + "as a placeholder, <instance_ID>",
                "'id' in braces looks like a value to replace, which a reader may copy as written: write it as a "
                    + "placeholder, <id>",
            ])
        #expect(findings.map(\.location.column) == [15, 31])
    }

    @Test func unmarkedValueMessagesAreLocalized() {
        let fields: KeyValuePairs = ["word": "REGION_NAME", "name": "region_name"]
        #expect(
            CommandUnmarkedValueRule.unmarked(.fr, fields)
                == "'REGION_NAME' semble être une valeur à remplacer, que le lecteur risque de copier telle quelle : "
                + "écrivez-la en variable, <region_name>")
        #expect(
            CommandUnmarkedValueRule.unmarked(.pt, fields)
                == "'REGION_NAME' parece ser um valor a substituir, que o leitor pode copiar como está: escreva-o como "
                + "variável, <region_name>")
    }

    @Test(.enabled(if: ShellCheck.executable != nil, "needs shellcheck"))
    func shellcheckExamples() {
        RuleHarness.verifyExamples(ShellCheckRule.self)
    }

    /// YAML, JSON and output after a command in a bare `{: pre}` fence are reported as in a fence that names them.
    @Test func pastedDataAndOutputInBareFences() {
        let text = """
            # Deploy

            1.  Create it.

                ```
                kind: Pod
                ```
                {: pre}

            2.  Check it.

                ```
                kubectl get pods
                NAME     READY   STATUS
                ```
                {: pre}
            """
        let messages = RuleHarness.findings(CommandOutputPastedRule(), text).map(\.message)
        #expect(
            messages == [
                "command block holds data or output, not a command: 'kind:' is a key; mark a file's content "
                    + "'{: codeblock}', an output '{: screen}'",
                "command block holds the output of the command (line 14): put the output in a '{: screen}' block",
            ])
    }

    @Test func notationIsFoundOncePerBlockAtTheFirstOne() {
        let text = """
            # Synopsis

            - Use it so:

              ```txt
              tool run --name NAME [--port PORT] {json|yaml}
              ```
              {: pre}
            """
        let findings = RuleHarness.findings(CommandUsageNotationRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 6, column: 24)])
        #expect(findings.first?.message.contains("'[--port PORT]'") == true)
    }

    @Test func notationShapes() {
        func first(_ text: String) -> String? { UsageNotation.first(in: ShellScript(command: text))?.notation }
        #expect(first("tool [-f] x") == "[-f]")
        #expect(first("tool [OPTIONS] x") == "[OPTIONS]")
        #expect(first("tool --out <json|yaml>") == "<json|yaml>")
        #expect(first("tool --out=<json|yaml>") == "<json|yaml>")
        #expect(first("tool x …") == "…")
        #expect(first("tool ((--a A | --b B)) x") == nil)
        #expect(first("[ -f x ] && [[ -d y ]]") == nil)
        #expect(first("echo ${a[0]} file[0-9] a[b] [abc]*") == nil)
        #expect(first("sort <in.txt | uniq >out.txt") == nil)
        #expect(first("find . -exec rm {} \\;") == nil)
        #expect(first("cat <<EOF\n[--inside heredoc]\nEOF") == nil)
        #expect(first("arr=([key]=value)") == nil)
    }

    @Test func promptShapes() {
        #expect(ShellPrompt.prompt(in: "$ ls") == "$")
        #expect(ShellPrompt.prompt(in: "C:\\Users\\me> dir") == "C:\\Users\\me>")
        #expect(ShellPrompt.prompt(in: "PS C:\\> Get-Item x") == "PS C:\\>")
        #expect(ShellPrompt.prompt(in: "me@host:~/app$ make") == "me@host:~/app$")
        #expect(ShellPrompt.prompt(in: "[me@host app]$ make") == "[me@host app]$")
        #expect(ShellPrompt.prompt(in: "root@box:/# apt-get update") == "root@box:/#")
        #expect(ShellPrompt.prompt(in: "# apt-get update") == nil)
        #expect(ShellPrompt.prompt(in: "git clone git@github.com:a/b.git # $ x") == nil)
        #expect(ShellPrompt.prompt(in: "echo $HOME") == nil)
    }

    @Test func sessionNamesTheFirstOutputLine() {
        let text = """
            # Title

            ```sh
            $ ibmcloud ce project list \\
                --output json
            [ ]
            ```
            {: pre}
            """
        let findings = RuleHarness.findings(CommandOutputPastedRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 4, column: 1)])
        #expect(findings.first?.message.contains("(line 6)") == true)
    }

    /// A word holding a substitution ends after the substitution's words, so the words do not come in the order of
    /// their lines (this crashed `check`, found by the fuzzer).
    @Test func wordsHoldingSubstitutionsKeepTheirLines() {
        let text = "# Title\n\n```sh\nls\nFoo`Bar\nBaz`\nNAME   STATUS   AGE\n```\n{: pre}\n"
        let findings = RuleHarness.findings(CommandOutputPastedRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 4, column: 1)])
        #expect(findings.first?.message.contains("(line 7)") == true, "\(findings.map(\.message))")
    }

    /// A command block that is all a table as a tool prints it, a header and one row, is read as output, and reported
    /// at its first line, whichever list or definition marks it a command; the same table marked an output is not.
    @Test func aCommandBlockThatIsOnlyATableIsReported() {
        let table = "   ```\n   NAME    READY\n   pod-1   1/1\n   ```\n"
        let page = "{:cmd: .pre}\n\n# Title\n\n1. Check.\n\n\(table)   {: pre}\n\n2. Again.\n\n\(table)   {: cmd}\n"
        let findings = RuleHarness.findings(CommandOutputPastedRule(), page)
        #expect(findings.map(\.location) == [.init(line: 8, column: 4), .init(line: 16, column: 4)])
        #expect(findings.first?.message.contains("output, not a command") == true)
        let screen = "# Title\n\n1. Check.\n\n   ```\n   ls\n   ```\n   {: pre}\n\n\(table)   {: screen}\n"
        #expect(RuleHarness.findings(CommandOutputPastedRule(), screen).isEmpty)
    }

    @Test func outputNeedsTwoOutputLines() {
        let single = "# Title\n\n```sh\nibmcloud ce app list\nOK\n```\n{: pre}\n"
        #expect(RuleHarness.findings(CommandOutputPastedRule(), single).isEmpty)
        let table = "# Title\n\n```sh\nNAME   STATUS   AGE\n2024-05-01T10:00:00Z started\n```\n{: pre}\n"
        #expect(RuleHarness.findings(CommandOutputPastedRule(), table).count == 1)
    }

    @Test func variablesAreReportedOncePerPageAndNotAfterSource() {
        let text = """
            # Title

            ```sh
            echo $TOKEN $TOKEN
            ```
            {: pre}

            ```sh
            echo $TOKEN
            . ./more.sh
            ```
            {: pre}

            ```sh
            echo $OTHER
            ```
            {: pre}
            """
        let findings = RuleHarness.findings(ShellVariableUnsetRule(), text)
        #expect(findings.map(\.location) == [MarkdownTree.SourceLocation(line: 4, column: 6)])
    }

    /// A variable set only in a subshell before it is used is told as such, in its own block or a later one; one no
    /// command sets, as unset.
    @Test func aVariableSetInASubshellIsToldSo() {
        let text = """
            # Deploy

            ```sh
            (cd app && APP_ID=$(cat id.txt)); echo "$APP_ID"
            acme service-key key1 | read -r KEY_JSON
            ```
            {: pre}

            ```sh
            echo "$KEY_JSON" "$TOKEN"
            ```
            {: pre}
            """
        let findings = RuleHarness.findings(ShellVariableUnsetRule(), text)
        #expect(
            findings.map(\.message) == [
                "'$APP_ID' is used, but the page sets it only in a subshell, which bash forgets when it ends",
                "'$KEY_JSON' is used, but the page sets it only in a subshell, which bash forgets when it ends",
                "'$TOKEN' is used, but no earlier command of the page sets it",
            ])
    }

    @Test func messagesHaveTheSameFieldsInEveryLanguage() {
        let messages: [Localized] = [
            CommandSyntaxRule.invalid, CommandSyntaxRule.hereDocumentOpen, CommandUsageNotationRule.notation,
            CommandOutputPastedRule.session, CommandOutputPastedRule.prompt, CommandOutputPastedRule.output,
            CommandOutputPastedRule.otherLanguage, ShellVariableUnsetRule.unset, ShellVariableUnsetRule.setInSubshell,
            ShellCheckRule.comment, CommandRoleMissingRule.missing,
        ]
        for message in messages {
            let fields = message.fieldsPerLanguage
            #expect(fields[.fr] == fields[.en] && fields[.pt] == fields[.en], "\(message)")
        }
    }

    @Test func shellcheckMessagesReadLikeOurs() {
        #expect(ShellCheckRule.lowercased("Double quote to prevent globbing.") == "double quote to prevent globbing")
        #expect(ShellCheckRule.lowercased("PATH is special.") == "PATH is special")
    }

    /// A fence indented less than the text of a list item numbered `10.  ` ended the list: it is told to be indented
    /// more, not less.
    @Test func fenceUnderTwoDigitItemIsToldToIndentMore() {
        let fence = RuleHarness.findings(
            FenceIndentedCodeRule(), "10.  Step.\n\n    ```\n    ls\n    ```\n    {: pre}\n")
        #expect(fence.map(\.message).first?.hasSuffix("indent it to column 6") == true)
    }

    /// A comment after the `\` is told apart from blanks alone, which the page does not show.
    @Test func continuationBrokenByACommentSaysSo() {
        let text = "# T\n\n```sh\nacme deploy \\ # note\n  --region us-south \\\u{20}\n  --zone dal10\n```\n{: pre}\n"
        let findings = RuleHarness.findings(CommandContinuationBrokenRule(), text)
        #expect(
            findings.map(\.message) == [
                "a comment follows the '\\': bash ends the command at the line's end, and runs the next line alone",
                "blanks follow the '\\' at this line's end: bash ends the command here, and runs the next line alone",
            ])
        #expect(findings.map(\.location.line) == [4, 5])
    }
}
