@testable import RunbookChecks

extension AttributeMalformedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            ```
            kubectl get pods
            ```
            {: ↓pre: }
            """,
            """
            ## Configure the gateway
            {: ↓#gateway=setup}
            """,
            """
            | Flag | Meaning |
            |------|---------|
            | `-q` | quiet   |
            {: caption="Table 2. Flags" ↓caption-side=bottom}
            """,
            """
            Keep the key safe.
            {: ↓.label="key" important}
            """,
        ],
        nonTriggering: [
            """
            {:mycode: .pre}
            {:c++: .ph data-hd-programlang='c++'}

            ```
            make all
            ```
            {: mycode}

            ## 3 March 2031
            {: #3March2031 .release-note}

            | Flag | Meaning |
            |------|---------|
            | `-q` | quiet   |
            {: caption="Table 2. Flags" caption-side="bottom"}
            """,
            """
            Keep the key safe.
            {: #key.secret-note .tip data-hd-audience='admin'}
            """,
            """
            ## Glossary
            {: #terms.wide#glossary}

            Un terme.
            {: #fr:terme .note#definition}
            """,
        ],
        details:
            "kramdown reads in an attribute list only `#id`, `.class` (joined without blanks as `#id.class#other`, "
            + "the last id the element's), `key=\"value\"` or "
            + "`key='value'`, and names; anything else it drops, warning only when nothing is left, but for a `.` and "
            + "a name of other characters, which kramdown 1.10 and later keep as a class (`ALD_TYPE_CLASS_NAME = "
            + "/\\.([^\\s.#]+)/`: `.label=\"x\"` is the class `label=\"x\"`) and earlier versions drop. So `{: pre: }` "
            + "gives no code role, `{: #a=b}` no id (links to it are broken), `caption-side=bottom` no attribute and "
            + "`.label=\"x\"` no attribute `label`, in any version. "
            + "Definitions (`{:name: …}`) are not read for this rule: pages copy them from the site's header.")
}
