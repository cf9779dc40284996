import RunbookKit

/// `keyref-unknown`: a keyref whose key is not in the keyword file given for the page; without one, a well-formed
/// keyref is not judged (a table of another doc set's keys would call every key of this one unknown).
struct KeyrefUnknownRule: PageRule {
    static let description = RuleDescription(
        id: "keyref-unknown", severity: .error,
        rationale: "A keyref the docs site's keyword file does not define is published as raw "
            + "'{{site.data.keyword…}}' text.")

    static let message = Localized(
        en: "keyref '{keyref}' names no key of the keyword file: '{key}'",
        fr: "le keyref '{keyref}' ne nomme aucune clé du fichier de mots-clés : '{key}'",
        pt: "o keyref '{keyref}' não nomeia nenhuma chave do arquivo de palavras-chave: '{key}'")
    static let didYouMean = Localized(
        en: "keyref '{keyref}' names no key of the keyword file: '{key}'; did you mean '{known}'?",
        fr: "le keyref '{keyref}' ne nomme aucune clé du fichier de mots-clés : '{key}' ; vouliez-vous dire "
            + "'{known}' ?",
        pt: "o keyref '{keyref}' não nomeia nenhuma chave do arquivo de palavras-chave: '{key}'; você quis dizer "
            + "'{known}'?")
    static let messages = [message, didYouMean]

    /// How many distinct unknown keys of a page get a "did you mean".
    static let hintedKeys = 100

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        guard let keywords = page.givenKeywords else { return }
        var nearest: [String: String?] = [:]
        for keyref in page.facts.keyrefs {
            guard case .unknownKey(let key) = keyref.problem else { continue }
            // A hint for the first keys only: each is compared with every key of the file, and a page naming
            // hundreds of unknown keys has the wrong keyword file, not typos.
            let known =
                nearest[key]
                ?? (nearest.count < Self.hintedKeys ? NameSuggestion.closest(to: key, in: keywords.suggestions) : nil)
            nearest[key] = known
            let fields: KeyValuePairs = ["keyref": keyref.text, "key": key, "known": known ?? ""]
            let message = known == nil ? Self.message : Self.didYouMean
            findings.append(page.finding(at: keyref.location, message, fields))
        }
    }
}
