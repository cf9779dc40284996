import MarkdownTree

/// Builds sections and steps from the flattened page, attaching each block to the step a reader would.
///
/// cmark ends an ordered list where a less-indented bullet interrupts it, and the next item starts a new list
/// (`start=2`). Blocks between a list and a later list that continues its numbering are held back, then given
/// to the last step: the page reads 1, 2, 3, 4 and so do we. Blocks after a list that nothing continues are
/// outside any step; their commands form unnumbered steps.
struct StepAssembler {
    let source: PageSource
    let keywords: KeywordTable
    let binder: AttributeBinder
    let entries: [FlatEntry]
    let docReader: PlaceholderDocReader
    /// Whether no command, file or output of the page can hold a placeholder: no code block holds `<`.
    ///
    /// Then only documentation that writes a name `<x>` can matter (a placeholder of its own, which the checks call
    /// unused), and the prose and tables without `<` are not read for documentation: most pages use no placeholder.
    let documentsWrittenNamesOnly: Bool

    var sections: [Section] = []
    var drafts: [StepDraft] = []
    var docs: [PlaceholderDocReader.Candidate] = []
    var anchors: [Anchor] = []
    var links: [AnchorLink] = []
    /// The malformations of the page's HTML tables, positioned in the page.
    var htmlTableIssues: [HTMLIssue] = []

    var stepOfItem: [ItemRef: Int] = [:]
    var lastTopLevel: (item: ItemRef, draft: Int)?
    var held: [(index: Int, block: FlatBlock)] = []
    var currentUnnumbered: Int?
    var proseSinceCommand: [String] = []
    /// The inline lines of the last of `proseSinceCommand`, whose links the text of an unnumbered step made next
    /// keeps (read then: most prose never becomes a step's text).
    var lastProse: InlineLines?
    var pendingHTML: (text: String, line: Int, column: Int, endLine: Int, step: Int?)?

    init(binder: AttributeBinder, keywords: KeywordTable) {
        (self.binder, self.keywords, source, entries) = (binder, keywords, binder.source, binder.entries)
        docReader = PlaceholderDocReader(source: source, keywords: keywords)
        documentsWrittenNamesOnly = !binder.entries.indices.contains { index in
            guard case .block(let block) = binder.entries[index] else { return false }
            switch block.node.kind {
            case .codeBlock(_, let literal, _): return ByteSearch.contains(literal, byte: UInt8(ascii: "<"))
            case .htmlBlock: return binder.role(of: index) != nil
            default: return false
            }
        }
    }

    mutating func assemble() {
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .stepStart(let item, let parent):
                startStep(item, parent: parent)
            case .block(let block):
                if case .heading(let level) = block.node.kind {
                    closeSection()
                    openSection(block, index: index, level: level)
                } else if let step = block.step {
                    if let draft = stepOfItem[step] { read(block, index: index, in: draft) }
                } else if lastTopLevel != nil {
                    held.append((index, block))
                } else {
                    read(block, index: index, in: nil)
                }
            }
        }
        closeSection()
    }

    private mutating func startStep(_ item: ItemRef, parent parentItem: ItemRef?) {
        flushHTML()
        if parentItem == nil {
            releaseHeld(continuing: lastTopLevel.map { item.number == $0.item.number + 1 } ?? false)
            currentUnnumbered = nil
        }
        let parent = parentItem.flatMap { stepOfItem[$0] }
        drafts.append(
            StepDraft(
                id: (parent.map { drafts[$0].id + "." } ?? "") + String(item.number), isNumbered: true,
                sectionIndex: sections.indices.last, parent: parent, number: parentItem == nil ? item.number : nil,
                line: item.line))
        if let parent { drafts[parent].hasSubsteps = true }
        stepOfItem[item] = drafts.count - 1
        if parentItem == nil { lastTopLevel = (item, drafts.count - 1) }
    }

    private mutating func openSection(_ block: FlatBlock, index: Int, level: Int) {
        let inline = InlineText.lines(of: block.node)
        var title = inline.text
        var anchor = binder.lists[index].lazy.flatMap(\.ids).first
        // `## Title {#id}`, `{: #id}`, `{#id .class key="v"}`: the anchor is the id (unless the list on the next line
        // gives one: kramdown applies that list after); classes and pairs are not part of it, nor of the title.
        if title.utf8.last == UInt8(ascii: "}"), let open = title.lastIndex(of: "{") {
            let inner = Substring(title[title.index(after: open)...].dropLast()).trimmingSpaces
            let body = inner.hasPrefix(":") ? inner.dropFirst() : inner
            if body.trimmingSpaces.hasPrefix("#"), let (list, rest) = AttributeList.parsePrefix("{:\(body)}"),
                rest.isEmpty, list.malformed.isEmpty, let id = list.ids.first
            {
                anchor = anchor ?? id
                title = String(Substring(title[..<open]).trimmingSpaces)
            }
        }
        // HTML in the heading (`## <a name="x"></a>Title`) gives anchors too, and the section's when nothing else does.
        let before = anchors.count
        for child in block.node.children {
            if case .htmlInline(let html) = child.kind, let start = child.range?.start {
                collectHTMLAnchors(html, line: start.line, column: start.column)
            }
        }
        if let anchor {
            anchors.append(Anchor(name: anchor, location: idLocation(anchor, near: block.line), origin: .heading))
        } else {
            anchor = anchors.dropFirst(before).first?.name
            if anchor != nil { title = String(Substring(title).trimmingSpaces) }
        }
        sections.append(
            Section(
                anchor: anchor, title: keywords.resolve(title), level: level, line: block.line,
                parent: sections.lastIndex { $0.level < level }))
        collectLinks(inline.links, in: block.node)
    }

    /// Gives the blocks held after a numbered list to its last step, when they belong to it.
    ///
    /// They do when the next list continues its numbering, and the indented ones right after the list do in any case: a
    /// writer who indents a block under a step by one or two columns too few ("  a. With curl:" under "1. ") still
    /// means it for that step. The others are read outside any step.
    private mutating func releaseHeld(continuing: Bool) {
        let heldBlocks = held
        held = []
        var indented = true
        for (index, block) in heldBlocks {
            indented = indented && (block.node.range?.start.column ?? 1) > 1
            read(block, index: index, in: continuing || indented ? lastTopLevel?.draft : nil)
        }
    }

    private mutating func closeSection() {
        releaseHeld(continuing: false)
        flushHTML()
        numberUnnumberedSteps()
        lastTopLevel = nil
        currentUnnumbered = nil
        proseSinceCommand = []
    }

    /// Gives unnumbered steps of the section just closed their ids (see `Step.id`).
    private mutating func numberUnnumberedSteps() {
        // Drafts are made in page order and sections only open, so the section's drafts end the list.
        let section = sections.indices.last
        let inSection = drafts.indices.reversed().prefix { drafts[$0].sectionIndex == section }.reversed()
        let unnumbered = inSection.filter { !drafts[$0].isNumbered }
        let before = unnumbered.filter { drafts[$0].beforeNumbered }
        let after = unnumbered.filter { !drafts[$0].beforeNumbered }
        guard let lastNumber = inSection.compactMap({ drafts[$0].number }).max() else {
            for (offset, draft) in (before + after).enumerated() { drafts[draft].id = String(offset + 1) }
            return
        }
        for (offset, draft) in before.enumerated() { drafts[draft].id = before.count == 1 ? "0" : "0.\(offset + 1)" }
        for (offset, draft) in after.enumerated() { drafts[draft].id = String(lastNumber + offset + 1) }
    }

    /// Where `#id` is written on or just after `line` (or `last`, the last line of the block it is looked for in).
    func idLocation(_ id: String, near line: Int, through last: Int? = nil) -> SourceLocation {
        let needle = "#" + id
        for number in line...min(max(line, last ?? line) + 2, max(line, source.lines.count)) {
            if let column = LineColumns(source.line(number)).column(of: needle) {
                return SourceLocation(line: number, column: column)
            }
        }
        return SourceLocation(line: line, column: 1)
    }
}
