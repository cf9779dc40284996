import Foundation
import RunbookKit

/// The drift of recently compared pairs, so the translation rules of one run compare each pair once, not once per
/// rule.
///
/// An entry is used only when both pages' paths, texts and keyword tables are those it was computed from, so a page
/// edited between two runs in one process (an editor's language server, the tests) is compared afresh.
final class DriftCache: @unchecked Sendable {
    /// The cache the translation rules share.
    static let shared = DriftCache()

    private struct Entry {
        let originalText: String
        let translationText: String
        let originalKeywords: KeywordTable
        let translationKeywords: KeywordTable
        let drift: TranslationDrift
    }

    /// The paths of a pair: hashed as they are, where a key joined from them made a string for every lookup.
    private struct Key: Hashable {
        let original: String
        let translation: String

        init(_ pair: TranslationPair) {
            original = pair.original.path
            translation = pair.translation.path
        }
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private let limit = 2048

    /// The drift of each of `pairs`, compared earlier or now on up to `threads` threads.
    ///
    /// The pairs already compared are answered first, on this thread: the translation rules ask one after another
    /// for the same pairs, and only the first of them needs threads started for it.
    func drift(_ pairs: [TranslationPair], threads: Int) -> [TranslationDrift] {
        var found = pairs.map(cached)
        let missing = found.indices.filter { found[$0] == nil }
        let compared = ParallelWork.map(count: missing.count, threads: threads) { self.compare(pairs[missing[$0]]) }
        for (index, drift) in zip(missing, compared) { found[index] = drift }
        return found.map { $0 ?? TranslationDrift() }
    }

    /// The drift of `pair`, compared now or earlier.
    func drift(_ pair: TranslationPair) -> TranslationDrift {
        cached(pair) ?? compare(pair)
    }

    /// The drift of `pair` compared now, and kept.
    private func compare(_ pair: TranslationPair) -> TranslationDrift {
        let drift = TranslationDrift.compare(pair)
        let entry = Entry(
            originalText: pair.original.source.text, translationText: pair.translation.source.text,
            originalKeywords: pair.original.keywords, translationKeywords: pair.translation.keywords, drift: drift)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[Key(pair)] = entry
        lock.unlock()
        return drift
    }

    /// The drift of `pair` compared earlier from the same texts and keyword tables, if there is one.
    private func cached(_ pair: TranslationPair) -> TranslationDrift? {
        let key = Key(pair)
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        guard let cached, cached.originalText == pair.original.source.text,
            cached.translationText == pair.translation.source.text,
            cached.originalKeywords == pair.original.keywords, cached.translationKeywords == pair.translation.keywords
        else { return nil }
        return cached.drift
    }
}
