import MarkdownTree
import Testing

@testable import RunbookKit

/// A `{: pre}` block copied from a terminal holds prompts, and sometimes what the commands printed: docrun runs each
/// command without its prompt (bash would run `$` as a command) and compares what a command printed with the page's.
@Suite struct TerminalSessionTests {
    /// What `ShellPrompt.session` makes of a block: each part as `prompt|text` (`-` for printed lines), or nil.
    @Test(arguments: [
        // Not a session: no prompt first, or a prompt further down only.
        ("ls -l\n$ date", nil),
        ("echo $HOME", nil),
        ("# apt-get update", nil),
        // Prompts of every kind, with the blanks around them.
        ("$ ls", ["$|ls"]),
        ("  $   ls -l", ["$|ls -l"]),
        ("% make", ["%|make"]),
        ("me@host:~/app$ make\n[me@host app]$ make test", ["me@host:~/app$|make", "[me@host app]$|make test"]),
        ("PS C:\\> Get-Item x", ["PS C:\\>|Get-Item x"]),
        ("bash-5.1$ id -u\n1000\nsh-4.4# chroot /host", ["bash-5.1$|id -u", "-|1000", "sh-4.4#|chroot /host"]),
        ("kubectl-1.2 $ ls\nx-1$y", nil),
        ("~$ ls\na\n~/app# make", ["~$|ls", "-|a", "~/app#|make"]),
        ("PS> Get-Item x\nx\nPS>", ["PS>|Get-Item x", "-|x"]),
        ("~/tool.sh $HOME", nil), ("~ $ x", nil), ("PS>x", nil),
        // Blank lines first, between and last belong to no part, nor do the comments before the first prompt.
        ("\n$ a\n\n$ b\n", ["$|a", "$|b"]),
        ("# Log in first\n\n  # then target\n$ ibmcloud login\nOK", ["$|ibmcloud login", "-|OK"]),
        // A comment goes on over no line: `# ` before a command that does is a root's prompt, and so is every `# `
        // of that session; a comment that goes on over none is a comment.
        (
            "# Log in first\n# ibmcloud login \\\n    --sso\n# whoami\nroot",
            ["#|ibmcloud login \\\n    --sso", "#|whoami", "-|root"]
        ),
        ("# ibmcloud login\n--sso", nil), ("# \\\nls", nil),
        // A prompt alone, the one a copy ends with, is no command and was not printed.
        ("$ echo hi\nhi\n$ \n", ["$|echo hi", "-|hi"]),
        ("me@host:~$ ls\na\nme@host:~$\n$\nb", ["me@host:~$|ls", "-|a", "-|b"]),
        ("PS C:\\> dir\nx\nPS C:\\>", ["PS C:\\>|dir", "-|x"]),
        // A command goes on while it ends with `\`, or leaves a quote or a here-document open.
        ("$ ls \\\n  -d\n$ date", ["$|ls \\\n  -d", "$|date"]),
        ("$ echo 'one\ntwo'\ntwo", ["$|echo 'one\ntwo'", "-|two"]),
        ("$ cat <<EOF\n$ inside\nEOF\nprinted", ["$|cat <<EOF\n$ inside\nEOF", "-|printed"]),
        // A body's quotes and lines like its delimiter do not end it; `<<-` takes tabs before the delimiter; a second
        // here-document, or a quote the command's line left open, goes on after the first's delimiter.
        (
            "$ cat <<'END'\n{\"a\": \"b'\"}\nEND x\n END\nEND\nprinted",
            ["$|cat <<'END'\n{\"a\": \"b'\"}\nEND x\n END\nEND", "-|printed"]
        ),
        ("$ cat <<-EOF\n\tbody\n\tEOF\nprinted", ["$|cat <<-EOF\n\tbody\n\tEOF", "-|printed"]),
        ("$ cat <<A <<B\na\nA\nb\nB\nprinted", ["$|cat <<A <<B\na\nA\nb\nB", "-|printed"]),
        ("$ cat <<A; echo 'x\nA\ny'\nbody\nA\nprinted", ["$|cat <<A; echo 'x\nA\ny'\nbody\nA", "-|printed"]),
        // After a whole command, a line without a prompt is printed, blank lines inside it kept.
        (
            "$ kubectl get pods\nNAME   READY\n\npod-1  1/1\n\n$ date",
            ["$|kubectl get pods", "-|NAME   READY\n\npod-1  1/1", "$|date"]
        ),
        // A line that opens with another kind of prompt than the session's first is printed (curl's progress meter);
        // a root's `#` is the same kind as `$`.
        (
            "$ curl -O https://x/a.tgz\n  % Total    % Received % Xferd\n100  1024  100  1024\n$ ls",
            ["$|curl -O https://x/a.tgz", "-|  % Total    % Received % Xferd\n100  1024  100  1024", "$|ls"]
        ),
        ("me@host:~$ sudo -i\nroot@host:~# whoami\nroot", ["me@host:~$|sudo -i", "root@host:~#|whoami", "-|root"]),
        // The lines that go on a command copied with bash's continuation prompt (`> `) are read without it; `>` alone
        // is an empty line. A line of a here-document's body that starts with `> ` when the delimiter is written bare
        // is text, and so is every line of a command the prompt does not go on to its end.
        ("$ echo \"two\n> lines\"\ntwo\nlines", ["$|echo \"two\nlines\"", "-|two\nlines"]),
        ("$ printf 'x\\n' | \\\n> tr x y\ny", ["$|printf 'x\\n' | \\\ntr x y", "-|y"]),
        ("$ cat <<EOF\n> hello\n>\n>   there\n> EOF\nhello", ["$|cat <<EOF\nhello\n\n  there\nEOF", "-|hello"]),
        ("  $ echo 'a\n  > b'\n  a", ["$|echo 'a\nb'", "-|  a"]),
        ("$ cat <<EOF > notes.md\n> quoted\nEOF\n$ ls", ["$|cat <<EOF > notes.md\n> quoted\nEOF", "$|ls"]),
        ("$ echo 'a\n> b\nc'\nout", ["$|echo 'a\n> b\nc'", "-|out"]),
        ("$ echo a\n> b", ["$|echo a", "-|> b"]),
        // A quote closed on a later line, and another opened there: the command ends where the second closes.
        ("$ echo 'a\nb\nc'\"d\ne\"\nout", ["$|echo 'a\nb\nc'\"d\ne\"", "-|out"]),
        ("$ echo 'a\n> b\n> c' \"d\n> e\"\nout", ["$|echo 'a\nb\nc' \"d\ne\"", "-|out"]),
        // A bracket in a string closes nothing; one in code closes the substitution.
        ("$ echo \"a\nb (c) {d}\ne\"\nout", ["$|echo \"a\nb (c) {d}\ne\"", "-|out"]),
        ("$ echo $(\necho a\n)\nout", ["$|echo $(\necho a\n)", "-|out"]),
        ("$ echo ${x:-'a\nb'}\nout", ["$|echo ${x:-'a\nb'}", "-|out"]),
        // A here-document read before a substitution or a quote closes, or inside a substitution, ends no command; one
        // whose body starts once the quote on its operator's line closes ends it at its delimiter.
        ("$ cat <<A && echo $(\nbody\nA\nb\n)\nout", ["$|cat <<A && echo $(\nbody\nA\nb\n)", "-|out"]),
        ("$ cat <<A && echo \"\nA\nb\"\nbody\nA\nout", ["$|cat <<A && echo \"\nA\nb\"\nbody\nA", "-|out"]),
        ("$ echo $(cat <<A\nbody\nA\nb\n)\nout", ["$|echo $(cat <<A\nbody\nA\nb\n)", "-|out"]),
        ("$ echo $(cat <<A\n$(b\nA\n)\n)\nout", ["$|echo $(cat <<A\n$(b\nA\n)\n)\nout"]),
        ("$ cat <<A && echo $(\n> body\n> A\n> b\n> )\nout", ["$|cat <<A && echo $(\nbody\nA\nb\n)", "-|out"]),
        // A line that ends with `|`, `|&`, `&&` or `||` (a comment after it too), or opens a compound command, goes on
        // as bash reads it, without continuation prompts or with them; blank lines after an operator are skipped.
        ("$ ls /srv |\nsort\na\nb", ["$|ls /srv |\nsort", "-|a\nb"]),
        ("$ make |& # all of it\n\ntee log\nok", ["$|make |& # all of it\n\ntee log", "-|ok"]),
        ("$ test -d /srv &&\necho yes ||\necho no\nyes", ["$|test -d /srv &&\necho yes ||\necho no", "-|yes"]),
        ("$ for f in a b; do\n  echo $f\ndone\na\nb", ["$|for f in a b; do\n  echo $f\ndone", "-|a\nb"]),
        ("$ if true\nthen echo y; fi\ny", ["$|if true\nthen echo y; fi", "-|y"]),
        (
            "$ while read l; do\n> case $l in\n> a) echo A;;\n> esac\n> done < f\nA",
            [
                "$|while read l; do\ncase $l in\na) echo A;;\nesac\ndone < f", "-|A",
            ]
        ),
        ("$ f() {\n  echo hi\n}\n$ f\nhi", ["$|f() {\n  echo hi\n}", "$|f", "-|hi"]),
        // A closed compound, an operator in quotes or a comment, and `|` inside a word end nothing.
        ("$ for f in a; do echo $f; done\na", ["$|for f in a; do echo $f; done", "-|a"]),
        ("$ echo 'a |' # b &&\na |", ["$|echo 'a |' # b &&", "-|a |"]),
    ])
    func partsOfABlock(text: String, expected: [String]?) {
        let parts = ShellPrompt.session(in: text)?.map { "\($0.prompt ?? "-")|\($0.text)" }
        #expect(parts == expected)
    }

    @Test func commandsAreReadWithoutTheirPromptAndPrintedLinesAreTheirOutput() throws {
        let runbook = try Self.session(
            "List the pods.",
            """
            $ kubectl get pods -n <namespace> \\
                -o wide
            NAME    READY
            pod-1   1/1
            $ export COUNT=1
            """, then: "Replace `<namespace>` with your namespace.")
        let step = try #require(runbook.steps.first)
        #expect(step.commands.map(\.text) == ["kubectl get pods -n <namespace> \\\n    -o wide", "export COUNT=1"])
        #expect(step.commands.map(\.prompt) == ["$", "$"])
        #expect(step.commands.map(\.line) == [7, 11])
        #expect(step.commands.map(\.blockLine) == [6, 6])
        // The column of the command's first character after the prompt.
        #expect(step.commands.first?.column == 6)
        #expect(step.commands.first?.placeholders.map(\.location) == [SourceLocation(line: 7, column: 26)])
        #expect(step.commands.first?.script.placeholders.map(\.name) == ["namespace"])
        #expect(step.commands.last?.sets == ["COUNT"])
        #expect(step.outputs.map(\.text) == ["NAME    READY\npod-1   1/1"])
        #expect(step.outputs.map(\.line) == [9])
        #expect(step.outputs.map(\.command) == [0])
        #expect(runbook.placeholders.map(\.name) == ["namespace"])
    }

    /// A block without prompts whose command is followed by the table it printed (a header of capitals where bash
    /// starts a command, then lines aligned on its columns) runs the commands only: the table is the output of the
    /// command before it, and a line not aligned on its columns is a command again.
    ///
    /// A header in a here-document's
    /// body, or where a pipe leaves the command open, stays the command's. A table with no command before is output
    /// when it is the whole block (no command is written so), and the block stays whole when a line follows it.
    @Test(arguments: [
        (
            "kubectl get pods\nNAME    READY   STATUS\npod-1   1/1     Running\nkubectl logs pod-1 <zone>",
            ["|kubectl get pods", "-|NAME    READY   STATUS\npod-1   1/1     Running", "|kubectl logs pod-1 <zone>"]
        ),
        ("kubectl get pods\n\nNAME    READY\n", ["|kubectl get pods", "-|NAME    READY"]),
        // A column's title of two words: its second word starts no column.
        (
            "kubectl get events\nLAST SEEN   TYPE     REASON\n2m          Normal   Pulled",
            ["|kubectl get events", "-|LAST SEEN   TYPE     REASON\n2m          Normal   Pulled"]
        ),
        ("cat <<EOF\nNAME    READY\nEOF", nil), ("ls |\nNAME    READY", nil),
        ("NAME    READY\npod-1   1/1", ["-|NAME    READY\npod-1   1/1"]), ("NAME    READY\nkubectl get pods", nil),
        ("ls\nName    Ready", nil), ("ls\nNAME READY", nil),
    ])
    func tablePrintedAfterACommand(text: String, expected: [String]?) {
        #expect(ShellPrompt.pastedTables(in: text)?.map { "\($0.prompt ?? "-")|\($0.text)" } == expected)
    }

    @Test func tablePrintedAfterACommandIsItsOutput() throws {
        let runbook = try Self.session(
            "List the pods.", "kubectl get pods\nNAME    READY\npod-1   1/1\nkubectl logs <pod>")
        let step = try #require(runbook.steps.first)
        #expect(step.commands.map(\.text) == ["kubectl get pods", "kubectl logs <pod>"])
        #expect(step.commands.map(\.prompt) == [nil, nil])
        #expect(step.commands.map(\.line) == [7, 10])
        #expect(step.commands.last?.placeholders.map(\.location) == [SourceLocation(line: 10, column: 17)])
        #expect(step.outputs.map(\.text) == ["NAME    READY\npod-1   1/1"])
        #expect(step.outputs.map(\.line) == [8])
        #expect(step.outputs.map(\.command) == [0])
    }

    /// A command copied with bash's continuation prompts runs without them, a value in capitals on such a line
    /// placed after the prompt.
    ///
    /// `> ` before a line would be a redirection, and a here-document's `> EOF` would never end it.
    @Test func continuationPromptsAreNoPartOfTheCommand() throws {
        let runbook = try Self.session(
            "Count the pods.",
            """
            $ kubectl get pods -n <namespace> | \\
            > kubectl logs --namespace NAMESPACE_NAME
            2
            """, then: "Replace `<namespace>` with your namespace and `NAMESPACE_NAME` with its namespace.")
        let step = try #require(runbook.steps.first)
        #expect(
            step.commands.map(\.text) == [
                "kubectl get pods -n <namespace> | \\\nkubectl logs --namespace NAMESPACE_NAME"
            ])
        #expect(step.outputs.map(\.text) == ["2"])
        #expect(step.outputs.map(\.line) == [9])
        #expect(
            step.commands.first?.placeholders.map(\.location)
                == [SourceLocation(line: 7, column: 26), SourceLocation(line: 8, column: 31)])
    }

    /// A command of 40,000 lines that end with `\\`, with continuation prompts or without, is read once, not once per
    /// line (n×n: minutes at this size).
    @Test(arguments: ["> ", ""]) func aLongContinuedCommandIsReadWhole(prompt: String) {
        let lines = (0..<40_000).map { _ in prompt + "a \\\n" }.joined()
        let parts = ShellPrompt.session(in: "$ echo \\\n" + lines + prompt + "end\nprinted")
        #expect(parts?.count == 2)
        #expect(parts?.first?.text.hasSuffix("a \\\nend") == true)
        #expect(parts?.first?.text.contains(">") == false)
        #expect(parts?.last?.text == "printed")
    }

    /// A quote or a substitution left open over 40,000 lines, with continuation prompts or without, is read once, not
    /// once per line (n×n: 16,000 lines took 18 s to list in single quotes, 20 s in double quotes, 88 s in `$(`).
    @Test(arguments: [
        ("> ", "'", "'"), ("", "'", "'"), ("> ", "\"", "\""), ("", "\"", "\""), ("> ", "$(", ")"), ("", "$(", ")"),
    ])
    func aLongOpenCommandIsReadWhole(prompt: String, open: String, close: String) {
        let lines = (0..<40_000).map { _ in prompt + "a\n" }.joined()
        let parts = ShellPrompt.session(in: "$ echo " + open + "\n" + lines + prompt + "end" + close + "\nprinted")
        #expect(parts?.count == 2)
        #expect(parts?.first?.text.hasSuffix("a\nend" + close) == true)
        #expect(parts?.first?.text.contains(">") == false)
        #expect(parts?.last?.text == "printed")
    }

    /// A substitution or a quote left open over 40,000 lines by a command that reads a here-document, with continuation
    /// prompts or without, is read once, not once per line (n×n: 2,000 lines took 12 s to list).
    ///
    /// The body follows the line that opens `$(`, and the line that closes `"`.
    @Test(arguments: [("> ", "$(", ")"), ("", "$(", ")"), ("> ", "\"", "\""), ("", "\"", "\"")])
    func aLongOpenCommandWithAHereDocumentIsReadWhole(prompt: String, open: String, close: String) {
        let lines = (0..<40_000).map { _ in prompt + "a\n" }.joined()
        let body = prompt + "body\n" + prompt + "EOF\n"
        let text =
            open == "$("
            ? "$ cat <<EOF && echo $(\n" + body + lines + prompt + "end)\nprinted"
            : "$ cat <<EOF && echo \"\n" + lines + prompt + "end\"\n" + body + "printed"
        let parts = ShellPrompt.session(in: text)
        #expect(parts?.count == 2)
        #expect(parts?.first?.text.contains("a\nend" + close) == true)
        #expect(parts?.first?.text.hasSuffix(open == "$(" ? "a\nend)" : "end\"\nbody\nEOF") == true)
        #expect(parts?.first?.text.contains(">") == false)
        #expect(parts?.last?.text == "printed")
    }

    /// A compound command or an operator left open over 40,000 lines (and a blank line after each), with continuation
    /// prompts or without, is read once a line that could close it comes, not once per line.
    @Test(arguments: [
        ("> ", "for f in x; do", "done"), ("", "if true; then", "fi"), ("", "{", "}"), ("> ", "ls |", "wc"),
    ])
    func aLongOpenCompoundCommandIsReadWhole(prompt: String, open: String, close: String) {
        let lines = (0..<40_000).map { _ in prompt + "a\n" + (prompt.isEmpty ? "\n" : ">\n") }.joined()
        let body = open.hasSuffix("|") ? (0..<40_000).map { _ in prompt + "a |\n" }.joined() : lines
        let parts = ShellPrompt.session(in: "$ " + open + "\n" + body + prompt + close + "\nprinted")
        #expect(parts?.count == 2)
        #expect(parts?.first?.text.hasSuffix("\n" + close) == true)
        #expect(parts?.first?.text.contains("> ") == false)
        #expect(parts?.last?.text == "printed")
    }

    /// Lines that name a closing word without closing anything (`echo done`), and loops nested 20,000 deep closed by as
    /// many lines, with continuation prompts or without, are each read once (as merged, each such line read the whole
    /// command again: 4,000 lines took 8 s).
    @Test(arguments: ["> ", ""])
    func closingWordsAreReadOncePerLine(prompt: String) {
        let named = (0..<40_000).map { _ in prompt + "echo done\n" }.joined()
        let loop = ShellPrompt.session(in: "$ for f in x; do\n" + named + prompt + "done\nprinted")
        #expect(loop?.count == 2)
        #expect(loop?.first?.text.hasSuffix("echo done\ndone") == true)
        #expect(loop?.last?.text == "printed")
        let opens = (1..<20_000).map { _ in prompt + "for f in x; do\n" }.joined()
        let closes = (0..<20_000).map { _ in prompt + "done\n" }.joined()
        let nested = ShellPrompt.session(in: "$ for f in x; do\n" + opens + closes + "printed")
        #expect(nested?.count == 2)
        let whole = String(repeating: "for f in x; do\n", count: 20_000) + String(repeating: "done\n", count: 20_000)
        #expect(nested?.first?.text == String(whole.dropLast()))
        #expect(nested?.last?.text == "printed")
    }

    @Test func aCommandAfterAWindowsPromptIsForWindowsOnly() throws {
        let runbook = try Self.session("Look at the folder.", "C:\\Users\\me> dir /b")
        let step = try #require(runbook.steps.first)
        #expect(step.commands.map(\.text) == ["dir /b"])
        #expect(step.platforms == [.windows])
    }

    /// A page whose one step, `lead`, holds `block` as a `{: pre}` block (its first line is the page's line 7), then
    /// the paragraph `then`.
    static func session(_ lead: String, _ block: String, then: String? = nil) throws -> Runbook {
        let indented = block.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
        let after = then.map { "\n\n   " + $0 } ?? ""
        return try DialectReadingTests.read(
            "# Session\n{: #session}\n\n1. \(lead)\n\n   ```\n" + indented.joined(separator: "\n")
                + "\n   ```\n   {: pre}" + after)
    }
}
