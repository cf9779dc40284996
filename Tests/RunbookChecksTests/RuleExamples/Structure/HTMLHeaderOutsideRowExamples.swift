@testable import RunbookChecks

extension HTMLHeaderOutsideRowRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            <table>
            <thead>
            ↓<th>Parameter</th>
            <th>Value</th>
            </thead>
            <tbody>
            <tr><td>apikey</td><td>Your key.</td></tr>
            </tbody>
            </table>
            """
        ],
        nonTriggering: [
            """
            <table>
            <thead>
            <tr><th>Parameter</th><th>Value</th></tr>
            </thead>
            <tr><td>apikey</td><td>Your key.</td></tr>
            </table>
            """
        ],
        details: "Reported once for each `<thead>`, at its first cell. A `<td>` outside any row elsewhere in the table "
            + "is `html-cell-outside-row`, an error: there browsers may merge the row with its neighbour.")
}
