import Foundation
import Synchronization

/// The pages the set rules see, and what several set rules need of them, found once per run.
///
/// The three translation rules read the same pairs and drift, `command-syntax` and `shellcheck` the same commands:
/// the first rule that asks finds them while the others wait, and they go with the pages, which the run's report holds.
public final class PageSet: Sendable {
    /// The pages, as the set rules get them (`CheckedPage.forSetRules()`).
    public let pages: [CheckedPage]
    /// English pages read only for the translation rules to compare with, not checked.
    let originals: [CheckedPage]
    let threads: Int
    private let drifts = Mutex<[(pair: TranslationPair, drift: TranslationDrift)]?>(nil)
    private let bash = Mutex<BashCommands?>(nil)

    /// Wraps `pages`, and `originals` that translations among them are compared with, for a run on `threads` threads.
    public init(
        _ pages: [CheckedPage], originals: [CheckedPage] = [],
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.pages = pages
        self.originals = originals
        self.threads = threads
    }

    /// Every translation among the pages with its English page and their drift; the translations of one English
    /// page are compared on one thread, sharing what they read of it, the largest groups first.
    var translationDrifts: [(pair: TranslationPair, drift: TranslationDrift)] {
        Self.once(drifts) {
            let pairs = TranslationPair.all(in: pages + originals)
            let groups = Array(Dictionary(grouping: pairs.indices) { pairs[$0].original.path }.values)
            let sizes = groups.map { group in
                group.reduce(pairs[group[0]].original.source.text.utf8.count) {
                    $0 + pairs[$1].translation.source.text.utf8.count
                }
            }
            let compared = ParallelWork.map(count: groups.count, threads: threads, largestFirst: sizes) { group in
                let english = PageOutline(pairs[groups[group][0]].original)
                return groups[group].map { ($0, TranslationDrift.compare(pairs[$0], english: english)) }
            }
            return compared.joined().sorted { $0.0 < $1.0 }.map { (pairs[$0], $1) }
        }
    }

    var bashCommands: BashCommands {
        Self.once(bash) { BashCommands(pages, threads: threads) }
    }

    private static func once<T: Sendable>(_ cache: borrowing Mutex<T?>, _ make: () -> T) -> T {
        cache.withLock { found in
            if let found { return found }
            let made = make()
            found = made
            return made
        }
    }
}
