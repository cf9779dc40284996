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
/// anchor in the same doc set, when exactly one English page has it, that page has no translation in that language
/// by path, and no other page of that language claims it by anchor.
///
/// A doc set often keeps a renamed page's old translation beside the new one (`openwhisk_logs.md` beside `logs.md`,
/// both titled `#logs`): paired with the English page its successor already translates, the old copy reported every
/// section the English page gained since as missing.
enum TranslationPairing {
    /// Every translation among `pages` with its English page, in the order of `pages`.
    static func pairs(_ pages: [CheckedPage]) -> [TranslationPair] {
        var originalsByKey: [String: Int] = [:]
        // By doc set and title anchor: a page of another doc set is never a translation's original, so the pairs
        // do not depend on which doc sets one run checks.
        var originalsByAnchor: [[String]: [Int]] = [:]
        var translations: [(page: Int, key: String, root: String, language: Int)] = []
        for (index, page) in pages.enumerated() {
            // The language its path names, else the one its text is in.
            let (key, named, root) = self.key(page.path)
            let language = named ?? page.runbook.language
            if language == .en {
                if originalsByKey[key] == nil { originalsByKey[key] = index }
                if let anchor = page.runbook.anchor { originalsByAnchor[[root, anchor], default: []].append(index) }
            } else {
                translations.append((index, key, root, Language.allCases.firstIndex(of: language) ?? 0))
            }
        }
        // English pages with a translation in a language by path, and the pages of each language that would pair
        // with an English page by anchor.
        var byPath = Set<[Int]>()
        var byAnchor: [[Int]: [Int]] = [:]
        var pairs: [TranslationPair?] = []
        for (translation, key, root, language) in translations {
            if let original = originalsByKey[key] {
                pairs.append(TranslationPair(original: pages[original], translation: pages[translation]))
                byPath.insert([original, language])
                continue
            }
            pairs.append(nil)
            guard let anchor = pages[translation].runbook.anchor, let candidates = originalsByAnchor[[root, anchor]],
                candidates.count == 1
            else { continue }
            byAnchor[[candidates[0], language], default: []].append(translation)
        }
        for (claim, claimants) in byAnchor where claimants.count == 1 && !byPath.contains(claim) {
            pairs[translations.firstIndex { $0.page == claimants[0] }!] = TranslationPair(
                original: pages[claim[0]], translation: pages[claimants[0]])
        }
        return pairs.compactMap { $0 }
    }

    /// The path with its language taken out (`a/nl/fr/b.md`, `a/fr/b.md`, `a/b.fr.md` → `a/b.md`), that language
    /// if the path names one, and the doc set's root: the path before the language (`a/`), or the page's folder.
    static func key(_ path: String) -> (key: String, language: Language?, root: String) {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        let lastSlash = bytes.lastIndex(of: slash)
        let fileStart = lastSlash.map { $0 + 1 } ?? 0
        if let lastDot = bytes[fileStart...].lastIndex(of: UInt8(ascii: ".")),
            let dot = bytes[fileStart..<lastDot].lastIndex(of: UInt8(ascii: ".")),
            let language = code(bytes[(dot + 1)..<lastDot])
        {
            return (
                String(decoding: bytes[..<dot] + bytes[lastDot...], as: UTF8.self), language,
                String(decoding: bytes[..<fileStart], as: UTF8.self)
            )
        }
        var end = lastSlash
        while let componentEnd = end {
            let start = bytes[..<componentEnd].lastIndex(of: slash).map { $0 + 1 } ?? 0
            if let language = code(bytes[start..<componentEnd]) {
                var cut = start
                if start >= 3, bytes[(start - 3)..<start].elementsEqual("nl/".utf8),
                    start == 3 || bytes[start - 4] == slash
                {
                    cut = start - 3
                }
                return (
                    String(decoding: bytes[..<cut] + bytes[(componentEnd + 1)...], as: UTF8.self), language,
                    String(decoding: bytes[..<cut], as: UTF8.self)
                )
            }
            end = start > 0 ? start - 1 : nil
        }
        return (path, nil, String(decoding: bytes[..<fileStart], as: UTF8.self))
    }

    /// The language a path component or file name part names: `en`, `fr`, `pt`, and their regional forms.
    private static func code(_ bytes: ArraySlice<UInt8>) -> Language? {
        guard bytes.count == 2 || bytes.count == 5 else { return nil }
        let lowered = String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return switch lowered {
        case "en", "en-us", "en_us": .en
        case "fr", "fr-fr", "fr_fr", "fr-ca": .fr
        case "pt", "pt-br", "pt_br": .pt
        default: nil
        }
    }
}
