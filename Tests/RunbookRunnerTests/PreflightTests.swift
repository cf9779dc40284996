import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookRunner

/// The programs a command starts, as the preflight sees them.
@Suite struct PreflightTests {
    @Test func builtinsPathsQuotesAndPlaceholdersAreNotPrograms() {
        let command = "cd /tmp && echo hi | ./install.sh; \"$TOOL\" x; <tool> y; sudo -u me ls; sudo kubectl get pods"
        #expect(RunEngine.programs(in: ShellScript(command: command)) == ["kubectl"])
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
}
