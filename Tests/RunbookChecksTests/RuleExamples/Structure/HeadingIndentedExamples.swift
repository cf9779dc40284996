@testable import RunbookChecks

extension HeadingIndentedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Deploy the worker

               ↓## Before you begin

            See [the requirements](#before-you-begin).
            """,
            """
            1. Open the console.

                ↓### Check the region {#check-region}

            > ## Note
            >  ↓## Warning
            """,
        ],
        nonTriggering: [
            """
            # Deploy the worker

            ## Before you begin

            1. Open the console.

               ### Check the region

            > ## Note

            - ## Summary

               Setup
               =====
            """
        ],
        details: "cmark, CommonMark's reader, allows one to three blanks before a `#` heading; kramdown's "
            + "`ATX_HEADER_START` wants the `#` first on the line, its container's marks removed (in a list item, "
            + "the item's indentation; in a block quote, `>` and one blank). So `   ## Before you begin` is published "
            + "as the text \"## Before you begin\": the page has neither the heading nor its id, and a link to "
            + "`#before-you-begin` is broken (`anchor-broken` says so). docrun still reads the heading as a section, "
            + "so that the steps after it keep their place, but gives it no id. An attribute list on the next line "
            + "still gives its id, to the paragraph. A setext heading (`Setup` over `=====`) may be indented in both.")
}
