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
            """
            ```
            kubectl get pods
            ```
            ↓{ :pre}
            """,
            """
            ```
            kubectl get pods
            ```
            ↓{: pre}}

            ## Configure the gateway
            ↓{: #gateway} (since 2.0)
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
            """
            ```
            { "replicas": 3 }
            ```
            { "replicas": 3 }
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
            + "Definitions (`{:name: …}`) are not read for this rule: pages copy them from the site's header. "
            + "A list under a fenced code block or a heading with a blank between its `{` and `:` (`{ :pre}`) is a "
            + "paragraph of text to kramdown, which reads an attribute list only from `{:`: the page shows it, and the "
            + "block above has no role or id. The finding is at its `{` and says how kramdown would read the list "
            + "(`{: pre}`); a line that would not read as a list of attributes kramdown takes is not one. So is a list "
            + "there with more after it on its line (`{: pre}}`, `{: #gateway} (since 2.0)`): kramdown reads a block's "
            + "list only when it ends its line, and the page shows the line as text.")
}
