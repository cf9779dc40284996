import MarkdownTree

/// The blocks of a page that three structure rules look at, gathered in one walk of its tree.
///
/// `list-numbering-jump`, `fence-indented-code` and the fence scan each walked the whole tree, and copying each node
/// visited cost more than what the rules then read. The walk follows the containers the rules followed: documents,
/// block quotes, lists and list items; the fence scan also looked inside other container nodes (`.other`), whose
/// fenced blocks are kept apart from what the two rules see.
struct PageBlocks {
    /// An ordered list and the number it starts at.
    struct OrderedList {
        /// The list node.
        let node: MarkdownNode
        /// The number of its first item.
        let start: Int
    }

    /// An indented (not fenced) code block.
    struct IndentedCode {
        /// The block's text.
        let literal: String
        /// The line the block starts on.
        let line: Int
    }

    /// A fenced code block and the content column of the list item it is in, if any.
    struct FencedCode {
        /// The code block node.
        let node: MarkdownNode
        /// The block's text.
        let literal: String
        /// Where the content of the enclosing list item starts.
        let itemColumn: Int?
    }

    /// The ordered lists outside other container nodes, in page order (a list before the lists inside it).
    let orderedLists: [OrderedList]
    /// The indented code blocks outside other container nodes, in page order.
    let indentedCode: [IndentedCode]
    /// Every fenced code block, in page order.
    let fencedCode: [FencedCode]

    /// Walks `tree` once.
    init(_ tree: MarkdownNode) {
        var walk = Walk()
        walk.visit(tree, itemColumn: nil, insideOther: false)
        orderedLists = walk.orderedLists
        indentedCode = walk.indentedCode
        fencedCode = walk.fencedCode
    }

    /// What the walk has found so far.
    private struct Walk {
        var orderedLists: [OrderedList] = []
        var indentedCode: [IndentedCode] = []
        var fencedCode: [FencedCode] = []

        /// Looks at the children of `node`, and inside those that are containers.
        mutating func visit(_ node: MarkdownNode, itemColumn: Int?, insideOther: Bool) {
            for child in node.children {
                switch child.kind {
                case .codeBlock(_, let literal, let fenced):
                    if fenced {
                        fencedCode.append(FencedCode(node: child, literal: literal, itemColumn: itemColumn))
                    } else if !insideOther, let range = child.range {
                        indentedCode.append(IndentedCode(literal: literal, line: range.start.line))
                    }
                case .list(let info):
                    if info.isOrdered, !insideOther { orderedLists.append(OrderedList(node: child, start: info.start)) }
                    visit(child, itemColumn: itemColumn, insideOther: insideOther)
                case .item:
                    let column = child.children.first?.range?.start.column ?? child.range.map { $0.start.column + 2 }
                    visit(child, itemColumn: column, insideOther: insideOther)
                case .document, .blockQuote:
                    visit(child, itemColumn: itemColumn, insideOther: insideOther)
                case .other:
                    visit(child, itemColumn: itemColumn, insideOther: true)
                default:
                    continue
                }
            }
        }
    }
}
