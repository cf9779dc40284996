import Foundation

/// The bash parsers of a run, one per thread that checks pages at the same moment, started on first use.
///
/// A checking thread borrows an idle parser (or starts one) and gives it back, so a run with two threads keeps
/// two bash processes. They live until docrun exits: bash sees end of file on its stdin and stops.
final class BashCheckerPool: @unchecked Sendable {
    /// The pool every `command-syntax` rule shares.
    static let shared = BashCheckerPool()

    private let lock = NSLock()
    private var idle: [BashSyntaxChecker] = []
    private var failure: SpawnError?

    /// Parses `snippets` with an idle parser; nil when bash cannot be used here (not installed, too old).
    ///
    /// Plain commands (`PlainCommand`) are not sent: bash accepts them.
    func check(_ snippets: [String]) -> [BashSyntaxProblem?]? {
        guard !snippets.isEmpty else { return [] }
        guard let checker = borrow() else { return nil }
        let parsed = snippets.indices.filter { !PlainCommand.isPlain(snippets[$0]) }
        var problems = [BashSyntaxProblem?](repeating: nil, count: snippets.count)
        if !parsed.isEmpty {
            do {
                let found = try checker.check(parsed.map { snippets[$0] })
                for (index, problem) in zip(parsed, found) { problems[index] = problem }
            } catch {
                // A parser that failed mid-batch is in an unknown state: drop it; the next call starts another.
                return nil
            }
        }
        giveBack(checker)
        return problems
    }

    /// Parses `snippets` cut into up to `parts` runs, each with its own parser at the same time; nil when bash
    /// cannot be used here.
    func check(_ snippets: [String], parts: Int) -> [BashSyntaxProblem?]? {
        let runs = SnippetRuns.split(snippets, into: parts)
        guard runs.count > 1 else { return check(snippets) }
        let found = ParallelWork.map(count: runs.count, threads: runs.count) { run in
            self.check(Array(snippets[runs[run]]))
        }
        var problems: [BashSyntaxProblem?] = []
        problems.reserveCapacity(snippets.count)
        for part in found {
            guard let part else { return nil }
            problems += part
        }
        return problems
    }

    /// Why bash could not be started, if it could not.
    var startFailure: SpawnError? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    private func borrow() -> BashSyntaxChecker? {
        lock.lock()
        if let checker = idle.popLast() {
            lock.unlock()
            return checker
        }
        if failure != nil {
            lock.unlock()
            return nil
        }
        lock.unlock()
        do {
            return try BashSyntaxChecker()
        } catch {
            lock.lock()
            failure = error
            lock.unlock()
            return nil
        }
    }

    private func giveBack(_ checker: BashSyntaxChecker) {
        lock.lock()
        idle.append(checker)
        lock.unlock()
    }
}
