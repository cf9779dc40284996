import Testing
import TestSupport

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
        "echo \"quoted\"", "echo $HOME", "ls | sort", "cat > file", "echo a; echo b", "echo a \\\n  b", "echo 'x'",
        "ibmcloud ce app create --name \"$APP\" \\\n  --image icr.io/x/y:1.0 \\\n  --env \"KEY=${VALUE}\"",
        "echo ${HOME} $1 $@ $? $$ $# \"$*\"",
        "cmd 2>&1 | tee log", "cmd >> log 2> err < input", "cmd &> all", "cmd >| file", "cmd >&2", "cmd 2>&-",
        "a && b || c; d & e", "a |\n  b", "a &&\n\n  b", "a |& b", "a &",
        "echo 'it'\\''s' \"a \\\" b\" \"é\" 'ü'",
        "echo a # it's a comment with \"quotes\" and (parens)",
        "# only a comment\n\necho done_",
        "curl -H \"Authorization: Bearer $TOKEN\" https://example.com/api?x=1&y=2",
        "ls ~/*.txt file?.md a^b",
        "echo a\\ b \\$HOME \\fi",
    ]

    static let notPlain = [
        "fi", "done", "then echo a", "a=b fi", "echo a\ndone", "  esac", "time", "for x in a b", "echo {a,b}",
        "echo [x]", "(cd /tmp)", "echo é", "echo $(date)", "echo `date`", "echo \"`date`\"", "cat <<EOF\nx\nEOF",
        "cat <<< word", "ls |", "| ls", "a && ; b", "a ; ; b", "a ;;", "; a", "& a", "a | | b", "a || && b",
        "echo \"open", "echo 'open", "echo ${a:-b}", "echo ${1}", "echo $'x'", "echo $\"x\"", "echo \"$\"", "cat >",
        "cat > | x", "cat > ; x", "cat >\nfile", "echo a >&file", "! true", "echo a \\", "diff <(ls) <(ls -a)",
        "tee >(cat)", "a | # comment", "echo a >#b", "x=(a b)", "a { b", "echo }", "echo a\r", "[[ -f x ]]",
        "echo \"$(date)\"", "cat <> file", "a >> >> b", "a > 0>>b", "a < 12<c",
    ]

    @Test func tellsPlainCommands() {
        for snippet in Self.plain { #expect(PlainCommand.isPlain(snippet), "\(snippet)") }
        for snippet in Self.notPlain { #expect(!PlainCommand.isPlain(snippet), "\(snippet)") }
    }

    @Test func bashAcceptsEveryPlainCommand() throws {
        let checker = try BashSyntaxChecker()
        let problems = try checker.check(Self.plain)
        for (snippet, problem) in zip(Self.plain, problems) { #expect(problem == nil, "\(snippet): \(problem!)") }
    }

    /// Mutations of the examples (and of the corpus's commands when it is there): one byte removed, or a piece
    /// of shell syntax put in, at every place. Each mutation the subset accepts must be one bash accepts in
    /// silence; thousands are accepted, and many rejected ones are syntax errors.
    @Test func bashAcceptsEveryMutationThatIsPlain() throws {
        var sources = Self.plain
        for page in RuleHarness.corpusPages() {
            for command in page.commands { if let snippet = command.snippet { sources.append(snippet) } }
        }
        let corpus = sources.count - Self.plain.count
        print("plain: \(sources.dropFirst(Self.plain.count).filter(PlainCommand.isPlain).count) of \(corpus) corpus commands")
        var mutations: [String] = []
        var generator = SplitMix(seed: 2026)
        for source in sources {
            let bytes = Array(source.utf8)
            for _ in 0..<min(12, bytes.count + 1) {
                let offset = generator.next(bytes.count + 1)
                var mutated = bytes
                if offset < bytes.count, generator.next(3) == 0 {
                    mutated.remove(at: offset)
                } else {
                    let piece = Self.pieces[generator.next(Self.pieces.count)]
                    mutated.insert(contentsOf: piece.utf8, at: offset)
                }
                let text = String(decoding: mutated, as: UTF8.self)
                if PlainCommand.isPlain(text) { mutations.append(text) }
            }
        }
        print("plain mutations: \(mutations.count)")
        #expect(mutations.count > 150, "only \(mutations.count) plain mutations")
        let problems = try BashSyntaxChecker().check(mutations)
        for (snippet, problem) in zip(mutations, problems) { #expect(problem == nil, "\(snippet): \(problem!)") }
    }

    /// Shell syntax put into the commands by `bashAcceptsEveryMutationThatIsPlain`.
    static let pieces = [
        "\"", "'", "|", "||", "&&", "&", ";", ";;", ">", ">>", "<", "2>&1", ">&", "&>", "\\", "\\\n", "$", "${",
        "}", "$x", "${x}", "#", " #", "\n", " fi ", " done", "do ", "|&", "<<", "(", ")", "`", "!", " ", "=", "*",
    ]

    @Test func thePoolStillFindsProblemsBesidePlainCommands() {
        let pool = BashCheckerPool()
        let problems = pool.check(["echo a", "fi", "ls -l", "echo \"open"])
        #expect(problems?.map { $0 == nil } == [true, false, true, false])
    }
}
