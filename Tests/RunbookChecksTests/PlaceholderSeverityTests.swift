import MarkdownTree
import RunbookKit
import Testing

@testable import RunbookChecks

/// When `placeholder-unused`, a notice by default, reports a warning: an option documented with a placeholder that a
/// template command sets to a fixed value.
@Suite struct PlaceholderSeverityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let page: String
        /// The severity each finding overrides the rule's notice with, in page order (`nil`: the notice).
        let expected: [Diagnostic.Severity?]
        var testDescription: String { name }
    }

    /// A page of `command` and a table that documents `<secret_name>` and `--user <user_name>`.
    static func documented(_ command: String) -> String {
        """
        ```
        \(command)
        ```
        {: pre}

        | Option | Description |
        |--------|-------------|
        | `<secret_name>` | The name of the secret. |
        | `--user <user_name>` | The user name. |
        """
    }

    static let unused: [Case] = [
        Case(
            name: "a template command fixes the documented option",
            page: documented(#"tool secret create <secret_name> --user=token"#),
            expected: [.warning]),
        Case(
            name: "the option's value as a separate word",
            page: documented(#"tool secret create <secret_name> --user token"#),
            expected: [.warning]),
        Case(
            name: "an example written with real values only",
            page: documented(#"tool secret create mysecret --user token"#),
            expected: [nil, nil]),
        Case(
            name: "an option the command leaves out",
            page: documented(#"tool secret create <secret_name>"#),
            expected: [nil]),
        Case(
            name: "the option set from a variable",
            page: documented(#"tool secret create <secret_name> --user "$USER_NAME""#),
            expected: [nil]),
    ]

    @Test(arguments: unused)
    func unusedSeverity(_ example: Case) {
        let findings = RuleHarness.findings(PlaceholderUnusedRule(), example.page)
        #expect(findings.map(\.severity) == example.expected)
    }

    @Test func theFixedValueIsNamedWithANoteAtTheCommand() throws {
        let findings = RuleHarness.findings(PlaceholderUnusedRule(), Self.unused[0].page)
        let finding = try #require(findings.first)
        #expect(
            finding.message
                == "placeholder '<user_name>' is documented for '--user', but the command gives '--user' the value 'token'"
        )
        #expect(finding.notes.map(\.location) == [SourceLocation(line: 2, column: 41)])
        #expect(finding.notes.first?.message == "'--user' is set to 'token' here")
    }
}

extension PlaceholderSeverityTests {
    /// An undocumented value the page did not mark is named as the command writes it, not as a placeholder it is not.
    @Test func anUnmarkedValueIsNamedAsWritten() {
        let page = "# T\n\n```sh\nibmcloud target -g RESOURCE_GROUP --id {instance_ID} -r <region>\n```\n{: pre}\n"
        let messages = RuleHarness.findings(PlaceholderUndocumentedRule(), page).map(\.message)
        #expect(
            messages == [
                "placeholder 'RESOURCE_GROUP' is used but not documented on the page",
                "placeholder '{instance_ID}' is used but not documented on the page",
                "placeholder '<region>' is used but not documented on the page",
            ])
    }
}
