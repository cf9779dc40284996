import MarkdownTree

/// An ordered-list item that counts as a step: which list, which item, and the number the reader sees.
struct ItemRef: Hashable {
    /// A number unique to the list in this page.
    let list: Int
    /// The item's 0-based index in its list.
    let index: Int
    /// The list's first number as written.
    let start: Int
    /// The item's line.
    let line: Int

    /// The number a reader sees in the rendered page.
    var number: Int { start + index }

    /// Hashes the list and the index only: they tell an item, its start and line follow from them (hashing two
    /// fields instead of four, for each block of a step and each step).
    func hash(into hasher: inout Hasher) {
        hasher.combine(list)
        hasher.combine(index)
    }
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
    /// A leaf block with its context.
    case block(FlatBlock)
}

/// A leaf block and where it sits.
struct FlatBlock {
    /// The block: paragraph, heading, code block, HTML block, table or thematic break.
    let node: MarkdownNode
    /// The innermost step item containing it.
    let step: ItemRef?
    /// How many bullet lists contain it.
    let bulletDepth: Int
    /// Whether it is the first block of a step's item (its first paragraph is the step's text).
    let opensStep: Bool
    /// Whether its nearest list item is a bullet item.
    let inBulletItem: Bool

    /// The first line of the block.
    var line: Int { node.range?.start.line ?? 0 }
}

enum BlockFlattener {
    private struct Frame {
        let node: MarkdownNode
        var next = 0
        let step: ItemRef?
        let bulletDepth: Int
        let list: (id: Int, isStep: Bool, isOrdered: Bool, start: Int)?
        let isStepItem: Bool
        let isBulletItem: Bool
    }

    static func flatten(_ root: MarkdownNode) -> [FlatEntry] {
        var entries: [FlatEntry] = []
        // Entries are large values and growing the array copies them all: reserved once for at most one entry per
        // node of the document (counting the entries first walked the tree twice).
        entries.reserveCapacity(root.documentNodeCount)
        var lists = 0
        var stack = [
            Frame(node: root, step: nil, bulletDepth: 0, list: nil, isStepItem: false, isBulletItem: false)
        ]
        while let last = stack.indices.last {
            // The frame's fields are read where they are: copying the frame (its node and the node's children) at
            // every step was a tenth of the flattening.
            let index = stack[last].next
            guard index < stack[last].node.children.count else {
                stack.removeLast()
                continue
            }
            stack[last].next += 1
            let top = (
                step: stack[last].step, bulletDepth: stack[last].bulletDepth, list: stack[last].list,
                isStepItem: stack[last].isStepItem, isBulletItem: stack[last].isBulletItem
            )
            let child = stack[last].node.children[index]
            switch child.kind {
            case .list(let info):
                lists += 1
                let isStep = info.isOrdered && top.bulletDepth == 0
                stack.append(
                    Frame(
                        node: child, step: top.step, bulletDepth: top.bulletDepth + (info.isOrdered ? 0 : 1),
                        list: (lists, isStep, info.isOrdered, info.start), isStepItem: false, isBulletItem: false))
            case .item:
                var step = top.step
                let isStep = top.list?.isStep ?? false
                if let list = top.list, list.isStep {
                    let line = child.range?.start.line ?? 0
                    let item = ItemRef(list: list.id, index: index, start: list.start, line: line)
                    entries.append(.stepStart(item, parent: top.step))
                    step = item
                }
                stack.append(
                    Frame(
                        node: child, step: step, bulletDepth: top.bulletDepth, list: nil, isStepItem: isStep,
                        isBulletItem: !(top.list?.isOrdered ?? true)))
            case .document, .blockQuote, .other:
                stack.append(
                    Frame(
                        node: child, step: top.step, bulletDepth: top.bulletDepth, list: nil, isStepItem: false,
                        isBulletItem: top.isBulletItem))
            default:
                entries.append(
                    .block(
                        FlatBlock(
                            node: child, step: top.step, bulletDepth: top.bulletDepth,
                            opensStep: top.isStepItem && index == 0, inBulletItem: top.isBulletItem)))
            }
        }
        return entries
    }
}
