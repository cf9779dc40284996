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
        // Found with byte searches from the end, without splitting the path into arrays: every page's path is asked
        // about twice a run, on one thread.
        let utf8 = path.utf8
        let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
        let folder = path[..<(utf8.lastIndex(of: slash).map(utf8.index(after:)) ?? path.startIndex)]
        let file = path[folder.endIndex...]
        // `b.fr.md`: the part between the file name's last two dots.
        if let last = file.utf8.lastIndex(of: dot), let before = file.utf8[..<last].lastIndex(of: dot),
            let language = code(file[file.utf8.index(after: before)..<last])
        {
            return (String(folder) + file[..<before] + file[last...], language, String(folder))
        }
        // The folders from the deepest, each ending at a slash; `nl/` before a language goes with it.
        func start(before ending: String.Index) -> String.Index {
            utf8[..<ending].lastIndex(of: slash).map(utf8.index(after:)) ?? path.startIndex
        }
        var end = folder.endIndex
        while end > path.startIndex {
            let ending = utf8.index(before: end)
            let begin = start(before: ending)
            if let language = code(path[begin..<ending]) {
                var root = begin
                if begin > path.startIndex {
                    let parentEnding = utf8.index(before: begin)
                    let parent = start(before: parentEnding)
                    if path[parent..<parentEnding] == "nl" { root = parent }
                }
                return (String(path[..<root]) + path[end...], language, String(path[..<root]))
            }
            end = begin
        }
        return (path, nil, String(folder))
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
