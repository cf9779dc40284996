/// One node of a parsed Markdown document: an immutable value with its children and source range.
///
/// The tree mirrors cmark-gfm's, with the GitHub table extension. Ranges come from cmark's source
/// positions; a node cmark gives no position for (most inline nodes) has `range == nil`, never a fake one.
public struct MarkdownNode: Sendable, Equatable {
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

        /// Creates list information.
        public init(isOrdered: Bool, start: Int, isTight: Bool) {
            self.isOrdered = isOrdered
            self.start = start
            self.isTight = isTight
        }
    }

    /// The kind of node and its data.
    public let kind: Kind
    /// Where the node is in the source, when cmark knows.
    public let range: SourceRange?
    /// The child nodes, in document order.
    public let children: [MarkdownNode]

    /// Creates a node.
    public init(kind: Kind, range: SourceRange?, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
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
