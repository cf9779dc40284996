import Testing

@testable import RunbookKit

/// Small pages, one dialect point each, read into the model: attribute list spellings, line endings, byte-order
/// mark, tabs, front matter, HTML `<pre>` blocks.
@Suite struct DialectReadingTests {
    static func read(_ text: String) throws -> Runbook {
        RunbookReader().read(try PageSource(path: "page.md", bytes: Array(text.utf8)))
    }

    static func read(bytes: [UInt8]) throws -> Runbook {
        RunbookReader().read(try PageSource(path: "page.md", bytes: bytes))
    }

    @Test(arguments: [
        "{: pre}", "{:pre}", "{:  pre}", "{: .pre}", "  {: pre}  ", "{: class=\"pre\"}", "{: class='copy pre'}",
    ])
    func attributeListSpellings(list: String) throws {
        let runbook = try Self.read("1.  Log in.\n\n    ```\n    bx login\n    ```\n    \(list)\n")
        #expect(runbook.commands.map(\.command.text) == ["bx login"])
        #expect(runbook.commands.first?.command.line == 4)
    }

    /// A list written after a blank line, directly above a code block, is that block's, as kramdown gives a list that
    /// follows no block to the next one (`@block_ial`); after a paragraph's line it is the paragraph's, and with a
    /// blank line below it too, the block's before it.
    @Test func attributeListAboveACodeBlock() throws {
        let above = try Self.read("1.  Build it:\n\n    {: pre}\n    ```\n    tool build\n    ```\n")
        #expect(above.commands.map(\.command.text) == ["tool build"])
        #expect(above.attributeLists.map(\.targetLine) == [4])
        #expect(above.attributeLists.map(\.isDetached) == [false])
        let first = try Self.read("{: pre}\n```\ntool build\n```\n")
        #expect(first.commands.map(\.command.text) == ["tool build"])
        let paragraphs = try Self.read("Build it:\n{: pre}\n```\ntool build\n```\n")
        #expect(paragraphs.commands.isEmpty)
        let below = try Self.read("```\ntool a\n```\n\n{: pre}\n\n```\ntool b\n```\n")
        #expect(below.commands.map(\.command.text) == ["tool a"])
    }

    /// A heading's `{#id}` at its end gives the section its id, and is no part of its title; anything else there
    /// (`{: #id}`, a class, a pair, a second list) is the title's text, as kramdown reads it (`HEADER_ID =
    /// /[\t ]{#(?<id>[A-Za-z][\w:-]*)}\z/`).
    @Test(arguments: [
        ("{#part-a}", "part-a", "Part A"), ("{#part-a .tip key=\"v w\"}", nil, "Part A {#part-a .tip key=\"v w\"}"),
        ("{: #part-a .tip}", nil, "Part A {: #part-a .tip}"),
        ("{#part-a} {: #part-b}", nil, "Part A {#part-a} {: #part-b}"),
    ])
    func headingListAtItsEnd(list: String, anchor: String?, title: String) throws {
        let runbook = try Self.read("# Page\n\n## Part A \(list)\n\n```\nls\n```\n{: pre}\n")
        #expect(runbook.sections.map(\.anchor) == [nil, anchor])
        #expect(runbook.sections.last?.title == title)
        #expect(runbook.anchors.map(\.name) == (anchor.map { [$0] } ?? []))
    }

    /// HTML anchors in a heading are anchors of the page, and the section's when nothing else gives it one; a
    /// `{#id}` at a heading's end is no part of its title when the list on the next line gives the id.
    @Test func headingHTMLAnchorsAndDoubleIDs() throws {
        let runbook = try Self.read(
            "# Page\n\n## <a name=\"first\"></a>First\n\n## Second <a id=\"second\"></a>\n\n"
                + "## Third {#third}\n{: #third_id}\n")
        #expect(runbook.sections.map(\.anchor) == [nil, "first", "second", "third_id"])
        #expect(runbook.sections.map(\.title) == ["Page", "First", "Second", "Third"])
        #expect(runbook.anchors.map(\.name) == ["first", "second", "third_id"])
    }

    /// A step's text starts after its inline attribute list and the blank that follows it.
    @Test func inlineListLeavesNoBlank() throws {
        let runbook = try Self.read("1. {: #s1} Verify it.\n\n   ```\n   ls\n   ```\n   {: pre}\n")
        #expect(runbook.steps.map(\.text) == ["Verify it."])
        #expect(runbook.steps.map(\.anchor) == ["s1"])
    }

    /// An empty or blank `{: pre}` block runs nothing: it is no command and makes no step.
    @Test func blankCommandIsNone() throws {
        let runbook = try Self.read("Run:\n\n```\nls\n```\n{: pre}\n\n```\n```\n{: pre}\n\n```\n   \n```\n{: pre}\n")
        #expect(runbook.commands.map(\.command.text) == ["ls"])
        #expect(runbook.steps.count == 1)
    }

    /// kramdown's block comments are not part of the page: a command commented out is no step, and lines keep their
    /// numbers; in fenced code the markers are text, and an unclosed comment is left as written.
    @Test func kramdownCommentsAreBlank() throws {
        let page = """
            # Page

            {::comment}
            Hidden.

            ```
            rm -rf /tmp/x
            ```
            {: pre}
            {:/comment}

            1. Run it. Replace <name> with a name.

               ```
               echo <name>
               ```
               {: pre}

            ```
            cat > notes.md <<'EOF'
            {::comment}
            draft
            {:/comment}
            EOF
            ```
            {: pre}

            {::comment}

            ```
            echo never closed
            ```
            {: pre}
            """
        let runbook = try Self.read(page)
        #expect(
            runbook.commands.map(\.command.text) == [
                "echo <name>", "cat > notes.md <<'EOF'\n{::comment}\ndraft\n{:/comment}\nEOF", "echo never closed",
            ])
        #expect(runbook.commands.map(\.command.line) == [15, 20, 31])
    }

    /// A line of Liquid tags only is an empty line once the site's templates have run: no part of a step's text nor
    /// of the paragraph it follows; in fenced code it is the code's own (a Jinja template) and is kept.
    @Test func liquidTagLinesAreBlank() throws {
        let page = """
            # Page

            {% if site.target == "public" %}
            1. Rendez le modèle.
               {% raw %}
               ```
               acme get -o template='{{.name}}'
               ```
               {: pre}
               {% endraw %}
            {% endif %}{% include aviso.md %}
            2. Escreva o modelo.
               ```
               {% for host in hosts %}
               {{ host }}
               {% endfor %}
               ```
               {: codeblock}

               Save it as `hosts.j2`.
            """
        let runbook = try Self.read(page)
        #expect(runbook.steps.map(\.text) == ["Rendez le modèle.", "Escreva o modelo."])
        #expect(runbook.commands.map(\.command.text) == ["acme get -o template='{{.name}}'"])
        #expect(runbook.commands.first?.command.line == 7)
        #expect(runbook.steps.last?.files.map(\.text) == ["{% for host in hosts %}\n{{ host }}\n{% endfor %}"])
        #expect(PageSource.isLiquidTags("{% if a %} {%- endif -%}"))
        #expect(!PageSource.isLiquidTags("{% if a %} text"))
        #expect(!PageSource.isLiquidTags("{% if a"))
    }

    @Test func listAfterABlankLineStillApplies() throws {
        let runbook = try Self.read("1.  Log in.\n\n    ```\n    bx login\n    ```\n\n    {: pre}\n")
        #expect(runbook.commands.map(\.command.text) == ["bx login"])
    }

    /// Lists on lines of their own all apply to the block before them, in page order: the first gives the role,
    /// the second the id.
    @Test func everyListOfABlockApplies() throws {
        let runbook = try Self.read("Run:\n\n```\nls\n```\n{: pre}\n{: #listing}\n")
        #expect(runbook.commands.map(\.command.text) == ["ls"])
        #expect(runbook.anchors.map(\.name) == ["listing"])
        #expect(runbook.attributeLists.map(\.targetLine) == [3, 3])
    }

    /// kramdown gives a block the classes of all its lists and of the definitions they name: a block one of them marks
    /// an output is one, as `{: screen .pre}` is, whichever list or definition says so and in any order.
    @Test func anOutputMarkOfAnyListOrDefinitionMakesAnOutput() throws {
        let runbook = try Self.read(
            "{:out: .screen}\n\n# Page\n\n1.  Run.\n    ```\n    acme get pods\n    ```\n    {: pre}\n\n"
                + "    ```\n    NAME   READY\n    ```\n    {: out .pre}\n\n    ```\n    pod-1  1/1\n    ```\n"
                + "    {: pre}\n    {: screen}\n\n    ```\n    pod-2  1/1\n    ```\n    {: .pre}{: out}\n")
        #expect(runbook.commands.map(\.command.text) == ["acme get pods"])
        #expect(runbook.steps.first?.outputs.map(\.text) == ["NAME   READY", "pod-1  1/1", "pod-2  1/1"])
    }

    /// A command in an aside after the step's command, a block quote or a block marked a tip or a note, is shown and
    /// not run ("You can also remove it:"); one that is the step's first command runs, in an aside or not.
    @Test func aCommandInATipOrANoteAfterTheStepsCommandIsNotRun() throws {
        let page = """
            # Page

            1.  Install.
                ```
                acme install
                ```
                {: pre}

                > **Note:** You can also remove it:
                >
                > ```
                > acme remove
                > ```
                > {: pre}

                To update it later:

                ```
                acme update
                ```
                {: pre}
                {: tip}

            2.  Log in.
                > ```
                > acme login
                > ```
                > {: pre}
            """
        let steps = try Self.read(page).steps
        #expect(steps.map { $0.commands.map(\.text) } == [["acme install"], ["acme login"]])
        #expect(steps.first?.examples.map(\.text) == ["acme remove", "acme update"])
    }

    /// A procedure written whole in a block quote (a note that holds steps) is no aside of its steps: each step's
    /// commands run, the second as the first, where a block quote inside a step is one.
    @Test func aProcedureInABlockQuoteRunsEachCommand() throws {
        let page = """
            # Page

            > **Important:** Before you start:
            >
            > 1.  Log in and target the group.
            >     ```
            >     acme login
            >     ```
            >     {: pre}
            >
            >     ```
            >     acme target -g default
            >     ```
            >     {: pre}
            >
            >     > ```
            >     > acme target --help
            >     > ```
            >     > {: pre}
            """
        let steps = try Self.read(page).steps
        #expect(steps.map { $0.commands.map(\.text) } == [["acme login", "acme target -g default"]])
        #expect(steps.first?.examples.map(\.text) == ["acme target --help"])
    }

    /// kramdown follows a definition's references to other definitions, to any depth: `{: step_cmd}` refers to a
    /// definition that refers to the one giving `.pre`; a definition that refers back to itself ends.
    @Test func definitionsReferToDefinitions() throws {
        let runbook = try Self.read(
            "{:base: .pre}\n{:step_cmd: base .copy}\n{:sortie: class=\"screen\"}\n{:loop_a: loop_b}\n"
                + "{:loop_b: loop_a codeblock}\n\n# Page\n\n1.  Entrez.\n    ~~~\n    acme login\n    ~~~\n"
                + "    {: step_cmd}\n\n    ~~~\n    OK\n    ~~~\n    {: sortie}\n\n2.  Escreva.\n    ~~~\n"
                + "    {\"a\": 1}\n    ~~~\n    {: loop_a}\n")
        #expect(runbook.commands.map(\.command.text) == ["acme login"])
        #expect(runbook.steps.first?.outputs.map(\.text) == ["OK"])
        #expect(runbook.steps.last?.files.count == 1)
    }

    /// A chain of definitions is followed to `AttributeDefinitions.maximumFollowed` for each list: one that long gives
    /// its role, a longer one not; and 20,000 blocks that name the first of 20,000 chained definitions are read in
    /// linear time (each walked the whole chain before: 4,000 of each took 18 s).
    @Test func aChainOfDefinitionsIsFollowedToABound() throws {
        func chain(_ count: Int, blocks: Int) -> String {
            (0..<count - 1).map { "{:a\($0): a\($0 + 1)}\n" }.joined() + "{:a\(count - 1): .pre}\n\n# Page\n\n"
                + (0..<blocks).map { "```\necho \($0)\n```\n{: a0}\n\n" }.joined()
        }
        let bound = AttributeDefinitions.maximumFollowed
        #expect(try Self.read(chain(bound, blocks: 1)).commands.count == 1)
        #expect(try Self.read(chain(bound + 1, blocks: 1)).commands.isEmpty)
        #expect(try Self.read(chain(20_000, blocks: 20_000)).commands.isEmpty)
    }

    /// An attribute list written at the end of a fence's opening line gives the block its role, as the writer meant
    /// (kramdown reads no code block there, CommonMark part of the info string: `attribute-detached` says so); the
    /// fence's language is the word before it.
    @Test(arguments: ["sh {: pre}", "sh{:pre}", "{: pre}", "bash {: .pre #login}"])
    func listOnTheOpeningFence(info: String) throws {
        let runbook = try Self.read("1.  Log in.\n    ```\(info)\n    acme login\n    ```\n")
        #expect(runbook.commands.map(\.command.text) == ["acme login"])
        #expect(runbook.attributeLists.map(\.isOnFence) == [true])
        #expect(runbook.attributeLists.map(\.targetLine) == [2])
    }

    @Test func listIndentedAsCodeAfterAFenceStillApplies() throws {
        // Four more spaces than the fence: cmark reads `{: pre}` as indented code; its author meant a list.
        let runbook = try Self.read("Run:\n\n```\nls\n```\n\n    {: pre}\n")
        #expect(runbook.commands.map(\.command.text) == ["ls"])
    }

    @Test func htmlPreBlockFollowedByPre() throws {
        let runbook = try Self.read("1.  Run:\n\n<pre><code>ls &lt;dir&gt;\n</code></pre>\n{: pre}\n")
        let command = try #require(runbook.commands.first?.command)
        #expect(command.origin == .html)
        #expect(command.text == "ls <dir>")
        #expect(command.placeholderNames == ["dir"])
    }

    /// A `<pre>` block's classes give its role when no attribute list does, as kramdown renders `{: pre}`
    /// (`<pre class="pre">`); a list after it wins; other blocks and classes give none.
    @Test(arguments: [
        ("<pre class=\"pre\"><code>ls</code></pre>", BlockRole?.some(.command)),
        ("<PRE CLASS='screen wide'>OK</PRE>", .output), ("  <pre id=\"x\" class=\"codeblock\">a: 1</pre>", .file),
        ("<pre class=\"screen\">OK</pre>\n{: pre}", .command), ("<pre>ls</pre>", nil),
        ("<pre class=\"prettyprint\">ls</pre>", nil), ("<div class=\"pre\">ls</div>", nil),
        ("<pre data-class=\"pre\">ls</pre>", nil),
    ])
    func htmlPreClassGivesTheRole(html: String, role: BlockRole?) throws {
        let runbook = try Self.read("# T\n\n```\nfirst\n```\n{: pre}\n\n\(html)\n")
        let steps = runbook.steps
        let found: BlockRole? =
            switch (steps.flatMap(\.commands).count - 1, steps.flatMap(\.outputs).count, steps.flatMap(\.files).count) {
            case (1, 0, 0): .command
            case (0, 1, 0): .output
            case (0, 0, 1): .file
            default: nil
            }
        #expect(found == role, "\(steps)")
    }

    /// A page without steps whose HTML holds a `<pre class="pre">` after another tag names that tag's line, read as
    /// HTML: a quoted `>` does not end the tag, a tag in a comment or another tag's class is none.
    @Test(arguments: [
        ("<ol><li><p>Run:</p>\n<pre class=\"pre\"><code>ls</code></pre></li></ol>", 4),
        ("<div>\n<PRE CLASS='copy pre'>ls</PRE>\n<pre class=\"pre\">ls</pre></div>", 4),
        ("<div>\n<pre title=\"a > b\"\n  class=\"pre\">ls</pre></div>", 4),
        ("<div>\n<pre class=\"screen\">OK</pre>\n\n<!-- <pre class=\"pre\">ls</pre> -->", nil),
        ("<div><pre class=\"prettyprint\">ls</pre><pre\n<p class=\"pre\">ls</p></div>", nil),
        ("<pre class=\"pre\"><code>ls</code></pre>", nil),
    ])
    func commandInHTMLBlockNamesItsLine(html: String, line: Int?) throws {
        let page = RunbookReader().readPage(try PageSource(path: "page.md", bytes: Array("# T\n\n\(html)\n".utf8)))
        #expect(page.commandInHTMLBlock == line)
    }

    /// A value given where a command or file puts a secret is one, whatever its name; a value documented as the
    /// name of a secret is not, whatever its name.
    @Test func secretsTheCommandsSay() throws {
        let runbook = try Self.read(
            """
            1. Log in.
               ```
               export CLOUDANT_APIKEY=<cloudant>
               ibmcloud login --apikey <value> -r <region>
               curl -H "Authorization: Bearer <iam>" https://api.example.com/v1
               ```
               {: pre}

               Replace `<secret>` with the name of your Kubernetes secret.

               ```
               kubectl get secret <secret>
               ```
               {: pre}
            2. Write the file.
               ```yaml
               stringData:
                 password: <db>
               ```
               {: codeblock}
            """)
        let secret = runbook.placeholders.filter(\.isSecret).map(\.name)
        #expect(secret == ["cloudant", "value", "iam", "db"])
    }

    /// In a `<pre>` block, `<var>x</var>` is the placeholder `<x>`; placeholders and the code are placed where the page
    /// writes them, entities and tags counted as written.
    @Test func htmlPreBlockVarsAndPositions() throws {
        let runbook = try Self.read(
            """
            1. Log in.
               <pre class="pre"><code>login -u <var class="keyword varname">user_name</var> -p <varname>password</varname>
               tag &lt;image&gt;:&lt;tag&gt;</code></pre>
               {: pre}
            """)
        let command = try #require(runbook.commands.first?.command)
        #expect(command.text == "login -u <user_name> -p <password>\ntag <image>:<tag>")
        #expect(command.column == 27)
        #expect(
            command.placeholders.map { "\($0.name)@\($0.location.line):\($0.location.column)" } == [
                "user_name@2:36", "password@2:84", "image@3:8", "tag@3:22",
            ])
        #expect(runbook.placeholder(named: "password")?.isSecret == true)
    }

    @Test func screenAndCodeblockRoles() throws {
        let runbook = try Self.read(
            "1.  Run:\n\n    ```\n    cat <f>\n    ```\n    {: pre}\n\n    ```\n    hello\n    ```\n    {: screen}\n\n"
                + "    ```\n    POST https://iam.<region>.example/token\n    ```\n    {: codeblock}\n")
        let step = try #require(runbook.steps.first)
        #expect(step.commands.count == 1)
        #expect(step.outputs.map(\.command) == [0])
        #expect(step.files.map(\.kind) == [.request])
        #expect(step.files.first?.placeholderNames == ["region"])
    }

    /// A keyref in a placeholder's name, or starting it, is resolved in its uses and its documentation, as in the
    /// command that runs: the plan asks for the name whose value is substituted.
    @Test func keyrefsInNamesAreResolvedEverywhere() throws {
        let page =
            "# T\n\n1. Log in:\n\n   ```\n   login --user <your {{site.data.keyword.hub}} user> <{{site.data.keyword.hub}} id>"
            + "\n   ```\n   {: pre}\n\n   | Name | Description |\n   |---|---|\n"
            + "   | `<your {{site.data.keyword.hub}} user>` | The user. |\n   | `<{{site.data.keyword.hub}} id>` | The ID. |\n"
        let runbook = RunbookReader(keywords: KeywordTable(values: ["hub": "Event Hub"]))
            .read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let command = try #require(runbook.commands.first?.command)
        let names = ["your Event Hub user", "Event Hub id"]
        #expect(command.placeholderNames == names)
        #expect(command.script.placeholders.map(\.name) == names)
        #expect(command.placeholders.map(\.location.description) == ["6:17", "6:55"])
        #expect(runbook.placeholders.map(\.name) == names)
        #expect(runbook.placeholders.map { $0.documentation.map(\.description) } == [["The user."], ["The ID."]])
    }

    @Test func crlfKeepsLinesAndColumns() throws {
        let lf = try Self.read("# T\n\n1.  Run:\n\n    ```\n    ls <x>\n    ```\n    {: pre}\n")
        let crlf = try Self.read("# T\r\n\r\n1.  Run:\r\n\r\n    ```\r\n    ls <x>\r\n    ```\r\n    {: pre}\r\n")
        #expect(crlf.commands.first?.command.text == "ls <x>")
        #expect(crlf.commands.first?.command.placeholders == lf.commands.first?.command.placeholders)
        #expect(crlf.commands.first?.command.placeholders.first?.location.description == "6:8")
    }

    @Test func byteOrderMarkKeepsLineOneColumns() throws {
        let runbook = try Self.read(
            bytes: [0xEF, 0xBB, 0xBF] + Array("# Titre\n{: #t}\n\n```\nls\n```\n{: pre}\n".utf8))
        #expect(runbook.title == "Titre")
        #expect(runbook.anchor == "t")
        #expect(runbook.commands.first?.command.line == 5)
    }

    @Test func tabsIndentAFenceInAStep() throws {
        let runbook = try Self.read("1.\tRun:\n\n\t```\n\tls\n\t```\n\t{: pre}\n")
        #expect(runbook.commands.map(\.step.id) == ["1"])
        #expect(runbook.commands.first?.command.text == "ls")
    }

    @Test func frontMatterIsBlankedNotRemoved() throws {
        let runbook = try Self.read(
            "---\nlastupdated: \"2018-05-24\"\nlang: fr\n---\n\n# Titre\n\n1.  Run:\n\n    ```\n    ls\n    ```\n    {: pre}\n"
        )
        #expect(runbook.sections.first?.line == 6)
        #expect(runbook.commands.first?.command.line == 11)
        #expect(runbook.language == .fr)
        #expect(runbook.notes.isEmpty)
    }

    /// Front matter closes at `---` or `...`, with spaces, tabs or other whitespace around; a line that is neither
    /// does not close it.
    @Test(arguments: ["---", "...", " ... ", "\t---", "...\u{A0}"])
    func frontMatterClosedByEitherRule(closing: String) throws {
        let source = try PageSource(path: "page.md", bytes: Array("---\nlang: fr\n--\n\(closing)\n# T\n".utf8))
        #expect(source.frontMatterLines == 1...4)
    }

    @Test func invalidFrontMatterIsIgnoredWithANote() throws {
        let runbook = try Self.read("---\nkey: [unclosed\n---\n# Title\n")
        #expect(runbook.title == "Title")
        #expect(runbook.sections.first?.line == 4)
        #expect(runbook.notes.map(\.rule) == ["front-matter-invalid"])
    }

    @Test func unnumberedStepsAroundANumberedList() throws {
        let runbook = try Self.read(
            "## A\n{: #a}\n\nFirst:\n\n```\nls\n```\n{: pre}\n\n1.  One.\n\n    ```\n    pwd\n    ```\n    {: pre}\n\n"
                + "Then:\n\n```\nid\n```\n{: pre}\n")
        #expect(runbook.commands.map(\.step.id) == ["0", "1", "2"])
        #expect(runbook.commands.map(\.step.isNumbered) == [false, true, false])
    }

    /// Code blocks right after the last step, at the margin and before any paragraph, are that step's: "run the
    /// following command" then an unindented block means that command, as it does for the steps before.
    @Test func codeRightAfterTheLastStepIsItsOwn() throws {
        let runbook = try Self.read(
            "1. Log in.\n\n```\necho one\n```\n{: pre}\n\n2. Restage the app.\n\n```\necho two\n```\n{: pre}\n\n"
                + "```\nrestaged\n```\n{: screen}\n\nThen:\n\n```\nid\n```\n{: pre}\n")
        #expect(runbook.commands.map(\.step.id) == ["1", "2", "3"])
        #expect(runbook.steps.map(\.isManual) == [false, false, false])
        #expect(runbook.steps[1].outputs.map(\.text) == ["restaged"] && runbook.steps[2].text == "Then:")
    }

    /// After a file outside numbered lists, a command right after it is the file's step; one after a paragraph is a
    /// step of its own, with that paragraph as its text.
    @Test func aCommandAfterAFileAndProseIsAStepOfItsOwn() throws {
        let runbook = try Self.read(
            "Write `a.json`.\n\n```\n{}\n```\n{: codeblock}\n\nCreate it.\n\n```\necho one\n```\n{: pre}\n\n"
                + "```\necho two\n```\n{: pre}\n\nSave `b.json`:\n\n```\n[]\n```\n{: codeblock}\n\n```\ncat b.json\n```\n{: pre}\n"
        )
        #expect(runbook.steps.map(\.text) == ["Write a.json.", "Create it.", "", "Save b.json:"])
        #expect(
            runbook.steps.map(\.commands.count) == [0, 1, 1, 1] && runbook.steps.map(\.files.count) == [1, 0, 0, 1])
    }

    /// A fence's language is the first word of its info string, lowercased, whatever follows or precedes it.
    @Test func aFenceLanguageIsTheInfoStringsFirstWord() {
        #expect(FenceLine.language(ofInfo: "") == "")
        #expect(FenceLine.language(ofInfo: "   ") == "")
        #expect(FenceLine.language(ofInfo: "Bash") == "bash")
        #expect(FenceLine.language(ofInfo: "  PowerShell title=\"x\"") == "powershell")
        #expect(FenceLine.language(ofInfo: "json {.x}") == "json")
        #expect(FenceLine.language(ofInfo: "{: codeblock}") == "")
    }

    /// A fence line is a run of one fence character: three or more open a block (a backtick fence's info holds no
    /// backtick), as many or more of the same character with nothing after close it.
    @Test func aFenceLineIsARunOfOneFenceCharacter() {
        func opening(_ line: String) -> String? {
            FenceLine.run(line.utf8).flatMap {
                FenceLine.opens($0) ? String(UnicodeScalar($0.marker)) + "\($0.length)" : nil
            }
        }
        func closes(_ line: String) -> Bool { FenceLine.run(line.utf8).map { FenceLine.closes($0, (0x60, 3)) } == true }
        #expect(opening("```") == "`3" && opening("````bash") == "`4" && opening("~~~ a`b") == "~3")
        #expect(opening("```~") == "`3", "a tilde after backticks is the info string")
        #expect(opening("``") == nil && opening("``` a`b") == nil && opening("`~~") == nil && opening("text") == nil)
        #expect(FenceLine.run("``~".utf8).map { ($0.marker, $0.length, Array($0.info)) }! == (0x60, 2, [0x7E]))
        #expect(closes("````") && closes("```  "))
        #expect(!closes("``` x") && !closes("``") && !closes("~~~") && !closes("text"))
    }

    /// A line of backticks with a backtick after them is inline code, no fence: a block comment after it is one.
    @Test func aCommentAfterInlineCodeOfBackticksIsBlanked() throws {
        let text = "``` a`b\n\n{::comment}\nhidden\n{:/comment}\n\n```~\n{::comment}\nshown\n{:/comment}\n```\n"
        let source = try PageSource(path: "/tmp/page.md", bytes: Array(text.utf8))
        #expect(!source.text.contains("hidden") && source.text.contains("shown"))
    }
}
