import Testing

@testable import RunbookChecks

/// `PlainCommand` lets commands skip bash: every command it calls plain must be one bash accepts in silence.
@Suite struct PlainCommandTests {
    static let plain = [
        "ibmcloud login --apikey _api_key_ -r us-south",
        "kubectl get pods -n _namespace_\nkubectl logs -f pod/app-1 --since=10m",
        "  ibmcloud ce app create --name app --env A=b,c=d --cpu 0.5 --memory 1G",
        "a=b c=d env",
        "export PATH=/usr/local/bin:/usr/bin # comment, 50% +more @here",
        "",
        "echo fix dome iffy",
    ]

    static let notPlain = [
        "fi", "done", "then echo a", "a=b fi", "echo a\ndone", "  esac", "time", "for x in a b",
        "echo \"quoted\"", "echo $HOME", "ls | sort", "cat > file", "echo a; echo b", "echo a \\\n  b", "echo {a,b}",
        "echo [x]", "echo 'x'", "(cd /tmp)", "echo é",
    ]

    @Test func tellsPlainCommands() {
        for snippet in Self.plain { #expect(PlainCommand.isPlain(snippet), "\(snippet)") }
        for snippet in Self.notPlain { #expect(!PlainCommand.isPlain(snippet), "\(snippet)") }
    }

    @Test func bashAcceptsEveryPlainCommand() throws {
        let checker = try BashSyntaxChecker()
        let problems = try checker.check(Self.plain)
        #expect(problems.allSatisfy { $0 == nil })
    }

    @Test func thePoolStillFindsProblemsBesidePlainCommands() {
        let pool = BashCheckerPool()
        let problems = pool.check(["echo a", "fi", "ls -l", "echo \"open"])
        #expect(problems?.map { $0 == nil } == [true, false, true, false])
    }
}
