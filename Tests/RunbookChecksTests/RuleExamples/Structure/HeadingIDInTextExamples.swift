@testable import RunbookChecks

extension HeadingIDInTextRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            ## Set up the CLI ↓{: #setup-cli}
            """,
            """
            ## Configurer la CLI↓{#configurer-cli}
            """,
            """
            ### Releases of 3 March 2031 ↓{#3March2031}
            """,
            """
            Set up the registry ↓{:#setup-registry}
            ======================
            """,
            """
            ## Set up the CLI ↓{#setup-cli} ##
            """,
        ],
        nonTriggering: [
            """
            ## Set up the CLI {#setup-cli}

            ## Configurer la CLI
            {: #configurer-cli}

            ## Instalar a CLI
            {: #instalar-cli}
            {: cli}
            """,
            """
            ## Using {{site.data.keyword.registryshort}}

            ## Options {: .hidden}

            ## Set up the CLI {: #old-id}
            {: #setup-cli}
            """,
            """
            ## Set up the CLI ## {#setup-cli}

            ## Configure C# {#configure-csharp} ##
            {: #configure}
            """,
        ],
        details: "kramdown reads an id at the end of a heading's line only as `{#id}` after a space or a tab, the id "
            + "starting with a letter (`[\\t ]+\\{#([A-Za-z][\\w:-]*)\\}`), the form docrun reads too. `{: #id}` "
            + "there is a span attribute list after plain text, which kramdown ignores with a warning (\"Found span "
            + "IAL after text\") and shows as text; `{#id}` without a space before it, or with an id that starts "
            + "with a digit, is text of the title too. Either way the heading has no id, and a link to the one "
            + "written is broken. kramdown reads the id after a heading's closing `#` marks, not before them "
            + "(`## Set up ## {#setup-cli}`, not `## Set up {#setup-cli} ##`). A heading that has an id by another "
            + "way (an attribute list on the next line) is not reported, nor braces that hold no `#id` (a keyref, "
            + "a class).")
}
