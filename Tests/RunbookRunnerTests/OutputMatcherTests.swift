import Testing

@testable import RunbookRunner

extension OutputMatch {
    /// Placeholder name → value found in the output.
    var bindings: [String: String] { Dictionary(uniqueKeysWithValues: orderedBindings.map { ($0.name, $0.value) }) }
}

@Suite struct OutputMatcherTests {
    // Seed 003 (registry_access, FR): `bx cr token-add` output with a `<token_value>` slot.
    // The seed's first line ends with three spaces; they must not matter.
    static let tokenExample =
        "Token identifier   58669dd6-3ddd-5c78-99f9-ad0a5aabd9ad   \n"
        + "Token              <token_value>"

    @Test func tokenSlotBindsTheRealTokenDespiteADifferentIdentifier() {
        let actual = """
            Requesting a registry token...

            Token identifier   7c4f2d1e-0b9a-5e11-8c3d-0123456789ab
            Token              eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJqdGkiOiJhYmMifQ.c2lnbmF0dXJl

            OK
            """
        let result = OutputMatcher.compare(expected: Self.tokenExample, actual: actual)
        #expect(result.matches)
        let token = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJqdGkiOiJhYmMifQ.c2lnbmF0dXJl"
        #expect(result.bindings == ["token_value": token])
        #expect(result.orderedBindings == [OutputMatch.Binding(name: "token_value", value: token)])
        #expect(result.missing == [])
        #expect(result.diff == [])
    }

    @Test func tokenExampleFailsWhenTheTokenLineIsMissing() {
        let actual = "Token identifier   7c4f2d1e-0b9a-5e11-8c3d-0123456789ab\nFAILED\n"
        let result = OutputMatcher.compare(expected: Self.tokenExample, actual: actual)
        #expect(!result.matches)
        #expect(result.bindings == [:])
        #expect(result.missing == [ExpectedLine(line: 2, text: "Token              <token_value>")])
        #expect(result.diff == ["- Token              <token_value>", "+ FAILED"])
    }

    // Seed 004 (cs_cli_install, FR): `kubectl version --short`.
    @Test func clientVersionMatchesANewerVersion() {
        let result = OutputMatcher.compare(expected: "Client Version: v1.9.7", actual: "Client Version: v1.27.3\n")
        #expect(result == OutputMatch(orderedBindings: [], missing: []))
    }

    @Test func clientVersionDoesNotMatchAnotherLabel() {
        let result = OutputMatcher.compare(expected: "Client Version: v1.9.7", actual: "Server Version only")
        #expect(!result.matches)
        #expect(result.missing == [ExpectedLine(line: 1, text: "Client Version: v1.9.7")])
        #expect(result.diff == ["- Client Version: v1.9.7", "+ Server Version only"])
    }

    @Test func bothVersionLinesMatchAmongExtraLines() {
        let expected = "Client Version: v1.9.7\nServer Version: v1.9.7\n"
        let actual = "Client Version: v1.27.3\nKustomize Version: v5.0.4\nServer Version: v1.27.9+IKS\n"
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        let reversed = "Server Version: v1.27.9+IKS\nClient Version: v1.27.3\n"
        let result = OutputMatcher.compare(expected: expected, actual: reversed)
        #expect(!result.matches)
        #expect(result.missing == [ExpectedLine(line: 2, text: "Server Version: v1.9.7")])
    }

    // Seed 000 (cs_dedicated_tokens, FR): the registry token API answers `{"token": "eyJ…"}`.
    static let registryTokenExample = """

        {
            "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJqdGkiOiI2MzdiM2Q4Yy1hMDg3LTVhZjktYTYzNi0xNmU3ZWZjNzA5\
        NjciLCJpc3MiOiJyZWdpc3RyeS5jZnNkZWRpY2F0ZWQxLnVzLXNvdXRoLmJsdWVtaXgubmV0"
        }
        """

    @Test func jsonExampleMatchesOtherSpacingAndExtraKeys() {
        let actual = #"{"token":"abc","expires":3600,"scope":{"pull":true}}"#
        let result = OutputMatcher.compare(expected: Self.registryTokenExample, actual: actual)
        #expect(result == OutputMatch(orderedBindings: [], missing: []))
    }

    /// A boolean the example shows is a state: the output must say the same, as with `"state": "normal"`.
    @Test func jsonBooleansAreCompared() {
        let expected = "{\n  \"name\": \"web\",\n  \"ready\": true\n}"
        #expect(OutputMatcher.compare(expected: expected, actual: #"{"name":"api","ready":true}"#).matches)
        let result = OutputMatcher.compare(expected: expected, actual: #"{"name":"web","ready":false}"#)
        #expect(!result.matches)
        #expect(result.missing.map(\.line) == [3])
    }

    @Test func jsonExampleFailsOnAnErrorObjectNamingTheMissingKey() {
        let result = OutputMatcher.compare(expected: Self.registryTokenExample, actual: #"{"error":"unauthorized"}"#)
        #expect(!result.matches)
        #expect(result.missing == [ExpectedLine(line: 3, text: "token")])
        #expect(result.diff == ["- key 'token' (example line 3)", "+ keys found: 'error'"])
    }

    @Test func jsonExampleFailsOnTextOutput() {
        let result = OutputMatcher.compare(expected: Self.registryTokenExample, actual: "401 Unauthorized\n")
        #expect(!result.matches)
        #expect(result.missing == [ExpectedLine(line: 3, text: "token")])
        #expect(result.diff == ["- JSON output like the example (line 2)", "+ not JSON: 401 Unauthorized"])
    }

    // Seed 004: the IAM token API, with slots as values (and the page's odd indentation of the first key).
    static let iamExample = """
        {
        "access_token": "<iam_token>",
          "refresh_token": "<iam_refresh_token>",
          "uaa_token": "<uaa_token>",
          "uaa_refresh_token": "<uaa_refresh_token>",
          "token_type": "Bearer",
          "expires_in": 3600,
          "expiration": 1493747503
        }

        """

    @Test func iamJSONBindsEveryTokenSlot() {
        let actual = """
            {"access_token":"eyJraWQiOiIyMDE3MTAzMC0wMDowMDowMCIsImFsZyI6IlJTMjU2In0.e30.c2ln",\
            "refresh_token":"OKAvWk3i_refresh","uaa_token":"uaa.tok","uaa_refresh_token":"uaa.refresh",\
            "token_type":"Bearer","expires_in":1200,"expiration":1700000000,"scope":"ibm openid"}
            """
        let result = OutputMatcher.compare(expected: Self.iamExample, actual: actual)
        #expect(result.matches)
        #expect(
            result.orderedBindings == [
                .init(name: "iam_token", value: "eyJraWQiOiIyMDE3MTAzMC0wMDowMDowMCIsImFsZyI6IlJTMjU2In0.e30.c2ln"),
                .init(name: "iam_refresh_token", value: "OKAvWk3i_refresh"),
                .init(name: "uaa_token", value: "uaa.tok"),
                .init(name: "uaa_refresh_token", value: "uaa.refresh"),
            ])
    }

    @Test func iamJSONWithoutUAAKeysMismatchesButKeepsItsBindings() {
        let actual = #"{"access_token":"a.b.c","refresh_token":"r","token_type":"Bearer","expiration":2}"#
        let result = OutputMatcher.compare(expected: Self.iamExample, actual: actual)
        #expect(!result.matches)
        #expect(result.bindings == ["iam_token": "a.b.c", "iam_refresh_token": "r"])
        #expect(
            result.missing == [
                ExpectedLine(line: 4, text: "uaa_token"),
                ExpectedLine(line: 5, text: "uaa_refresh_token"),
                ExpectedLine(line: 7, text: "expires_in"),
            ])
    }

    // Seed 004: a truncated JSON example (`...`, no closing braces) with a repeated slot; the first value wins.
    @Test func truncatedJSONComparesWhatItShowsAndTheFirstBindingWins() {
        let expected = """
            {
              "total_results": 3,
              "resources":
                {
                  "metadata": {
                    "guid": "<account_ID>",
                    "url": "/v1/accounts/<account_ID>",
                    "created_at": "2016-01-07T18:55:09.726Z",
            ...
            """
        let actual = """
            {"total_results":1,"resources":{"metadata":{"guid":"abc123","url":"/v1/accounts/zzz999",\
            "created_at":"2024-05-01T10:00:00Z","origin":"BSS"},"entity":{}}}
            """
        let result = OutputMatcher.compare(expected: expected, actual: actual)
        #expect(result.matches)
        #expect(result.orderedBindings == [.init(name: "account_ID", value: "abc123")])
        let broken = OutputMatcher.compare(expected: expected, actual: #"{"total_results":0,"resources":{}}"#)
        #expect(broken.missing == [ExpectedLine(line: 5, text: "resources.metadata")])
    }

    // A kubectl table: other pod names, restart counts and ages; the status word must stay.
    static let podsExample = """
        NAME                          READY     STATUS    RESTARTS   AGE
        nginx-deployment-5c689d88bb   1/1       Running   0          5m20s
        """

    @Test func kubectlTableMatchesOtherIdsAndAges() {
        let actual = """
            NAME                               READY   STATUS    RESTARTS      AGE
            nginx-deployment-7fb96c846b-x2k4p  2/2     Running   4 (2d ago)    12d
            """
        let example = Self.podsExample.replacingOccurrences(of: "Running   0 ", with: "Running   1 ")
        // The restarts cell `4 (2d ago)` is a different shape than `1`, but a volatile cell accepts any cell that
        // keeps its counts' zeros.
        #expect(OutputMatcher.compare(expected: example, actual: actual).matches)
        #expect(!OutputMatcher.compare(expected: Self.podsExample, actual: actual).matches)
    }

    /// A cell of counts keeps the zero rule of a line, part by part: a zero stands only for a zero, a number that is
    /// not zero for no zero (`3/3` is no `0/3`), whatever else the cell's shape accepts.
    static let countCells: [(example: String, actual: String, matches: Bool)] = [
        ("shop   3/3     3            3", "shop   0/3     3            0", false),
        ("shop   3/3     3            3", "shop   2/3     3            2", true),
        ("shop   3/3     3            3", "shop   3/3     3            0", false),
        ("shop   3/3     3            3", "shop   3/3     0            3", false),
        ("shop   0/3     0            0", "shop   0/3     0            0", true),
        ("shop   0/3     0            0", "shop   0/2     0            0", true),
        ("shop   1/1     Running   0", "shop   1/1     Running   7", false),
        ("shop   1/1     Running   0", "shop   1/1     Running   0", true),
        ("shop   1/1     Running   2", "shop   1/1     Running   5 (3m ago)", true),
        ("shop   1/1     Running   0", "shop   1/1     Running   5 (3m ago)", false),
        // Not counts on both sides: another shape is not compared so.
        ("shop   1/1     Running   0", "shop   1/1     Running   <none>", true),
        ("shop   0       5m", "shop   0       2d4h", true),
        // The same on a line that is no table row.
        ("Ready: 3/3", "Ready: 0/3", false), ("Ready: 3/3", "Ready: 1/3", true),
    ]

    @Test(arguments: countCells) func aCountCellKeepsTheZeroRule(example: String, actual: String, matches: Bool) {
        #expect(OutputMatcher.compare(expected: example, actual: actual).matches == matches, "\(example) ~ \(actual)")
    }

    @Test func kubectlTableFailsOnAnotherStatus() {
        let actual = """
            NAME                               READY   STATUS             RESTARTS   AGE
            nginx-deployment-7fb96c846b-x2k4p  0/1     CrashLoopBackOff   7          12m
            """
        let result = OutputMatcher.compare(expected: Self.podsExample, actual: actual)
        #expect(!result.matches)
        let row = "nginx-deployment-5c689d88bb   1/1       Running   0          5m20s"
        #expect(result.missing == [ExpectedLine(line: 2, text: row)])
        let closest = "nginx-deployment-7fb96c846b-x2k4p  0/1     CrashLoopBackOff   7          12m"
        #expect(result.diff == ["- " + row, "+ " + closest])
    }

    @Test func missingLabelGivesADiffWithTheClosestLine() {
        let expected = """
            Name:          myapp
            Status:        Ready
            URL:           https://myapp.4svg40kna19.us-south.codeengine.appdomain.cloud
            """
        let actual = """
            Getting application 'myapp'...
            OK

            Name:          myapp
            State:         Ready
            URL:           https://myapp.abcdef012.eu-de.codeengine.appdomain.cloud
            """
        let result = OutputMatcher.compare(expected: expected, actual: actual)
        #expect(!result.matches)
        #expect(result.missing == [ExpectedLine(line: 2, text: "Status:        Ready")])
        #expect(result.diff == ["- Status:        Ready", "+ State:         Ready"])
    }

    @Test func gapLinesAllowAnyOutputBetweenButKeepTheOrder() {
        let expected = """
            Creating application 'myapp'...
            ...
            [...]
            OK
            …
            """
        let actual = """
            Creating application 'myapp'...
            Configuration 'myapp' is waiting for a Revision to become ready.
            Ingress has not yet been reconciled.
            OK
            https://myapp.4svg40kna19.us-south.codeengine.appdomain.cloud
            """
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        let reversed = OutputMatcher.compare(expected: expected, actual: "OK\nCreating application 'myapp'...\n")
        #expect(!reversed.matches)
        #expect(reversed.missing == [ExpectedLine(line: 4, text: "OK")])
    }

    @Test func ansiColoursInTheOutputAreIgnored() {
        let expected = "Name:    myapp\nOK\n"
        let actual = "\u{1B}[1mName:\u{1B}[0m    myapp\r\n\u{1B}[32mOK\u{1B}[0m\r\n"
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        #expect(!OutputMatcher.compare(expected: expected, actual: "\u{1B}[31mFAILED\u{1B}[0m\n").matches)
    }

    /// `tput sgr0` writes `ESC ( B` (the character set) before `ESC [ m`: the whole sequence is no text, not a `B`.
    @Test func characterSetEscapesInTheOutputAreIgnored() {
        let expected = "Status: OK\nPlain\n"
        let actual = "Status: \u{1B}[1mOK\u{1B}(B\u{1B}[m\n\u{1B}(BPlain\n\u{1B})0\u{1B}%G"
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        #expect(!OutputMatcher.compare(expected: expected, actual: "Status: \u{1B}(BKO\nPlain\n").matches)
    }

    @Test func emptyOrGapOnlyExampleAlwaysMatches() {
        #expect(OutputMatcher.compare(expected: "", actual: "anything").matches)
        #expect(OutputMatcher.compare(expected: "\n  ...\n\n", actual: "").matches)
        #expect(OutputMatcher.compare(expected: "[...]", actual: "").matches)
        #expect(OutputMatcher.compare(expected: "OK", actual: "").diff == ["- OK", "+ (no output)"])
    }

    // Seed 004: a path with a slot in its middle; the volatile file name after it may differ.
    @Test func slotInsideAPathBindsTheUserName() {
        let expected =
            "export KUBECONFIG=/Users/<user_name>/.bluemix/plugins/container-service/clusters/mycluster/"
            + "kube-config-prod-dal10-mycluster.yml"
        let actual =
            "export KUBECONFIG=/Users/jdoe/.bluemix/plugins/container-service/clusters/mycluster/"
            + "kube-config-prod-dal12-mycluster.yml\n"
        #expect(OutputMatcher.compare(expected: expected, actual: actual).bindings == ["user_name": "jdoe"])
        let elsewhere = "export KUBECONFIG=/home/jdoe/.kube/config\n"
        #expect(!OutputMatcher.compare(expected: expected, actual: elsewhere).matches)
    }

    @Test func repeatedSlotKeepsItsFirstValue() {
        let expected = "Namespace <ns> created\nUsing namespace <ns>\n"
        let actual = "Namespace team-a created\nUsing namespace team-b\n"
        let result = OutputMatcher.compare(expected: expected, actual: actual)
        #expect(result.matches)
        #expect(result.orderedBindings == [OutputMatch.Binding(name: "ns", value: "team-a")])
    }

    @Test func datesTimesEmailsAndDurationsAreVolatile() {
        let expected = """
            Getting clusters as user@example.com...
            Created:   Mon Jan 2 15:04:05 MST 2006
            Updated:   2016-01-07T18:55:09.726Z (5m20s ago)
            Address:   10.240.0.15
            """
        let actual = """
            Getting clusters as jane.doe2@ibm.com...
            Created:   Tue Feb 13 09:01:02 UTC 2024
            Updated:   2024-02-13T09:01:02Z (2d ago)
            Address:   192.168.100.7
            """
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        let words = actual.replacing("2024-02-13T09:01:02Z", with: "yesterday")
        let result = OutputMatcher.compare(expected: expected, actual: words)
        #expect(result.missing.map(\.line) == [3])
    }

    /// A digest or a host and port holds a colon between digits, and no time: any other digest or port stands in
    /// its place, whatever its first characters.
    @Test(arguments: [
        ("latest: digest: sha256:52f3f8b3a5d5c7e4 size: 528", "latest: digest: sha256:ab01cd23ef45ab67 size: 528"),
        ("latest: digest: sha256:ab01cd23ef45ab67 size: 528", "latest: digest: sha256:52f3f8b3a5d5c7e4 size: 528"),
        ("Pulled nginx@sha256:10ab33", "Pulled nginx@sha256:ff0e12"),
        ("Endpoint mysvc-1:8080", "Endpoint svc-abc:8080"),
    ])
    func digestsAndPortsAreNoTimes(expected: String, actual: String) {
        #expect(OutputMatcher.compare(expected: expected, actual: actual).matches)
        #expect(OutputMatcher.compare(expected: "Started 10:20:30", actual: "Started 9:05:01").matches)
        #expect(!OutputMatcher.compare(expected: "Started 10:20:30", actual: "Started abc").matches)
    }

    // The hostile inputs below guard against quadratic work without a clock (a clock in a unit test fails on a
    // loaded machine, not on slow code). Where the matcher counts its work (`LinePattern.match`'s `steps`, which its
    // budgets are spent in), the tests compare that count for an input and for one four times as long: linear work
    // counts four times as many steps, quadratic sixteen. Where it bounds its work (the failed searches' budgets),
    // they check the bound was applied. The full-size inputs stay, so that quadratic work would also make the suite
    // slow; benchmarks/hostile.sh times the same shapes through the release binary (docs/benchmarks.md).

    /// The steps `LinePattern` counts comparing one example line with one actual line, and whether it matched.
    private static func work(_ expected: String, _ actual: String, values: GivenValues = .none) -> (Bool, Int) {
        let example = Array(expected.utf8)
        let output = Array(actual.utf8)
        var steps = 0
        let pattern = LinePattern(example, example.indices, asRow: true, values: values)
        let found = pattern.match(output, output.indices, steps: &steps)
        return (found != nil, steps)
    }

    /// Requires the steps counted for an example and an output made at size `n` to grow linearly with `n`.
    ///
    /// At `4 * n` they are at most five times those at `n` (quadratic work would count sixteen), the verdict the
    /// same. Required, not expected: on quadratic work the test stops here, before its full-size inputs.
    private static func requireLinearWork(
        _ name: String, n: Int, _ make: (Int) -> (expected: String, actual: String, values: GivenValues),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let small = make(n)
        let large = make(4 * n)
        let (smallMatch, smallSteps) = work(small.expected, small.actual, values: small.values)
        let (largeMatch, largeSteps) = work(large.expected, large.actual, values: large.values)
        #expect(smallMatch == largeMatch, "\(name)", sourceLocation: sourceLocation)
        #expect(smallSteps > 0, "\(name)", sourceLocation: sourceLocation)
        try #require(
            largeSteps <= 5 * smallSteps, "\(name): \(smallSteps) steps, then \(largeSteps)",
            sourceLocation: sourceLocation)
    }

    @Test func largeInputsFinishAndKeepAnExactVerdict() {
        var lines: [String] = []
        for i in 0..<100_000 { lines.append("pod-\(i)-x9   1/1   Running   \(i % 7)   \(i % 60)m") }
        lines.append("Token   tok-final")
        let actual = lines.joined(separator: "\n")
        let present = stride(from: 0, to: 100_000, by: 50).map { lines[$0] } + ["Token   <token>"]
        let found = OutputMatcher.compare(expected: present.joined(separator: "\n"), actual: actual)
        #expect(found.matches)
        #expect(found.bindings == ["token": "tok-final"])
        #expect(found.diff.isEmpty)

        // Two lines missing from 100,000 spend the failed searches' first budget: the next line is looked for only
        // nearby, and the diff says so. The verdict stays exact: lines are missing.
        let two = ["Missing label 0: <x>", "Missing label 1: <x>", "Token   <token>"]
        let nearby = OutputMatcher.compare(expected: two.joined(separator: "\n"), actual: actual)
        #expect(!nearby.matches)
        #expect(nearby.missing.map(\.line) == [1, 2, 3])
        #expect(nearby.diff.last == VerifyMessages.lookedForNearby(.en))

        // 10,000 missing lines spend the second: the rest are not looked for at all (10,000 searches of 100,000
        // lines each would take minutes).
        let absent = (0..<10_000).map { "Missing label \($0): <x>" } + ["Token   <token>"]
        let missing = OutputMatcher.compare(expected: absent.joined(separator: "\n"), actual: actual)
        #expect(!missing.matches)
        #expect(missing.missing.count == 10_001)
        #expect(missing.missing.first == ExpectedLine(line: 1, text: "Missing label 0: <x>"))
        #expect(missing.diff.last == VerifyMessages.notLookedFor(.en))
        #expect(missing.diff.last == "(after too many missing lines, the rest were not looked for)")
    }

    /// Long runs of comma-separated numbers and of quantity words cost little at each byte a slot skips.
    @Test func longCommaListsAndQuantityWordsStayCheap() throws {
        func list(_ n: Int) -> String { (0..<n).map { String(100 + $0 % 900) }.joined(separator: ",") }
        func words(_ n: Int) -> String { String(repeating: "about a few ", count: n) + "minutes" }
        try Self.requireLinearWork("a slot before a decimal comma", n: 2_000) { ("<x>,1,5 fin", list($0), .none) }
        try Self.requireLinearWork("a list after a word", n: 2_000) { ("IDs 1,2,3", "IDs " + list($0), .none) }
        try Self.requireLinearWork("quantity words", n: 100) { ("<x> 2 minutes", words($0), .none) }
        try Self.requireLinearWork("quantity words, then a word", n: 100) { ("<x> 2 minutes ago", words($0), .none) }

        #expect(!OutputMatcher.compare(expected: "<x> 1,5 Go fin", actual: list(20_000)).matches)
        #expect(!OutputMatcher.compare(expected: "<x>,1,5 fin", actual: list(20_000)).matches)
        #expect(!OutputMatcher.compare(expected: "IDs 1,2,3", actual: "IDs " + list(20_000)).matches)
        let minutes = OutputMatcher.compare(expected: "<x> 2 minutes", actual: words(5_000))
        // A quantity is at most six words: `a few about a few minutes` stands for `2 minutes`, the rest for `<x>`.
        #expect(minutes.bindings == ["x": String(repeating: "about a few ", count: 4_998) + "about"])
        #expect(!OutputMatcher.compare(expected: "<x> 2 minutes ago", actual: words(5_000)).matches)
    }

    /// Given values cost little on a long token of many parts, at each of which a value starts.
    @Test func givenValuesStayCheapOnLongTokens() throws {
        func token(_ n: Int) -> String { Array(repeating: "ab", count: n).joined(separator: "-") }
        let values = GivenValues(["ab-ab", "ab-ab-ab", "ab ab", String(repeating: "ab-", count: 500) + "ab"])
        try Self.requireLinearWork("a token differing at its end", n: 1_000) {
            ("Name: " + token($0) + "-x", "Name: " + token($0) + "-y", values)
        }
        try Self.requireLinearWork("a token differing at both ends", n: 1_000) {
            ("Name: xy-" + token($0) + "-x", "Name: " + token($0) + "-y", values)
        }
        try Self.requireLinearWork("a value standing for a token's first part", n: 1_000) {
            ("Name: xy-" + token($0), "Name: ab-" + token($0), values)
        }

        let long = token(20_000)
        let lines = Array(repeating: "Name: " + long + "-y", count: 20).joined(separator: "\n")
        #expect(!OutputMatcher.compare(expected: "Name: " + long + "-x", actual: lines, values: values).matches)
        #expect(!OutputMatcher.compare(expected: "Name: xy-" + long + "-x", actual: lines, values: values).matches)
        let standIn = OutputMatcher.compare(expected: "Name: xy-" + long, actual: "Name: ab-" + long, values: values)
        #expect(standIn.matches)
    }

    /// A long row is shown around its first cell that differs, cut with `…` on either side.
    @Test func theDiffShowsWhereALongRowDiffers() {
        let header =
            "Name        ID                     State    Created        Workers   Location   Version       "
            + "Resource Group Name   Provider"
        let row =
            "mycluster   bhu8o29d0r1bkpq3g2cg   normal   2 months ago   1         Dallas     1.12.4_1535   "
            + "default               classic"
        let actual =
            "mycluster     bqf1a2b30ndk7m8d9v0g   normal   2 days ago       3         Dallas     "
            + "1.29.3_1533*            default               vpc-gen2"
        let result = OutputMatcher.compare(expected: header + "\n" + row, actual: header + "\n" + actual)
        #expect(result.missing == [ExpectedLine(line: 2, text: row)])
        #expect(result.diff.count == 2)
        #expect(result.diff.allSatisfy { $0.count <= OutputMatch.maxDiffWidth + 2 })
        #expect(result.diff[0].hasPrefix("- …") && result.diff[0].hasSuffix("default               classic"))
        #expect(result.diff[1].hasPrefix("+ …") && result.diff[1].hasSuffix("default               vpc-gen2"))
        // A long line that differs near its start keeps its start and is cut at its end.
        let long = "FAILED " + String(repeating: "word ", count: 40)
        let start = OutputMatcher.compare(expected: "OK " + String(repeating: "word ", count: 40), actual: long)
        #expect(start.diff[1] == "+ " + long.prefix(OutputMatch.maxDiffWidth - 1) + "…")
    }

    /// The diff's own words follow the run's language, counts agreeing with their words.
    @Test func theDiffSpeaksTheRunsLanguage() {
        let expected = (1...7).map { "Label \($0): <x>" }.joined(separator: "\n")
        let french = OutputMatcher.compare(expected: expected, actual: "other", language: .fr)
        #expect(french.diff.last == "… et 3 autres non trouvées")
        let example = #"{"a": [{}, {}]}"#
        let json = OutputMatcher.compare(expected: example, actual: #"{"a": [{}]}"#, language: .pt)
        #expect(json.diff == ["- chave 'a[1]' (linha 1 do exemplo)", "+ 1 item"])
        #expect(OutputMatcher.compare(expected: example, actual: #"{"a": [{}]}"#).diff.last == "+ 1 item")
    }
}
