import Foundation
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// Every shell context a placeholder can sit in, × hostile values, run for real.
///
/// Through the run's bash session, and through the script `docrun plan --format sh` writes, piped to bash. No value may run as code (a file `x` would
/// appear), each accepted value reaches the command exactly, and an integer works wherever bash evaluates
/// arithmetic, where anything else is refused.
@Suite struct ValueSafetyTests {
    struct Context: Sendable, CustomStringConvertible {
        /// What holds the placeholder, where a line break in a value written as text (or the delimiter) would end it.
        enum Holder: Sendable {
            case none, comment, hereDocument, quotedHereDocument
            /// A double-quoted `${x:-word}`, where bash pairs single quotes: a `'` written there as text is a syntax
            /// error (docs/security.md); the run refers to a variable there instead.
            case quotedParameterWord
            /// The word of a double-quoted `${x%…}` or `${x/…/…}`, a pattern: the run refers to a variable quoted again
            /// there; a value written as text keeps its pattern characters (`*`, `?`, `[`, `\\`, `&`), a `}` ends the
            /// word, a `~` is a home, and bash pairs single quotes (docs/security.md).
            case quotedPattern
            /// A here-document a shell runs (`cat <<EOF | bash`, `kubectl exec -i pod -- sh <<EOF`): the value is
            /// written as text for that shell, where a line break would end its line.
            case hereDocumentToShell
        }

        let name: String
        /// The command, with the placeholder `<v>`.
        let command: String
        /// What the command prints for a value it takes.
        let expected: @Sendable (String) -> String
        /// Whether bash evaluates the value as arithmetic: only an integer is taken.
        var arithmetic = false
        var holder = Holder.none
        /// Whether the plan's script leaves the command to the reader, whatever the value (it writes no reference
        /// where `echo -e` decodes what a shell then reads).
        var leftToTheReader = false
        var description: String { name }
    }

    /// Bash's value of an integer as the arithmetic contexts print it.
    static func int(_ value: String) -> Int { Int(value)! }

    static let contexts: [Context] = [
        Context(name: "bare", command: "printf '%s|' <v>") { "\($0)|" },
        Context(name: "double-quoted", command: "printf '%s|' \"[<v>]\"") { "[\($0)]|" },
        Context(name: "single-quoted", command: "printf '%s|' '[<v>]'") { "[\($0)]|" },
        Context(name: "ANSI-quoted", command: "printf '%s|' $'\\t[<v>]'") { "\t[\($0)]|" },
        Context(name: "URL", command: "printf '%s|' https://h/<v>?a=b") { "https://h/\($0)?a=b|" },
        Context(name: "--opt=", command: "printf '%s|' --name=<v>") { "--name=\($0)|" },
        Context(name: "after an option", command: "printf '%s\\n' --name <v> > out; cat out") { "--name\n\($0)\n" },
        Context(name: "assignment", command: "V=<v>; printf '%s|' \"$V\"") { "\($0)|" },
        Context(name: "${x:-word}", command: "printf '%s|' ${UNSET:-<v>}") { "\($0)|" },
        Context(
            name: "\"${x:-word}\"", command: "printf '%s|' \"${UNSET:-<v>}\"", expected: { "\($0)|" },
            holder: .quotedParameterWord),
        Context(name: "$(…)", command: "printf '%s|' \"$(printf '%s' <v>)\" \"$(echo \"[<v>]\")\"") {
            "\($0)|[\($0)]|"
        },
        Context(name: "backquotes", command: "printf '%s|' \"`printf '%s' <v>`\" \"`printf '%s' '<v>'`\"") {
            "\($0)|\($0)|"
        },
        Context(
            name: "here-document", command: "cat <<EOF\n[<v>]\nEOF", expected: { "[\($0)]\n" }, holder: .hereDocument),
        Context(
            name: "here-document with tabs", command: "cat <<-EOF\n\t[\"<v>\"]\n\tEOF", expected: { "[\"\($0)\"]\n" },
            holder: .hereDocument),
        Context(name: "after a here-document", command: "cat <<EOF; printf '%s|' <v>\nline\nEOF") { "line\n\($0)|" },
        Context(
            name: "quoted here-document", command: "cat <<'EOF'\n[<v>] $HOME\nEOF", expected: { "[\($0)] $HOME\n" },
            holder: .quotedHereDocument),
        Context(name: "comment", command: "printf '%s|' ok # <v>", expected: { _ in "ok|" }, holder: .comment),
        Context(
            name: "[[ -gt ]]", command: "[[ <v> -gt 0 ]] && echo yes || echo no",
            expected: {
                int($0) > 0 ? "yes\n" : "no\n"
            }, arithmetic: true),
        Context(
            name: "(( ))", command: "(( <v> > 2 )) && echo yes || echo no",
            expected: {
                int($0) > 2 ? "yes\n" : "no\n"
            }, arithmetic: true),
        Context(
            name: "let", command: "let \"x = <v>\"; printf '%s' \"$x\"", expected: { "\(int($0))" }, arithmetic: true),
        Context(
            name: "declare -i", command: "declare -i y=<v>; printf '%s' \"$y\"", expected: { "\(int($0))" },
            arithmetic: true),
        Context(
            name: "${arr[n]}", command: "arr=(a b c d); printf '%s' \"${arr[<v>]}\"",
            expected: {
                ["a", "b", "c", "d"][(int($0) + 4) % 4]
            }, arithmetic: true),
        Context(
            name: "arr[n]=", command: "arr=(a b c d); arr[<v>]=z; printf '%s' \"${arr[*]}\"",
            expected: {
                var array = ["a", "b", "c", "d"]
                array[(int($0) + 4) % 4] = "z"
                return array.joined(separator: " ")
            }, arithmetic: true),
        Context(
            name: "${s:offset}", command: "s=abcdef; printf '%s' \"${s:<v>}\"",
            expected: {
                String("abcdef".suffix(int($0) < 0 ? -int($0) : 6 - int($0)))
            }, arithmetic: true),
        Context(
            name: "${s:1:length}", command: "s=abcdef; printf '%s' ${s:1:<v>}",
            expected: {
                let rest = "bcdef"
                return String(rest.prefix(int($0) < 0 ? rest.count + int($0) : int($0)))
            }, arithmetic: true),
        Context(
            name: "$(( ))", command: "printf '%s' $(( <v> + 1 ))", expected: { "\(int($0) + 1)" }, arithmetic: true),
        Context(name: "eval", command: "eval \"printf '%s|' <v>\"") { "\($0)|" },
        Context(name: "bash -c", command: "bash -c \"printf '%s|' <v>\"") { "\($0)|" },
        Context(name: "sh -c", command: "sh -c 'printf \"%s|\" <v>'") { "\($0)|" },
        Context(name: "ssh host", command: "ssh host \"printf '%s|' <v>\"") { "\($0)|" },
        Context(name: "xargs sh -c", command: "printf 'a\\n' | xargs sh -c 'printf \"%s|\" \"<v>\"'") { "\($0)|" },
        Context(
            name: "\"${x%pattern}\"", command: "X=abc.tar; printf '%s|' \"${X%<v>}\"",
            expected: { "abc.tar".hasSuffix($0) ? String("abc.tar".dropLast($0.count)) + "|" : "abc.tar|" },
            holder: .quotedPattern),
        Context(
            name: "\"${x/p/replacement}\"", command: "X=abc; printf '%s|' \"${X/b/<v>}\"", expected: { "a\($0)c|" },
            holder: .quotedPattern),
        Context(name: "here-string to bash", command: "bash <<< \"printf '%s|' <v>\"") { "\($0)|" },
        Context(name: "here-string to sh", command: "sh <<< 'printf \"%s|\" \"[<v>]\"'") { "[\($0)]|" },
        Context(name: "echo | bash", command: "echo \"printf '%s|' <v>\" | bash") { "\($0)|" },
        Context(name: "printf | sh", command: "printf '%s\\n' 'printf \"%s|\" \"<v>\"' | sh") { "\($0)|" },
        Context(name: "builtin eval", command: "builtin eval \"printf '%s|' <v>\"") { "\($0)|" },
        Context(
            name: "here-document | bash", command: "cat <<EOF | bash\nprintf '%s|' <v>\nEOF", expected: { "\($0)|" },
            holder: .hereDocumentToShell),
        // The lines before decide what is pending when the shell's here-document opens (a trap and a value run as
        // code before these were read right), and a pipe goes on past a line's end, blank lines and comments.
        Context(
            name: "a here-document, then one to bash", command: "cat <<A\nfirst\nA\nbash <<EOF\nprintf '%s|' <v>\nEOF",
            expected: { "first\n\($0)|" }, holder: .hereDocumentToShell),
        Context(
            name: "two here-documents, then one to bash",
            command: "cat <<A <<B\none\nA\ntwo\nB\nbash <<EOF\nprintf '%s|' <v>\nEOF", expected: { "two\n\($0)|" },
            holder: .hereDocumentToShell),
        Context(name: "echo | at a line's end", command: "echo \"printf '%s|' <v>\" |\n\n# then\nbash") { "\($0)|" },
        Context(
            name: "here-document | at a line's end", command: "cat <<EOF |\nprintf '%s|' <v>\nEOF\nbash",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        Context(
            name: "kubectl exec -- sh <<EOF", command: "kubectl exec -i pod -- sh <<EOF\nprintf '%s|' \"<v>\"\nEOF",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        Context(
            name: "bash -c arithmetic", command: "bash -c \"printf '%s' \\$(( <v> * 2 ))\"",
            expected: { "\(int($0) * 2)" }, arithmetic: true),
        // Bash reads an alias's body again where the alias is used; `-O` and `--rcfile` take an argument before `-c`.
        Context(name: "alias body", command: "shopt -s expand_aliases\nalias p='printf \"%s|\" <v>'\np") { "\($0)|" },
        Context(name: "bash -O opt -c", command: "bash -O extglob -c \"printf '%s|' <v>\"") { "\($0)|" },
        Context(name: "bash --rcfile f -c", command: "bash --rcfile /dev/null -c \"printf '%s|' <v>\"") { "\($0)|" },
        // A here-document written to a script is code the script's shell runs.
        Context(
            name: "here-document > script.sh", command: "cat > s.sh <<EOF\nprintf '%s|' <v>\nEOF\nbash s.sh",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        Context(
            name: "tee script.bash <<EOF",
            command: "tee s.bash > /dev/null <<EOF\nprintf '%s|' \"<v>\"\nEOF\nbash s.bash",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        // What `echo` or `printf` writes to a script, and a shell's startup file, are code a shell runs later.
        Context(name: "echo > script.sh", command: "echo \"printf '%s|' <v>\" > s.sh; bash s.sh") { "\($0)|" },
        Context(
            name: "printf format > script.sh", command: "printf 'printf \"%%s|\" %s\\n' <v> > s.sh; bash s.sh",
            expected: { "\($0)|" }),
        Context(
            name: "echo | tee .profile",
            command: "echo \"printf '%s|' <v>\" | tee ./.profile > /dev/null; . ./.profile",
            expected: { "\($0)|" }),
        Context(
            name: "here-document > .bashrc", command: "cat > ./.bashrc <<EOF\nprintf '%s|' <v>\nEOF\n. ./.bashrc",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        // What the commands of a group, a subshell, a loop or an `if` print goes where it writes.
        Context(name: "{ echo; } > script.sh", command: "{ echo \"printf '%s|' <v>\"; } > s.sh; bash s.sh") {
            "\($0)|"
        },
        Context(name: "( echo ) > script.sh", command: "( echo \"printf '%s|' <v>\" ) > s.sh; bash s.sh") { "\($0)|" },
        Context(
            name: "for … done > script.sh",
            command: "for i in 1; do printf 'printf \"%%s|\" %s\\n' <v>; done > s.sh; bash s.sh"
        ) { "\($0)|" },
        Context(
            name: "if … fi | tee script.sh",
            command: "if true; then echo \"printf '%s|' <v>\"; fi | tee s.sh > /dev/null; bash s.sh"
        ) { "\($0)|" },
        Context(name: "{ echo; } | bash", command: "{ echo \"printf '%s|' <v>\"; } | bash") { "\($0)|" },
        Context(
            name: "{ here-document } > script.sh", command: "{\ncat <<EOF\nprintf '%s|' <v>\nEOF\n} > s.sh\nbash s.sh",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        // What a substitution prints where its output is run, and what a function prints where a call writes it.
        Context(name: "eval \"$(echo)\"", command: "eval \"$(echo \"printf '%s|' <v>\")\"") { "\($0)|" },
        Context(name: "bash -c \"$(echo)\"", command: "bash -c \"$(echo \"printf '%s|' <v>\")\"") { "\($0)|" },
        Context(name: "source <(echo)", command: "source <(echo \"printf '%s|' <v>\")") { "\($0)|" },
        Context(name: ". <(printf)", command: ". <(printf 'printf \"%%s|\" %s\\n' <v>)") { "\($0)|" },
        Context(name: "bash <(echo)", command: "bash <(echo \"printf '%s|' <v>\")") { "\($0)|" },
        Context(name: "f > script.sh", command: "f() { echo \"printf '%s|' <v>\"; }; f > s.sh; bash s.sh") {
            "\($0)|"
        },
        Context(
            name: "here-document > script.sh with $(printf)",
            command: "cat > s.sh <<EOF\nprintf '%s|' $(printf %s <v>)\nEOF\nbash s.sh",
            expected: { "\($0)|" }, holder: .hereDocumentToShell),
        Context(name: "f | bash", command: "f() { printf 'printf \"%%s|\" %s\\n' <v>; }\nf | bash") { "\($0)|" },
        // What a substitution prints, printed again by `echo` or `printf` where a shell reads it, and what a function
        // prints where a call in another command list runs it; a substitution printed to a file that no shell reads.
        Context(name: "echo \"$(echo)\" | bash", command: "echo \"$(echo \"printf '%s|' <v>\")\" | bash") { "\($0)|" },
        Context(
            name: "echo \"X=$(echo)\" > script.sh",
            command: "echo \"X=$(echo <v>)\" > s.sh; . ./s.sh; printf '%s|' \"$X\""
        ) {
            "\($0)|"
        },
        Context(
            name: "printf \"$(echo)\" >> script.sh",
            command: "rm -f s.sh; printf '%s\\n' \"$(echo \"printf '%s|' <v>\")\" >> s.sh; bash s.sh"
        ) { "\($0)|" },
        Context(
            name: "echo \"$(printf)\" | tee script.sh",
            command: "echo \"export A=$(printf %s <v>)\" | tee s.sh > /dev/null; . ./s.sh; printf '%s|' \"$A\""
        ) { "\($0)|" },
        Context(
            name: "echo \"\\\"$(printf)\\\"\" | bash", command: "echo \"printf '%s|' \\\"$(printf %s <v>)\\\"\" | bash"
        ) {
            "\($0)|"
        },
        Context(name: "eval \"\\\"$(printf)\\\"\"", command: "eval \"printf '%s|' \\\"$(printf %s <v>)\\\"\"") {
            "\($0)|"
        },
        Context(name: "eval \"$(f)\"", command: "f() { echo \"printf '%s|' <v>\"; }; eval \"$(f)\"") { "\($0)|" },
        // What a function prints that a function whose output runs calls, through a chain and through a recursion.
        Context(
            name: "eval \"$(f)\" with f calling g",
            command: "g() { echo \"printf '%s|' <v>\"; }; f() { g; }; eval \"$(f)\""
        ) { "\($0)|" },
        Context(
            name: "f | bash with f calling h calling g",
            command:
                "g() { echo \"printf '%s|' \\\"<v>\\\"\"; }\nh() { g; }; f() { [ -n \"$1\" ] && return; h; f x; }\nf | bash"
        ) { "\($0)|" },
        // What `printf` prints where a shell runs it: each word where the format puts it, in the format's quotes.
        Context(name: "printf 'echo \"%s\"' | bash", command: "printf 'printf \"%%s|\" \"%s\"\\n' <v> | bash") {
            "\($0)|"
        },
        Context(
            name: "printf \"X='%s'\" > script.sh",
            command: "printf \"X='%s'\\tY=\\\"%s\\\"\\n\" <v> <v> > s.sh; . ./s.sh; printf '%s|' \"$X\" \"$Y\""
        ) { "\($0)|\($0)|" },
        Context(
            name: "eval \"$(printf 'echo \"%s\" %q')\"",
            command: "eval \"$(printf 'printf \\\"%%s|\\\" \\\"%s\\\" %q;' <v> <v>)\""
        ) { "\($0)|\($0)|" },
        // What `echo` prints of `$'…'` words where a shell runs it, read with their escapes.
        Context(name: "echo $'#\\n' | bash", command: "echo $'#\\n' \"printf '%s|' <v>\" | bash") { "\($0)|" },
        Context(
            name: "echo $'\\x22' | bash", command: "echo $'printf \"%s|\" \\x22' \"<v>\" $'\\042' | bash"
        ) { " \($0) |" },
        // What `echo -e` prints where a shell runs it: its escapes decoded, the page's and none of the value's.
        Context(
            name: "echo -e | bash", command: "echo -e \"printf '%s|' <v>\" | bash", expected: { "\($0)|" },
            leftToTheReader: true),
        Context(
            name: "echo -n -e \"\\\"…\\\"\" | bash", command: "echo -n -e \"printf '%s|' \\\"<v>\\\"\" | bash",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "echo -e '\\x27' | bash", command: "echo -e \"printf '%s|' \\x27<v>\\047\" | bash",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "echo -e '#\\n' | bash", command: "echo -e '#\\n' \"printf '%s|' <v>\" | bash",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "echo -ne > script.sh", command: "echo -ne \"X=<v>\\n\" > s.sh; . ./s.sh; printf '%s|' \"$X\"",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "eval \"$(echo -e)\"", command: "eval \"$(echo -e \"printf '%s|' <v>\")\"", expected: { "\($0)|" },
            leftToTheReader: true),
        Context(
            name: "echo -e \"$(echo -e)\" | bash",
            command: "echo -e \"$(echo -e \"printf '%s|' <v>\")\" | bash", expected: { "\($0)|" },
            leftToTheReader: true),
        Context(
            name: "f() { echo -e; }; f | bash", command: "f() { echo -e \"printf '%s|' <v>\"; }; f | bash",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "bash -c 'echo -e | bash'", command: "bash -c 'echo -e \"printf \\\"%s|\\\" <v>\" | bash'",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "eval 'echo -e | bash'", command: "eval 'echo -e \"printf %s\\| <v>\" | bash'",
            expected: { "\($0)|" }, leftToTheReader: true),
        // What commands print with no line break between, or inside quotes a line leaves open, is one text for the
        // shell that runs it: the value lands where the text before it left off.
        Context(
            name: "{ echo -n; echo; } | bash", command: "{ echo -n 'printf \"%s|\" \"'; echo '<v>\"'; } | bash"
        ) { "\($0)|" },
        Context(
            name: "{ printf; echo; } > script.sh",
            command: "{ printf 'printf \"%%s|\" \"'; echo '<v>\"'; } > s.sh; . ./s.sh"
        ) { "\($0)|" },
        Context(
            name: "{ echo -e '\\c'; echo; } | bash",
            command: "{ echo -e 'printf \"%s|\" \"\\c'; echo '<v>\"'; } | bash"
        ) { "\($0)|" },
        Context(
            name: "{ echo '\"$('; echo; } | bash",
            command: "{ echo 'printf \"%s|\" \"$(true'; echo ')<v>\"'; } | bash"
        ) { "\($0)|" },
        Context(
            name: "eval \"$(echo -n; echo)\"", command: "eval \"$(echo -n 'printf \"%s|\" \"'; echo '<v>\"')\""
        ) { "\($0)|" },
        // What dash's `echo` (Debian's `sh`) prints where a shell runs it: escapes decoded with no option.
        Context(
            name: "sh -c 'echo | sh'", command: "sh -c 'echo \"printf \\\"%s|\\\" <v>\" | sh'",
            expected: { "\($0)|" }, leftToTheReader: true),
        Context(
            name: "sh <<EOF with echo | sh", command: "sh <<'EOF'\necho \"printf '%s|' <v>\" | sh\nEOF",
            expected: { "\($0)|" }, holder: .quotedHereDocument, leftToTheReader: true),
        // What a substitution prints where bash evaluates it as arithmetic.
        Context(
            name: "$(( $(echo) ))", command: "printf '%s' $(( $(echo <v>) * 2 ))", expected: { "\(int($0) * 2)" },
            arithmetic: true),
        Context(
            name: "[[ $(printf) -ge ]]", command: "[[ $(printf %s <v>) -ge -100 ]] && printf ok",
            expected: { _ in "ok" },
            arithmetic: true),
        Context(
            name: "echo \"$(echo)\" > file.txt",
            command: "echo \"$(echo \"X=<v>\")\" > out.txt; printf '%s|' \"$(cat out.txt)\""
        ) {
            "X=\($0)|"
        },
    ]

    /// Values that would run `touch x` if they became code (also with a combining mark after a quote, which makes
    /// one `Character` of them), numbers, and text bash reads specially.
    static let values: [String] = [
        "a[$(touch x)]", "$(touch x)", "`touch x`", "'; touch x; '", "\"; touch x; \"", "$'\\x41'", "a\ntouch x",
        "x' && touch x #", "1;touch x", "-1", "+2", "3", "*", "~root", "!!", "EOF", "\\", "a\\", "${HOME}", "-n",
        "a value  with spaces", "'\u{301}; touch x; '\u{301}", "\"\u{301}; `\u{301}touch x`\u{301}; $\u{301}(touch x)",
        // Escapes `echo -e` decodes: a quote, a line break, the end of what it prints.
        "\\x27; touch x; \\x27", "\\047; touch x; \\0047", "\\u0027; touch x; \\U00000027", "\\x22; touch x; \\x22",
        "a\\ntouch x", "'\\c", "\\c$(touch x)",
        String(repeating: "long-value-", count: 2_000),
        String(String.UnicodeScalarView((1...255).compactMap { $0 == 10 || $0 == 13 ? nil : Unicode.Scalar($0) })),
    ]

    /// Whether `value` is taken in `context`, by the run (`literal` false) or written as text (`renderedLiterally`).
    static func takes(_ value: String, in context: Context, literal: Bool) -> Bool {
        if context.arithmetic && !ShellBytes.isInteger(value) { return false }
        let breaks = value.contains("\n") || value.contains("\r")
        switch context.holder {
        case .none: return true
        case .quotedParameterWord, .quotedPattern: return true
        case .comment: return !(literal && breaks)
        // `[<v>]` can never make its line `EOF`: only a whole line equal to the delimiter ends a here-document.
        case .hereDocument: return !(literal && breaks)
        case .quotedHereDocument, .hereDocumentToShell: return !breaks
        }
    }

    @Test(arguments: contexts)
    func theRunsSessionTakesValuesAsData(_ context: Context) throws {
        let temp = try TemporaryDirectory()
        let session = try makeSession(
            in: temp.path, environment: ["PATH": try Self.fakeSSH(in: temp) + ":/usr/bin:/bin"])
        defer { session.close() }
        let script = ShellScript(command: context.command)
        for value in Self.values {
            let label = "\(context.name): \(value.prefix(40).debugDescription)"
            let taken = Self.takes(value, in: context, literal: false)
            let command: String
            do {
                command = try ShellSubstitution.substitute(
                    script, value: { _ in value }, variable: { _ in "__docrun_V" })
            } catch {
                #expect(!taken, "\(label) refused: \(error)")
                continue
            }
            #expect(taken, "\(label) taken")
            _ = try session.run("__docrun_V=" + ShellQuoting.singleQuoted(value)) { _ in }
            let output = Locked<[UInt8]>([])
            _ = try session.run(command, onOutput: output.collect)
            if taken { #expect(output.text == context.expected(value), "\(label) → \(command.prefix(200))") }
            #expect(!temp.exists("x"), "\(label) ran code → \(command.prefix(200))")
            try? FileManager.default.removeItem(atPath: temp.path + "/x")
        }
    }

    @Test(arguments: contexts)
    func valuesWrittenAsTextStayData(_ context: Context) throws {
        let temp = try TemporaryDirectory()
        let path = try Self.fakeSSH(in: temp) + ":/usr/bin:/bin"
        let script = ShellScript(command: context.command)
        for value in Self.values {
            let label = "\(context.name): \(value.prefix(40).debugDescription)"
            let taken = Self.takes(value, in: context, literal: true)
            let command: String
            do {
                command = try renderedLiterally(script, value)
            } catch {
                #expect(!taken, "\(label) refused: \(error)")
                continue
            }
            #expect(taken, "\(label) taken")
            let (_, output) = try Self.bash(["-c", command], in: temp.path, environment: ["PATH": path])
            // Bash pairs single quotes in a double-quoted `${x:-word}`: a `'` written there is not exact (security.md).
            let exact =
                !(context.holder == .quotedParameterWord && value.contains("'"))
                && !(context.holder == .quotedPattern
                    && value.unicodeScalars.contains { "*?[\\'&}~".unicodeScalars.contains($0) })
            if taken, exact { #expect(output == context.expected(value), "\(label) → \(command.prefix(200))") }
            #expect(!temp.exists("x"), "\(label) ran code → \(command.prefix(200))")
            try? FileManager.default.removeItem(atPath: temp.path + "/x")
        }
    }

    @Test(arguments: contexts)
    func thePlansScriptTakesValuesAsData(_ context: Context) throws {
        let temp = try TemporaryDirectory()
        let page = "# Try\n\n```sh\n\(context.command)\n```\n{: pre}\n"
        let runbook = RunbookReader().read(try PageSource(path: temp.path + "/page.md", bytes: Array(page.utf8)))
        let plan = try Planner.plan(runbook, selection: .init(), inputs: ValueInputs())
        let script = temp.path + "/plan.sh"
        try PlanScriptReport(language: .en).render(plan).write(toFile: script, atomically: true, encoding: .utf8)
        let path = try Self.fakeSSH(in: temp) + ":/usr/bin:/bin"
        for value in Self.values {
            let label = "\(context.name): \(value.prefix(40).debugDescription)"
            let (status, output) = try Self.bash(
                [script], in: temp.path, environment: ["PATH": path, "DOCRUN_V": value])
            #expect(!temp.exists("x"), "\(label) ran code")
            try? FileManager.default.removeItem(atPath: temp.path + "/x")
            if context.holder == .quotedHereDocument || context.leftToTheReader {
                #expect(status == 0 && output.isEmpty, "\(label): left to be run by hand")
            } else if context.arithmetic && !ShellBytes.isInteger(value) {
                #expect(status == 1 && output.contains("<v> must be an integer"), "\(label): \(output)")
            } else {
                #expect(status == 0 && output == context.expected(value), "\(label): \(output.prefix(200))")
            }
        }
    }

    /// A folder with an `ssh` that does what ssh does with a command: joins the words after the host and gives
    /// them to a shell; and a `kubectl` whose `exec` runs its command here.
    static func fakeSSH(in temp: TemporaryDirectory) throws -> String {
        let bin = temp.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try ExecutableFile.write("#!/bin/sh\nshift\nexec sh -c \"$*\"\n", to: bin + "/ssh")
        // `kubectl exec … -- cmd…` runs the command after `--`, its input the pod's.
        try ExecutableFile.write(
            "#!/bin/sh\nwhile [ \"$1\" != -- ]; do shift; done\nshift\nexec \"$@\"\n", to: bin + "/kubectl")
        return bin
    }

    /// Runs `bash arguments…` in `directory`: its status and its output (standard output and error).
    static func bash(_ arguments: [String], in directory: String, environment: [String: String]) throws
        -> (Int32, String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment.merging(["HOME": directory, "LC_ALL": "C.UTF-8"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
