import RunbookKit

/// `attribute-malformed`: a token of a block attribute list that kramdown reads as no attribute.
///
/// kramdown drops such a token (`AttributeList.unreadable`), and with it the role, id or caption it was meant to
/// give. Definitions (`{:name: …}`) are not read for it: pages share them from the site's header.
struct AttributeMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-malformed", severity: .warning,
        rationale: "What kramdown cannot read in an attribute list it drops, so the code role, id or caption is lost.")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for use in page.runbook.attributeLists where !use.list.isDefinition {
            // `{:c#: …}` is a definition whose name kramdown does not take (then an attribute list it reads for the
            // rest): a site's shared header, not the page's own block, so not said here.
            for token in use.list.unreadable where !(token.hasSuffix(":") && use.list.text.hasPrefix("{:" + token)) {
                let location = AttributeNames.location(of: token, in: use, source: page.source)
                findings.append(page.finding(at: location, Self.message(page.messageLanguage, ["token": token])))
            }
        }
    }

    static let message = Localized(
        en: "kramdown drops '{token}': an attribute list holds #id, .class, key=\"value\" and names",
        fr: "kramdown ignore '{token}' : une liste d'attributs contient #id, .classe, clé=\"valeur\" et des noms",
        pt: "o kramdown descarta '{token}': uma lista de atributos contém #id, .classe, chave=\"valor\" e nomes")
    static let messages = [message]
}
