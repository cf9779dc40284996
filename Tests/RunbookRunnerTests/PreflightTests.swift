import Foundation
import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookRunner

/// The programs a command starts, as the preflight sees them.
@Suite struct PreflightTests {
    /// A wrapper (`sudo`, `env`) is a program as much as the one it starts: a page that needs sudo where none is
    /// installed stops before anything is asked.
    @Test func builtinsPathsQuotesAndPlaceholdersAreNotPrograms() {
        let command = "cd /tmp && echo hi | ./install.sh; \"$TOOL\" x; <tool> y; sudo -u me ls; sudo kubectl get pods"
        #expect(RunEngine.programs(in: ShellScript(command: command)) == ["sudo", "kubectl"])
        #expect(RunEngine.programs(in: ShellScript(command: "env A=1 helm version")) == ["env", "helm"])
    }

    /// Every builtin and reserved word of the bash that runs the tests (`compgen -b`, `compgen -k`) is known as one.
    @Test func everyBashBuiltinIsNoProgram() throws {
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", "compgen -b; compgen -k"]
        let pipe = Pipe()
        bash.standardOutput = pipe
        try bash.run()
        let words = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        bash.waitUntilExit()
        #expect(words.count > 70)
        #expect(words.filter { !ShellScript.isBuiltin($0) } == [])
        #expect(
            RunEngine.programs(in: ShellScript(command: "disown foo; readarray x; times; kubectl get")) == ["kubectl"])
    }

    @Test func programsInsideSubstitutionsCount() {
        #expect(
            RunEngine.programs(in: ShellScript(command: "OAUTH_TOKEN=`bx iam oauth-tokens | awk '{print $3}'`")) == [
                "bx", "awk",
            ])
    }

    /// A function's name is a command where it is called (`missingPrograms` leaves out those the page defines).
    @Test func arrayValuesFunctionNamesAndCasePatternsAreNotPrograms() {
        let command =
            "arr=(a b c d)\nshow() { printf '%s' \"${arr[3]}\"; }\nshow\ncase $1 in\n  go) helm version ;;\nesac"
        #expect(RunEngine.programs(in: ShellScript(command: command)) == ["show", "helm"])
    }

    @Test func functionsThePageDefinesAreNotMissing() throws {
        let page =
            "# Page\n\n```sh\nshow() { echo \"$1\"; }\n```\n{: pre}\n\n```sh\nshow a && nosuchtool\n```\n{: pre}\n"
        let fixture = try RunFixture(page: page)
        let missing = RunEngine.missingPrograms(in: try fixture.plan(), path: "/usr/bin:/bin")
        #expect(missing.map(\.program) == ["nosuchtool"])
    }

    /// An alias the page defines is no program either, in any of the forms `alias` takes.
    @Test func aliasesThePageDefinesAreNotMissing() throws {
        let page = """
            # Page

            ```sh
            alias k='kubectl --context prod' 'kn=kubectl -n app' kx="echo x"
            ```
            {: pre}

            ```sh
            k get pods && kn get pods && kx && nosuchtool
            ```
            {: pre}
            """
        let fixture = try RunFixture(page: page)
        let missing = RunEngine.missingPrograms(in: try fixture.plan(), path: "/usr/bin:/bin")
        #expect(missing.map(\.program) == ["nosuchtool"])
    }
}
