import MarkdownTree
import Testing

@testable import RunbookKit

/// Every way the dialect gives an element an id is an anchor of the page, found once, where its `#` or attribute is.
@Suite struct AnchorReadingTests {
    static func anchors(_ text: String) throws -> [String] {
        try DialectReadingTests.read(text).anchors.map {
            "\($0.name) \($0.location.line):\($0.location.column) \($0.origin.rawValue)"
        }
    }

    @Test(
        arguments: [
            ("| a |\n|---|\n| b |\n{: #tbl}\n{: caption=\"T\"}\n", ["tbl 4:4 block"]),
            ("![D](d.png)\n{: #img}\n", ["img 2:4 block"]),
            ("Text ![D](d.png){: #inline-img} more.\n", ["inline-img 1:20 inline"]),
            ("![D](d.png){: #only-img}\n", ["only-img 1:15 inline"]),
            ("- one\n- {: #item} two\n", ["item 2:6 inline"]),
            ("- one\n- two\n{: #list}\n", ["list 3:4 block"]),
            (
                "A [link](https://x){: #lnk}, *em*{:#em} and `c`{: #code}.\n",
                ["lnk 1:23 inline", "em 1:36 inline", "code 1:51 inline"]
            ),
            ("Use <span id=\"sp\">this</span> or <a name=\"nm\"></a>.\n", ["sp 1:11 html", "nm 1:37 html"]),
            ("<map name=\"m\" id=\"m\">\n<area href=\"#x\"/>\n</map>\n", ["m 1:15 html"]),
            ("<a name=\"a\"></a><a name=\"a\"></a>\n", ["a 1:4 html", "a 1:20 html"]),
            // A link reaches an `a` by its name, no other element: a form field, a map or a `<param>` is none.
            ("<A NAME=\"up\"></A>\n", ["up 1:4 html"]),
            (
                "<object data=\"v.mp4\"><param name=\"autoplay\" value=\"0\"></object>\n\n"
                    + "Search: <input name=\"q\"> <select name=\"s\"></select> <map name=\"m\"></map>\n",
                []
            ),
            ("A note {#not-an-id} in text.\n", []),
            // An id a definition gives (`{:warn: #warning}`) is the id of each block that refers to it, its own
            // replacing it, and the last given when several are; placed at the block.
            (
                "{:warn: #warning .important}\n\nFirst.\n{: warn}\n\nSecond.\n{: warn}\n",
                ["warning 3:1 block", "warning 6:1 block"]
            ),
            ("{:warn: #warning}\n\n## Title {#title}\n{: warn}\n", ["warning 3:1 heading"]),
            (
                "## Title\n{: warn}\n{:warn: #warning}\n\n## Other\n{: warn}\n",
                ["warning 1:1 heading", "warning 5:1 heading"]
            ),
            ("{:warn: #warning}\n\nText.\n{: warn #own}\n", ["own 4:9 block"]),
            (
                "{:base: #b}\n{:warn: base .x}\n{:a: #ida}\n\nText.\n{: a warn}\n\nMore.\n{: warn a}\n",
                ["b 5:1 block", "ida 8:1 block"]
            ),
            ("Text.\n{: warn}\n\n{:warn: #later}\n", ["later 1:1 block"]),
            ("{:a: b}\n{:b: a}\n\nText.\n{: a}\n", []),
            // Unquoted HTML values end at a blank or `>`, as HTML reads them.
            ("<a id=unq></a>Text.\n\n<p id=blk class=x>Text</p>\n", ["unq 1:4 html", "blk 3:4 html"]),
            // `id="…"` in an attribute list is the element's id, as `#…` is; unquoted, kramdown ignores it.
            ("## Rotate\n{: id=\"rot\"}\n\nText.\n{: id='para'}\n", ["rot 2:4 heading", "para 5:4 block"]),
            ("Text.\n{: id=bare}\n", []),
            // An id with a character kramdown does not take is dropped, as kramdown drops it.
            ("Text.\n{: #a=b}\n\nMore.\n{: #ok .c:d}\n", ["ok 5:4 block"]),
            // Ids and classes joined without blanks: each `#` opens an id, each `.` a class, and the last id is the
            // element's, as kramdown reads them (`ALD_TYPE_ID_OR_CLASS_MULTI`); an id may hold `:`.
            ("## Setup\n{: #setup.tip}\n\nText.\n{: .note#para}\n", ["setup 2:4 heading", "para 5:9 block"]),
            ("Text.\n{: #first#second}\n\nTerm.\n{: #ns:term}\n", ["second 2:10 block", "ns:term 5:4 block"]),
            // Lists on consecutive lines are one list to kramdown, whose later id replaces an earlier one; also over a
            // heading's `{#id}`, which kramdown takes only alone at its end: `{: #id}` or a class there is title text.
            ("## Install\n{: #setup-old}\n{: #install}\n", ["install 3:4 heading"]),
            ("## Installer {#installer}\n{: #ancien}\n{: .tip}\n{: #installation}\n", ["installation 4:4 heading"]),
            ("Texte.\n{: #ancien-texte}\n{: .note}\n{: #texte}\n", ["texte 4:4 block"]),
            ("| a |\n|---|\n| b |\n{: #tabela-antiga}\n{: #tabela}\n", ["tabela 5:4 block"]),
            ("## Instalar {#instalar} {: #instalacao}\n\nTexto.\n", []),
            ("## Installer {: #installer}\n\nTexte.\n", []),
            ("## Part {#part .tip}\n\nText.\n", []),
            // kramdown's heading id starts with a letter, then letters, digits, `_`, `:` or `-`; else it is text.
            ("## Releases of 3 March 2031 {#3March2031}\n\nText.\n", []),
            ("## Release {#release.notes}\n\nText.\n", []),
            ("## Release {#r:2031_03-a}\n\nText.\n", ["r:2031_03-a 1:13 heading"]),
            // kramdown reads the id after the closing `#` marks only (its `ATX_HEADER_MATCH`); cmark drops the marks.
            ("## Set up {#setup} ##\n\nText.\n", []),
            ("## Set up ## {#setup}\n\nText.\n", ["setup 1:15 heading"]),
            // kramdown reads the content of `<div markdown="1">` as Markdown, the line after the tag too (cmark reads
            // it as HTML up to a blank line): the heading there has its id, and the tag's own id is in page order.
            (
                "## Before\n\n<div markdown=\"1\" id=\"box\">\n## Inside {#inside}\n</div>\n\n"
                    + "> <section markdown=\"block\" id=\"quoted\">\n> ## Quoted {#quoted-title}\n",
                ["box 3:19 html", "inside 4:12 heading", "quoted 7:29 html", "quoted-title 8:14 heading"]
            ),
            // Without `markdown`, or on an element whose content kramdown reads as text, the lines are HTML.
            (
                "<div id=\"raw\">\n## Raw {#raw-title}\n</div>\n\n<p markdown=\"1\">\n## P {#p}\n</p>\n",
                ["raw 1:6 html"]
            ),
        ] as [(String, [String])])
    func findsEachOnce(_ text: String, _ expected: [String]) throws {
        let found = try Self.anchors(text)
        #expect(found == expected, "\(text): \(found)")
    }

    /// A heading without an id of its own has the one kramdown generates from its title (`auto_ids`).
    ///
    /// That id is what a link to it and `--section` name. A heading with its own id, or an HTML one, has no other; a
    /// keyref no keyword file resolves leaves the id unknown.
    @Test(
        arguments: [
            ("# Deploy\n\n## Before you begin\n", ["deploy", "before-you-begin"]),
            ("## Setup\n{: #setup}\n\n## Use the API {#api}\n\n## Clean up\n", ["setup: own", "api: own", "clean-up"]),
            // A repeated title is numbered, an id of the page's own not counted; a title that keeps nothing is `section`.
            (
                "## FAQ\n\n## FAQ\n{: #faq}\n\n## FAQ\n\n## 2.0\n\n## 日本語\n",
                ["faq", "faq: own", "faq-1", "section", "section-1"]
            ),
            ("## 3. Créer l’espace de noms\n\n## Étape `run` -- fin\n", ["crer-lespace-de-noms", "tape-run----fin"]),
            ("## <a name=\"start\"></a>Start here\n", ["start: own"]),
            ("## Set up {#setup} ##\n\n## Set up ## {#set-up}\n", ["set-up-setup", "set-up: own"]),
            ("## Install {{site.data.keyword.unknown_cli}}\n\n## Install\n", ["none", "install"]),
            // kramdown makes the id of the heading as written: a link's target, an image's source and an entity count
            // as typed, in a list item or a quote too; an ATX heading's closing `#`s do not, a setext heading's do.
            (
                "## Use the [CLI](cli.md) ##\n\n- ## ![Icon](i.png) Tom &amp; Jerry\n\n> ### C# #\n\nA #\n---\n",
                ["use-the-cliclimd", "iconipng-tom-amp-jerry", "c", "a-"]
            ),
            // A `#` heading indented past its container's content is text to kramdown (cmark reads a heading): no id
            // of its own or generated, only an attribute list's, which kramdown gives the paragraph.
            (
                "# Top\n\n   ## Indented {#indented}\n\n  ## Indented\n{: #given}\n\n- Item\n\n   ## In item\n\n"
                    + "  ## Item heading\n\n>  ## Quoted\n\n> ## Quote heading\n",
                ["top", "none", "given: own", "none", "item-heading", "none", "quote-heading"]
            ),
        ] as [(String, [String])])
    func headingsWithoutAnIDHaveKramdownsOwn(_ text: String, _ expected: [String]) throws {
        let sections = try DialectReadingTests.read(text).sections
        let found = sections.map { section in
            section.anchor.map { "\($0): own" } ?? section.generatedAnchor ?? "none"
        }
        #expect(found == expected, "\(text): \(found)")
        #expect(sections.map(\.renderedAnchor) == sections.map { $0.anchor ?? $0.generatedAnchor })
    }

    /// A heading's `{#id}` and its closing `#` marks before it are no part of its title; before the marks, the id is.
    @Test func closingMarksAroundAnID() throws {
        let text = "## Set up ## {#set-up}\n\n## Use C# {#csharp}\n\n## Clean up {#clean} ##\n\nSub {#sub}\n---\n"
        let sections = try DialectReadingTests.read(text).sections
        #expect(sections.map(\.title) == ["Set up", "Use C#", "Clean up {#clean}", "Sub"])
        #expect(sections.map { $0.anchor ?? "-" } == ["set-up", "csharp", "-", "sub"])
    }
}
