import MarkdownTree
import Testing

@testable import RunbookKit

/// Fences a writer marked `{: pre}`, `{: screen}` or `{: codeblock}` are read as those blocks however their
/// indentation nests them, with the step, text and page positions the writer meant.
@Suite struct FenceRepairTests {
    /// A page, the commands it must give (step id, text, page line and column of the first code line) and the
    /// outputs and files (step id, page line of the fence).
    struct Case: CustomStringConvertible {
        let name: String
        let page: String
        let commands: [String]
        var outputs: [String] = []
        var files: [String] = []
        var description: String { name }
    }

    static let cases = [
        Case(
            name: "a lettered sub-step, then a fence indented under its paragraph",
            page: """
                1. Test the action.

                  a. With curl:
                        ```
                        curl https://<host>/hello
                        ```
                        {: pre}

                  b. It returns:
                        ```
                        hello
                        ```
                        {: screen}
                """,
            commands: ["1|curl https://<host>/hello|5:9"], outputs: ["1|10"]),
        Case(
            name: "bullets indented four columns too far, fences inside them",
            page: """
                2. Test the action in one of two ways.

                  Use one of these:

                    * With curl.
                      ```
                      curl https://host/a
                      ```
                      {: pre}

                    * With wget.
                      ```
                      wget https://host/a
                      ```
                      {: pre}
                """,
            // "one of these": the bullets are alternatives, parts 2.1 and 2.2 of the step.
            commands: ["2.1|curl https://host/a|7:7", "2.2|wget https://host/a|13:7"]),
        Case(
            name: "a code line indented less than its list item cuts nothing",
            page: """
                1. Save this in `hello.php`.

                    ```
                    <?php
                function main(array $args) : array
                {
                    return ["greeting" => "hi"];
                }
                    ```
                    {: codeblock}

                2. Deploy it.

                    ```
                    ibmcloud fn action create hello hello.php
                    ```
                    {: pre}
                """,
            commands: ["2|ibmcloud fn action create hello hello.php|15:5"], files: ["1|3"]),
        Case(
            name: "a closing fence indented further than the item's content",
            page: """
                1. Provide the file.

                \t\t```sh
                \t\tcat config.txt
                               ```
                               {: pre}

                2. Check it.

                   ```
                   ls
                   ```
                   {: pre}
                """,
            commands: ["1|cat config.txt|4:3", "2|ls|11:4"]),
        Case(
            name: "closing fences indented less than their item's content, then at the margin",
            page: """
                1. Print one.

                   ```sh
                   echo one
                  ```
                   {: pre}

                2. Print two.

                   ```sh
                   echo two
                ```
                {: pre}

                3. Print three.

                   ```sh
                   echo three
                   ```
                   {: pre}
                """,
            commands: ["1|echo one|4:4", "2|echo two|11:4", "3|echo three|18:4"]),
        Case(
            name: "tabs before a fence under a nested numbered step",
            page: """
                3. Choose a method.

                \t1. With a file.

                \t\t```
                \t\tbx login --file f
                \t\t```
                \t\t{: pre}
                """,
            commands: ["3.1|bx login --file f|6:3"]),
        Case(
            name: "a fence over-indented after an 'Example output' line, under a step",
            page: """
                1. Run it.

                   ```
                   bx run
                   ```
                   {: pre}

                   **Example output**

                        ```
                        done
                        ```
                        {: screen}
                """,
            commands: ["1|bx run|4:4"], outputs: ["1|10"]),
        Case(
            name: "fences left open at the top level, each before its attribute list",
            page: """
                Sign in.

                ```
                bx login --sso
                {: pre}

                Pick a group.

                ```
                bx target -g <group>
                ```
                {: pre}

                It prints:

                ```
                Targeted group
                ```
                {: screen}
                """,
            commands: ["1|bx login --sso|4:1", "2|bx target -g <group>|10:1"], outputs: ["2|16"]),
        Case(
            name: "a fence left open in a list item, before its attribute list",
            page: """
                1. Sign in.

                   ```
                   bx login
                   {: pre}

                2. Pick a group.

                   ```
                   bx target -g g
                   ```
                   {: pre}
                """,
            commands: ["1|bx login|4:4", "2|bx target -g g|10:4"]),
        Case(
            name: "two fences left open one after the other, then one closed",
            page: """
                Sign in.

                ```
                bx login
                {: pre}

                Pick a group.

                ```
                bx target -g g
                {: pre}

                List.

                ```
                bx ls
                ```
                {: pre}
                """,
            commands: ["1|bx login|4:1", "2|bx target -g g|10:1", "3|bx ls|16:1"]),
        Case(
            name: "a fence left open before one with an info string",
            page: """
                Sign in.

                ```
                bx login
                {: pre}

                Pick a group.

                ```sh
                bx target -g g
                ```
                {: pre}
                """,
            commands: ["1|bx login|4:1", "2|bx target -g g|10:1"]),
        Case(
            name: "a fence left open on the page's last lines",
            page: "Sign in.\n\n~~~\nbx login\n   {: pre}\n\nThen go on.\n",
            commands: ["1|bx login|4:1"]),
        Case(
            name: "a `~~~` fence left open by a line of backquotes, its writer's closing fence: no line of the code",
            page: """
                1. Sign in.

                   ~~~
                   bx login --sso
                   ```
                   {: pre}

                2. Pick a group.

                   ~~~
                   bx target -g g
                   ~~~
                   {: pre}
                """,
            commands: ["1|bx login --sso|4:4", "2|bx target -g g|11:4"]),
        Case(
            name: "a closed block whose code holds attribute lists, followed by one (a page on kramdown)",
            page: """
                Write:

                ```
                bx login
                {: pre}
                ```
                {: codeblock}

                Or:

                ```
                bx logout
                {: pre}
                ```

                Run:

                ```
                bx ls
                ```
                {: pre}
                """,
            commands: ["2|bx ls|19:1"], files: ["1|3"]),
        Case(
            name: "a closed block of kramdown in a longer fence",
            page: """
                Write:

                ````
                ```
                bx login
                {: pre}

                ```
                bx ls
                ````
                {: codeblock}
                """,
            commands: [], files: ["1|3"]),
        Case(
            name: "a fence left open with no attribute list in it stays open",
            page: "Sign in.\n\n```\nbx login\n\nPick a group.\n\n```\nbx target\n```\n{: pre}\n",
            commands: []),
    ]

    /// Thousands of fences left open, each closed before its list: the page is read again once, not once a fence.
    @Test func manyFencesLeftOpenAreReadInOnePass() throws {
        let page = String(repeating: "Run.\n\n```\nbx ls\n{: pre}\n\n", count: 20_000)
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(runbook.commands.count == 20_000)
        #expect(runbook.commands.last.map { "\($0.command.line)" } == "\(6 * 19_999 + 4)")
    }

    @Test(arguments: cases)
    func markedFencesAreReadAsMeant(_ example: Case) throws {
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(example.page.utf8)))
        let commands = runbook.commands.map { step, command in
            "\(step.id)|\(command.text)|\(command.line):\(command.column)"
        }
        #expect(commands == example.commands)
        #expect(runbook.steps.flatMap { step in step.outputs.map { "\(step.id)|\($0.blockLine)" } } == example.outputs)
        #expect(runbook.steps.flatMap { step in step.files.map { "\(step.id)|\($0.blockLine)" } } == example.files)
    }

    /// kramdown ends a block at a line of attribute lists, where cmark runs a paragraph on into an item numbered other
    /// than 1: the item starts a list, in a list item, after a paragraph or in a block quote.
    @Test(arguments: [
        (
            "1. Log in:\n  ```\n  bx login\n  ```\n  {: pre}\n2. Pick a region:\n  ```\n  bx target -r <region>\n"
                + "  ```\n  {: pre}\n3. Done.\n",
            ["1 Log in: | bx login@3:3", "2 Pick a region: | bx target -r <region>@8:3", "3 Done. |"]
        ),
        (
            "Keep the key.\n{: important}\n4) Rotate it:\n\n   ```\n   bx rotate\n   ```\n   {: pre}\n",
            ["4 Rotate it: | bx rotate@6:4"]
        ),
        (
            "> 1. Look:\n>\n> ```\n> bx ls\n> ```\n> {: pre}\n> 2. Then go.\n",
            ["1 Look: | bx ls@4:3", "2 Then go. |"]
        ),
    ])
    func anAttributeListEndsItsBlockBeforeANumberedItem(_ page: String, _ steps: [String]) throws {
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let read = runbook.steps.map { step in
            "\(step.id) \(step.text) |" + step.commands.map { " \($0.text)@\($0.line):\($0.column)" }.joined()
        }
        #expect(read == steps)
        // Each list still applies to the block before it.
        #expect(runbook.attributeLists.allSatisfy { $0.targetLine != nil && !$0.isDetached })
    }

    /// Only an item numbered other than 1 runs on: other text after a list stays the paragraph's, as kramdown reads it
    /// too, and `1.` starts a list in CommonMark as well.
    @Test func textAfterAnAttributeListIsLeftAsRead() throws {
        let page = "Run:\n\n```\nbx ls\n```\n{: pre}\n2021 was a good year.\n1. Next.\n"
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(runbook.steps.map(\.text) == ["Run:", "Next."])
        #expect(runbook.commands.map(\.command.text) == ["bx ls"])
    }

    @Test func aPlaceholderInARepairedCommandKeepsItsPageColumn() throws {
        let page =
            "1. Test.\n\n  a. With curl:\n        ```\n        curl https://<host>/hello\n        ```\n        {: pre}\n"
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let use = try #require(runbook.commands.first?.command.placeholders.first)
        #expect(use.name == "host")
        #expect(use.location == SourceLocation(line: 5, column: 22))
    }

    /// Fences no attribute list marks are left as Markdown reads them: nothing says what they were meant to be.
    @Test func unmarkedFencesAreLeftAsWritten() throws {
        let page = "1. Run.\n\n  a. With curl:\n        ```\n        curl https://host\n        ```\n"
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(runbook.commands.isEmpty)
        #expect(FenceRepair.markedRegions(page.split(separator: "\n", omittingEmptySubsequences: false)).isEmpty)
    }

    /// The page as written is the tree the checks see; only the runbook reads the repaired page.
    @Test func theReadPageKeepsThePublishedTree() throws {
        let page = "Run:\n      ```\n      ls\n      ```\n      {: pre}\n"
        let read = RunbookReader().readPage(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(read.runbook.commands.map(\.command.text) == ["ls"])
        #expect(read.tree.children.map(\.kind) == [.paragraph])
    }

    @Test func indentationCountsTabsToTheNextMultipleOfFour() {
        #expect(SourceText.indentation("  \tx".utf8) == 4)
        #expect(SourceText.indentation("\t  x".utf8) == 6)
        #expect(SourceText.indentation("x".utf8) == 0)
    }
}
