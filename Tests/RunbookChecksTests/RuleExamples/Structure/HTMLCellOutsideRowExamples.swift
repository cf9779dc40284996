@testable import RunbookChecks

extension HTMLCellOutsideRowRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            <table>
            <tr>
            <td><code>&lt;pod_name&gt;</code></td>
            <td>The name of the pod.</td>
            </tr>
            ↓<td><code>&lt;image&gt;</code></td>
            <td>The name of the image.</td>
            </tr>
            </table>
            """
        ],
        nonTriggering: [
            """
            <table>
            <tr>
            <td><code>&lt;pod_name&gt;</code></td>
            <td>The name of the pod.</td>
            </tr>
            <tr>
            <td><code>&lt;image&gt;</code></td>
            <td>The name of the image.</td>
            </tr>
            </table>
            """
        ])
}
