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
    ///
    /// The translation rules of a run each ask for the pairs of the same pages: they are found once and kept as
    /// positions in `pages`, valid for any list of pages with the same paths, languages and title anchors.
    static func pairs(_ pages: [CheckedPage]) -> [TranslationPair] {
        let signature = pages.map(PairingSignature.init)
        let memo = PairingMemo.shared
        let positions = memo.positions(for: signature) ?? memo.store(positions(signature), for: signature)
        return positions.map { TranslationPair(original: pages[$0.original], translation: pages[$0.translation]) }
    }

    /// The pairs of pages described by `signature`, as positions in it.
    private static func positions(_ signature: [PairingSignature]) -> [PairingMemo.Pair] {
        var originalsByKey: [String: Int] = [:]
        // By doc set and title anchor: a page of another doc set is never a translation's original, so the pairs
        // do not depend on which doc sets one run checks.
        var originalsByAnchor: [[String]: [Int]] = [:]
        var translations: [(page: Int, key: String, root: String)] = []
        for (index, page) in signature.enumerated() {
            let (key, pathLanguage, root) = self.key(page.path)
            let language = pathLanguage ?? page.language
            if language == .en {
                if originalsByKey[key] == nil { originalsByKey[key] = index }
                if let anchor = page.anchor { originalsByAnchor[[root, anchor], default: []].append(index) }
            } else {
                translations.append((index, key, root))
            }
        }
        return translations.compactMap { translation, key, root in
            if let original = originalsByKey[key] {
                return PairingMemo.Pair(original: original, translation: translation)
            }
            guard let anchor = signature[translation].anchor, let candidates = originalsByAnchor[[root, anchor]],
                candidates.count == 1
            else { return nil }
            return PairingMemo.Pair(original: candidates[0], translation: translation)
        }
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
