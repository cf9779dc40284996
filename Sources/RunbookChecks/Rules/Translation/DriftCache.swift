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
        let keywords: [KeywordTable]
        let drift: [TranslationDrift]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private let limit = 2048

    /// The drift of each of `pairs`, compared earlier or now on up to `threads` threads.
    ///
    /// The pairs already compared are answered first, on this thread: the translation rules ask one after another
    /// for the same pairs, and only the first of them needs threads started for it.
    func drift(_ pairs: [TranslationPair], threads: Int) -> [[TranslationDrift]] {
        var found = pairs.map(cached)
        let missing = found.indices.filter { found[$0] == nil }
        let compared = ParallelWork.map(count: missing.count, threads: threads) { self.compare(pairs[missing[$0]]) }
        for (index, drift) in zip(missing, compared) { found[index] = drift }
        return found.map { $0 ?? [] }
    }

    /// The drift of `pair`, compared now or earlier.
    func drift(_ pair: TranslationPair) -> [TranslationDrift] {
        cached(pair) ?? compare(pair)
    }

    /// The drift of `pair` compared now, and kept.
    private func compare(_ pair: TranslationPair) -> [TranslationDrift] {
        let key = Self.key(pair)
        let originalText = pair.original.source.text
        let translationText = pair.translation.source.text
        let keywords = [pair.original.keywords, pair.translation.keywords]
        let drift = TranslationDrift.compare(pair)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(
            originalText: originalText, translationText: translationText, keywords: keywords, drift: drift)
        lock.unlock()
        return drift
    }

    /// The drift of `pair` compared earlier from the same texts and keyword tables, if there is one.
    private func cached(_ pair: TranslationPair) -> [TranslationDrift]? {
        let key = Self.key(pair)
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        guard let cached, cached.originalText == pair.original.source.text,
            cached.translationText == pair.translation.source.text,
            cached.keywords == [pair.original.keywords, pair.translation.keywords]
        else { return nil }
        return cached.drift
    }

    private static func key(_ pair: TranslationPair) -> String {
        pair.original.path + "\u{0}" + pair.translation.path
    }
}
