@testable import RunbookChecks

extension HTMLEndTagMissingRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            <table>
            <tr>
            <td>ID</td>
            ↓<td><ul><li>Use a key.</li>
            <li>Use a password.</li></ul></tr>
            <tr>
            <td>Federated ID</td>
            <td><ul><li>Use a key.</li>↓<li>Use a passcode. </ul></td>
            </tr>
            </table>
            """,
            """
            <table>
            <tr><td>↓<code>apikey</td><td>Your key.</td></tr>
            </table>
            """,
        ],
        nonTriggering: [
            """
            <table>
            <tr><td>ID<td><ul><li>Use a key.<li>Use a password.</ul></tr>
            <tr><td>Federated ID</td><td><ul><li>Use a key.</li></ul></td></tr>
            </table>
            """,
            """
            <table>
            <tr><td><code>apikey</code></td><td><ul><li>Your key.</li></ul></td></tr>
            </table>
            """,
        ],
        details: "A cell without `</td>` (or `</th>`) is reported only in a row that closes its other cells, and a "
            + "list item without `</li>` only in a list whose other items have theirs: HTML lets both be left out, "
            + "and a row or list written so is fine. The finding is at the element's start tag.")
}
