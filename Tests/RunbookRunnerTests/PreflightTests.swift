import Testing

@testable import RunbookRunner

/// The programs a command starts, as the preflight sees them.
@Suite struct PreflightTests {
    @Test func builtinsPathsQuotesAndPlaceholdersAreNotPrograms() {
        let command = "cd /tmp && echo hi | ./install.sh; \"$TOOL\" x; <tool> y; sudo -u me ls; sudo kubectl get pods"
        #expect(Preflight.programs(in: command) == ["kubectl"])
    }

    @Test func programsInsideSubstitutionsCount() {
        #expect(Preflight.programs(in: "OAUTH_TOKEN=`bx iam oauth-tokens | awk '{print $3}'`") == ["bx", "awk"])
    }
}
