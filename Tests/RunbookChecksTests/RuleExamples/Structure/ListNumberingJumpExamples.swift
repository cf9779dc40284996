@testable import RunbookChecks

extension ListNumberingJumpRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            1.  Uninstall the plug-ins.
            2.  Check the list.
            3.  Remove the folder.
            ↓6.  Uninstall Docker.
            """,
            """
            1. First.
            2. Second.
            ↓2. Second again.
            """,
            """
            1. Create a key.
            2. Share it:
              ↓1. Select the key.
              2. Click Share.
            3. Done.
            """,
            """
            1. Create the trigger.
            2. Check it.
            ```
            ibmcloud fn trigger get mytrigger
            ```
            {: pre}

            ↓2. Create the rule.
            """,
            """
            1. Write the file:
               ```yaml
               name: demo
               ```
            {: codeblock}
            ↓3. Apply it.
            """,
        ],
        nonTriggering: [
            """
            1.  Uninstall the plug-ins.
            2.  Check the list.

                Text in the item.

            3.  Remove the folder.

            Then:

            1. Lazy.
            1. Numbering.
            1. Style.
            """,
            """
            1. Create the trigger.
            2. Check it.
            ```
            ibmcloud fn trigger get mytrigger
            ```
            {: pre}

            3. Create the rule.

            ## Another procedure

            2. A list that starts at 2 after a heading.

            Then, again:

            1. A new list.
            """,
            """
            1. Open the console.
            2. Copy the key:
               ```
               echo key
               ```
            {: pre}
            3. Paste it:
               ```
               echo paste
               ```
            4. Save.
            """,
        ],
        details: "Typed numbers are read from the source. A list typed with one number throughout (`1.` `1.` `1.`) "
            + "is the lazy style and fine. Of consecutive mismatches only the first is reported (`1, 1, 3` is "
            + "one mistake). Items indented more than their list but too little to nest (`  1.` under `5.  `; "
            + "in a block quote, indented past each `>` and the one blank after it, so `> 1.` and `>2.` are level) "
            + "were meant as sub-steps: each run of them is reported once, and the list's own numbering is "
            + "checked without them. A list that goes on from the one above it in the same section (it starts at "
            + "another number than 1, after a block written flush left between two items, which ends a list) must "
            + "start right after it: Markdown shows a list's first number as typed, so a number typed twice shows "
            + "twice, and one skipped is missing. An attribute list flush left between two items (`{: pre}` under an item's "
            + "fence) ends the list as kramdown ends a block there, and the item after it starts a list that goes on "
            + "from it.")
}
