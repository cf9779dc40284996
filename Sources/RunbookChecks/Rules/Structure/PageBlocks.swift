import MarkdownTree
import RunbookKit

extension MarkdownNode {
    /// Whether the node can hold blocks (a document, block quote, list or list item): a walk looking for blocks need
    /// not read the inlines of every paragraph, which are most of a page's nodes.
    var holdsBlocks: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item: true
        default: false
        }
    }
}

/// The blocks of a page that `list-numbering-jump`, `fence-indented-code` and `Fence.all` read, found in one walk.
///
/// Each walking the tree cost more than what it then read. The walk enters documents, block quotes, lists and items;
/// fenced blocks are also looked for inside other container nodes (`.other`), whose lists and indented code the two
/// rules do not see.
struct PageBlocks {
    struct IndentedCode {
        let literal: String
        let line: Int
        /// The column where the content of the last item of the list just before it starts, if a list is: a fence
        /// indented less than that ended the list.
        let listItemColumn: Int?
    }

    /// A fenced code block and the column where the content of the list item it is in starts, if any.
    struct FencedCode {
        let node: MarkdownNode
        let literal: String
        let itemColumn: Int?
        /// The first line of that list item.
        let itemLine: Int?
    }

    /// The ordered lists outside other container nodes.
    private(set) var orderedLists: [MarkdownNode] = []
    private(set) var indentedCode: [IndentedCode] = []
    private(set) var fencedCode: [FencedCode] = []

    init(_ tree: MarkdownNode) {
        visit(tree, item: nil, insideOther: false)
    }

    private mutating func visit(_ node: MarkdownNode, item: (column: Int, line: Int)?, insideOther: Bool) {
        let children = node.children
        for (index, child) in children.enumerated() {
            switch child.kind {
            case .codeBlock(_, let literal, true):
                fencedCode.append(
                    FencedCode(node: child, literal: literal, itemColumn: item?.column, itemLine: item?.line))
            case .codeBlock(_, let literal, false):
                if !insideOther, let range = child.range {
                    var lastItem: MarkdownNode?
                    if index > 0, case .list = children[index - 1].kind { lastItem = children[index - 1].children.last }
                    indentedCode.append(
                        IndentedCode(
                            literal: literal, line: range.start.line,
                            listItemColumn: lastItem?.children.first?.range?.start.column))
                }
            case .list(let info):
                if info.isOrdered, !insideOther { orderedLists.append(child) }
                visit(child, item: item, insideOther: insideOther)
            case .item:
                let column = child.children.first?.range?.start.column ?? child.range.map { $0.start.column + 2 }
                visit(child, item: column.map { ($0, child.range?.start.line ?? 0) }, insideOther: insideOther)
            case .document, .blockQuote:
                visit(child, item: item, insideOther: insideOther)
            case .other:
                visit(child, item: item, insideOther: true)
            default:
                continue
            }
        }
    }
}

/// A fenced code block of a page, with whether its closing fence is where it should be and, when it is not, whether
/// a line indented less than its list item's content cut it.
struct Fence {
    /// Where the opening fence is.
    let location: SourceLocation
    /// The opening fence as written (```` ``` ````, `~~~~`).
    let marker: String
    /// Whether a closing fence ends the block.
    var isClosed: Bool { swallowed == nil }
    /// The line that ended the list item, and with it the block, when one did.
    let cutBy: SourceLocation?
    /// The column where the content of the enclosing list item starts, if it is in one.
    let itemContentColumn: Int?
    /// What an unclosed fence swallows to the end of its container, as code (the translation rules read the commands
    /// in it); nil for a closed fence.
    let swallowed: String?

    static func all(blocks: PageBlocks, source: PageSource) -> [Fence] {
        // A closing fence less indented than its list item ends the item, and cmark ends the block there, but the
        // fence then opens a block of its own: it cut the block rather than closed it.
        let openings = Set(blocks.fencedCode.compactMap { $0.node.range?.start.line })
        return blocks.fencedCode.compactMap { read($0, source: source, openings: openings) }
    }

    private static func read(_ code: PageBlocks.FencedCode, source: PageSource, openings: Set<Int>) -> Fence? {
        guard let range = code.node.range else { return nil }
        let columns = LineColumns(source.line(range.start.line))
        let line = columns.line.utf8
        let from = line.index(line.startIndex, offsetBy: columns.offset(ofColumn: range.start.column))
        let fence = line[from...].drop(while: SourceText.isMark)
        guard let (character, length, _) = FenceLine.run(fence) else { return nil }
        let closingLine = range.start.line + 1 + ByteSearch.newlineCount(code.literal)
        let closed =
            closingLine <= source.lines.count
            && FenceLine.run(source.line(closingLine).utf8.drop(while: SourceText.isMark)).map {
                FenceLine.closes($0, (character, length))
            } == true
            && !openings.contains(closingLine)
        var cut: SourceLocation?
        if !closed, let itemColumn = code.itemColumn {
            let next = (closingLine...).first { $0 > source.lines.count || !SourceText.isBlank(source.line($0)) }!
            if next <= source.lines.count,
                case let column = source.line(next).utf8.prefix(while: SourceText.isMark).count + 1,
                column < itemColumn, !startsNextItem(source.line(next), after: code.itemLine.map { source.line($0) })
            {
                cut = SourceLocation(line: next, column: column)
            }
        }
        let column = columns.column(atOffset: line.distance(from: line.startIndex, to: fence.startIndex))
        return Fence(
            location: SourceLocation(line: range.start.line, column: column),
            marker: String(Substring(fence.prefix(length))),
            cutBy: cut, itemContentColumn: code.itemColumn, swallowed: closed ? nil : code.literal)
    }

    /// Whether `line` starts a numbered list item, or a bulleted one with the bullet of the item on `itemLine`: the
    /// writer went on to the next item without closing the fence, rather than writing code less indented.
    private static func startsNextItem(_ line: Substring, after itemLine: Substring?) -> Bool {
        if SourceText.itemNumber(line.utf8) != nil { return true }
        let text = line.utf8.drop(while: SourceText.isMark)
        guard let bullet = text.first, bullet.isOne(of: "-*+"),
            itemLine?.utf8.drop(while: SourceText.isMark).first == bullet
        else { return false }
        return text.dropFirst().first.map(SourceText.isBlank) ?? true
    }
}
