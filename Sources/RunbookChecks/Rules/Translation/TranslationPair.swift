import RunbookKit

/// A translated page and the English page it translates.
///
/// Pages are paired by path: the same path under `nl/fr/`, `nl/pt/`, `fr/` or `pt/` (and `en/` for the
/// original, as in `<label>/<lang>/<path>.md`), or `page.fr.md` beside `page.md`; failing that, the same title
/// anchor in the same doc set, when exactly one English page has it, that page has no translation in that language
/// by path, and no other page of that language claims it by anchor.
///
/// A doc set often keeps a renamed page's old translation beside the new one (`openwhisk_logs.md` beside `logs.md`,
/// both titled `#logs`): paired with the English page its successor already translates, the old copy reported every
/// section the English page gained since as missing.
struct TranslationPair: Sendable {
    let original: CheckedPage
    let translation: CheckedPage

    /// Every translation among `pages` with its English page, in the order of `pages`.
    static func all(in pages: [CheckedPage]) -> [TranslationPair] {
        var originalsByKey: [String: Int] = [:]
        // By doc set and title anchor: a page of another doc set is never a translation's original, so the pairs
        // do not depend on which doc sets one run checks.
        var originalsByAnchor: [[String]: [Int]] = [:]
        var translations: [(page: Int, key: String, root: String, language: Language)] = []
        for (index, page) in pages.enumerated() {
            // The language its path names, else the one its text is in.
            let (key, named, root) = self.key(page.path)
            let language = named ?? page.runbook.language
            if language == .en {
                if originalsByKey[key] == nil { originalsByKey[key] = index }
                if let anchor = page.runbook.anchor { originalsByAnchor[[root, anchor], default: []].append(index) }
            } else {
                translations.append((index, key, root, language))
            }
        }
        // The English pages with a translation in a language by path, and the pages of each language that would pair
        // with an English page by anchor.
        var byPath = Set<Claim>()
        var byAnchor: [Claim: [Int]] = [:]
        var pairs: [Int: Int] = [:]
        for (translation, key, root, language) in translations {
            if let original = originalsByKey[key] {
                pairs[translation] = original
                byPath.insert(Claim(original: original, language: language))
            } else if let anchor = pages[translation].runbook.anchor,
                let candidates = originalsByAnchor[[root, anchor]],
                candidates.count == 1
            {
                byAnchor[Claim(original: candidates[0], language: language), default: []].append(translation)
            }
        }
        for (claim, claimants) in byAnchor where claimants.count == 1 && !byPath.contains(claim) {
            pairs[claimants[0]] = claim.original
        }
        return translations.compactMap { translation in
            pairs[translation.page].map { TranslationPair(original: pages[$0], translation: pages[translation.page]) }
        }
    }

    /// An English page taken as the original of its translation into `language`.
    private struct Claim: Hashable {
        let original: Int
        let language: Language
    }

    /// The path with its language taken out (`a/nl/fr/b.md`, `a/fr/b.md`, `a/b.fr.md` → `a/b.md`), that language
    /// if the path names one, and the doc set's root: the path before the language (`a/`), or the page's folder.
    static func key(_ path: String) -> (key: String, language: Language?, root: String) {
        var folders = path.split(separator: "/", omittingEmptySubsequences: false)
        let file = folders.removeLast()
        let folder = folders.map { $0 + "/" }.joined()
        // `b.fr.md`: the part between the file name's last two dots.
        var parts = file.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 2, let language = code(parts[parts.count - 2]) {
            parts.remove(at: parts.count - 2)
            return (folder + parts.joined(separator: "."), language, folder)
        }
        // The deepest folder that names a language; `nl/` before it goes with it.
        guard let index = folders.lastIndex(where: { code($0) != nil }), let language = code(folders[index]) else {
            return (path, nil, folder)
        }
        let start = index > 0 && folders[index - 1] == "nl" ? index - 1 : index
        let root = folders[..<start].map { $0 + "/" }.joined()
        return (root + (folders[(index + 1)...] + [file]).joined(separator: "/"), language, root)
    }

    /// The language a path component or file name part names: `en`, `fr`, `pt`, and their regional forms.
    private static func code(_ part: Substring) -> Language? {
        guard part.utf8.count == 2 || part.utf8.count == 5 else { return nil }
        return switch part.lowercased() {
        case "en", "en-us", "en_us": .en
        case "fr", "fr-fr", "fr_fr", "fr-ca": .fr
        case "pt", "pt-br", "pt_br": .pt
        default: nil
        }
    }
}
