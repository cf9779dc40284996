import RunbookKit
import Testing

/// A step's text as every report shows it: a link keeps where it goes (the operator cannot click), attribute lists
/// after inline elements are markup, not words.
@Suite struct ProseLinksTests {
    /// The first step's text for a step written `1.  <markdown>` in a section `#setup` after a section `#install`.
    static func stepText(_ markdown: String) throws -> String {
        let page = """
            # Page {#page}

            ## Install the CLI {#install}

            Install it.
            {: #installing}

            ## Setup {#setup}

            1.  \(markdown)

                ```
                echo hi
                ```
                {: pre}
            """
        return try #require(DialectReadingTests.read(page).steps.first).text
    }

    static let cases: [(markdown: String, shown: String)] = [
        ("Get [the CLI](https://example.com/cli).", "Get the CLI (https://example.com/cli)."),
        ("Get [the CLI](https://example.com/cli){: external}.", "Get the CLI (https://example.com/cli)."),
        ("Get [the CLI](https://example.com/cli){:new_window} now", "Get the CLI (https://example.com/cli) now"),
        ("Mail [us](mailto:a@example.com).", "Mail us (a@example.com)."),
        // The text already says where it goes: no second copy.
        ("Open [https://example.com/a](https://example.com/a).", "Open https://example.com/a."),
        ("Open [example.com](https://example.com/).", "Open example.com."),
        ("Open <https://example.com/b>.", "Open https://example.com/b."),
        ("Write [a@example.com](mailto:a@example.com).", "Write a@example.com."),
        // An icon only: the URL is the text.
        ("Download: [![icon](icon.svg)](https://example.com/d).", "Download: https://example.com/d."),
        (
            "Get [Docker ![External link icon](i.svg \"External link icon\")](https://docker.com){: external}.",
            "Get Docker (https://docker.com)."
        ),
        // Relative links depend on where the page is published: left alone.
        ("See [the guide](../guide.html#start).", "See the guide."),
        ("See [the CLI reference](/docs/cli/index.html).", "See the CLI reference."),
        // Anchors of the page name their section, unless the text does, or it is the step's own section.
        ("Do [the install](#install) first.", "Do the install (§ Install the CLI) first."),
        ("Do [the install](#installing) first.", "Do the install (§ Install the CLI) first."),
        ("Do [Install the CLI](#install) first.", "Do Install the CLI first."),
        ("Do [this](#setup) again.", "Do this again."),
        ("Do [that](#nowhere) again.", "Do that again."),
        // Attribute lists after inline elements are markup; written text in braces is not.
        ("Run *it*{: .tip} now.", "Run it now."),
        ("Keep {curly} text and `{: pre}` code.", "Keep {curly} text and {: pre} code."),
        (
            "Keep [two](https://a.example) and [links](https://b.example).",
            "Keep two (https://a.example) and links (https://b.example)."
        ),
        ("Two lines [over\n    a break](https://example.com/c).", "Two lines over a break (https://example.com/c)."),
    ]

    @Test(arguments: cases) func linksAreWrittenOut(markdown: String, shown: String) throws {
        #expect(try Self.stepText(markdown) == shown)
    }

    @Test func detailsAndUnnumberedStepsToo() throws {
        let page = """
            ## Use

            Read [the notes](https://example.com/notes){: external}:

            ```
            echo one
            ```
            {: pre}

            1.  Log in.

                Or see [the help](https://example.com/help).

                - [Windows](https://example.com/win){: external}

                ```
                echo two
                ```
                {: pre}
            """
        let steps = try DialectReadingTests.read(page).steps
        #expect(steps.map(\.text) == ["Read the notes (https://example.com/notes):", "Log in."])
        #expect(
            steps.last?.details == [
                "Or see the help (https://example.com/help).", "• Windows (https://example.com/win)",
            ])
    }
}
