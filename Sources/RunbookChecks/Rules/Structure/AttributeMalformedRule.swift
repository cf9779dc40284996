import RunbookKit
import ShellSyntax

/// `attribute-malformed`: a token of a block attribute list that kramdown reads as no attribute.
///
/// kramdown drops such a token (`AttributeList.unreadable`), or, since 1.10, keeps a `.` name of other characters as
/// a class (`.label="x"`), and either way the role, id or attribute it was meant to give is lost. Definitions
/// (`{:name: …}`) are not read for it: pages share them from the site's header.
struct AttributeMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-malformed", severity: .warning,
        rationale: "What kramdown cannot read in an attribute list it drops, or reads as a class ('.label=\"x\"'), "
            + "so the code role, id or attribute it was to give is lost.")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for use in page.runbook.attributeLists where !use.list.isDefinition {
            // `{:c#: …}` is a definition whose name kramdown does not take (then an attribute list it reads for the
            // rest): a site's shared header, not the page's own block, so not said here.
            for token in use.list.unreadable where !(token.hasSuffix(":") && use.list.text.hasPrefix("{:" + token)) {
                let location = AttributeNames.location(of: token, in: use, source: page.source)
                let message = Self.keptAsClassByNewKramdown(token) ? Self.readAsClass : Self.message
                findings.append(page.finding(at: location, message(page.messageLanguage, ["token": token])))
            }
        }
    }

    /// Whether kramdown 1.10 and later read `token` as ids and classes: each `#` and a letter then letters, digits,
    /// `_`, `:` and `-`, each `.` and any characters but `.` and `#` (`ALD_TYPE_CLASS_NAME = /\.([^\s.#]+)/`, where
    /// earlier versions took a name's characters and dropped the token, as `AttributeList` reads it).
    static func keptAsClassByNewKramdown(_ token: String) -> Bool {
        guard let names = AttributeList.idsAndClasses(in: Array(token.utf8)) else { return false }
        return names.allSatisfy { isID, name in
            guard let first = name.first else { return false }
            return !isID || first.isASCIILetter && name.allSatisfy { $0.isASCIIAlphanumeric || $0.isOne(of: "_:-") }
        }
    }

    static let message = Localized(
        en: "kramdown drops '{token}': an attribute list holds #id, .class, key=\"value\" and names",
        fr: "kramdown ignore '{token}' : une liste d'attributs contient #id, .classe, clé=\"valeur\" et des noms",
        pt: "o kramdown descarta '{token}': uma lista de atributos contém #id, .classe, chave=\"valor\" e nomes")
    static let readAsClass = Localized(
        en: "'{token}' is no attribute: kramdown reads it as a class, or before 1.10 drops it; write an attribute as "
            + "key=\"value\", without a dot",
        fr: "'{token}' n'est pas un attribut : kramdown le lit comme une classe, ou l'ignore avant la 1.10 ; écrivez "
            + "un attribut clé=\"valeur\", sans point",
        pt: "'{token}' não é um atributo: o kramdown o lê como uma classe, ou o descarta antes da 1.10; escreva um "
            + "atributo como chave=\"valor\", sem ponto")
    static let messages = [message, readAsClass]
}
