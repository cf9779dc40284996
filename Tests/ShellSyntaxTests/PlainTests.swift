import Foundation
import Testing

@testable import ShellSyntax

/// `isPlain` lets `command-syntax` skip bash: every text it calls plain must be one bash accepts in silence
/// (`RunbookChecksTests.PlainCommandTests` holds bash to that on the corpus and thousands of mutations).
@Suite struct PlainTests {
    static let plain = [
        "ibmcloud login --apikey <api_key> -r us-south",
        "kubectl get pods -n <namespace>\nkubectl logs -f pod/app-1 --since=10m",
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
        "cat <file> > <out.txt>", "echo <fi> <a>b<c>",
    ]

    static let notPlain = [
        "fi", "done", "then echo a", "a=b fi", "echo a\ndone", "  esac", "time", "for x in a b", "echo {a,b}",
        "echo [x]", "(cd /tmp)", "echo é", "echo $(date)", "echo `date`", "echo \"`date`\"", "cat <<EOF\nx\nEOF",
        "cat <<< word", "ls |", "| ls", "a && ; b", "a ; ; b", "a ;;", "; a", "& a", "a | | b", "a || && b",
        "echo \"open", "echo 'open", "echo ${a:-b}", "echo ${1}", "echo $'x'", "echo $\"x\"", "echo \"$\"", "cat >",
        "cat > | x", "cat > ; x", "cat >\nfile", "echo a >&file", "! true", "echo a \\", "diff <(ls) <(ls -a)",
        "tee >(cat)", "a | # comment", "echo a >#b", "x=(a b)", "a { b", "echo }", "echo a\r", "[[ -f x ]]",
        "echo \"$(date)\"", "cat <> file", "a >> >> b", "a > 0>>b", "echo $((1))", "f() { :; }", "echo a$",
        "cmd >& 2", "cmd 2>&1x",
    ]

    @Test func tellsPlainCommands() {
        for text in Self.plain { #expect(ShellScript(text).isPlain, "\(text)") }
        for text in Self.notPlain { #expect(!ShellScript(text).isPlain, "\(text)") }
    }

    /// Each plain text, its placeholders made words, parses in bash.
    @Test func bashAcceptsThePlainTable() throws {
        for text in Self.plain {
            var bytes = Array(text.utf8)
            for placeholder in ShellScript(text).placeholders {
                bytes[placeholder.offset] = UInt8(ascii: "_")
                bytes[placeholder.offset + placeholder.length - 1] = UInt8(ascii: "_")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-n", "-c", String(decoding: bytes, as: UTF8.self)]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && said.isEmpty, "\(text)")
        }
    }
}
