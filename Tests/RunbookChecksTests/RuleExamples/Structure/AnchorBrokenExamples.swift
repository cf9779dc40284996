@testable import RunbookChecks

extension AnchorBrokenRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Install
            {: #install}

            See [the setup](↓#setup).
            """,
            """
            # Install the {{site.data.keyword.product}} CLI

            See [the install](↓#install-the-acme-tool): whatever the keyword names, the id ends in `-cli`.
            """,
            """
            # Install
            {: #install}

            <p>See <a href="↓#set-up">the setup</a>.</p>
            """,
            """
            A note {#note-one} in the text.

            See <a href="↓#note-one">the note</a>.
            """,
            """
            ## Configure the gateway
            {: #gateway=setup}

            See [the gateway](↓#gateway=setup): kramdown drops an id with `=`.
            """,
            """
            # Upgrade

            The steps moved: <a href=↓#old-steps>old steps</a>.
            """,
            """
            # Search

            Type in [the search box](↓#q).

            <form action="/search"><input name="q" type="text"></form>
            """,
            """
            # Install
            {: #install}

            See [the setup](<↓#set up>).
            """,
            """
            ## Before you begin
            {: #prereqs}

            See [before you begin](↓#before-you-begin): the heading's id is `prereqs` alone.
            """,
            """
            ## Set up the CLI {#setup-cli} ##

            See [the setup](↓#setup-cli): kramdown reads the id only after the closing `#` marks.
            """,
            """
            ## Use the [CLI](cli.md)

            See [the CLI](↓#use-the-cli): kramdown makes the id of the heading as written, `use-the-cliclimd`.
            """,
        ],
        nonTriggering: [
            """
            ## Set up the CLI ## {#setup-cli}

            See [the setup](#setup-cli).
            """,
            """
            {:warn: #warning .important}

            # Limits

            Do not delete the default namespace.
            {: warn}

            See [the warning](#warning).
            """,
            """
            # Install the {{site.data.keyword.product}} CLI

            See [the install](#install-the-acme-cli): the site's keyword file, not given here, names the product.
            """,
            """
            # Install
            {: #install}

            ## Setting up the CLI
            {: #setup}

            See [the setup](#setup), [the next part](#next-part) and [a term](#x2031005).

            ## Next part
            """,
            """
            4.  {: #kubectl}Install the CLI.

            See [step 4](#kubectl) and <a href="#old">the old way</a>.

            <a name="old"></a>Old way.
            """,
            """
            | Region | Endpoint |
            |--------|----------|
            | Dallas | us-south |
            {: #regions}
            {: caption="Table 1. Regions"}

            ![The flow](flow.svg){: #flow-diagram}

            - {: #option-a} Use the console.
            - Use the <span id="cli-option">command line</span>, or the <a name="api-option">API</a>.

            See [the regions](#regions), [the flow](#flow-diagram), [option A](#option-a),
            <a href="#cli-option">the CLI</a> and [the API](#api-option).
            """,
            """
            ## Prérequis
            {: #prérequis}

            Voir [les prérequis](#pr%C3%A9requis).
            """,
            """
            <a id=tools></a>
            Install the tools first.

            <div id=quota>Each account holds ten projects.</div>

            See [the tools](#tools), [the quota](#quota) and <a href=#tools>the tools again</a>.
            """,
            """
            ## Rotating a key
            {: id="rotate-key"}

            Rotate it every 90 days: see [rotating a key](#rotate-key).
            """,
            """
            ## 2.0

            ## 3.0

            Read [what 2.0 changed](#section) and [what 3.0 changed](#section-1).
            """,
            """
            <div markdown="1" id="advanced">
            ## Advanced settings
            Most accounts keep the defaults.
            </div>

            See [the advanced settings](#advanced-settings) and [the box](#advanced).
            """,
        ],
        details: "Anchors are heading ids (`{: #id}` or `{#id}` at the heading's end), the ids kramdown generates for "
            + "headings without one, of the heading as written (`## Before you begin` → `before-you-begin`; a link's "
            + "target and an entity count as typed: `## Use the [CLI](cli.md)` → `use-the-cliclimd`, `## A &amp; B` → "
            + "`a-amp-b`; a heading with an id of its own has "
            + "that one alone; a title repeated is numbered, the "
            + "second `## FAQ` → `faq-1`; a title with no letter, `## 2.0`, is `section`), the ids an attribute list gives "
            + "any block (a table, whose lists GFM reads as its last rows; an image; a list; a list item, `- {: #id} "
            + "text`; `id=\"x\"` in a list is its id too, as `#x` is), a span attribute list right after an image, "
            + "link, code span or emphasis (`![d](d.png){: #id}`), and HTML `id` attributes, and `name` on an `a` (a link reaches no other element by its `name`: a form field's, an image map's, an `<object>`'s `<param>`'s), in HTML blocks and inline HTML (`<span id=\"x\">`, "
            + "`<a name=\"x\">`, and unquoted as HTML allows, `<a id=x>`: the value ends at a blank or `>`; so does an "
            + "`href=#x`). `{#id}` elsewhere in text is no anchor: kramdown reads it only at a heading's end. "
            + "Links to glossary terms, `#x` followed by digits (`#x2031005`), point into IBM's glossary, not the "
            + "page, and are never reported. A target's percent escapes are read as a browser reads them "
            + "(`#pr%C3%A9requis` is `#prérequis`). A reference link (`[text][ref]`) is reported where it is, with a "
            + "note where its definition (`[ref]: #target`) writes the target, which is where it is edited.")
}
