import RunbookKit

/// `attribute-malformed`: a token of a block attribute list that kramdown reads as no attribute.
///
/// kramdown drops such a token (`AttributeList.unreadable`), and with it the role, id or caption it was meant to
/// give. Definitions (`{:name: …}`) are not read for it: pages share them from the site's header.
struct AttributeMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-malformed", severity: .warning,
        rationale: "What kramdown cannot read in an attribute list it drops, so the code role, id or caption is lost.")

    static let unreadable = Localized(
        en: "kramdown cannot read '{token}' in this attribute list and drops it",
        fr: "kramdown ne sait pas lire '{token}' dans cette liste d'attributs et l'ignore",
        pt: "o kramdown não consegue ler '{token}' nesta lista de atributos e o descarta")
    static let unquoted = Localized(
        en: "kramdown drops '{token}': quote its value ({key}=\"{value}\")",
        fr: "kramdown ignore '{token}' : mettez sa valeur entre guillemets ({key}=\"{value}\")",
        pt: "o kramdown descarta '{token}': coloque o valor entre aspas ({key}=\"{value}\")")
    static let messages = [unreadable, unquoted]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for use in page.runbook.attributeLists where !use.list.isDefinition {
            // `{:c#: …}` is a definition whose name kramdown does not take (then an attribute list it reads for the
            // rest): a site's shared header, not the page's own block, so not said here.
            for token in use.list.unreadable where !(token.hasSuffix(":") && use.list.text.hasPrefix("{:" + token)) {
                let location = AttributeNames.location(of: token, in: use, source: page.source)
                // `key=value`: a name, then a value that quotes would make one.
                let pair = token.split(separator: "=", maxSplits: 1).map(String.init)
                let unquotedValue =
                    pair.count == 2 && pair[0].first.map { $0.isLetter || $0 == "_" } == true
                    && !pair[1].isEmpty && !pair[1].contains { $0 == "\"" || $0 == "'" }
                let message =
                    unquotedValue
                    ? Self.unquoted(page.messageLanguage, ["token": token, "key": pair[0], "value": pair[1]])
                    : Self.unreadable(page.messageLanguage, ["token": token])
                findings.append(page.finding(at: location, message))
            }
        }
    }
}
