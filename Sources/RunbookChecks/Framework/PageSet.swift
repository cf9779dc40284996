import Foundation
import RunbookKit

/// The pages the set rules see, and what several set rules need of them, found once per run.
///
/// The three translation rules read the same pairs and drift, `command-syntax` and `shellcheck` the same commands
/// and bash's answers: the first rule that asks finds them (the others wait for it) and they are kept with the pages,
/// so that nothing outlives the run and no page is compared with what an earlier run read.
public final class PageSet: Sendable {
    /// The pages, as the set rules get them (`CheckedPage.forSetRules()`).
    public let pages: [CheckedPage]
    private let drifts = Once<[(pair: TranslationPair, drift: TranslationDrift)]>()
    private let bash = Once<BashCommands>()

    /// Wraps `pages`.
    public init(_ pages: [CheckedPage]) {
        self.pages = pages
    }

    /// The number of threads the run may use.
    var threads: Int { pages.first?.options.threads ?? 1 }

    /// Every translation among the pages with its English page (`TranslationPairing`) and their drift, each pair
    /// compared on the run's threads.
    var translationDrifts: [(pair: TranslationPair, drift: TranslationDrift)] {
        drifts {
            let pairs = TranslationPairing.pairs(pages)
            let found = ParallelWork.map(count: pairs.count, threads: threads) { TranslationDrift.compare(pairs[$0]) }
            return Array(zip(pairs, found))
        }
    }

    /// The pages' bash commands and bash's answers about them.
    var bashCommands: BashCommands {
        bash { BashCommands(pages, threads: threads) }
    }
}

/// A value made by the first caller that asks for it; callers at the same moment wait for it.
private final class Once<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func callAsFunction(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
