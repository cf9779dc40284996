@testable import RunbookChecks

extension AttributeIDWithoutHashRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            ## 3 March 2025
            {: ↓march3-2025}
            """,
            """
            ## 3 March 2025
            {: ↓3March2025}
            """,
            """
            ## Supported formats
            {: ↓supported-formats}
            """,
            """
            ## Overview
            {: ↓overview}
            """,
            """
            Paragraph with an id.
            {: ↓step2}

            See [the paragraph](#step2).
            """,
        ],
        nonTriggering: [
            """
            ## 3 March 2025
            {: #march3-2025}

            ## Supported formats
            {: #supported-formats}

            A release note.
            {: release-note}
            """,
            """
            ## Install the CLI
            {: #install}
            {: cli-step}

            ## Configure
            {: subsection}

            A paragraph.
            {: step2 video-16x9}
            """,
        ],
        details: "A name is an id written without `#` when the page links to `#name` and defines no such anchor, or "
            + "when it is on a heading that has no id and has an id's shape: a lowercase slug with `-` or `_` "
            + "(`{: regions-and-zones}`), a word with a digit (`{: march3-2025}`), or the id kramdown "
            + "generates from the heading's title (`## Overview` with `{: overview}`). A heading with an id, or "
            + "another block no link points to, may carry any name (`attribute-unknown`). A misspelt known name is "
            + "left to `attribute-unknown`, so a name gets one diagnostic at most. kramdown's id starts with a letter "
            + "(`#([A-Za-z][\\w:-]*)`) and it drops `#3March2025` as it drops `3March2025`: for a name that starts "
            + "with a digit, `_` or `-` the message asks for `#` and an id that starts with a letter, and suggests "
            + "none it would drop.")
}
