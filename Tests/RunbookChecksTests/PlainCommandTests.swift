import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookChecks

/// `ShellScript.isPlain` lets commands skip bash in `command-syntax`: bash must accept each plain one in silence.
///
/// Its tables are in `ShellSyntaxTests.PlainTests`; here bash judges the corpus's commands and
/// thousands of mutations of them.
@Suite struct PlainCommandTests {
    /// Bash accepts every plain mutation of the corpus's commands (and of a few examples).
    ///
    /// A mutation has one byte removed, or a piece of shell syntax put in, at every place. Each mutation the subset accepts must be one bash accepts in silence once its
    /// placeholders are words; thousands are accepted, and many rejected ones are syntax errors.
    @Test func bashAcceptsEveryMutationThatIsPlain() throws {
        var sources = Self.examples
        for page in RuleHarness.corpusPages() {
            for command in page.commands where command.snippet != nil { sources.append(command.command.text) }
        }
        let corpus = sources.count - Self.examples.count
        print(
            "plain: \(sources.dropFirst(Self.examples.count).filter { ShellScript(command: $0).isPlain }.count) of \(corpus) corpus commands"
        )
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
                let script = ShellScript(command: String(decoding: mutated, as: UTF8.self))
                if script.isPlain { mutations.append(CommandSnippet.plainWords(script)) }
            }
        }
        print("plain mutations: \(mutations.count)")
        // Without ../shared (a checkout alone) only the examples are mutated: fewer, but still enough to mean something.
        #expect(mutations.count > (corpus > 0 ? 150 : 30), "only \(mutations.count) plain mutations")
        let problems = try BashSyntaxChecker.check(mutations)
        for (snippet, problem) in zip(mutations, problems) { #expect(problem == nil, "\(snippet): \(problem!)") }
    }

    static let examples = [
        "ibmcloud login --apikey <api_key> -r us-south", "echo \"quoted\" $HOME | sort > <file>",
        "cmd 2>&1 | tee log && a || b; c &", "echo 'it'\\''s' \"a \\\" b\" # comment",
        "ibmcloud ce app create --name \"$APP\" \\\n  --env \"KEY=${VALUE}\"",
    ]

    /// Shell syntax put into the commands by `bashAcceptsEveryMutationThatIsPlain`.
    static let pieces = [
        "\"", "'", "|", "||", "&&", "&", ";", ";;", ">", ">>", "<", "2>&1", ">&", "&>", "\\", "\\\n", "$", "${",
        "}", "$x", "${x}", "#", " #", "\n", " fi ", " done", "do ", "|&", "<<", "(", ")", "`", "!", " ", "=", "*",
        "<x>", "0",
    ]

    @Test func bashStillFindsProblemsBesidePlainCommands() {
        let problems = BashSyntaxChecker.check(["echo a", "fi", "ls -l", "echo \"open"], parts: 1)
        #expect(problems?.map { $0 == nil } == [true, false, true, false])
    }
}
