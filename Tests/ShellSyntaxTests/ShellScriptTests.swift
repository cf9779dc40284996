import Testing

@testable import ShellSyntax

/// The variables, command names, words and quoting a command's one reading gives.
@Suite struct ShellScriptTests {
    static let assignmentCases: [(String, [String])] = [
        ("OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3}'`", ["OAUTH_TOKEN"]),
        ("export A=1 B=2; declare -x C=3\nlocal D=4; readonly E=5", ["A", "B", "C", "D", "E"]),
        // A prefix assignment sets its variable for that command alone.
        ("X=1 Y+=2 cmd Z=3", []),
        ("C=3 env; A=1; cmd; export B=2 && D=4 E=5 >f", ["A", "B", "D", "E"]),
        ("if A=1 cmd; then B=2; fi; sudo F=1 cmd", ["B"]),
        ("read -r -p 'Name: ' NAME OTHER; read -a LIST", ["NAME", "OTHER", "LIST"]),
        ("for ITEM in a b; do echo $ITEM; done; select S in x; do :; done", ["ITEM", "S"]),
        ("ID=$(X=1 cmd)", ["ID"]),
        ("if [ a == b ]; then A==b; fi; [[ $x == y ]]", []),
        ("echo A=1; ls > B=2; # C=3", []),
        ("cat <<EOF\nA=1\nEOF\nB=2", ["B"]),
        ("if true; then\n  A=1\nfi && B=2 || C=3", ["A", "B", "C"]),
        ("printf -v D %s x; export F+=2 G[0]=3; mapfile -t H; readarray -d , I < f", ["D", "F", "G", "H", "I"]),
        ("getopts 'ab:' OPT; arr=(a b c) n=1", ["OPT", "arr", "n"]),
        // `wait -p` names the job that ended; a name in quotes is the name.
        ("wait -n -p JOB; printf -v 'OUT' %s x; read \"R\"; wait 12 Q", ["JOB", "OUT", "R"]),
        ("declare -A map=([k]=v); f() { L=1; }", ["map", "L"]),
        ("echo ${A:=1} \"${B=2}\" ${C:-3} ${D:+4} ${#E} ${F:?set F} '${G:=5}'", ["A", "B"]),
        // Arithmetic assigns with `=` and the operators ending in `=`; comparisons do not, nor a synopsis's `--x`.
        ("let N=5 'P += 1'; ((M=6)); echo $(( k <<= 1 )) $((i++)); cmd ((--name N | --id I))", ["N", "P", "M", "k"]),
        ("(( a == b || c <= d || e >= f || g != h )); echo $(( $x = 1 )) $((y+1))", []),
        ("for ((n = 0; n < 3; n++)); do :; done; (( arr[2] = 1 )); echo ${s:(o=1)}", ["n", "arr", "o"]),
        // `eval` sets in this shell; `bash -c` and `ssh` in another.
        ("eval 'V=i; export W=2'; bash -c 'X=1'; ssh h 'Y=2'; eval \"read Z\"", ["V", "W", "Z"]),
        // A coprocess sets its name, an array of its descriptors, and NAME_PID; COPROC when it has none.
        ("coproc UP { tr a-z A-Z; }; coproc cat", ["UP", "UP_PID", "COPROC", "COPROC_PID"]),
        // `{fd}>file` opens a descriptor and sets its name; a word with more, or quoted, is an argument.
        ("exec {logfd}>>log {in}<a 2>&1; echo a{b}>x \"{c}\">y", ["logfd", "in"]),
    ]

    @Test(arguments: assignmentCases)
    func assignedNames(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).assignedNames == expected, "\(command)")
    }

    static let keptCases: [(String, [String])] = [
        // A subshell's assignments are forgotten when it ends: `( … )`, substitutions, process substitutions.
        ("(A=1); B=$(C=2; echo x); D=`E=3`; cat <(F=4) >(read G)", ["B", "D"]),
        ("(cd app && export A=1; read B) && (( n = 1 ))", ["n"]),
        // Each command of a pipeline of two or more runs in a subshell, the last one too (`lastpipe` is off).
        ("echo v | read -r V; printf x |& read W; X=1 | cat", []),
        ("cat f | while read -r L; do N=$L; done; cmd | { read -r A; B=1; }; C=2", ["C"]),
        ("cmd |\n  read -r V; W=1", ["W"]),
        // `&` runs its whole and-or list in the background; `&&`, `||` and `;` keep the shell.
        ("A=1 & B=2 && C=3 || D=4; cd x && E=5 & { F=6; G=7; } & H=8 &> log", ["B", "C", "D", "H"]),
        // A group of the same shell keeps them; a pipe after it does not.
        (
            "{ A=1; read -r B; } < f; if true; then C=1; fi; { D=1; } | cat; for I in a; do J=1; done > log",
            ["A", "B", "C", "I", "J"]
        ),
        // Inside a subshell, its own assignments are still assignments (`assignedNames`).
        ("(A=1; echo $A); eval 'B=1 | cat; C=2'; eval \"$(D=1; echo E=2)\"", ["C", "E"]),
        // What arithmetic assigns in a subshell is forgotten too, as any other assignment there; in a group it stays.
        ("( (( n = 1 )) ); echo \"$n\"", []),
        ("(let a=1; read b; declare c=1); x=$( (( d = 1 )); echo $((e = 2)) ); { (( f = 1 )); }", ["x", "f"]),
        ("(( g = 1 )) | cat; let h=1 | cat; echo $(( i = 1 )) | cat; echo ${j:=1} | cat; echo $(( k = 1 ))", ["k"]),
        ("echo `(( l += 1 ))`; cat <( ((m = 1)) ); (( n = 1 )) & (( o = 1 )) && let p=1", ["o", "p"]),
    ]

    /// The variables still set once a command has run.
    @Test(arguments: keptCases)
    func keptNames(_ command: String, _ expected: [String]) {
        let script = ShellScript(command)
        #expect(script.keptNames == expected, "\(command)")
        #expect(Set(script.keptNames).isSubset(of: script.assignedNames), "\(command)")
    }

    static let scopeCases: [(String, [Bool])] = [
        // A subshell's assignments hold inside it alone, whatever sets them; a group's hold in the whole text.
        ("(X=1); echo \"$X\"", [false]),
        ("(X=1; echo $X); echo $X; { Y=1; }", [true, false]),
        ("{ X=1; }; echo $X", [true]),
        ("echo $(X=1; echo $X) $X `X=1; echo $X` <(echo $X)", [true, false, true, false]),
        ("( (( X = 1 )); echo $X ); echo $X; (let X=1); (declare X=2); (read X)", [true, false]),
        ("( (X=1; echo $X); echo $X )", [true, false]),
        // A pipeline's commands, the last one too, and a list run in the background are subshells.
        ("echo v | read -r X; echo $X", [false]),
        ("echo v | { read -r X; echo $X; }; echo $X; let X=1 | cat; echo $X", [true, false, false]),
        ("cat f | while read -r X; do echo $X; done; echo $X", [true, false]),
        ("X=1 & echo $X", [false]),
        // Within the shell that keeps it, a name counts wherever it is set (a loop may set it after its use).
        ("echo $X; X=1", [true]),
    ]

    /// Whether the text sets `X` where each `$X` of it is expanded.
    @Test(arguments: scopeCases)
    func setsWhereExpanded(_ command: String, _ expected: [Bool]) {
        let script = ShellScript(command)
        let uses = script.expansions.filter { $0.name == "X" }
        #expect(uses.map { script.sets("X", at: $0.range.lowerBound) } == expected, "\(command)")
    }

    static let expansionCases: [(String, [String])] = [
        ("curl -H \"Authorization: ${OAUTH_TOKEN}\" $PATH ${ORG_GUID:-none}", ["OAUTH_TOKEN", "PATH", "ORG_GUID"]),
        ("echo '$A' \\$B $1 $? $@ $# $$ ${#C} ${!D} $E_F", ["C", "D", "E_F"]),
        ("echo \"'$A'\" $(echo $B) `echo $C` $((D + $E))", ["A", "B", "C", "E"]),
        ("cat <<'EOF'\n$A\nEOF\ncat <<EOF\n$B \\$C\nEOF", ["B"]),
        ("echo $A # and $B", ["A"]),
        ("echo ${A:-$B} \"${C:-'$D'}\" ${E[$F]} ${G:$H:1}", ["A", "B", "C", "D", "E", "F", "G", "H"]),
    ]

    static let unsetCases: [(String, [Bool])] = [
        ("echo ${A:-x} ${B-x} ${C:=x} ${D=x} ${E:?x} ${F?x} ${G:+x} ${H+x}", Array(repeating: true, count: 8)),
        ("echo $A ${B} ${#C} ${!D} ${E[1]} ${F:1:2} ${G/a/b} ${H%x} ${#I:-1}", Array(repeating: false, count: 9)),
    ]

    /// Whether each expansion says what an unset variable gives.
    @Test(arguments: unsetCases)
    func handlesUnset(_ command: String, _ expected: [Bool]) {
        let script = ShellScript(command)
        #expect(script.expansions.map { script.handlesUnset($0) } == expected, "\(command)")
    }

    static let emptinessCases: [(String, [String])] = [
        ("if [ -z \"$API_KEY\" ]; then echo \"Set API_KEY first\"; fi", ["API_KEY"]),
        ("test -n \"${A}\" || echo $B; [ -z \"$C$D\" ] && echo $E", ["A", "C", "D"]),
        ("[[ -z $A ]] && [[ -n ${B:-} ]]", ["A", "B"]),
        ("echo -z $A; grep -n $B file; [ \"$C\" = -z ]", []),
        ("[ -z \"$(cat $A)\" ]; if true; then [ -z $B ]; fi", ["B"]),
    ]

    /// The variables a command tests for being set or empty.
    @Test(arguments: emptinessCases)
    func emptinessTestedNames(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).emptinessTestedNames == expected, "\(command)")
    }

    @Test(arguments: expansionCases)
    func expandedNames(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).expandedNames == expected, "\(command)")
    }

    @Test func expansionKinds() {
        let kinds = ShellScript("echo $A ${B} ${C:-x} $(d) `e` $((1)) $1").expansions.map(\.kind)
        #expect(
            kinds == [
                .parameter, .braced, .parameterOperation, .commandSubstitution, .backquote, .arithmetic, .parameter,
            ])
    }

    /// The aliases a command defines, each body as bash keeps it, its quotes removed however they are written.
    static let aliasCases: [(String, [String])] = [
        ("alias k='kubectl --context lab'", ["k: kubectl --context lab"]),
        ("alias k=\"kubectl\"' -n x' g=git; alias -p", ["k: kubectl -n x", "g: git"]),
        ("alias 'k=kubectl get'", ["k: kubectl get"]),
        ("alias k\\=x=y", ["k: x=y"]),
        ("alias k='a=b'; echo alias x=y", ["k: a=b"]),
        ("X=$(alias q='ls'); alias", []),
    ]

    @Test(arguments: aliasCases)
    func aliases(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).aliases.map { $0.name + ": " + $0.body } == expected, "\(command)")
    }

    /// The command names: what `docrun run`'s preflight looks for on PATH.
    static let commandNameCases: [(String, [String])] = [
        ("bx login -a api.<dedicated_domain>", ["bx"]),
        ("OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3 \" \" $4}'`", ["bx", "awk"]),
        ("ORG_GUID=$(bx iam org <org_name> --guid) && curl -H \"x: ${ORG_GUID}\" https://h/", ["bx", "curl"]),
        ("X=1 Y=2 kubectl get pods 2>&1 | grep Running; echo done", ["kubectl", "grep", "echo"]),
        ("if true; then docker ps; fi", ["true", "docker"]),
        ("sudo apt-get install -y jq\nenv A=1 B=2 helm version\nsudo -u me ls", ["sudo", "apt-get", "env", "helm"]),
        ("cat <<EOF > f\nnot a command\nEOF\n# comment cmd\n'quoted' arg", ["cat", "'quoted'"]),
        ("echo ${X} next", ["echo"]),
        ("arr=(a b c d)\necho ${arr[<n>]}", ["echo"]),
        ("greet() { echo hi; }\ngreet\nfunction bye { printf x; }", ["echo", "greet", "printf"]),
        ("case $x in\n  start) docker start a ;;\n  stop|halt) docker stop a ;;\nesac", ["docker"]),
        ("[[ -f x && $(id -u) -eq 0 ]] && ls", ["id", "ls"]),
        ("a \\\n  && b", ["a", "b"]),
        ("coproc UPPER { tr a-z A-Z; }\ncoproc LINES (cat)\ncoproc cat -n", ["tr", "cat"]),
    ]

    @Test(arguments: commandNameCases)
    func commandNames(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).commandNames == expected, "\(command)")
    }

    @Test(
        arguments: [
            ("greet() { echo hi; }\ngreet\nfunction bye { printf x; }", ["greet", "bye"]),
            ("kc() { kubectl \"$@\"; }\nkc() { oc \"$@\"; }", ["kc"]),
            ("echo 'f() { :; }'", []),
        ] as [(String, [String])])
    func functionNames(_ command: String, _ expected: [String]) {
        #expect(ShellScript(command).functionNames == expected, "\(command)")
    }

    @Test func sourcingOrEvaluatingMayDefineAnything() {
        #expect(ShellScript("source ./env.sh").definesAnythingFrom == 15)
        #expect(ShellScript("ls && . ./env.sh && echo $A").definesAnythingFrom == 17)
        #expect(ShellScript("eval \"$(ssh-agent)\"").definesAnythingFrom == 19)
        #expect(ShellScript("echo source eval").definesAnythingFrom == nil)
    }

    @Test func quotingOfEachByte() {
        let script = ShellScript("a 'b' \"c$d\" \\e $'f' # g\ncat <<X\nh\nX")
        let labels = zip(script.bytes, script.quoting).map { byte, quoting in
            switch quoting {
            case .unquoted: "u"
            case .quote: "q"
            case .escaped: "e"
            case .singleQuoted: "s"
            case .ansiQuoted: "a"
            case .doubleQuoted: "d"
            case .comment: "c"
            case .hereDocument: "h"
            case .quotedHereDocument: "Q"
            }
        }.joined()
        #expect(labels == "uuqsquqdddquqeuqqaqucccuuuuuuuuuhhu")
    }

    @Test func tokensAndHereDocuments() {
        let script = ShellScript("cat <<-'E' 2>&1 >out | tee x\n\tbody\n\tE\n")
        let tokens = script.tokens.map { (script.text($0.range), $0.kind) }
        #expect(tokens.map(\.0) == ["cat", "<<-", "'E'", "2>&", "1", ">", "out", "|", "tee", "x", "\n"])
        #expect(
            tokens.map(\.1) == [
                .word(.command), .redirection, .word(.redirectionTarget), .redirection, .word(.redirectionTarget),
                .redirection, .word(.redirectionTarget), .control, .word(.command), .word(.argument), .control,
            ])
        #expect(script.hereDocuments.map(\.delimiter) == ["E"])
        #expect(script.hereDocuments.first.map { script.text($0.body) } == "\tbody\n")
        #expect(script.hereDocuments.first?.isQuoted == true)
        #expect(script.hereDocuments.first.map { $0.body.contains(30) && !$0.body.contains(5) } == true)
    }

    @Test func regionsBashEvaluates() {
        let script = ShellScript("echo $(( a + 1 )) ${b[2]}; bash -c 'ls'")
        #expect(script.arithmetic.map(script.text) == [" a + 1 ", "2"])
    }

    @Test func positionsAndWordStarts() {
        let script = ShellScript("é\n ab [x]")
        #expect(script.position(of: 4) == (2, 2))
        #expect(script.startsWord(7) && !script.startsWord(5) && script.startsWord(0))
    }

    @Test(arguments: [
        ("env.sh", "", true), ("dir/run.bash", "", true), ("profile.zsh", "", true), (".envrc", "", true),
        ("install", "#!/bin/sh -e\necho", true), ("install", "#!/usr/bin/env -S bash\n", true),
        ("notes.txt", "", false), ("install", "#!/usr/bin/env python3\n", false), ("sh", "", false),
    ])
    func scriptFiles(name: String, content: String, isScript: Bool) {
        #expect(ShellScript.isScriptFile(named: name, content: Array(content.utf8)) == isScript)
    }

    /// The files a shell reads as a script: after `source` or `.`, and a shell's script argument, quotes removed;
    /// not a string `-c` runs, an option's argument or a redirection's target.
    @Test(arguments: [
        ("source app.env", ["app.env"]), (". ./vars && . \"$HOME/b.env\"", ["./vars", "$HOME/b.env"]),
        ("bash -x setup run", ["setup"]), ("sudo sh 'in stall.sh'", ["in stall.sh"]), ("bash -c 'x.sh'", []),
        ("bash -o pipefail < a.env", []), ("cat app.env; echo source x.env", []),
        ("f() { source lib.sh; }", ["lib.sh"]),
    ])
    func scriptsRead(command: String, files: [String]) {
        #expect(ShellScript(command).scriptsRead == files)
    }

    /// What makes bash read the next line as more of a whole command: compound commands opened and not closed (by
    /// reserved words only: not a quoted `"if"`, an argument `done` or a `}` inside a word), and an operator at its end.
    @Test(arguments: [
        ("for f in *; do", 1, false), ("if true; then { echo", 2, false), ("done; fi", -2, false),
        ("echo if done } | ", 0, true), ("case $x in a) ;; esac", 0, false), ("ls |& # more", 0, true),
        ("true &&", 0, true), ("true ||", 0, true), ("sleep 1 &", 0, false), ("echo \"while\" {a}", 0, false),
        ("x=$(while true; do", 1, false),
    ])
    func readsOn(command: String, compounds: Int, endsWithOperator: Bool) {
        let script = ShellScript(command)
        #expect(script.compoundsOpened == compounds)
        #expect(script.endsWithOperator == endsWithOperator)
    }

    @Test func aHereDocumentWrittenToAScriptIsReadByTheShell() {
        for target in ["env.sh", "\"run.bash\"", ".envrc", "deploy.ksh"] {
            let script = ShellScript("cat > \(target) <<EOF\nexport X=<x>\nEOF\n")
            #expect(script.placeholders.first?.contexts.count == 2, "\(target)")
        }
    }
}
