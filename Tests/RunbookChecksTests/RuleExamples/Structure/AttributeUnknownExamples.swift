@testable import RunbookChecks

extension AttributeUnknownRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            Do not delete the default namespace.
            {: ↓Important}
            """,
            """
            ```
            bx login
            ```
            {: ↓scren}
            """,
            """
            Remember the password.
            {: ↓remmeber}
            """,
            """
            Manage the actions of a namespace.
            {: ↓short desc}

            ```
            curl -X GET https://example.com
            ```
            {: ↓codebock}
            """,
            """
            ```
            bx login
            ```
            {: ↓per}

            ```
            bx target
            ```
            {: ↓pree}
            """,
        ],
        nonTriggering: [
            """
            {:mynote: .note}

            Do not delete the default namespace.
            {: important}

            Keep a copy.
            {: mynote}

            ```
            bx login
            ```
            {:pre}
            """,
            """
            You need an account.
            {: requirement}

            | Name | Value |
            |------|-------|
            | a    | b     |
            {: caption="Table 1. Values" caption-side="top"}

            See [the docs](https://example.com){: external}.
            {: .my-class custom-name}
            """,
        ],
        details: "A bare name in an attribute list refers to an attribute definition: the page's own (`{:name: …}`) "
            + "or the site's, which docrun does not have, so names are free (`{: requirement}`, `{: .class}`, "
            + "`{: caption=\"…\"}`). A name is reported only when it is one of the dialect's names below in "
            + "another case (`Pre`), one letter added, dropped or changed or two swapped (names of five letters "
            + "or more: `scren`, `codebock`, `remmeber`; and `pre`, whose misspelling makes a command a step done "
            + "by hand: `per`, `pree`, `pr`), or cut in two (`short desc`): such a name refers to no definition "
            + "and is dropped. The dialect's names (case-sensitive): "
            + AttributeNames.knownInOrder.map { "`\($0.name)`" }.joined(separator: ", ") + ".")
}
