import RunbookKit

/// `attribute-id-without-hash`: an attribute list names what is evidently an id but lacks the `#`: only the page
/// itself tells (`AttributeNames.guess`), as names are free.
struct AttributeIDWithoutHashRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-id-without-hash", severity: .error,
        rationale: "Without '#', kramdown does not give the block the id, so every link to it is broken.",
        triggering: [
            """
            ## 8 July 2019
            {: ↓8July2019}
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
            ## 8 July 2019
            {: #8July2019}

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
            + "(`{: supported-formats-and-algorithms}`), a word with a digit (`{: 8July2019}`), or the id kramdown "
            + "generates from the heading's title (`## Overview` with `{: overview}`). A heading with an id, or "
            + "another block no link points to, may carry any name (`attribute-unknown`). A misspelt known name is "
            + "left to `attribute-unknown`, so a name gets one diagnostic at most.")

    static let message = Localized(
        en: "'{name}' looks like an id; write '#{name}' to give the block that id",
        fr: "'{name}' ressemble à un identifiant ; écrivez '#{name}' pour le donner au bloc",
        pt: "'{name}' parece um id; escreva '#{name}' para dar esse id ao bloco")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        findings += AttributeNames.findings(on: page) { name, guess in
            guess == .id ? Self.message(page.messageLanguage, ["name": name]) : nil
        }
    }
}
