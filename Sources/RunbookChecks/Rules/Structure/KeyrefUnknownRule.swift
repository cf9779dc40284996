import MarkdownTree
import RunbookKit

/// `keyref-unknown`: a keyref whose key is in neither docrun's keyword table nor the configuration's.
struct KeyrefUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "keyref-unknown", severity: .warning,
        rationale: "An unknown keyref is published as raw '{{site.data.keyword…}}' text; add the key to the "
            + "keyword file named by the configuration if it is real.",
        triggering: [
            RuleExample("Log in to ↓{{site.data.keyword.Bluemix_notm_typo}}.\n"),
            RuleExample("Use ↓{{ site.data.keyword.no_such_product }} and {{site.data.keyword.cloud_notm}}.\n"),
        ],
        nonTriggering: [
            RuleExample("Log in to {{site.data.keyword.Bluemix_notm}} with {{ site.data.keyword.cloud_notm }}.\n"),
            RuleExample("Helm: `{{ .Values.image }}` and {{site.data.content.note}}.\n"),
        ],
        details: "Keys are looked up in the table docrun ships, merged with the `keywords:` file of the page's "
            + "`.docrun.yml`. Only `{{site.…keyword…}}` keyrefs are looked at, in prose and code alike; other "
            + "Liquid and template syntax (`{{ page.title }}`, `{{ .Values.x }}`) is left alone.")

    static let message = Localized(
        en: "keyref '{keyref}' names no known keyword '{key}'", fr: "le keyref '{keyref}' ne nomme aucun mot-clé connu '{key}'",
        pt: "o keyref '{keyref}' não nomeia nenhuma palavra-chave conhecida '{key}'")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for keyref in page.keyrefs.problems {
            guard case .unknownKey(let key) = keyref.problem else { continue }
            findings.append(
                page.finding(at: keyref.location, Self.message(page.messageLanguage, ["keyref": keyref.text, "key": key])))
        }
    }
}
