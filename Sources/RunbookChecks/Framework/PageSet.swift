import Foundation
import RunbookKit
import Synchronization

/// The pages the set rules see, and what several set rules need of them, found once per run.
///
/// The three translation rules read the same pairs and drift, `command-syntax` and `shellcheck` the same commands
/// and bash's answers: the first rule that asks finds them (the others wait for it) and they are kept with the pages,
/// so that nothing outlives the run.
public final class PageSet: Sendable {
    /// The pages, as the set rules get them (`CheckedPage.forSetRules()`).
    public let pages: [CheckedPage]
    /// The number of threads the run may use.
    let threads: Int
    private let drifts = Mutex<[(pair: TranslationPair, drift: TranslationDrift)]?>(nil)
    private let bash = Mutex<BashCommands?>(nil)

    /// Wraps `pages`, for a run on `threads` threads.
    public init(_ pages: [CheckedPage], threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.pages = pages
        self.threads = threads
    }

    /// Every translation among the pages with its English page (`TranslationPairing`) and their drift, each pair
    /// compared on the run's threads.
    var translationDrifts: [(pair: TranslationPair, drift: TranslationDrift)] {
        Self.once(drifts) {
            let pairs = TranslationPairing.pairs(pages)
            let compared = ParallelWork.map(count: pairs.count, threads: threads) {
                TranslationDrift.compare(pairs[$0])
            }
            return Array(zip(pairs, compared))
        }
    }

    /// The pages' bash commands and bash's answers about them.
    var bashCommands: BashCommands {
        Self.once(bash) { BashCommands(pages, threads: threads) }
    }

    /// What `cache` holds, made by `make` the first time.
    private static func once<T: Sendable>(_ cache: borrowing Mutex<T?>, _ make: () -> T) -> T {
        cache.withLock { found in
            if let found { return found }
            let made = make()
            found = made
            return made
        }
    }
}
