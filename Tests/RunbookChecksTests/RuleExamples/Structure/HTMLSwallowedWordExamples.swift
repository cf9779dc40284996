@testable import RunbookChecks

extension HTMLSwallowedWordRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            "Enter ↓<name> in the **Name** field.\n",
            "| Header | Value |\n|---|---|\n| Authorization | Bearer ↓<value of access_token> |\n",
            "## Open ↓<mysite>\n\nReplace ↓<api-key> with your key.\n",
            "Then enter the name of the cluster:\n\n↓<cluster-name>\n",
        ],
        nonTriggering: [
            """
            Enter `<name>` or &lt;name&gt; in the field; replace <cluster_name> with yours.
            See <https://cloud.ibm.com> and <code>ibmcloud</code>.<br>
            Use <ph class="ignoreSpelling">SwiftyJSON</ph>.

            ```
            login <name>
            ```
            """
        ],
        details: "A tag is taken as meant when HTML has the element (`a`, `br`, `code`, `span`, `strong`, `img`…) or "
            + "when its end tag follows in the same paragraph (an unknown element shows its content). Markdown reads "
            + "`<` with a letter and then letters, digits and `-` (and attributes) as a tag, in prose, headings and "
            + "table cells; `<cluster_name>` (with `_`), code spans and blocks, and autolinks are text.")
}
