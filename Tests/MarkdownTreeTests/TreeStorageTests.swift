import Foundation
import MarkdownTree
import TestSupport
import Testing

/// The tree's storage (every node of a parse in one `MarkdownTreeStorage`).
///
/// What could go wrong: children listed under the wrong parent, nodes beyond the depth limit lost, two threads
/// parsing at once sharing state, or a large page (a string buffer cmark grows many times) being cut short. Each test compares trees made in two independent ways.
@Suite struct TreeStorageTests {
    /// The shipped runbooks, read from the repository.
    static let pages: [String] = {
        let folder = RepositoryPaths.root.appendingPathComponent("runbooks")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }()

    /// A large page (over 2 MB): long paragraphs, a long code block (one string buffer cmark grows many times) and
    /// many small nodes.
    static let largePage: String = {
        var text = "# Large\n\n"
        for index in 0..<3_000 {
            text += "\(index + 1). Étape *\(index)* with `code \(index)` and [a link](https://example.com/\(index)).\n"
        }
        text += "\n```\n" + String(repeating: "echo 'a line of a long command block é'\n", count: 60_000)
        text += "```\n{: pre}\n"
        return text
    }()

    @Test func aDocumentCountsEveryNodeItHolds() {
        func count(_ node: MarkdownNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        for page in Self.pages + ["", "One *two* `three`\n\n- a\n- b\n\n| x |\n|---|\n| y |"] {
            let root = MarkdownParser.parse(page).root
            #expect(root.documentNodeCount == count(root))
            // A node of the document answers for the whole document, not for its subtree.
            if let first = root.children.first { #expect(first.documentNodeCount == root.documentNodeCount) }
        }
    }

    @Test func childrenAreListedUnderTheirParentInOrder() {
        let root = MarkdownParser.parse("1. One *two* three\n2. Four\n   - five\n   - six\n\nSeven\n").root
        #expect(root.children.count == 2)
        let list = root.children[0]
        #expect(list.children.count == 2)
        let first = list.children[0].children[0]  // the paragraph of item 1
        #expect(first.children.map(\.plainText) == ["One ", "two", " three"])
        let nested = list.children[1].children[1]
        #expect(nested.children.map(\.plainText) == ["five", "six"])
        #expect(root.children[1].plainText == "Seven")
    }

    @Test func nodesBeyondTheDepthLimitAreKeptInOrder() {
        let depth = MarkdownParser.maximumDepth + 50
        let text = (0..<depth).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        let parsed = MarkdownParser.parse(text + "\n")
        #expect(parsed.depthLimited)
        #expect(parsed.root.plainText == (0..<depth).map { "level \($0)" }.joined())
    }

    @Test func pagesParsedOnSeveralThreadsAtOnceMatchThoseParsedAlone() {
        let inputs = Self.pages + [Self.largePage]
        let expected = inputs.map { MarkdownParser.parse($0).root.outline }
        let results = ConcurrentResults(count: inputs.count * 4)
        DispatchQueue.concurrentPerform(iterations: inputs.count * 4) { index in
            results.set(index, MarkdownParser.parse(inputs[index % inputs.count]).root.outline)
        }
        for index in 0..<(inputs.count * 4) {
            #expect(results.get(index) == expected[index % inputs.count])
        }
    }

    @Test func aLargePageKeepsEveryByte() throws {
        let root = MarkdownParser.parse(Self.largePage).root
        // The block is followed by its `{: pre}` paragraph.
        #expect(root.children.last?.plainText == "{: pre}")
        let block = try #require(root.children.dropLast().last)
        guard case .codeBlock(_, let literal, let fenced) = block.kind else {
            Issue.record("expected the long code block last, got \(block.kind)")
            return
        }
        #expect(fenced)
        #expect(literal == String(repeating: "echo 'a line of a long command block é'\n", count: 60_000))
        #expect(root.children.first?.plainText == "Large")
    }
}

/// Results written by several threads, one slot each.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: String) { lock.withLock { values[index] = value } }

    func get(_ index: Int) -> String? { lock.withLock { values[index] } }
}
