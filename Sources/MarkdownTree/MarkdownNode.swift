/// One node of a parsed Markdown document: an immutable value with its children and source range.
///
/// A node is a position in its document's `MarkdownTreeStorage`, which holds every node of a parse in one array:
/// a page's tree is made and released as a whole, not node by node.
///
/// The tree mirrors cmark-gfm's, with the GitHub table extension. Ranges come from cmark's source
/// positions; a node cmark gives no position for (most inline nodes) has `range == nil`, never a fake one.
public struct MarkdownNode: Sendable {
    /// What a node is, with the data cmark keeps for that kind.
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(ListInfo)
        case item
        /// A fenced or indented code block; `info` is the fence's info string ("" when indented).
        case codeBlock(info: String, literal: String, fenced: Bool)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case link(destination: String, title: String)
        case image(source: String, title: String)
        case strikethrough
        /// A node of a kind this tree does not model, by cmark's type name.
        case other(String)
    }

    /// What an ordered or bullet list looks like in the source.
    public struct ListInfo: Sendable, Equatable {
        /// Whether the list is numbered.
        public let isOrdered: Bool
        /// The first number of an ordered list as written (a list written 6, 7 starts at 6).
        public let start: Int
        /// Whether cmark considers the list tight (no blank lines between items).
        public let isTight: Bool
    }

    /// The document this node belongs to: every node of a parse lives in one `MarkdownTreeStorage`.
    @usableFromInline let tree: MarkdownTreeStorage
    /// This node's number in `tree`.
    @usableFromInline let id: Int

    @usableFromInline init(tree: MarkdownTreeStorage, id: Int) {
        self.tree = tree
        self.id = id
    }

    /// The kind of node and its data.
    @inlinable public var kind: Kind { tree.kinds[id] }
    /// Where the node is in the source, when cmark knows.
    @inlinable public var range: SourceRange? { tree.places[id].range }
    /// The child nodes, in document order.
    @inlinable public var children: Children {
        let span = tree.places[id].children
        return Children(tree: tree, start: Int(span.start), count: Int(span.count))
    }

    /// How many nodes the document this node belongs to holds, itself included: a bound, known without a walk, for
    /// what a walk of its subtree can find.
    @inlinable public var documentNodeCount: Int { tree.kinds.count }

    /// Creates a node (with a storage of its own holding it and copies of its children's subtrees).
    public init(kind: Kind, range: SourceRange?, children: [MarkdownNode] = []) {
        var builder = MarkdownTreeStorage.Builder()
        builder.open(kind: kind, range: range)
        for child in children { builder.copy(child) }
        builder.close()
        self.init(tree: builder.finish(), id: 0)
    }

    /// The children of a node: a view into the document's storage (no array of nodes is made).
    public struct Children: RandomAccessCollection, Sendable {
        @usableFromInline let tree: MarkdownTreeStorage
        @usableFromInline let start: Int
        /// The number of children.
        public let count: Int

        @usableFromInline init(tree: MarkdownTreeStorage, start: Int, count: Int) {
            self.tree = tree
            self.start = start
            self.count = count
        }

        /// Always 0.
        @inlinable public var startIndex: Int { 0 }
        /// The number of children.
        @inlinable public var endIndex: Int { count }

        /// The child at `position` (0-based).
        @inlinable public subscript(position: Int) -> MarkdownNode {
            precondition(position >= 0 && position < count, "child index out of range")
            return MarkdownNode(tree: tree, id: Int(tree.childIDs[start + position]))
        }
    }

    /// Whether the node is a block (as opposed to an inline).
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
            .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }

    /// The text a reader sees in this node's inlines: text, code spans and inline HTML as written, breaks as
    /// spaces (soft) or newlines (hard).
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text(let s), .code(let s), .htmlInline(let s): out += s
        case .softBreak: out += " "
        case .lineBreak: out += "\n"
        default: for child in children { child.appendPlainText(to: &out) }
        }
    }
}

extension MarkdownNode: Equatable {
    /// Nodes are equal when their kinds, ranges and children are, wherever they are stored.
    public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
        if lhs.tree === rhs.tree && lhs.id == rhs.id { return true }
        return lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.children.elementsEqual(rhs.children)
    }
}
