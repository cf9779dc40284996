@testable import RunbookChecks

extension KeyrefUnknownRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            RuleExample("Log in to ↓{{site.data.keyword.product_ful}}.\n", keywords: ["product_full": "Example Cloud"]),
            RuleExample(
                "Use ↓{{ site.data.keyword.productfull }} and {{site.data.keyword.product_full}}.\n",
                keywords: ["product_full": "Example Cloud"]),
            RuleExample(
                "Log in to ↓{{site.data.keyword.productfull | upcase}}.\n", keywords: ["product_full": "Example Cloud"]),
        ],
        nonTriggering: [
            RuleExample(
                "Log in to {{site.data.keyword.product_full}} with {{ site.data.keyword.product_full }}.\n",
                keywords: ["product_full": "Example Cloud"]),
            RuleExample("Helm: `{{ .Values.image }}` and {{site.data.content.note}}.\n", keywords: [:]),
            "Without a keyword file, {{site.data.keyword.any_product_name}} is not judged.\n",
        ],
        details: "Keys are looked up only in the keyword file given for the page: `--keywords FILE`, or `keywords:` in "
            + "its `.docrun.yml` (both: the command line's keys win). Without one, no keyref is reported as unknown; "
            + "malformed ones still are (`keyref-malformed`). The message names the nearest key of the file when one "
            + "is a few edits away. Only `{{site.…keyword…}}` keyrefs are looked at, in prose and code alike; other "
            + "Liquid and template syntax (`{{ page.title }}`, `{{ .Values.x }}`) is left alone.")
}
