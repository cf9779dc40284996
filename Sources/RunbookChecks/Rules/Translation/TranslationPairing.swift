import RunbookKit

/// A translated page and the English page it translates.
struct TranslationPair: Sendable {
    /// The English page.
    let original: CheckedPage
    /// The French or Portuguese page.
    let translation: CheckedPage
}

/// Finds which pages translate which: the same path under `nl/fr/`, `nl/pt/`, `fr/` or `pt/` (and `en/` for the
/// original, as in `<label>/<lang>/<path>.md`), or `page.fr.md` beside `page.md`; failing that, the same title
/// anchor, when exactly one English page has it.
enum TranslationPairing {
    /// Every translation among `pages` with its English page, in the order of `pages`.
    static func pairs(_ pages: [CheckedPage]) -> [TranslationPair] {
        var originalsByKey: [String: CheckedPage] = [:]
        var originalsByAnchor: [String: [CheckedPage]] = [:]
        var translations: [(page: CheckedPage, key: String)] = []
        for page in pages {
            let (key, pathLanguage) = self.key(page.path)
            let language = pathLanguage ?? page.runbook.language
            if language == .en {
                if originalsByKey[key] == nil { originalsByKey[key] = page }
                if let anchor = page.runbook.anchor { originalsByAnchor[anchor, default: []].append(page) }
            } else {
                translations.append((page, key))
            }
        }
        return translations.compactMap { translation, key in
            if let original = originalsByKey[key] {
                return TranslationPair(original: original, translation: translation)
            }
            guard let anchor = translation.runbook.anchor, let candidates = originalsByAnchor[anchor],
                candidates.count == 1
            else { return nil }
            return TranslationPair(original: candidates[0], translation: translation)
        }
    }

    /// The path with its language taken out (`a/nl/fr/b.md`, `a/fr/b.md`, `a/b.fr.md` → `a/b.md`), and that
    /// language if the path names one.
    static func key(_ path: String) -> (key: String, language: Language?) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let file = components.popLast() else { return (path, nil) }
        var parts = file.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let language = code(parts[parts.count - 2]) {
            parts.remove(at: parts.count - 2)
            return ((components + [parts.joined(separator: ".")]).joined(separator: "/"), language)
        }
        for index in components.indices.reversed() {
            guard let language = code(components[index]) else { continue }
            components.remove(at: index)
            if index > 0, components[index - 1] == "nl" { components.remove(at: index - 1) }
            return ((components + [file]).joined(separator: "/"), language)
        }
        return (path, nil)
    }

    private static func code(_ text: String) -> Language? {
        switch text.lowercased() {
        case "en", "en-us", "en_us": .en
        case "fr", "fr-fr", "fr_fr", "fr-ca": .fr
        case "pt", "pt-br", "pt_br": .pt
        default: nil
        }
    }
}
