import MarkdownTree
import RunbookKit
import ShellSyntax

/// `list-numbering-jump`: an ordered list whose typed numbers skip or go back (1, 2, 3, 6), which Markdown renumbers
/// (1, 2, 3, 4), so that the page and its source disagree (its details say what counts).
struct ListNumberingJumpRule: PageRule {
    static let description = RuleDescription(
        id: "list-numbering-jump", severity: .warning,
        rationale: "Markdown renumbers a list typed 1, 2, 3, 6 as 1, 2, 3, 4, so the page and its source disagree "
            + "and a step may be missing.")

    static let message = Localized(
        en: "list item numbered {number} follows {previous}; Markdown shows it as {shown}",
        fr: "l'élément de liste numéroté {number} suit {previous} ; Markdown l'affiche comme {shown}",
        pt: "o item de lista numerado {number} vem depois de {previous}; o Markdown o mostra como {shown}")
    static let shallowMessage = Localized(
        en: "list item numbered {number} is indented too little to be a sub-step of item {parent}, so Markdown "
            + "shows it as item {shown} of the outer list",
        fr: "l'élément de liste numéroté {number} n'est pas assez indenté pour être une sous-étape de l'élément "
            + "{parent} : Markdown l'affiche comme l'élément {shown} de la liste extérieure",
        pt: "o item de lista numerado {number} tem recuo insuficiente para ser uma subetapa do item {parent}, então "
            + "o Markdown o mostra como item {shown} da lista externa")
    static let continuedMessage = Localized(
        en: "list starts at {number} after a list that ends at {previous} in the same section, so the page shows "
            + "{previous}, then {number}",
        fr: "la liste commence à {number} après une liste qui se termine à {previous} dans la même section : la page "
            + "affiche {previous}, puis {number}",
        pt: "a lista começa em {number} depois de uma lista que termina em {previous} na mesma seção, então a "
            + "página mostra {previous} e depois {number}")
    static let messages = [message, shallowMessage, continuedMessage]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        var columns: [Int: LineColumns] = [:]
        for list in page.facts.blocks.orderedLists {
            guard case .list(let info) = list.kind else { continue }
            Self.check(list, start: info.start, page: page, columns: &columns, into: &findings)
        }
        Self.checkContinuations(page, columns: &columns, into: &findings)
    }

    /// A top-level list that goes on from the one above it in the same section must start right after it (the details).
    private static func checkContinuations(
        _ page: CheckedPage, columns: inout [Int: LineColumns], into findings: inout [Finding]
    ) {
        var previous: (start: Int, count: Int)?
        for block in page.tree.children {
            switch block.kind {
            case .heading:
                previous = nil
            case .list(let info) where info.isOrdered:
                let count = block.children.count
                defer { previous = (info.start, count) }
                guard let before = previous, info.start != 1, let first = block.children.first?.range?.start,
                    let typed = number(at: first, in: page.source, columns: &columns)
                else { continue }
                let last = before.start + before.count - 1
                guard info.start != last + 1 else { continue }
                let fields: KeyValuePairs = ["number": String(info.start), "previous": String(last)]
                findings.append(page.finding(at: typed.location, continuedMessage, fields))
            default:
                continue
            }
        }
    }

    private static func check(
        _ list: MarkdownNode, start: Int, page: CheckedPage, columns: inout [Int: LineColumns],
        into findings: inout [Finding]
    ) {
        var typed: [(number: Int, location: SourceLocation, indent: Int)] = []
        typed.reserveCapacity(list.children.count)
        for item in list.children {
            guard let range = item.range, let found = number(at: range.start, in: page.source, columns: &columns)
            else { return }
            typed.append(found)
        }
        guard typed.count > 1, !typed.allSatisfy({ $0.number == typed[0].number }) else { return }
        // Items indented more than the list's own, but too little to nest, were meant as sub-steps: one
        // diagnostic for each run of them, and the list's numbering is checked without them.
        let outerIndent = typed.map(\.indent).min() ?? 0
        var previousOuter: Int?
        var inRun = false
        var lastMismatched = false
        for (index, item) in typed.enumerated() {
            guard item.indent == outerIndent else {
                if !inRun, let parent = previousOuter {
                    let fields: KeyValuePairs = [
                        "number": String(item.number), "parent": String(parent), "shown": String(start + index),
                    ]
                    findings.append(page.finding(at: item.location, shallowMessage, fields))
                }
                inRun = true
                continue
            }
            inRun = false
            let mismatched = previousOuter.map { item.number != $0 + 1 } ?? false
            defer { lastMismatched = mismatched }
            // Only the first of consecutive mismatches: 1, 2, 3, 6, 7 is one mistake, not two.
            if let previous = previousOuter, mismatched, !lastMismatched {
                let fields: KeyValuePairs = [
                    "number": String(item.number), "previous": String(previous), "shown": String(start + index),
                ]
                findings.append(page.finding(at: item.location, message, fields))
            }
            previousOuter = item.number
        }
    }

    /// The number typed at an item's start, where its first digit is, and how far its line is indented once
    /// block-quote `>`s are dropped, each with the blank after it.
    ///
    /// A line's columns are worked out once (`columns`): nested lists put thousands of items on one line.
    private static func number(
        at start: SourceLocation, in source: PageSource, columns: inout [Int: LineColumns]
    ) -> (number: Int, location: SourceLocation, indent: Int)? {
        let map: LineColumns
        if let known = columns[start.line] {
            map = known
        } else {
            map = LineColumns(source.line(start.line))
            columns[start.line] = map
        }
        // From the line's buffer: every list item's line is read here.
        return ByteSearch.withBytes(of: map.line) { bytes in
            let first =
                bytes[map.offset(ofColumn: start.column)...].firstIndex { !SourceText.isMark($0) } ?? bytes.count
            let digits = bytes[first...].prefix(9).prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty else { return nil }
            let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            // A block quote's `>` takes one blank after it with it: `> 1.` and `>2.` are items of one list.
            var content = bytes[...]
            while let mark = content.firstIndex(where: { !SourceText.isBlank($0) }), content[mark] == UInt8(ascii: ">")
            {
                content = content[(mark + 1)...]
                if content.first.map(SourceText.isBlank) == true { content = content.dropFirst() }
            }
            let indent = SourceText.indentation(content)
            return (number, SourceLocation(line: start.line, column: map.column(atOffset: first)), indent)
        }
    }
}
