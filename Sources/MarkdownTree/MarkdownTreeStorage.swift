/// Every node of one parsed document, in three arrays.
///
/// Nodes are numbered in document order (a node before its children); the children of a node are listed side by
/// side in `childIDs`. A tree made this way takes a few allocations instead of one per node and one per child
/// list, and is released as a whole.
@usableFromInline final class MarkdownTreeStorage: Sendable {
    /// The nodes' kinds, in document order (a node's number is its place here).
    @usableFromInline let kinds: [MarkdownNode.Kind]
    /// The nodes' ranges and children, by number.
    @usableFromInline let places: [Place]
    /// The children of every node, grouped by parent (in the order the parents were closed).
    @usableFromInline let childIDs: [Int32]

    init(kinds: [MarkdownNode.Kind], places: [Place], childIDs: [Int32]) {
        self.kinds = kinds
        self.places = places
        self.childIDs = childIDs
    }

    /// Where a node is: its range in the source and its children in `childIDs`.
    ///
    /// One array for both, not one each: every node added cost an append (and its uniqueness and capacity checks)
    /// per array. Kinds stay apart: they hold strings, and reading a node's range from a record that held its kind
    /// too copied (retained and released) the kind.
    @usableFromInline struct Place: Sendable {
        @usableFromInline let range: SourceRange?
        /// Where the node's children are in `childIDs`, set when the node is closed.
        @usableFromInline var children = ChildSpan()

        init(range: SourceRange?) {
            self.range = range
        }
    }

    /// A node's children: `childIDs[start..<start + count]`.
    @usableFromInline struct ChildSpan: Sendable {
        @usableFromInline var start: Int32 = 0
        @usableFromInline var count: Int32 = 0
    }

    /// Makes a storage from nodes given in document order: each node is opened, its children are added (opened
    /// and closed, or copied), then it is closed.
    ///
    /// The children of the nodes still open wait on one shared stack; closing a node moves its children from the
    /// top of that stack to `childIDs` and puts the node itself on the stack as a child of the node that is now
    /// open. No array is made per node.
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
            // Both stacks hold a few dozen entries at most on real pages: reserved once rather than grown from
            // empty on every page (and not for a node made by hand).
            waiting.reserveCapacity(min(capacity, 64))
            open.reserveCapacity(min(capacity, 64))
        }

        /// How many nodes are open.
        var depth: Int { open.count }

        /// Adds a node that will get children (until `close()`).
        mutating func open(kind: consuming MarkdownNode.Kind, range: SourceRange?) {
            open.append((kinds.count, waiting.count))
            kinds.append(kind)
            places.append(Place(range: range))
        }

        /// Adds a node without children as a child of the node open last.
        mutating func leaf(kind: consuming MarkdownNode.Kind, range: SourceRange?) {
            waiting.append(Int32(kinds.count))
            kinds.append(kind)
            places.append(Place(range: range))
        }

        /// Closes the node opened last, which takes the children added since it was opened.
        mutating func close() {
            let (id, base) = open.removeLast()
            places[id].children = ChildSpan(start: Int32(childIDs.count), count: Int32(waiting.count - base))
            // Plain loops: a node has a handful of children, where slice appends and range removals cost more in
            // their set-up than in their work.
            for index in base..<waiting.count { childIDs.append(waiting[index]) }
            while waiting.count > base { waiting.removeLast() }
            if !open.isEmpty { waiting.append(Int32(id)) }
        }

        /// Adds a copy of `node` and its subtree as a child of the node open last (or as the root).
        mutating func copy(_ node: MarkdownNode) {
            open(kind: node.kind, range: node.range)
            var stack: [(node: MarkdownNode, next: Int)] = [(node, 0)]
            while let top = stack.last {
                if top.next == top.node.children.count {
                    close()
                    stack.removeLast()
                    continue
                }
                let child = top.node.children[top.next]
                stack[stack.count - 1].next += 1
                open(kind: child.kind, range: child.range)
                stack.append((child, 0))
            }
        }

        /// The storage, once every node is closed.
        func finish() -> MarkdownTreeStorage {
            precondition(open.isEmpty, "every node must be closed")
            return MarkdownTreeStorage(kinds: kinds, places: places, childIDs: childIDs)
        }
    }
}
