import MarkdownTree

/// An ordered-list item that counts as a step: its list (a number unique in the page), its 0-based index there, the
/// list's first number as written, and its line.
struct ItemRef: Hashable {
    let list, index, start, line: Int

    /// The number a reader sees in the rendered page.
    var number: Int { start + index }
}

/// The page as a flat sequence of leaf blocks, each with the step it is nested in.
///
/// Ordered lists are steps, nested ordered lists sub-steps; an ordered list inside a bullet list is not (it is
/// part of whatever contains the bullet list). Tables and HTML blocks are leaves: their inside is read later.
/// Entries name the innermost step only, not the chain of steps around it: a chain per block cost the page's size
/// times its depth (a line of `1. 1. 1. …` nests hundreds of thousands of items).
enum FlatEntry {
    /// A step's list item begins, inside the step item `parent` (nil for a top-level step).
    case stepStart(ItemRef, parent: ItemRef?)
    case block(FlatBlock)

    /// The leaf blocks of a page, in page order.
    ///
    /// The walk recurses: the tree is at most `MarkdownParser.maximumDepth` deep.
    static func flatten(_ root: MarkdownNode) -> [FlatEntry] {
        var entries: [FlatEntry] = []
        entries.reserveCapacity(root.documentNodeCount)
        var lists = 0
        func walk(_ node: MarkdownNode, step: ItemRef?, inBullets: Bool, inBulletItem: Bool, opensStep: Bool) {
            for (index, child) in node.children.enumerated() {
                switch child.kind {
                case .list(let info):
                    lists += 1
                    let list = lists
                    let isStep = info.isOrdered && !inBullets
                    for (number, item) in child.children.enumerated() {
                        var itemStep = step
                        if isStep {
                            let ref = ItemRef(list: list, index: number, start: info.start, line: item.line)
                            entries.append(.stepStart(ref, parent: step))
                            itemStep = ref
                        }
                        walk(
                            item, step: itemStep, inBullets: inBullets || !info.isOrdered,
                            inBulletItem: !info.isOrdered, opensStep: isStep)
                    }
                case .document, .blockQuote, .item, .other:
                    walk(child, step: step, inBullets: inBullets, inBulletItem: inBulletItem, opensStep: false)
                default:
                    let opens = opensStep && index == 0
                    entries.append(
                        .block(FlatBlock(node: child, step: step, opensStep: opens, inBulletItem: inBulletItem)))
                }
            }
        }
        walk(root, step: nil, inBullets: false, inBulletItem: false, opensStep: false)
        return entries
    }
}

/// A leaf block (paragraph, heading, code block, HTML block, table or thematic break) and where it sits: the innermost
/// step item containing it, whether it is the first block of a step's item (its first paragraph is the step's text)
/// and whether its nearest list item is a bullet item.
struct FlatBlock {
    let node: MarkdownNode
    let step: ItemRef?
    let opensStep: Bool
    let inBulletItem: Bool
    var line: Int { node.line }
}

extension MarkdownNode {
    /// The node's first line, 0 when it has no position.
    var line: Int { range?.start.line ?? 0 }
}
