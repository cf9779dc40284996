import Foundation
import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookRunner

/// `script` with every placeholder replaced by `value` written as data for its context (`ShellSubstitution.literal`),
/// the way a value is written as text rather than read from a variable.
func renderedLiterally(_ script: ShellScript, _ value: String) throws(SubstitutionError) -> String {
    try ShellSubstitution.replace(script.bytes, script.placeholders.map { ($0, ()) }) {
        (occurrence, _) throws(SubstitutionError) in
        try ShellSubstitution.literal(value, at: occurrence)
    }
}

/// What the contexts table of `ValueSafetyTests` does not show: refusals, and values left alone.
@Suite struct SubstitutionSafetyTests {
    @Test func quotedHeredocAndCommentTakeOnlyLiterals() throws {
        let command = "cat <<'EOF' # <x>\n$HOME <x> `x`\nEOF"
        #expect(throws: SubstitutionError.unsupportedContext(name: "x")) {
            try ShellSubstitution.render(ShellScript(command: command)) { _ in "DOCRUN_X" }
        }
        let script = ShellScript(command: command)
        for value in ["x; touch pwned", "$(touch pwned)", "'\"`"] {
            let rendered = try renderedLiterally(script, value)
            let (output, pwned) = try Self.runBash(rendered, environment: [:])
            #expect(output == "$HOME \(value) `x`\n")
            #expect(!pwned)
        }
        #expect(throws: SubstitutionError.refused(name: "x", why: .lineBreak)) {
            try ShellSubstitution.literal("a\ntouch pwned", at: script.placeholders[0])
        }
        let heredoc = ShellScript(command: "cat <<'EOF'\n<x>\nEOF\necho done")
        #expect(throws: SubstitutionError.refused(name: "x", why: .endsHereDocument)) {
            try ShellSubstitution.literal("EOF", at: heredoc.placeholders[0])
        }
        let partOfALine = try renderedLiterally(ShellScript(command: "cat <<'EOF'\npass=<x>\nEOF"), "myEOFpass")
        #expect(partOfALine == "cat <<'EOF'\npass=myEOFpass\nEOF")
        #expect(throws: SubstitutionError.refused(name: "x", why: .lineBreak)) {
            try ShellSubstitution.literal("a\rb", at: ShellScript(command: "ls # <x>").placeholders[0])
        }
    }

    @Test func arithmeticTakesOnlyIntegers() throws {
        let command = ShellScript(command: "echo $(( <n> + 1 ))")
        #expect(try ShellSubstitution.render(command) { _ in "DOCRUN_N" } == "echo $(( (\"${DOCRUN_N}\") + 1 ))")
        #expect(try renderedLiterally(command, "-41") == "echo $(( (-41) + 1 ))")
        #expect(try renderedLiterally(command, "0") == "echo $(( (0) + 1 ))")
        for value in ["a[$(touch pwned)]", "1;touch pwned", "", "4 2", "0x10", "1e3", "08", "010", "-07"] {
            #expect(throws: SubstitutionError.refused(name: "n", why: .notAnInteger)) {
                try ShellSubstitution.literal(value, at: command.placeholders[0])
            }
            #expect(throws: SubstitutionError.refused(name: "n", why: .notAnInteger)) {
                try ShellSubstitution.substitute(command, value: { _ in value }, variable: { _ in "V" })
            }
        }
    }

    /// Where bash reads a value as a variable's name (and evaluates a subscript in it) only a name is data, where it
    /// evaluates arithmetic only an integer; a string `trap` runs later takes the value quoted: each command, run
    /// with hostile values and with one it takes.
    static let laterCode: [(command: String, refusal: ShellQuoting.Refusal?, valid: String)] = [
        ("read -r <y> <<< data", .notAName, "good_1"),
        ("printf -v <y> %s v", .notAName, "good_1"),
        ("sleep 0 & wait -n -p <y>", .notAName, "good_1"),
        ("[[ -v <y> ]]; test -v <y>; [ -v \"<y>\" ]; :", .notAName, "good_1"),
        ("declare <y>=v", .notAName, "good_1"),
        ("declare -a \"arr=(<y>)\"", .notAName, "good_1"),
        ("declare -n r=<y>; echo \"$r\"", .notAName, "good_1"),
        ("mapfile -t <y> < /dev/null", .notAName, "good_1"),
        ("export <y>=1; readonly <y>", .notAName, "good_1"),
        ("declare -i c=0; c+=<y>", .notAnInteger, "7"),
        ("echo $[ <y> + 1 ]", .notAnInteger, "7"),
        ("trap 'echo <y>' USR1; kill -USR1 $$", nil, "good_1"),
        ("echo \"${!<y>}\" ${<y>} ${#<y>} ${<y>:-d}", .notAName, "good_1"),
    ]

    /// A placeholder that is a parameter expansion's name (`${!<y>}`, `${<y>}`, `${#<y>}`) is the name written there:
    /// bash expands nothing in that place, so a reference to a variable (`${!"${V}"}`) was a syntax error.
    @Test func anExpansionsNameIsWrittenAsTheName() throws {
        let script = ShellScript(command: "good_1=v; echo \"${!<y>}\" ${<y>} ${#<y>}")
        #expect(script.placeholders.allSatisfy { $0.context.isName && $0.context.isExpansionName })
        let code = try ShellSubstitution.substitute(script, value: { _ in "good_1" }, variable: { _ in "V" })
        #expect(code == "good_1=v; echo \"${!good_1}\" ${good_1} ${#good_1}")
        #expect(throws: SubstitutionError.unsupportedContext(name: "y")) {
            try ShellSubstitution.render(script) { _ in "DOCRUN_Y" }
        }
    }

    /// A placeholder that is a tilde prefix's login name (`~<user>/`, `X=~<user>`, `P=a:~<user>`) is the name.
    ///
    /// It is written there as `plan` shows it: bash expands nothing in `~"${V}"`, which named a folder `~root` in the
    /// current one. Anything but a login name is refused (`~+`, `~-` and `~2` are the folder stack), and a quoted tilde is text.
    @Test func aTildePrefixsLoginNameIsWrittenAsTheName() throws {
        let script = ShellScript(command: "echo ~<u>/a X=~<u> P=/b:~<u>/c --o=~<u> \"~<u>\" ~/<u> a~<u>")
        #expect(script.placeholders.map(\.context.isLoginName) == [true, true, true, false, false, false, false])
        let code = try ShellSubstitution.substitute(script, value: { _ in "root" }, variable: { _ in "V" })
        #expect(code.hasPrefix("echo ~root/a X=~root P=/b:~root/c --o=~\"${V}\" \"~${V}\" ~/\"${V}\""))
        let (output, _) = try Self.runBash(code, environment: ["V": "root"])
        #expect(
            output.hasPrefix("/root/a X=/root P=/b:/root/c --o=~root ~root /") && output.hasSuffix("/root a~root\n"))
        for value in ["a[$(touch pwned)]", "$(touch pwned)", "x;touch pwned", "a b", "", "+", "-", "2", "-1", "r/x"] {
            #expect(throws: SubstitutionError.refused(name: "u", why: .notALoginName), "\(value)") {
                try ShellSubstitution.substitute(script, value: { _ in value }, variable: { _ in "V" })
            }
        }
        #expect(throws: SubstitutionError.unsupportedContext(name: "u")) {
            try ShellSubstitution.render(script) { _ in "DOCRUN_U" }
        }
    }

    @Test(arguments: laterCode)
    func valuesBashReadsLaterAreData(_ command: String, _ refusal: ShellQuoting.Refusal?, _ valid: String) throws {
        let script = ShellScript(command: command)
        for value in ["a[$(touch pwned)]", "x[`touch pwned`]", "x;touch pwned", "a b", "", valid] {
            if let refusal, value != valid {
                #expect(throws: SubstitutionError.refused(name: "y", why: refusal), "\(command) \(value)") {
                    try ShellSubstitution.substitute(script, value: { _ in value }, variable: { _ in "V" })
                }
                continue
            }
            let code = try ShellSubstitution.substitute(script, value: { _ in value }, variable: { _ in "V" })
            let (_, pwned) = try Self.runBash(code, environment: ["V": value])
            #expect(!pwned, "\(command) \(value)")
        }
    }

    /// Each way the lexer reads nested commands and expansions, `levels` deep around `<x>` (a subshell's `(` is
    /// counted, not nested).
    static func nested(_ levels: Int) -> [String] {
        func around(_ open: String, _ close: String) -> String {
            String(repeating: open, count: levels) + "<x>" + String(repeating: close, count: levels)
        }
        return [
            "echo " + around("$(echo ", ")"), "echo \"" + around("$(echo \"", "\")") + "\"",
            "echo \"" + around("${v:-", "}") + "\"",
            "cat " + around("<(cat ", ")"),
        ]
    }

    /// Nested to the lexer's limit, a value is filled in as anywhere; deeper, where it stands is not read, and every
    /// way of filling it in refuses (bash would have taken `x"; touch pwned; "` in double quotes as code).
    @Test(arguments: [0, 1, 2, 3]) func nestingPastTheLimitRefusesValues(_ form: Int) throws {
        let limit = ShellScript.maximumNesting
        let read = ShellScript(command: Self.nested(limit - 1)[form])
        #expect(read.isComplete && !read.placeholders[0].context.isUnread)
        let filled = try ShellSubstitution.substitute(read, value: { _ in "a b" }, variable: { _ in "X" })
        #expect(filled.contains("${X}") || filled.contains("'a b'"), "\(filled.suffix(300))")
        let deep = ShellScript(command: Self.nested(limit + 1)[form])
        #expect(!deep.isComplete && deep.placeholders[0].context.isUnread)
        for value in ["abc", "x\"; touch pwned; \""] {
            #expect(throws: SubstitutionError.refused(name: "x", why: .tooDeep)) {
                try ShellSubstitution.substitute(deep, value: { _ in value }, variable: { _ in "X" })
            }
            #expect(throws: SubstitutionError.refused(name: "x", why: .tooDeep)) {
                try ShellSubstitution.literal(value, at: deep.placeholders[0])
            }
        }
        #expect(throws: SubstitutionError.unsupportedContext(name: "x")) {
            try ShellSubstitution.render(deep) { _ in "DOCRUN_X" }
        }
    }

    /// 32,000 levels, which crashed the lexer's recursion (and crash bash itself): read in bounded depth.
    @Test func deepNestingEndsTheReading() {
        for command in Self.nested(32_000) {
            let script = ShellScript(command: command)
            #expect(!script.isComplete && script.placeholders[0].context.isUnread)
        }
    }

    @Test func unknownPlaceholdersAreLeftAlone() throws {
        let rendered = try ShellSubstitution.render(ShellScript(command: "bx login -u <user> -p <password>")) {
            $0 == "user" ? "DOCRUN_USER" : nil
        }
        #expect(rendered == "bx login -u \"${DOCRUN_USER}\" -p <password>")
    }

    @Test func displayReplacesTextEverywhere() {
        let text = "echo '<a>' \"<b>\" <c> # <a>"
        let placeholders = PlaceholderScanner.occurrences(in: text).map { ($0, ()) }
        let shown = ShellSubstitution.replace(Array(text.utf8), placeholders) { occurrence, _ in
            occurrence.name == "c" ? nil : "[\(occurrence.name)]"
        }
        #expect(shown == "echo '[a]' \"[b]\" <c> # [a]")
    }

    @Test func singleQuotingSurvivesQuotes() throws {
        for text in ["plain", "it's", "'", "''", "a\nb", "$(touch pwned)", ""] {
            let (output, pwned) = try Self.runBash("printf '%s' " + ShellQuoting.singleQuoted(text), environment: [:])
            #expect(output == text)
            #expect(!pwned)
        }
    }

    /// Backquotes whose escapes bash removes before it reads them (`\\\\`, `\\``, `\\"` inside double quotes, `\\$`
    /// before a quote or a bracket): read as written, `"`bash -c \\"printf %s <x>\\"`"` put the value bare, where bash
    /// hands it to `bash -c` as code, and `\\$[<x>]` put it where bash evaluates arithmetic. Every value is refused
    /// there, and the plan's script leaves the command to the reader; a value is taken, exactly, where the escapes
    /// read the same either way (`\\$1`).
    @Test func backquotesBashUnescapesRefuseValues() throws {
        let hostile = ["$(touch${IFS}pwned)", ";touch pwned", "a[$(touch pwned)]", "*", "a  b", "ok"]
        let reread = [
            "echo \"`bash -c \\\"printf %s <x>\\\"`\"", "printf '%s|' \"`printf '%s' \\\"<x>\\\"`\"",
            "echo `echo \\$[<x>]`", "echo `echo \\`printf %s <x>\\``", "echo `printf %s \\\\<x>`",
            "echo `bash -c \\$'printf %s <x>'`",
        ]
        for command in reread {
            let script = ShellScript(command: command)
            for value in hostile {
                do {
                    let filled = try ShellSubstitution.substitute(script, value: { _ in value }, variable: { _ in "X" })
                    let (output, pwned) = try Self.runBash(
                        "X=" + ShellQuoting.singleQuoted(value) + "\n" + filled, environment: [:])
                    Issue.record(
                        "\(command) took \(value.debugDescription): \(filled) printed \(output.debugDescription)")
                    #expect(!pwned, "\(command) ran \(value.debugDescription) as code")
                } catch {
                    #expect(
                        error as? SubstitutionError == .refused(name: "x", why: .rereadInBackquotes),
                        "\(command): \(error)")
                }
            }
            #expect(throws: SubstitutionError.unsupportedContext(name: "x")) {
                try ShellSubstitution.render(script) { _ in "DOCRUN_X" }
            }
        }
        let taken = [
            "printf '%s|' \"`printf '%s' <x>`\"", "printf '%s|' \"`y=1; printf '%s' \\$y <x>`\"",
            "printf '%s|' \"`printf '%s\\n' <x> | awk '{print \\$0}'`\"",
        ]
        for (command, expected) in zip(taken, ["a  b|", "1a  b|", "a  b|"]) {
            let filled = try ShellSubstitution.substitute(
                ShellScript(command: command), value: { _ in "a  b" }, variable: { _ in "X" })
            let (output, pwned) = try Self.runBash("X='a  b'\n" + filled, environment: [:])
            #expect(output == expected, "\(command) → \(filled)")
            #expect(!pwned)
        }
    }

    /// A `printf` format docrun does not read exactly (`%b`, another escape, a precision, an expansion, a value in the
    /// format), printed where a shell runs it: a value in it or in the words that fill it in is taken only when plain,
    /// exactly, and the plan's script leaves the command to the reader.
    @Test func formatsNotReadTakeOnlyPlainValues() throws {
        let commands = [
            "printf 'printf \"%%s|\" %b\\n' <x> | bash", "printf 'printf \"%%s|\" \"%.40s\"\\x0a' <x> | bash",
            "printf \"$FORMAT\" <x> | bash", "printf \"printf '%%s|' '<x>'\\n\" | bash",
        ]
        for command in commands {
            let script = ShellScript(command: command)
            for value in ["$(touch${IFS}pwned)", "\\047;touch pwned;\\047", "a b", "%s"] {
                #expect(throws: SubstitutionError.refused(name: "x", why: .notPlainInFormat), "\(command)") {
                    try ShellSubstitution.substitute(script, value: { _ in value }, variable: { _ in "X" })
                }
            }
            let filled = try ShellSubstitution.substitute(script, value: { _ in "eu-de_2/a.b" }, variable: { _ in "X" })
            let (output, pwned) = try Self.runBash(
                "FORMAT='printf \"%%s|\" %s\\n'\n" + filled, environment: [:])
            #expect(output == "eu-de_2/a.b|", "\(command) → \(filled)")
            #expect(!pwned)
            #expect(throws: SubstitutionError.unsupportedContext(name: "x")) {
                try ShellSubstitution.render(script) { _ in "DOCRUN_X" }
            }
        }
    }

    /// Runs `command` with `/bin/bash` in a fresh temp dir; its output, and whether `pwned` appeared there.
    static func runBash(_ command: String, environment: [String: String]) throws -> (String, Bool) {
        let temp = try TemporaryDirectory()
        let environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let (_, output) = try ValueSafetyTests.bash(["-c", command], in: temp.path, environment: environment)
        return (output, temp.exists("pwned"))
    }
}
