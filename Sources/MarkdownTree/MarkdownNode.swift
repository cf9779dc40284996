/// One node of a parsed Markdown document (cmark-gfm's tree, with tables): its kind, its place and its children.
///
/// A node cmark gives no position for (most inline nodes) has `range == nil`, never a fake one. A class, as
/// swift-markdown's `RawMarkup`: passing a node around copies one reference, not its kind's strings and its children
/// (as a struct it cost `docrun check` 6 %).
public final class MarkdownNode: Sendable {
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
    }

    /// The kind of node and its data.
    public let kind: Kind
    /// Where the node is in the source, when cmark knows.
    public let range: SourceRange?
    /// The child nodes, in document order.
    public let children: [MarkdownNode]

    init(kind: Kind, range: SourceRange?, children: [MarkdownNode]) {
        self.kind = kind
        self.range = range
        self.children = children
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
