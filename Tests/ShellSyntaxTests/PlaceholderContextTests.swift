import Testing

@testable import ShellSyntax

/// Where each placeholder of a command sits, for each shell that reads it.
@Suite struct PlaceholderContextTests {
    /// A command and, for each placeholder in order, its contexts written as `describe` writes them.
    static let contexts: [(String, [String])] = [
        ("bx iam org <org_name> --guid", ["bare"]),
        ("cf push --name <app_name>", ["bare"]),
        ("curl https://h/<x>?a=b --data=<y>", ["bare", "bare"]),
        ("echo \"pre <a> $(echo <b> '<c>') `echo \"<d>\"`\"", ["double", "bare", "single", "double"]),
        ("echo 'it''<a>' \"'<b>'\" \\'<c>", ["single", "double", "bare"]),
        ("echo $'a\\'<a>' $\"<b>\"", ["ansi", "double"]),
        ("echo <a> # use <b> here\necho '#' <c>", ["bare", "comment", "bare"]),
        ("echo a#<a> ${#x} $# <b>", ["bare", "bare"]),
        (
            "cat <<EOF > <file>\n<a> '<b>' \"$(echo <c>)\"\nEOF\necho <d>",
            ["bare", "heredoc", "heredoc", "bare", "bare"]
        ),
        (
            "cat <<'EOF'\n<a> $(<b>)\nEOF\ncat <<\"E\" <<\\F\n<c>\nE\n<d>\nF\n<e>",
            ["quoted-heredoc", "quoted-heredoc", "quoted-heredoc", "quoted-heredoc", "bare"]
        ),
        ("cat <<-EOF\n\t<a>\n\tEOF\necho <b>", ["heredoc", "bare"]),
        ("echo $((1<<2)) <a>", ["bare"]),
        ("echo ${X:-<a>} \"${Y:-<b>}\" ${Z:=<c>}", ["bare", "double", "bare"]),
        ("echo \"a\\\"<a>\" \\\n  <b>", ["double", "bare"]),
        ("arr=(a <b> \"<c>\") && echo ok", ["bare", "double"]),
        // Arithmetic, whatever the quoting: bash evaluates the value as an expression.
        ("echo $(( <n> + 1 )) $(( $(echo <m>) ))", ["bare arithmetic", "bare arithmetic"]),
        // What a substitution prints where bash reads it as arithmetic or as a name: `a[$(cmd)]` is evaluated there.
        (
            "[[ $(echo <a>) -gt 0 ]]; read $(echo <b>); let \"x = $(printf %s <c>)\"; echo ${s:$(echo <d>)} $(( $(cat <e>) ))",
            ["bare arithmetic", "bare name", "bare arithmetic", "bare arithmetic", "bare"]
        ),
        ("(( <n> > 2 )) && for (( i = 0; i < <m>; i++ )); do :; done", ["bare arithmetic", "bare arithmetic"]),
        ("let \"x = <n>\" y=<m>", ["double arithmetic", "bare arithmetic"]),
        ("declare -i y=<n> z; declare w=<m>; local -ri v=\"<o>\"", ["bare arithmetic", "bare", "double arithmetic"]),
        ("[[ <n> -gt 0 && \"<m>\" == x || 3 -le \"<o>\" ]]", ["bare arithmetic", "double", "double arithmetic"]),
        ("[ <n> -gt 0 ]", ["bare"]),
        ("echo ${arr[<n>]} \"${arr[<m>]:-<d>}\"", ["bare arithmetic", "double arithmetic", "double"]),
        ("arr[<n>]=v; arr[<m>]+=<v>", ["bare arithmetic", "bare arithmetic", "bare"]),
        (
            "echo ${s:<o>} ${s:1:<l>} ${s:-<d>} ${s: -<e>}",
            ["bare arithmetic", "bare arithmetic", "bare", "bare arithmetic"]
        ),
        ("echo \"${s:<o>:2}\"", ["double arithmetic"]),
        ("x=$(( $(wc -l < <file>) + 1 ))", ["bare"]),
        // Strings another shell evaluates: the outer context, then the inner one.
        ("eval \"echo <v>\"", ["double > bare"]),
        ("eval echo '\"<v>\"'", ["single > double"]),
        (
            "bash -c \"echo <v>\" && sh -c 'echo <w>' && zsh -lc 'echo \"<x>\"'",
            ["double > bare", "single > bare", "single > double"]
        ),
        ("bash -o pipefail -c 'echo <v>' <arg>", ["single > bare", "bare"]),
        ("bash script.sh <v>", ["bare"]),
        ("ssh -p 22 <host> \"ls <dir>\" && ssh h echo <w>", ["bare", "double > bare", "bare > bare"]),
        ("ls | xargs sh -c 'echo <v> \"$1\"' _", ["single > bare"]),
        ("sudo -u <user> /bin/bash -c \"cd <dir> && make\"", ["bare", "double > bare"]),
        ("su -c 'echo <v>' <user> && watch -n 5 \"kubectl get <kind>\"", ["single > bare", "bare", "double > bare"]),
        ("kubectl exec <pod> -- sh -c \"echo \\$(( <n> + 1 ))\"", ["bare", "double > bare arithmetic"]),
        // The substitution runs first, in this shell; what it prints is part of the string `bash -c` runs.
        ("bash -c \"echo $(echo <v>)\"", ["bare > bare"]),
        ("ssh <host> <<EOF\necho <v>\nEOF\ncat <<EOF\n<w>\nEOF", ["bare", "heredoc > bare", "heredoc"]),
        ("bash -c \"bash -c 'echo <v>'\"", ["double > single > bare"]),
        ("echo bash <v>", ["bare"]),
        // Names: bash evaluates a subscript in a name it is given (`a[$(cmd)]`), now or later.
        ("read -r <y> <<< \"<d>\"; printf -v <v> %s <w>", ["bare name", "double", "bare name", "bare"]),
        (
            "read -p \"<p>\" -a <a> x; mapfile -t <m> < f; getopts ab <o> <x>",
            ["double", "bare name", "bare name", "bare name", "bare"]
        ),
        (
            "[[ -v <y> ]] && test -v \"<z>\" && [ -v <w> ] && test <t> = -v",
            ["bare name", "double name", "bare name", "bare"]
        ),
        (
            "declare <y>=v; declare -a \"arr=(<a>)\"; declare -n r=<b>; local <c> d=<e>; export <f>=1 \"g=<g>\"",
            ["bare name", "double name", "bare name", "bare name", "bare", "bare name", "double"]
        ),
        ("declare -i c=0; c+=<n>; d+=<m>; readonly <r>", ["bare arithmetic", "bare", "bare name"]),
        ("echo $[ <n> + 1 ] \"$[<m>]\"", ["bare arithmetic", "double arithmetic"]),
        ("trap 'echo <y>' USR1; trap -- \"rm <f>\" EXIT; trap - <s>", ["single > bare", "double > bare", "bare"]),
        // What a compound command's commands print goes where the compound command writes: to a script, it is code.
        (
            "{ echo \"X=<a>\"; printf 'Y=%s' <b>; } > env.sh; ( echo \"<c>\" ) >> run.sh; { echo <d>; } > notes.txt",
            ["double > bare", "bare > bare", "double > bare", "bare"]
        ),
        (
            "for i in 1; do echo \"<a>\"; done > s.sh; if true; then echo <b>; fi | tee s.bash; { echo <c>; } | bash",
            ["double > bare", "bare > bare", "bare > bare"]
        ),
        // `|&` pipes too (standard error with the output); `||` does not.
        ("echo \"X=<a>\" |& bash; echo <b> || bash", ["double > bare", "bare"]),
        (
            "{ { echo <a>; }; echo <b>; } > s.sh; { echo <c>; } > s.txt; echo <d>",
            ["bare > bare", "bare > bare", "bare", "bare"]
        ),
        ("{\ncat <<EOF\n<a>\nEOF\n} > s.sh\n{ cat <<EOF; } > t.sh\n<b>\nEOF", ["heredoc > bare", "heredoc > bare"]),
        // A group opened after two here-documents and closed on a later line after one: the later one is its.
        ("cat <<X; cat <<Y; { echo;\nx\nX\ny\nY\ncat <<C; } > s.sh\n<c>\nC", ["heredoc > bare"]),
        (
            "case $m in a) echo <a>;; esac > s.sh; while read l; do echo <b>; done < in.txt > s.bash",
            ["bare > bare", "bare > bare"]
        ),
        // What a substitution prints is code where the command around it runs its output: `eval`'s arguments, the
        // string `bash -c` runs, the file `source` or a shell reads.
        (
            "eval \"$(echo \"X=<a>\")\"; bash -c \"$(printf 'echo %s' <b>)\"; eval `echo <c>`; echo \"$(echo <d>)\"",
            ["double > bare", "bare > bare", "bare > bare", "bare"]
        ),
        (
            "source <(echo \"export X=<a>\"); . <(echo <b>); bash -e <(echo <c>); cat <(echo <d>); diff <(echo <e>) f",
            ["double > bare", "bare > bare", "bare > bare", "bare", "bare"]
        ),
        // A substitution in a here-document's body that a shell runs: what it prints is part of the script.
        (
            "cat > env.sh <<EOF\nexport X=$(echo <a>)\nEOF\nbash <<EOF\necho \"$(printf %s <b>)\"\nEOF\ncat <<EOF\n$(echo <c>)\nEOF",
            ["bare > bare", "bare > double", "bare"]
        ),
        // Each substitution apart: the second's output is not the first's.
        ("eval \"$(echo <a>) $(echo <b>)\" <<EOF\n$(echo <c>)\nEOF", ["bare > bare", "bare > bare", "bare"]),
        // What a substitution prints, printed again where a shell reads it: its output is that shell's text, in the
        // quotes around it there; printed to the screen or to a file that is not a script, it is not code.
        (
            "echo \"$(echo <a>)\" | bash; echo \"X=$(echo <b>)\" > env.sh; printf '%s\\n' \"$(echo <c>)\" >> run.sh; "
                + "echo \"export A=$(printf %s <d>)\" | tee s.sh; echo \"echo \\\"`echo <e>`\\\"\" | sh",
            ["bare > bare", "bare > bare", "bare > bare", "bare > bare", "bare > double"]
        ),
        (
            "echo \"$(echo <a>)\"; echo \"X=$(echo <b>)\" > env.txt; printf '%s\\n' \"$(echo <c>)\" | grep x",
            ["bare", "bare", "bare"]
        ),
        ("eval \"echo \\\"$(echo <a>)\\\"\"; bash -c \"echo '$(echo <b>)'\"", ["bare > double", "bare > single"]),
        // What a function prints goes where each call writes it.
        (
            "f() { echo \"X=<a>\"; }; f > env.sh; function g { printf 'Y=%s' <b>; }; g | bash; h() { echo <c>; }; h",
            ["double > bare", "bare > bare", "bare"]
        ),
        ("f()\n(\n  echo <a>\n)\nf >> run.sh\nk() { echo <b>; } > log.txt; k", ["bare > bare", "bare"]),
        // A function called in another command list than the one that defines it, where its output runs.
        (
            "f() { echo \"export X=<a>\"; }; eval \"$(f)\"; g() { echo <b>; }; echo \"$(g)\"; h() { echo <c>; }; "
                + "echo \"$(h)\" > s.sh",
            ["double > bare", "bare", "bare > bare"]
        ),
        // A function a function whose output runs calls prints code too, through a chain (in any order, in a
        // substitution of the body, through a recursion).
        (
            "g() { echo \"export X=<a>\"; }; f() { g; }; eval \"$(f)\"; h() { k; }; m() { x=$(h); echo \"$x\"; }; "
                + "k() { echo <b>; }; m | bash; s() { r; printf %s <c>; }; r() { s; }; r | bash",
            ["double > bare", "bare > bare", "bare > bare"]
        ),
        // Not where no call's output runs: to the screen, or to a file that is not a script.
        ("g() { echo <a>; }; f() { g; }; echo \"$(f)\"; f > out.txt", ["bare"]),
        // Where `printf` puts each word in its format, read as the shell that runs its output reads it: in the
        // format's quotes, each word in turn and the format used again; `%q` and numbers print data.
        (
            "printf 'echo \"%s\"\\n' <a> | bash; printf \"X='%s'\\tY=%-8s\\\\\\n\" <b> <c> > s.sh; "
                + "eval \"$(printf 'echo \\\"%s\\\" %s;' <d> <e> <f>)\"",
            ["bare > double", "bare > single", "bare > bare", "bare > double", "bare > bare", "bare > double"]
        ),
        (
            "printf 'echo %q %d \"%%s\" %s\\n' <a> <b> <c> | bash; printf 'echo hi' <d> | sh",
            ["bare", "bare", "bare > bare", "bare"]
        ),
        // Not where the output is not run: to the screen, or to a file that is not a script.
        ("printf 'echo \"%s\"\\n' <a>; printf 'echo \"%s\"\\n' <b> > out.txt", ["bare", "bare"]),
        // What `$'…'` words print, read with their escapes as bash reads them: a line break after a `#`, a quote.
        (
            "echo $'#\\n' <a> | bash; echo $'echo \\x22' <b> $'\\42;#\\12' <c> | sh; eval $'echo \\u0027' <d> \\'",
            ["bare > bare", "bare > double", "bare > bare", "bare > single"]
        ),
        ("echo $'#\\n' <a>; bash -c $'#\\cJ'<b>", ["bare", "bare > bare"]),
        // What `echo -e` prints, where a shell runs it, read with its escapes as `echo` decodes them (a line break
        // after `#`, `\x27` and `\047` a quote), each value decoded once more by each `echo -e` it passes through.
        (
            "echo -e \"export A=<a>\" | bash; echo -ne '#\\n' <b> | sh; echo -e \"X=\\x27<c>\\047\" > s.sh; "
                + "echo -n -e \"$(echo -e \"<d>\")\" | bash",
            ["double > bare echo-e", "bare > bare echo-e", "double > single echo-e", "double > bare echo-e2"]
        ),
        // Its options: the last of `e` and `E` decides; `--`, `-e1` and what follows them are printed.
        (
            "echo -eE \"<a>\" | bash; echo -Ee '#\\n' <b> | bash; echo -- -e '#\\n' <c> | bash; "
                + "echo -e1 '#\\n' <d> | bash; echo \"-e\" '\\x27'<e> | bash",
            ["double > bare", "bare > bare echo-e", "bare > comment", "bare > comment", "bare > single echo-e"]
        ),
        // Not where the output is not run: to the screen, to a file that is not a script, to another program.
        (
            "echo -e \"export A=<a>\"; echo -e \"X=\\x27<b>\" > notes.txt; echo -e '#\\n' <c> | grep x",
            ["double", "double", "bare"]
        ),
        // An escape `echo -e` reads with the value's first characters: no value is data; after `\c` nothing is printed.
        (
            "echo -e \"A=\\<a>\" | bash; echo -e \"B=\\x4<b>\" | bash; echo -e '\\0'<c> | bash; "
                + "echo -e \"\\c<d>\" | bash; echo -e \"C=<e>\\c\" | bash; "
                + "echo \"$(echo -e \"\\c$(echo -e '<f>')\"; echo '<g>')\" | bash; echo -e \"D=<h>\" | bash",
            [
                "double > bare echo-e unread-echo", "double > bare echo-e unread-echo",
                "bare > bare echo-e unread-echo", "double", "double > bare echo-e", "single", "single > bare",
                "double > bare echo-e",
            ]
        ),
        // The `echo` of a shell other than bash decodes escapes with no option (dash, Debian's `sh`): the value is
        // doubled there too, and an escape of the page's in it is not read; bash's does not, nor `echo` to the screen.
        (
            "sh -c 'echo \"export A=<a>\" | sh'; echo 'echo \"<b>\" | dash' | sh; sh -c 'echo \"#\\n\" <c> | sh'; "
                + "bash -c 'echo \"<d>\" | bash'; sh -c 'echo \"<e>\"'; sh -c 'echo \"<f>\" | bash'",
            [
                "single > double > bare echo-e", "single > double > bare echo-e",
                "single > bare > bare echo-e unread-echo", "single > double > bare", "single > double",
                "single > double > bare echo-e",
            ]
        ),
        // So in a here-document `sh` (or a shell `kubectl exec` starts) runs; not in one bash runs.
        (
            "sh <<EOF\necho \"export A=<a>\" | sh\nEOF\nkubectl exec -i pod -- dash <<'EOF'\necho '<b>' | sh\nEOF\n"
                + "bash <<EOF\necho \"<c>\" | bash\nEOF",
            ["heredoc > double > bare echo-e", "quoted-heredoc > single > bare echo-e", "heredoc > double > bare"]
        ),
        // What commands print with no line break after it (`echo -n`, a format with no final `\n`, `\c`), or inside
        // quotes its line leaves open, goes on in what the next prints, for the shell that runs it.
        (
            "{ echo -n 'echo \"'; echo '<a>\"'; } | bash; { printf 'X=\"'; echo \"<b>\\\"\"; } > s.sh; "
                + "{ echo -e \"echo '\\c\"; echo <c>\\'; } | bash; { echo 'echo \"'; echo '<d>\"'; } | bash; "
                + "eval \"$(echo -n 'echo \"'; echo '<e>\"')\"; { echo -n \"echo '\"; f; echo '<f>'; } | bash",
            [
                "single > double", "double > double", "bare > single", "single > double", "single > double",
                "single > single",
            ]
        ),
        // A line break after what is printed: a line of its own; to the screen, or to a file that is not run, nothing
        // is read.
        (
            "{ echo \"<a>\"; echo done; } | bash; printf '%s\\n' <b> | bash; { printf 'echo\\n'; echo '<c>'; } | bash; "
                + "echo -n <d>; echo -n \"<e>\" > out.txt; { echo -n 'echo \"'; echo '<f>\"'; } > notes.txt",
            ["double > bare", "bare > bare", "single > bare", "bare", "double", "single"]
        ),
        // After output whose end is not known (a format not read) and before a line break: only a plain value is
        // taken. A call is read as printing nothing.
        (
            "{ printf \"$p\"; echo <a>; echo <b>; } | bash; { printf \"$p\"; echo; echo '<c>'; } | bash; "
                + "{ f; echo '<d>'; } | bash",
            ["bare > bare after-unknown", "bare > bare", "single > bare", "single > bare"]
        ),
        // A format docrun does not read exactly: only a plain value is taken in the words that fill it in.
        (
            "printf '%b\\n' <a> | bash; printf 'echo %.3s\\x41' <b> > s.sh; printf \"$f\" <c> | sh; printf %s <d> | bash; "
                + "printf \"X=<e>\\n\" >> s.sh",
            [
                "bare > bare unread-format", "bare > bare unread-format", "bare > bare unread-format", "bare > bare",
                "double > bare unread-format",
            ]
        ),
    ]

    /// What a function defined here prints is code where another command runs its output (`functionsPrintingCode`);
    /// the commands whose output runs and that the text does not define are named for the page
    /// (`callsRunAsCode`).
    @Test func aFunctionCalledInAnotherCommandPrintsCode() {
        let definition = "f() { echo \"export X=<a>\"; }; g() { echo <b>; }"
        #expect(ShellScript(definition).placeholders.map { Self.describe($0.contexts) } == ["double", "bare"])
        #expect(
            ShellScript(definition, functionsPrintingCode: ["f"]).placeholders.map { Self.describe($0.contexts) }
                == ["double > bare", "bare"])
        let calls =
            "f > env.sh; g | bash; eval \"$(h)\"; { k; } >> run.sh; echo \"$(m)\" | sh; eval 'r | sh'; n; p > out.txt; q | grep x"
        #expect(ShellScript(calls).callsRunAsCode == ["f", "g", "h", "k", "m", "r"])
        #expect(ShellScript("f() { echo <a>; }; f > env.sh; f | bash").callsRunAsCode == ["f"])
        #expect(ShellScript("f() { echo <a>; }; f; f > out.txt").callsRunAsCode.isEmpty)
    }

    /// The commands each function's body calls (not those of a function defined in it), and the functions a chain of
    /// calls reaches from those whose output runs, each once, through a recursion.
    @Test func theFunctionsAFunctionCallsAreFollowed() {
        let script = ShellScript("f() { g | tr a-z A-Z; x=$(h); k() { m; }; }; r() { r; }; n() ( f; )")
        #expect(script.functionCalls == ["f": ["g", "tr", "h"], "k": ["m"], "r": ["r"], "n": ["f"]])
        #expect(ShellScript.called(from: ["n", "r"], script.functionCalls) == ["n", "f", "g", "tr", "h", "r"])
        // A chain across commands: the first defines what the second's function calls, whose output the page runs.
        let first = "g() { echo \"export X=<a>\"; }"
        let called = ShellScript.called(from: ["f"], ShellScript("f() { g; }").functionCalls)
        #expect(
            ShellScript(first, functionsPrintingCode: called.intersection(["g"])).placeholders.map {
                Self.describe($0.contexts)
            } == ["double > bare"])
    }

    @Test(arguments: contexts)
    func placeholdersHaveTheirContexts(_ command: String, _ expected: [String]) {
        let found = ShellScript(command).placeholders
        #expect(found.map { Self.describe($0.contexts) } == expected, "\(command)")
    }

    /// `bare`, `double`, `single`, `ansi`, `heredoc`, `quoted-heredoc` or `comment`, then ` arithmetic`, ` name`,
    /// ` unread-format`, ` echo-e` (`echo-e2` for two, `ShellContext.echoDecodings`), ` unread-echo`,
    /// ` after-unknown`; nested
    /// contexts joined by ` > `.
    static func describe(_ contexts: [ShellContext]) -> String {
        contexts.map { context in
            let quoting =
                switch context.quoting {
                case .unquoted, .quote, .escaped: "bare"
                case .doubleQuoted: "double"
                case .singleQuoted: "single"
                case .ansiQuoted: "ansi"
                case .hereDocument: "heredoc"
                case .quotedHereDocument: "quoted-heredoc"
                case .comment: "comment"
                }
            return quoting + (context.isArithmetic ? " arithmetic" : "") + (context.isName ? " name" : "")
                + (context.isInUnreadFormat ? " unread-format" : "")
                + (context.echoDecodings == 0
                    ? "" : context.echoDecodings == 1 ? " echo-e" : " echo-e\(context.echoDecodings)")
                + (context.isInUnreadEcho ? " unread-echo" : "")
                + (context.followsUnknownOutput ? " after-unknown" : "")
        }.joined(separator: " > ")
    }

    @Test func placeholdersAreTextualWithPositions() {
        let command = "cat <<EOF\nb <x>\nEOF\necho <<y> <a b> <é> 'é<z>'"
        let found = ShellScript(command).placeholders
        #expect(found.map(\.name) == ["x", "z"])
        #expect(found.map(\.line) == [2, 4])
        #expect(found.map(\.column) == [3, 23])
        #expect(found.map(\.offset) == [12, 44])
        #expect(found.first?.context.hereDocumentDelimiter == "\n")
        #expect(found.last?.context.hereDocumentDelimiter == nil)
    }

    /// Only a whole line equal to the delimiter ends a here-document (with `<<-`, after its tabs): the value that
    /// would make the placeholder's line one, or a line break where none can.
    @Test func hereDocumentEndingValue() {
        let found = ShellScript("cat <<EOF\n<a>\npass=<b>\nE<c>\n<d>F\nEOF\ncat <<-END\n\t<e>D\nEND").placeholders
        #expect(found.map(\.context.hereDocumentDelimiter) == ["EOF", "\n", "OF", "EO", "EN"])
    }

    @Test func backquoteDepth() {
        let found = ShellScript("echo `echo \\`echo <a>\\`` $'<b>' <c>").placeholders
        #expect(found.map(\.name) == ["a", "b", "c"])
        #expect(found[0].context.backquoteDepth >= 1)
        #expect(found[2].context.backquoteDepth == 0)
    }

    @Test func unbalancedTextIsNeverAnError() {
        for text in [
            "echo \"unclosed <a>", "echo 'unclosed <a>", "echo $(unclosed <a>", "cat <<EOF\n<a>", "`<a>", ")<a>",
            "echo ${x:-<a>", "echo $(( <a>", "a=(<a>", "bash -c '<a>", "[[ <a> -gt",
        ] {
            let script = ShellScript(text)
            #expect(script.placeholders.map(\.name) == ["a"], "\(text)")
            #expect(!script.isComplete || text == ")<a>" || text == "[[ <a> -gt", "\(text)")
        }
    }

    /// The placeholders of words bash evaluates as arithmetic are found by their offsets: a loop over every
    /// placeholder for each word took seconds (10 s for `list` on a page of 120,000), long before bash would run it.
    ///
    /// The size is the guard against that quadratic work, with no clock (one fails on a loaded machine, not on slow
    /// code): read in linear time, 100,000 words take about a second in a debug build, in quadratic time minutes.
    /// benchmarks/hostile.sh times the same command through the release binary (docs/benchmarks.md).
    @Test func arithmeticWordsAreReadWhole() {
        let names = (0..<100_000).map { "a\($0)" }
        let text = "let " + names.map { "<\($0)>" }.joined(separator: " ")
        let script = ShellScript(text)
        #expect(script.placeholders.map(\.name) == names)
        #expect(script.placeholders.allSatisfy { $0.context.arithmetic == .word })
        // Each where its own word is: `let ` then the words before it, each with its blank.
        var offset = 4
        var placed = 0
        for (placeholder, name) in zip(script.placeholders, names) {
            if placeholder.offset == offset, placeholder.length == name.utf8.count + 2, placeholder.line == 1,
                placeholder.column == offset + 1
            {
                placed += 1
            }
            offset += name.utf8.count + 3
        }
        #expect(placed == names.count)
    }
}
