import Foundation
import MarkdownTree
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// The facts a check now finds once per page, and the byte searches that replaced Character ones, give what the
/// code they replaced gave: on examples, on the seeds and on the corpus (skipped when ../shared is absent).
@Suite struct SharedFactsTests {
    // MARK: - The one walk of the tree

    /// What the three walks that `PageBlocks` replaced found, as they walked.
    struct Walked: Equatable {
        var orderedLists: [String] = []
        var indentedCode: [String] = []
        var fencedCode: [String] = []
    }

    /// `list-numbering-jump`'s and `fence-indented-code`'s walk: into documents, block quotes, lists and items.
    static func walkBlocks(_ node: MarkdownNode, into walked: inout Walked) {
        for child in node.children {
            if case .list(let info) = child.kind, info.isOrdered {
                walked.orderedLists.append("\(child.range.map { "\($0)" } ?? "-") from \(info.start)")
            }
            if case .codeBlock(_, let literal, false) = child.kind, let range = child.range {
                walked.indentedCode.append("\(range.start.line): \(literal)")
            } else if !child.children.isEmpty, child.holdsBlocks {
                walkBlocks(child, into: &walked)
            }
        }
    }

    /// The fence scan's walk: also into other container nodes, with the column of the item's content.
    static func walkFences(_ node: MarkdownNode, itemColumn: Int?, into walked: inout Walked) {
        for child in node.children {
            switch child.kind {
            case .codeBlock(_, let literal, true):
                walked.fencedCode.append("\(child.range.map { "\($0)" } ?? "-") in \(itemColumn ?? 0): \(literal)")
            case .item:
                let column = child.children.first?.range?.start.column ?? child.range.map { $0.start.column + 2 }
                walkFences(child, itemColumn: column, into: &walked)
            case .document, .blockQuote, .list, .other:
                walkFences(child, itemColumn: itemColumn, into: &walked)
            default:
                continue
            }
        }
    }

    static func walked(_ tree: MarkdownNode) -> Walked {
        var walked = Walked()
        walkBlocks(tree, into: &walked)
        walkFences(tree, itemColumn: nil, into: &walked)
        return walked
    }

    static func found(_ tree: MarkdownNode) -> Walked {
        let blocks = PageBlocks(tree)
        return Walked(
            orderedLists: blocks.orderedLists.map { list in
                guard case .list(let info) = list.kind else { return "-" }
                return "\(list.range.map { "\($0)" } ?? "-") from \(info.start)"
            },
            indentedCode: blocks.indentedCode.map { "\($0.line): \($0.literal)" },
            fencedCode: blocks.fencedCode.map {
                "\($0.node.range.map { "\($0)" } ?? "-") in \($0.itemColumn ?? 0): \($0.literal)"
            })
    }

    static let nested = """
        1. One
        2. Two

               indented in an item

           ```sh
           fenced in an item
           ```
           3. Nested
           4. List

        > 5. Quoted
        > 6. List
        >
        >     indented in a quote

            indented at the top

        ```
        fenced at the top
        ```
        - bullet

          ~~~
          fenced in a bullet
          ~~~
        """

    @Test func oneWalkFindsWhatTheThreeWalksFound() throws {
        let tree = RunbookReader().readPage(try PageSource(path: "page.md", bytes: Array(Self.nested.utf8))).tree
        let found = Self.found(tree)
        #expect(found == Self.walked(tree))
        #expect(found.orderedLists.count == 3)
        #expect(found.indentedCode.count == 2)
        #expect(found.fencedCode.count == 3)
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func oneWalkFindsWhatTheThreeWalksFoundOnTheCorpus() throws {
        for path in RepositoryPaths.corpusPages() {
            guard let page = try? RunbookReader().readPage(PageSource.load(path: path)) else { continue }
            #expect(Self.found(page.tree) == Self.walked(page.tree), "\(path)")
        }
    }

    // MARK: - Byte searches

    /// The first offset of `needle` in `text`, compared at every offset.
    static func naiveFirstOffset(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
        return (0...(haystack.count - pattern.count)).first { start in
            haystack[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }

    static let needles = ["docrun-ignore", "<table", "</table>", "b", "gg", "-->", "zq"]
    static let texts = [
        "", "b", "docrun-ignor", "docrun-ignore", "<!-- docrun-ignore -->", "ddocrun-ignoredocrun-ignore",
        "<tabl<table", "x</table></table>", "gggg", "é<table>ü", "abc-->", "zzqq", "docrun-ignor\ne docrun-ignore",
    ]

    @Test func firstOffsetMatchesANaiveSearch() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(
                    ByteSearch.firstOffset(of: needle, in: text)
                        == Self.naiveFirstOffset(of: needle, in: text), "'\(needle)' in '\(text)'")
            }
        }
    }

    @Test func lastOffsetMatchesANaiveSearch() {
        for text in Self.texts {
            for needle in Self.needles {
                let naive = Array(text.utf8).indices.reversed().first {
                    Array(text.utf8)[$0...].starts(with: needle.utf8)
                }
                let found = ByteSearch.withBytes(of: needle) { needle in
                    ByteSearch.withBytes(of: text) { ByteSearch.lastOffset(of: needle, in: $0) }
                }
                #expect(found == naive, "'\(needle)' in '\(text)'")
            }
        }
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func firstOffsetMatchesANaiveSearchOnTheCorpus() throws {
        for path in RepositoryPaths.corpusPages().prefix(120) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for needle in ["<table", "docrun-ignore", "keyword"] {
                #expect(
                    ByteSearch.firstOffset(of: needle, in: text)
                        == Self.naiveFirstOffset(of: needle, in: text), "'\(needle)' in \(path)")
            }
        }
    }

    // MARK: - Folders of paths

    /// A folder is what precedes the last `/`, as scalars (a mark after the slash does not hide it).
    @Test func folderIsWhatPrecedesTheLastSlash() {
        let paths = [
            ("/", "/"), ("a", "."), ("/a", "/"), ("/a/b.md", "/a"), ("/a/b/", "/a/b"), ("/é/ü.md", "/é"),
            ("/a/\u{301}b", "/a"), ("/a\u{301}/b", "/a\u{301}"), ("a/b/c", "a/b"), ("/\u{301}", "/"), ("//", "/"),
            ("a//b", "a/"),
        ]
        for (path, folder) in paths { #expect(PathText.folder(of: path) == folder, "\(path)") }
    }
}
