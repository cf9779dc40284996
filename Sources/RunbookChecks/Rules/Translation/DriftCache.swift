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

    /// The drift of each of `pairs`, compared now on up to `threads` threads, or earlier.
    func drift(_ pairs: [TranslationPair], threads: Int) -> [[TranslationDrift]] {
        ParallelWork.map(count: pairs.count, threads: threads) { self.drift(pairs[$0]) }
    }

    /// The drift of `pair`, compared now or earlier.
    func drift(_ pair: TranslationPair) -> [TranslationDrift] {
        let key = pair.original.path + "\u{0}" + pair.translation.path
        let originalText = pair.original.source.text
        let translationText = pair.translation.source.text
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        let keywords = [pair.original.keywords, pair.translation.keywords]
        if let cached, cached.originalText == originalText, cached.translationText == translationText,
            cached.keywords == keywords
        {
            return cached.drift
        }
        let drift = TranslationDrift.compare(pair)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(
            originalText: originalText, translationText: translationText, keywords: keywords, drift: drift)
        lock.unlock()
        return drift
    }
}
