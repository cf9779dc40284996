import Foundation
import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookRunner

/// Hostile values substituted in every context, and the result really run with `/bin/bash` in a temp dir: the
/// command must see exactly the value, and no file `pwned` may appear.
@Suite struct SubstitutionSafetyTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let command: String
        /// What the command prints, given the value.
        let expected: @Sendable (String) -> String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "bare", command: "printf '%s' <x>") { $0 },
        Case(name: "double quotes", command: "printf '%s' \"pre-<x>-post\"") { "pre-\($0)-post" },
        Case(name: "single quotes", command: "printf '%s' 'pre-<x>-post'") { "pre-\($0)-post" },
        Case(name: "ANSI quotes", command: "printf '%s' $'a\\t<x>\\tb'") { "a\t\($0)\tb" },
        Case(name: "URL", command: "printf '%s' https://h/<x>?a=b") { "https://h/\($0)?a=b" },
        Case(name: "option", command: "printf '%s' --name=<x>") { "--name=\($0)" },
        Case(name: "redirection-like", command: "printf '%s\\n' --name <x> > out; cat out") { "--name\n\($0)\n" },
        Case(name: "backticks", command: "printf '%s' \"`printf '%s' <x>`\"") { $0 },
        Case(name: "backticks, single quotes", command: "printf '%s' \"`printf '%s' '<x>'`\"") { $0 },
        Case(name: "command substitution", command: "printf '%s' \"$(printf '%s' '<x>')\"") { $0 },
        Case(name: "nested in double quotes", command: "printf '%s' \"$(echo \"[<x>]\")\"") { "[\($0)]" },
        Case(name: "default word", command: "printf '%s' ${UNSET_VARIABLE:-<x>}") { $0 },
        Case(name: "quoted default word", command: "printf '%s' \"${UNSET_VARIABLE:-<x>}\"") { $0 },
        Case(name: "assignment", command: "V=<x>; printf '%s' \"$V\"") { $0 },
        Case(name: "heredoc", command: "cat <<EOF\npre <x> post\nEOF") { "pre \($0) post\n" },
        Case(name: "heredoc with tabs", command: "cat <<-EOF\n\tpre \"<x>\"\n\tEOF") { "pre \"\($0)\"\n" },
        Case(name: "heredoc then command", command: "cat <<EOF; printf '%s' <x>\nline\nEOF") { "line\n\($0)" },
    ]

    static let values = [
        "x; touch pwned", "$(touch pwned)", "`touch pwned`", "'\"; touch pwned; \"'", "*", "a value  with spaces",
        "EOF", "-n", "back\\slash", "line\nbreak", "${HOME}", "x' ; touch pwned ; '",
    ]

    @Test(arguments: cases)
    func renderedCommandSeesExactlyTheValueAndRunsNothing(_ testCase: Case) throws {
        for value in Self.values {
            let rendered = try ShellSubstitution.render(ShellScript(command: testCase.command)) {
                $0 == "x" ? "DOCRUN_X" : nil
            }
            let (output, pwned) = try Self.runBash(rendered, environment: ["DOCRUN_X": value])
            #expect(output == testCase.expected(value), "\(testCase.name): \(value.debugDescription) → \(rendered)")
            #expect(!pwned, "\(testCase.name): \(value.debugDescription) → \(rendered)")
        }
    }

    @Test(arguments: cases)
    func literalCommandSeesExactlyTheValueAndRunsNothing(_ testCase: Case) throws {
        for value in Self.values {
            let rendered: String
            do {
                rendered = try ShellSubstitution.renderLiteral(ShellScript(command: testCase.command)) {
                    $0 == "x" ? value : nil
                }
            } catch {
                // Only values that could end a heredoc are refused, and only there.
                #expect(testCase.name.hasPrefix("heredoc") && (value.contains("\n") || value.contains("EOF")))
                continue
            }
            let (output, pwned) = try Self.runBash(rendered, environment: [:])
            #expect(output == testCase.expected(value), "\(testCase.name): \(value.debugDescription) → \(rendered)")
            #expect(!pwned, "\(testCase.name): \(value.debugDescription) → \(rendered)")
        }
    }

    @Test func quotedHeredocAndCommentTakeOnlyLiterals() throws {
        let command = "cat <<'EOF' # <x>\n$HOME <x> `x`\nEOF"
        #expect(throws: SubstitutionError.unsupportedContext(name: "x")) {
            try ShellSubstitution.render(ShellScript(command: command)) { _ in "DOCRUN_X" }
        }
        for value in ["x; touch pwned", "$(touch pwned)", "'\"`"] {
            let rendered = try ShellSubstitution.renderLiteral(ShellScript(command: command)) { _ in value }
            let (output, pwned) = try Self.runBash(rendered, environment: [:])
            #expect(output == "$HOME \(value) `x`\n")
            #expect(!pwned)
        }
        #expect(throws: SubstitutionError.unsafeLiteral(name: "x")) {
            try ShellSubstitution.renderLiteral(ShellScript(command: command)) { _ in "a\ntouch pwned" }
        }
        #expect(throws: SubstitutionError.unsafeLiteral(name: "x")) {
            try ShellSubstitution.renderLiteral(ShellScript(command: "cat <<'EOF'\n<x>\nEOF\necho done")) { _ in "EOF" }
        }
        #expect(throws: SubstitutionError.unsafeLiteral(name: "x")) {
            try ShellSubstitution.renderLiteral(ShellScript(command: "ls # <x>")) { _ in "a\rb" }
        }
    }

    @Test func arithmeticTakesOnlyIntegers() throws {
        let command = "echo $(( <n> + 1 ))"
        #expect(throws: SubstitutionError.unsupportedContext(name: "n")) {
            try ShellSubstitution.render(ShellScript(command: command)) { _ in "DOCRUN_N" }
        }
        #expect(
            try ShellSubstitution.renderLiteral(ShellScript(command: command)) { _ in "41" } == "echo $(( 41 + 1 ))")
        #expect(throws: SubstitutionError.unsafeLiteral(name: "n")) {
            try ShellSubstitution.renderLiteral(ShellScript(command: command)) { _ in "a[$(touch pwned)]" }
        }
    }

    @Test func unknownPlaceholdersAreLeftAlone() throws {
        let rendered = try ShellSubstitution.render(ShellScript(command: "bx login -u <user> -p <password>")) {
            $0 == "user" ? "DOCRUN_USER" : nil
        }
        #expect(rendered == "bx login -u \"${DOCRUN_USER}\" -p <password>")
    }

    @Test func displayReplacesTextEverywhere() {
        let shown = Rendering.fill("echo '<a>' \"<b>\" <c> # <a>") { $0 == "c" ? nil : "[\($0)]" }
        #expect(shown == "echo '[a]' \"[b]\" <c> # [a]")
    }

    @Test func singleQuotingSurvivesQuotes() throws {
        for text in ["plain", "it's", "'", "''", "a\nb", "$(touch pwned)", ""] {
            let (output, pwned) = try Self.runBash("printf '%s' " + ShellQuoting.singleQuoted(text), environment: [:])
            #expect(output == text)
            #expect(!pwned)
        }
    }

    /// Runs `command` with `/bin/bash` in a fresh temp dir; its output, and whether `pwned` appeared there.
    static func runBash(_ command: String, environment: [String: String]) throws -> (String, Bool) {
        let temp = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: temp.path)
        process.environment = environment.merging(["PATH": "/usr/bin:/bin", "HOME": "/home/nobody"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), temp.exists("pwned"))
    }
}
