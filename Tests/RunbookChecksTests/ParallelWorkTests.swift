import Synchronization
import Testing

@testable import RunbookChecks

@Suite struct ParallelWorkTests {
    /// Every index is computed once, and the results come back in index order, whatever order they were started in.
    @Test(arguments: [1, 2, 5])
    func resultsComeBackInIndexOrder(threads: Int) {
        let sizes = [3, 90, 1, 40, 7, 0, 12]
        let calls = Mutex<[Int]>([])
        let results = ParallelWork.map(count: sizes.count, threads: threads, largestFirst: sizes) { index in
            calls.withLock { $0.append(index) }
            return index * 10
        }
        #expect(results == [0, 10, 20, 30, 40, 50, 60])
        #expect(calls.withLock { $0.sorted() } == Array(sizes.indices))
        #expect(ParallelWork.map(count: 4, threads: threads) { $0 + 1 } == [1, 2, 3, 4])
    }

    /// With sizes, the largest piece is started first (on one thread, the order is the sizes' descending order); without,
    /// the indices are started in order.
    @Test func theLargestPiecesStartFirst() {
        let sizes = [3, 90, 1, 40, 7, 0, 12]
        let calls = Mutex<[Int]>([])
        _ = ParallelWork.map(count: sizes.count, threads: 1, largestFirst: sizes) { index in
            calls.withLock { $0.append(index) }
        }
        #expect(calls.withLock { $0 } == [1, 3, 6, 4, 0, 2, 5])
        calls.withLock { $0.removeAll() }
        _ = ParallelWork.map(count: 3, threads: 1) { index in calls.withLock { $0.append(index) } }
        #expect(calls.withLock { $0 } == [0, 1, 2])
    }
}
