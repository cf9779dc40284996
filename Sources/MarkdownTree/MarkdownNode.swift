/// One node of a parsed Markdown document (cmark-gfm's tree, with tables): its document's storage and its number there.
///
/// A node cmark gives no position for (most inline nodes) has `range == nil`, never a fake one.
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
        case link(destination: String)
        case image
        /// A node of a kind this tree does not model (a footnote, an extension's other than the table's).
        case other
    }

    /// What an ordered or bullet list looks like in the source.
    public struct ListInfo: Sendable, Equatable {
        /// Whether the list is numbered.
        public let isOrdered: Bool
        /// The first number of an ordered list as written (a list written 6, 7 starts at 6).
        public let start: Int
    }

    @usableFromInline let tree: MarkdownTreeStorage
    @usableFromInline let id: Int

    @usableFromInline init(tree: MarkdownTreeStorage, id: Int) {
        self.tree = tree
        self.id = id
    }

    /// The kind of node and its data.
    @inlinable public var kind: Kind { tree.kinds[id] }
    /// Where the node is in the source, when cmark knows.
    @inlinable public var range: SourceRange? { tree.places[id].range }
    /// The child nodes, in document order: a view into the document's storage (no array of nodes is made).
    @inlinable public var children: Children {
        let place = tree.places[id]
        return Children(tree: tree, start: Int(place.firstChild), count: Int(place.childCount))
    }

    /// How many nodes the document this node belongs to holds, itself included: a bound, known without a walk, for
    /// what a walk of its subtree can find.
    @inlinable public var documentNodeCount: Int { tree.kinds.count }

    /// The children of a node.
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

        /// The index of the first child: 0.
        @inlinable public var startIndex: Int { 0 }
        /// The index after the last child: `count`.
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
            true
        default: false
        }
    }
}

/// Every node of one parsed document, numbered in document order (a node before its children), in flat arrays: a
/// few allocations per page instead of one per node and one per child list.
@usableFromInline final class MarkdownTreeStorage: Sendable {
    /// The nodes' kinds, by number: apart from `places`, since reading a range from a record that held the kind too
    /// copied (retained and released) the kind's strings.
    @usableFromInline let kinds: [MarkdownNode.Kind]
    @usableFromInline let places: [Place]
    /// The children of every node, side by side, grouped by parent.
    @usableFromInline let childIDs: [Int32]

    init(kinds: [MarkdownNode.Kind], places: [Place], childIDs: [Int32]) {
        self.kinds = kinds
        self.places = places
        self.childIDs = childIDs
    }

    /// A node's range in the source, and its children: `childIDs[firstChild..<firstChild + childCount]`.
    @usableFromInline struct Place: Sendable {
        @usableFromInline let range: SourceRange?
        @usableFromInline var firstChild: Int32 = 0
        @usableFromInline var childCount: Int32 = 0
    }

    /// Makes a storage from nodes given in document order, each opened, given its children, then closed: the children
    /// of the open nodes wait on one shared stack, from which closing a node moves its own to `childIDs`.
    struct Builder {
        private var kinds: [MarkdownNode.Kind] = []
        private var places: [Place] = []
        private var childIDs: [Int32] = []
        private var waiting: [Int32] = []
        /// For each open node: its number and the height of `waiting` when it was opened.
        private var open: [(id: Int, base: Int)] = []

        init(capacity: Int = 0) {
            kinds.reserveCapacity(capacity)
            places.reserveCapacity(capacity)
            childIDs.reserveCapacity(capacity)
            // A few dozen entries at most on real pages: reserved once rather than grown on every page.
            waiting.reserveCapacity(min(capacity, 64))
            open.reserveCapacity(min(capacity, 64))
        }

        var depth: Int { open.count }

        mutating func open(kind: consuming MarkdownNode.Kind, range: SourceRange?) {
            open.append((kinds.count, waiting.count))
            kinds.append(kind)
            places.append(Place(range: range))
        }

        mutating func leaf(kind: consuming MarkdownNode.Kind, range: SourceRange?) {
            waiting.append(Int32(kinds.count))
            kinds.append(kind)
            places.append(Place(range: range))
        }

        mutating func close() {
            let (id, base) = open.removeLast()
            places[id].firstChild = Int32(childIDs.count)
            places[id].childCount = Int32(waiting.count - base)
            // Plain loops: a node has a handful of children, where slice appends and range removals cost more in
            // their set-up than in their work.
            for index in base..<waiting.count { childIDs.append(waiting[index]) }
            while waiting.count > base { waiting.removeLast() }
            if !open.isEmpty { waiting.append(Int32(id)) }
        }

        func finish() -> MarkdownTreeStorage {
            precondition(open.isEmpty, "every node must be closed")
            return MarkdownTreeStorage(kinds: kinds, places: places, childIDs: childIDs)
        }
    }
}
