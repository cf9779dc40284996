@testable import RunbookChecks

extension HTMLMalformedAttributeRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            <table ↓summary-"Input parameters">
            <tr><td>apikey</td><td>Your API key.</td></tr>
            </table>
            """
        ],
        nonTriggering: [
            """
            <table summary="Input parameters">
            <tr><td colspan=2>apikey</td><td nowrap>Your API key.</td></tr>
            </table>
            """
        ])
}
