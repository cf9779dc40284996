import Testing

@testable import RunbookKit

@Suite struct ShellScannerTests {
    struct ContextCase: Sendable, CustomStringConvertible {
        let command: String
        let expected: [ShellContext]
        var description: String { command.debugDescription }
    }

    static let contexts: [ContextCase] = [
        ContextCase(command: "bx iam org <org_name> --guid", expected: [.bare]),
        ContextCase(command: "cf push --name <app_name>", expected: [.bare]),
        ContextCase(command: "curl https://h/<x>?a=b --data=<y>", expected: [.bare, .bare]),
        ContextCase(
            command: "echo \"pre <a> $(echo <b> '<c>') `echo \"<d>\"`\"",
            expected: [
                .doubleQuoted, .bare, .singleQuoted, .doubleQuoted,
            ]),
        ContextCase(command: "echo 'it''<a>' \"'<b>'\" \\'<c>", expected: [.singleQuoted, .doubleQuoted, .bare]),
        ContextCase(command: "echo $'a\\'<a>' $\"<b>\"", expected: [.singleQuoted, .doubleQuoted]),
        ContextCase(command: "echo <a> # use <b> here\necho '#' <c>", expected: [.bare, .comment, .bare]),
        ContextCase(command: "echo a#<a> ${#x} $# <b>", expected: [.bare, .bare]),
        ContextCase(
            command: "cat <<EOF > <file>\n<a> '<b>' \"$(echo <c>)\"\nEOF\necho <d>",
            expected: [
                .bare, .heredoc(expanding: true), .heredoc(expanding: true), .bare, .bare,
            ]),
        ContextCase(
            command: "cat <<'EOF'\n<a> $(<b>)\nEOF\ncat <<\"E\" <<\\F\n<c>\nE\n<d>\nF\n<e>",
            expected: [
                .heredoc(expanding: false), .heredoc(expanding: false), .heredoc(expanding: false),
                .heredoc(expanding: false), .bare,
            ]),
        ContextCase(command: "cat <<-EOF\n\t<a>\n\tEOF\necho <b>", expected: [.heredoc(expanding: true), .bare]),
        ContextCase(command: "echo $(( <n> + 1 )) $(( $(echo <m>) ))", expected: [.arithmetic, .bare]),
        ContextCase(command: "echo $((1<<2)) <a>", expected: [.bare]),
        ContextCase(command: "echo ${X:-<a>} \"${Y:-<b>}\"", expected: [.bare, .doubleQuoted]),
        ContextCase(command: "echo \"a\\\"<a>\" \\\n  <b>", expected: [.doubleQuoted, .bare]),
    ]

    @Test(arguments: contexts)
    func placeholdersHaveTheirContext(_ testCase: ContextCase) {
        let found = ShellScanner.placeholders(in: testCase.command)
        #expect(found.map(\.context) == testCase.expected)
    }

    @Test func placeholdersAreThoseOfThePlaceholderScannerWithPositions() {
        let command = "cat <<EOF\nb <x>\nEOF\necho <<y> <a b> <é> 'é<z>'"
        let found = ShellScanner.placeholders(in: command)
        let plain = PlaceholderScanner.occurrences(in: command)
        #expect(found.map(\.name) == ["x", "a b", "é", "z"])
        #expect(found.map(\.name) == plain.map(\.name))
        #expect(found.map(\.line) == plain.map(\.line))
        #expect(found.map(\.column) == plain.map(\.column))
        #expect(found.map(\.offset) == plain.map(\.offset))
        #expect(found.first?.heredocDelimiter == "EOF")
        #expect(found.last?.heredocDelimiter == nil)
    }

    @Test func backquoteDepthAndANSIQuotesAreReported() {
        let found = ShellScanner.placeholders(in: "echo `echo \\`echo <a>\\`` $'<b>' <c>")
        #expect(found.map(\.name) == ["a", "b", "c"])
        #expect(found[0].backquoteDepth >= 1)
        #expect(found[1].inANSIQuotes)
        #expect(found[2].backquoteDepth == 0)
    }

    @Test func assignments() {
        #expect(
            ShellScanner.assignments(in: "OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3}'`")
                == ["OAUTH_TOKEN"])
        #expect(
            ShellScanner.assignments(in: "export A=1 B=2; declare -x C=3\nlocal D=4; readonly E=5") == [
                "A", "B", "C", "D", "E",
            ])
        #expect(ShellScanner.assignments(in: "X=1 Y+=2 cmd Z=3") == ["X", "Y"])
        #expect(
            ShellScanner.assignments(in: "read -r -p 'Name: ' NAME OTHER; read -a LIST") == [
                "NAME", "OTHER", "LIST",
            ])
        #expect(ShellScanner.assignments(in: "for ITEM in a b; do echo $ITEM; done") == ["ITEM"])
        #expect(ShellScanner.assignments(in: "ID=$(X=1 cmd)") == ["ID", "X"])
        #expect(ShellScanner.assignments(in: "if [ a == b ]; then A==b; fi; [[ $x == y ]]") == [])
        #expect(ShellScanner.assignments(in: "echo A=1; ls > B=2; # C=3") == [])
        #expect(ShellScanner.assignments(in: "cat <<EOF\nA=1\nEOF\nB=2") == ["B"])
        #expect(ShellScanner.assignments(in: "if true; then\n  A=1\nfi && B=2 || C=3") == ["A", "B", "C"])
    }

    @Test func expansions() {
        #expect(
            ShellScanner.expansions(in: "curl -H \"Authorization: ${OAUTH_TOKEN}\" $PATH ${ORG_GUID:-none}")
                == ["OAUTH_TOKEN", "PATH", "ORG_GUID"])
        #expect(ShellScanner.expansions(in: "echo '$A' \\$B $1 $? $@ $# $$ ${#C} ${!D} $E_F") == ["C", "D", "E_F"])
        #expect(ShellScanner.expansions(in: "echo \"'$A'\" $(echo $B) `echo $C` $((D + $E))") == ["A", "B", "C", "E"])
        #expect(ShellScanner.expansions(in: "cat <<'EOF'\n$A\nEOF\ncat <<EOF\n$B \\$C\nEOF") == ["B"])
        #expect(ShellScanner.expansions(in: "echo $A # and $B") == ["A"])
        #expect(ShellScanner.expansions(in: "echo ${A:-$B} \"${C:-'$D'}\"") == ["A", "B", "C", "D"])
    }

    /// The assembler lexes a command once for all three answers: they are the ones asked one by one.
    @Test func factsAreTheAnswersAskedOneByOne() {
        let more = [
            "export A=1 B=2; declare -x C=3\nlocal D=4; readonly E=5 > F=6 <x>",
            "X=1 Y+=2 cmd Z=3 $W \"${V:-<v>}\"", "read -r -p 'Name: ' NAME OTHER <in; read -a LIST",
            "sudo env A=1 kubectl apply -f <file> 2>&1 >/dev/null B=2", "cat <<EOF\nA=<a> $B\nEOF\nC=3 <<< <c>",
            "for ITEM in <a> b; do echo $ITEM; done", "ID=$(X=1 cmd <y>) `Q=2 <z>`", "",
        ]
        let commands = Self.contexts.map(\.command) + more
        for command in commands {
            let facts = ShellScanner.facts(of: command)
            #expect(facts.placeholders == ShellScanner.placeholders(in: command), "\(command)")
            #expect(facts.assignments == ShellScanner.assignments(in: command), "\(command)")
            #expect(facts.expansions == ShellScanner.expansions(in: command), "\(command)")
        }
    }

    @Test func unbalancedTextIsNeverAnError() {
        for text in [
            "echo \"unclosed <a>", "echo 'unclosed <a>", "echo $(unclosed <a>", "cat <<EOF\n<a>", "`<a>", ")<a>",
        ] {
            #expect(ShellScanner.placeholders(in: text).map(\.name) == ["a"], "\(text)")
        }
    }
}
