@testable import RunbookChecks

extension HTMLStrayEndTagRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            <table>
            <tr>
            <td><code>&lt;registry_url&gt;</code></td>
            <td>The registry URL: registry.&lt;domain&gt;↓</li></ul></td>
            </tr>
            </table>
            """,
            """
            <table>
            <tr><td>Basic auth↓</br></br>See the note.</td></tr>
            </table>
            """,
            """
            <table>
            <tr><td>a</td></tr>
            </table>
            ↓</table>
            """,
        ],
        nonTriggering: [
            """
            <table>
            <tr><td>Basic auth<br/><br>See the note.</td></tr>
            </table>
            """,
            """
            <table>
            <tr>
            <td><code>&lt;registry_url&gt;</code></td>
            <td><ul><li>The registry URL.</li></ul></td>
            </tr>
            </table>
            """,
        ],
        details: "Tables are read with docrun's HTML table reader, even when cut into several HTML blocks by blank "
            + "lines. Stray end tags written one after another (`</li></ul>`) are one diagnostic. `</br>` has a "
            + "message of its own: browsers and the docs site read it as `<br>`, so the page shows the break, but it "
            + "is no end tag; write `<br/>`.")
}
