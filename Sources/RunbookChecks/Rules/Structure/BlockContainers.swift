import MarkdownTree

extension MarkdownNode {
    /// Whether the node can hold blocks: a document, block quote, list or list item. Paragraphs, headings, table
    /// rows and cells hold only inlines, so a walk looking for blocks (lists, code, HTML) need not read the inlines
    /// of every paragraph, which are most of a page's nodes.
    var holdsBlocks: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item: true
        default: false
        }
    }
}
