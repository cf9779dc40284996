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
/// Ordered lists are steps, nested ordered lists sub-steps, those inside a bullet of a step too. An ordered list inside
/// a bullet outside any step is a step only if the assembler gives that bullet to a step (`StepAssembler.releaseHeld`).
/// Tables and HTML blocks are leaves: their inside is read later. Entries name the innermost step only, not the chain
/// of steps around it: a chain per block cost the page's size times its depth (a line of `1. 1. 1. …` nests hundreds
/// of thousands of items).
enum FlatEntry {
    /// A step's list item begins, inside the step item `parent` (nil for a top-level step) and, when it is in a bullet
    /// item, the outermost one since that step item (`FlatBlock.bullet`).
    case stepStart(ItemRef, parent: ItemRef?, bullet: Int?)
    case block(FlatBlock)

    /// The leaf blocks of a page, in page order.
    ///
    /// The walk recurses: the tree is at most `MarkdownParser.maximumDepth` deep.
    static func flatten(_ root: MarkdownNode) -> [FlatEntry] {
        var entries: [FlatEntry] = []
        entries.reserveCapacity(root.documentNodeCount)
        var (lists, bullets) = (0, 0)
        func walk(_ node: MarkdownNode, step: ItemRef?, bullet: Int?, bulletList: Int?, opens: Bool, quoted: Bool) {
            for (index, child) in node.children.enumerated() {
                switch child.kind {
                case .list(let info):
                    lists += 1
                    let list = lists
                    let isSteps = info.isOrdered && !documentsValues(child)
                    for (number, item) in child.children.enumerated() {
                        if isSteps {
                            let ref = ItemRef(list: list, index: number, start: info.start, line: item.line)
                            entries.append(.stepStart(ref, parent: step, bullet: bullet))
                            walk(item, step: ref, bullet: nil, bulletList: nil, opens: true, quoted: false)
                        } else {
                            if bullet == nil { bullets += 1 }
                            walk(
                                item, step: step, bullet: bullet ?? bullets, bulletList: bulletList ?? list,
                                opens: bullet == nil, quoted: quoted)
                        }
                    }
                case .document, .blockQuote, .item, .other:
                    walk(
                        child, step: step, bullet: bullet, bulletList: bulletList, opens: false,
                        quoted: quoted || child.kind == .blockQuote)
                default:
                    let opens = opens && index == 0
                    var bulletsAfter: MarkdownNode?
                    if case .paragraph = child.kind, index + 1 < node.children.count,
                        case .list(let info) = node.children[index + 1].kind,
                        !info.isOrdered || documentsValues(node.children[index + 1])
                    {
                        bulletsAfter = node.children[index + 1]
                    }
                    entries.append(
                        .block(
                            FlatBlock(
                                node: child, step: step, opensStep: opens && bullet == nil, bullet: bullet,
                                bulletList: bulletList, opensBullet: opens && bullet != nil,
                                opensItem: index == 0 && bullet != nil && node.kind == .item && child.line == node.line,
                                bulletsAfter: bulletsAfter, isQuoted: quoted)))
                }
            }
        }
        walk(root, step: nil, bullet: nil, bulletList: nil, opens: false, quoted: false)
        return entries
    }

    /// Whether every item of `list` is prose that opens with a placeholder's name ("Replace the following values:"
    /// then `` 1. `<zone>`: the zone ``): a numbered list that documents values, read as bullets, not as steps.
    private static func documentsValues(_ list: MarkdownNode) -> Bool {
        list.children.allSatisfy { item in
            guard item.children.allSatisfy({ $0.kind == .paragraph }), let paragraph = item.children.first else {
                return false
            }
            // Its first text, past emphasis, opens with `<` (most items' do not: they are not cut into words).
            var first = paragraph.children.first
            while let node = first, node.kind == .emphasis || node.kind == .strong { first = node.children.first }
            switch first?.kind {
            case .code(let text)?, .text(let text)?, .htmlInline(let text)?:
                return text.hasPrefix("<") && SentenceTokens(InlineText.lines(of: paragraph).text).isName(at: 0)
            default: return false
            }
        }
    }
}

/// A leaf block (paragraph, heading, code block, HTML block, table or thematic break) and where it sits: the innermost
/// step item containing it, whether it is the first block of a step's item (its first paragraph is the step's text),
/// whether its nearest list item is a bullet item, and the outermost bullet item it is in since that step item.
struct FlatBlock {
    let node: MarkdownNode
    let step: ItemRef?
    /// Whether it is the first block of a step's item, or opens a part of a step (`StepAssembler.readInStep`).
    var opensStep: Bool
    /// A number unique in the page for the outermost bullet item the block is in, counted from its innermost step
    /// item (or the page), if any.
    let bullet: Int?
    /// A number unique in the page for the list of that bullet item (its siblings are the items of the same list).
    let bulletList: Int?
    /// Whether it is the first block of that bullet item.
    let opensBullet: Bool
    /// Whether it opens its nearest item, a bullet item, nested or not: it is the item's first block, on the line of
    /// the item's mark ("- ", "* ", "+ "; a numbered item inside a bullet clears `bullet`).
    let opensItem: Bool
    /// The bullet list right after a paragraph, in the same container.
    let bulletsAfter: MarkdownNode?
    /// Whether it is in a block quote (`> **Tip:** …`) inside its innermost step item (or the page): an aside of that
    /// step, where a step written whole in a block quote is not one.
    let isQuoted: Bool
    /// Whether its nearest list item is a bullet item (a numbered item inside a bullet starts afresh).
    var inBulletItem: Bool { bullet != nil }
    var line: Int { node.line }
}

extension MarkdownNode {
    /// The node's first line, 0 when it has no position.
    var line: Int { range?.start.line ?? 0 }
}
