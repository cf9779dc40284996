import MarkdownTree

@testable import RunbookChecks

extension PageUnreadable: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [RuleExample("↓"), RuleExample("↓\n\n   \n")],
        nonTriggering: [RuleExample("# Title\n")],
        details:
            "A path that is missing, a folder with no `.md` page below it (a wrong path must not pass CI), a folder "
            + "below a path given that cannot be read (its pages were not checked), a file that is not a regular file, "
            + "binary (a NUL byte), not UTF-8, empty or larger than docrun reads. A page given twice (`page.md`, "
            + "`./page.md`, its absolute path, a link to it, a folder that holds it) is checked once, under the first "
            + "path given.")
}

extension FrontMatterInvalidRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            "---\ncopyright: ↓[2018\n---\n\n# Title\n",
            RuleExample(
                "---\nkeywords: {{site.data.keyword.product}}, cli\ntitle: ↓\"Install {{site.data.keyword.product}}\n"
                    + "---\n"),
            "---\ntags:\n  - cli\n  ↓title: Install\n---\n",
            "↓---\ncopyright:\n  years: 2018\n\n# Title\n",
        ],
        nonTriggering: [
            "---\ncopyright:\n  years: 2018\n---\n\n# Title\n",
            RuleExample(
                "---\nkeywords: {{site.data.keyword.product}}, cli\nsubcollection: x\nlastupdated: \"2019\"\n---\n"
                    + "\n# T\n"),
            RuleExample(
                "---\nkeywords: {{site.data.keyword.product}}\ntags: [{{ site.data.keyword.product }}, x]\n---\n"),
            // A thematic break written with spaces opens no front matter.
            "- - -\n\n# Title\n",
        ],
        details: "The docs site resolves keyword keyrefs before it reads the YAML, so `keywords: "
            + "{{site.data.keyword.KEY}}, cli` unquoted is valid front matter: docrun reads each keyref as text. "
            + "Any other YAML error is reported, where libyaml finds it in the page, or, when that is the end of "
            + "the front matter, where what it could not finish (a quote, a bracket) opens; positions in the message "
            + "are the page's too. A first line '---' that no later '---' line closes is reported too: the site "
            + "shows it and the YAML as text.")
}

extension NestingTooDeepRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [RuleExample("↓" + String(repeating: "> ", count: MarkdownParser.maximumDepth + 5) + "deep\n")],
        nonTriggering: [RuleExample("> > quoted twice\n")])
}
