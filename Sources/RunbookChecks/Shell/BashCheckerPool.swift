import Foundation
import Processes

/// The bash parsers of a run, one per thread that parses at the same moment, started on first use or ahead of it.
///
/// A thread borrows an idle parser (or starts one) and gives it back, so a run with two threads keeps two bash
/// processes. They live until docrun exits: bash sees end of file on its stdin and stops.
final class BashCheckerPool: @unchecked Sendable {
    /// The pool every `command-syntax` and `shellcheck` rule shares.
    static let shared = BashCheckerPool()

    /// Guards everything below; signalled when a parser started ahead becomes idle.
    private let condition = NSCondition()
    private var idle: [BashSyntaxChecker] = []
    /// Parsers being started ahead of use (`start(count:)`): a thread that finds none idle waits for them.
    private var starting = 0
    private var failure: SpawnError?

    /// Starts parsers in the background until `count` are idle or being started, and returns at once.
    func start(count: Int) {
        condition.lock()
        let missing = failure == nil ? max(0, count - idle.count - starting) : 0
        starting += missing
        condition.unlock()
        guard missing > 0 else { return }
        Thread.detachNewThread {
            for _ in 0..<missing {
                let started = Result { () throws(SpawnError) in try BashSyntaxChecker() }
                self.condition.lock()
                self.starting -= 1
                switch started {
                case let .success(checker): self.idle.append(checker)
                case let .failure(error): self.failure = error
                }
                self.condition.broadcast()
                self.condition.unlock()
            }
        }
    }

    /// Parses `snippets` with one parser; nil when bash cannot be used here (not installed, too old).
    func check(_ snippets: [String]) -> [BashSyntaxProblem?]? {
        check(snippets, parts: 1)
    }

    /// The bytes of snippets below which one more parser is not started: a parser's start costs about what
    /// parsing a few kilobytes does, and the set rules it runs beside keep the other cores busy.
    static let bytesPerParser = 16 << 10

    /// Parses `snippets` cut into up to `parts` runs of at least `bytesPerParser` bytes, each parsed by its own
    /// parser at the same time; nil when bash cannot be used here.
    func check(_ snippets: [String], parts: Int) -> [BashSyntaxProblem?]? {
        guard !snippets.isEmpty else { return [] }
        let bytes = snippets.reduce(0) { $0 + $1.utf8.count + 1 }
        let runs = SnippetRuns.split(snippets, into: min(parts, 1 + bytes / Self.bytesPerParser))
        let found: [[BashSyntaxProblem?]?]
        if runs.count > 1 {
            found = ParallelWork.map(count: runs.count, threads: runs.count) { self.parse(Array(snippets[runs[$0]])) }
        } else {
            found = [parse(snippets)]
        }
        var problems: [BashSyntaxProblem?] = []
        for part in found {
            guard let part else { return nil }
            problems += part
        }
        return problems
    }

    /// Parses `snippets` with an idle parser (even none: nil still says that bash cannot be used here).
    private func parse(_ snippets: [String]) -> [BashSyntaxProblem?]? {
        guard let checker = borrow() else { return nil }
        do {
            let problems = try checker.check(snippets)
            giveBack(checker)
            return problems
        } catch {
            // A parser that failed mid-batch is in an unknown state: drop it; the next call starts another.
            return nil
        }
    }

    private func borrow() -> BashSyntaxChecker? {
        condition.lock()
        while idle.isEmpty, starting > 0 { condition.wait() }
        if let checker = idle.popLast() {
            condition.unlock()
            return checker
        }
        if failure != nil {
            condition.unlock()
            return nil
        }
        condition.unlock()
        do {
            return try BashSyntaxChecker()
        } catch {
            condition.lock()
            failure = error
            condition.unlock()
            return nil
        }
    }

    private func giveBack(_ checker: BashSyntaxChecker) {
        condition.lock()
        idle.append(checker)
        condition.broadcast()
        condition.unlock()
    }
}
