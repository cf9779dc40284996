import RunbookKit

/// `html-malformed-attribute`: an attribute in an HTML table that is not `name`, `name=value` or `name="value"`.
struct HTMLMalformedAttributeRule: HTMLTableRule {
    static let description = RuleDescription(
        id: "html-malformed-attribute", severity: .warning,
        rationale: "A malformed attribute (`summary-\"…\"`) is dropped by browsers, and with it the table's "
            + "summary for screen readers.")

    static let message = Localized(
        en: "malformed HTML attribute '{attribute}'", fr: "attribut HTML mal formé '{attribute}'",
        pt: "atributo HTML malformado '{attribute}'")
    static let byKind: [HTMLIssue.Kind: Localized] = [.malformedAttribute: message]
    static let field = "attribute"
}
