import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookRunner

/// The programs a command starts, as the preflight sees them.
@Suite struct PreflightTests {
    @Test func builtinsPathsQuotesAndPlaceholdersAreNotPrograms() {
        let command = "cd /tmp && echo hi | ./install.sh; \"$TOOL\" x; <tool> y; sudo -u me ls; sudo kubectl get pods"
        #expect(Preflight.programs(in: ShellScript(command: command)) == ["kubectl"])
    }

    @Test func programsInsideSubstitutionsCount() {
        #expect(
            Preflight.programs(in: ShellScript(command: "OAUTH_TOKEN=`bx iam oauth-tokens | awk '{print $3}'`")) == [
                "bx", "awk",
            ])
    }
}
