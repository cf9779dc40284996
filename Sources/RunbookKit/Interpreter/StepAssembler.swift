import MarkdownTree

/// Builds sections and steps from the flattened page, attaching each block to the step a reader would.
///
/// cmark ends an ordered list where a less-indented bullet interrupts it, and the next item starts a new list
/// (`start=2`). Blocks between a list and a later list that continues its numbering are held back, then given
/// to the last step: the page reads 1, 2, 3, 4 and so do we. Blocks after a list that nothing continues are
/// outside any step; their commands form unnumbered steps.
///
/// A bullet or a paragraph of a step that opens with systems and ends with a colon ("For Windows:", "Pour Linux :")
/// starts a part of the step scoped to them, a sub-step of its own: the bullet, or the paragraph and the blocks after
/// it up to the next such paragraph.
///
/// A command block that is a tab (`{: tab-title="Linux"}`) is a part too, titled by the tab, scoped to the systems
/// the title names; a heading that is one makes its section's top-level steps the tab's (`StepAssembler+Tabs.swift`).
struct StepAssembler {
    let source: PageSource
    let keywords: KeywordTable
    let binder: AttributeBinder
    let entries: [FlatEntry]
    let docReader: PlaceholderDocReader
    /// Whether no command, file or output of the page can hold a placeholder: no code block holds `<`, nor a command
    /// what may be a value it does not mark (`UnmarkedValues.mayHold`).
    ///
    /// Then only documentation that writes a name `<x>` can matter (a placeholder of its own, which the checks call
    /// unused), and the prose and tables without `<` are not read for documentation: most pages use no placeholder.
    let documentsWrittenNamesOnly: Bool
    /// Whether the prose is read for the shell variables the commands expand too (`RunbookReader.documentsVariables`).
    let documentsVariables: Bool
    /// The bullets of steps that are alternatives, each with its list (`StepAssembler+Alternatives.swift`).
    let alternativeBullets: [Int: Int]

    var sections: [Section] = []
    /// The sections a new heading may be nested in: the last of each level, shallower first (a heading closes those
    /// of its level and deeper).
    private var openSections: [Int] = []
    /// The ids kramdown generates for the headings so far that have none of their own.
    private var headingIDs = HeadingID.Numbering()
    var drafts: [StepDraft] = []
    var docs: [PlaceholderDocReader.Candidate] = []
    var anchors: [Anchor] = []
    var links: [AnchorLink] = []
    /// The malformations of the page's HTML tables, positioned in the page.
    var htmlTableIssues: [HTMLIssue] = []
    /// The lines that open an element whose content kramdown reads as Markdown, which cmark was given blank
    /// (`MarkdownInHTML`), in page order, and the first of them not yet read (`readOpeners(before:)`).
    let markdownOpeners: [Int]
    var nextOpener = 0
    /// The lines of the headings that start past where their container's content does
    /// (`MarkdownParser.Parsed.indentedHeadingLines`), for `rendersAsText`.
    let indentedHeadings: Set<Int>

    var stepOfItem: [ItemRef: Int] = [:]
    var lastTopLevel: (item: ItemRef, draft: Int)?
    /// Entries after a numbered list that a later list may continue, by index.
    var held: [Int] = []
    /// The open part of each step that has one (`readInStep`): the bullet it is, if it is one, and its draft.
    var parts: [Int: (bullet: Int?, draft: Int)] = [:]
    /// The tab set open in each step (by the draft that holds its parts): its latest tab and that tab's part.
    var openTabs: [Int: (tab: Tab, draft: Int)] = [:]
    /// The tab each section's own heading is, by section index.
    var headingTabs: [Tab?] = []
    /// The systems each section's heading scopes its steps to, or an enclosing one's (`StepDraft.platforms(ofHeading:)`).
    var headingPlatforms: [[Platform]] = []
    /// How many sets of tabs and alternative bullets the page has had so far (`Tab.set`).
    var tabSets = 0
    /// The set of each list of alternative bullets read so far, by `FlatBlock.bulletList`.
    var bulletSets: [Int: Int] = [:]
    /// The one set of the page's interface switcher (`Tab.interfaceGroup`), once it has had a tab of it.
    var interfaceSet: Int?
    /// Whether the section being read is a tutorial's step: its heading is marked `{: step}`.
    var isStepSection = false
    var currentUnnumbered: Int?
    var proseSinceCommand: [ProseText] = []
    /// The inline lines of the last of `proseSinceCommand`, whose links the text of an unnumbered step made next
    /// keeps (read then: most prose never becomes a step's text).
    var lastProse: InlineLines?
    var pendingHTML: (text: String, line: Int, column: Int, endLine: Int, step: Int?)?
    /// The files whose step's own prose names none, and which may borrow a name when the page is read: their step, their
    /// index in its files, and how many of its prose paragraphs come before them.
    var borrowers: [(draft: Int, file: Int, prose: Int)] = []
    /// The file names each text of the page searched for one gives (`fileNames(in:)`).
    var fileNamesRead: [String: [FileNameFinder.Name]] = [:]
    /// The file names each paragraph with a code span that may be a name with a space gives, by its entry.
    var spannedFileNamesRead: [Int: [FileNameFinder.Name]] = [:]
    /// The shell variables the commands read so far set: a word in capitals that names one is no value to replace.
    var setVariables: Set<String> = []
    /// The names of the values the page's commands write unmarked (`REGION_NAME`, `instance_ID`: `UnmarkedValues`).
    var unmarkedNames: Set<String> = []
    /// The first lines of the items of a bullet list whose lead-in gives them its verb ("Replace the following
    /// values:" then `` - `<x>` with your key ``), and that verb (`SentenceDocReader.leadInVerb`).
    var itemsLeadIn: (items: Set<Int>, verb: String)?
    /// The paragraphs read for documentation: once every command is read, their sentences are read again for the
    /// unmarked values and the placeholders named in spans (`documentUnmarkedValues`).
    var readProse: [ReadProse] = []

    /// A paragraph read for documentation: its text (keyrefs resolved), where it is, and the candidates it gave.
    struct ReadProse {
        let text: String
        let line: Int
        let isBulletItem: Bool
        let scope: PlaceholderDocReader.Scope
        let docs: Range<Int>
        /// The names it writes alone in a code, emphasis or strong span (`PlaceholderDocReader.nameSpans`).
        let spans: [String]
    }

    init(
        binder: AttributeBinder, keywords: KeywordTable, documentsVariables: Bool = false, markdownOpeners: [Int] = [],
        indentedHeadings: Set<Int> = []
    ) {
        (self.binder, self.keywords, source, entries) = (binder, keywords, binder.source, binder.entries)
        (self.markdownOpeners, self.indentedHeadings) = (markdownOpeners, indentedHeadings)
        self.documentsVariables = documentsVariables
        docReader = PlaceholderDocReader(source: source, keywords: keywords)
        alternativeBullets = Self.alternativeBullets(binder.entries, binder: binder, keywords: keywords)
        documentsWrittenNamesOnly =
            !documentsVariables
            && !binder.entries.indices.contains { index in
                guard case .block(let block) = binder.entries[index] else { return false }
                switch block.node.kind {
                case .codeBlock(_, let literal, _):
                    return ByteSearch.contains(literal, byte: UInt8(ascii: "<"))
                        || (binder.role(of: index) == .command && UnmarkedValues.mayHold(literal.utf8))
                case .htmlBlock: return binder.role(of: index) != nil
                default: return false
                }
            }
    }

    mutating func assemble() {
        for index in entries.indices {
            switch entries[index] {
            case .stepStart(let item, nil, nil):
                flushHTML()
                releaseHeld(continuing: lastTopLevel.map { item.number == $0.item.number + 1 } ?? false)
                currentUnnumbered = nil
                startStep(item, parent: nil)
                lastTopLevel = (item, drafts.count - 1)
            case .stepStart(let item, let parent, let bullet):
                if let draft = parent.flatMap({ stepOfItem[$0] }) {
                    startStep(item, parent: partParent(draft, bullet: bullet))
                } else if lastTopLevel != nil {
                    held.append(index)
                }
            case .block(let block):
                if nextOpener < markdownOpeners.count { readOpeners(before: block.line) }
                if binder.attributeOnly.contains(index) {
                    continue
                } else if case .heading(let level) = block.node.kind {
                    closeSection(before: level)
                    openSection(block, index: index, level: level)
                } else if let draft = block.step.flatMap({ stepOfItem[$0] }) {
                    readInStep(block, index: index, draft: draft)
                } else if lastTopLevel != nil {
                    held.append(index)
                } else {
                    read(block, index: index, in: nil)
                }
            }
        }
        readOpeners(before: .max)
        closeSection(before: nil)
        nameBorrowedFiles()
        documentUnmarkedValues()
    }

    private mutating func startStep(_ item: ItemRef, parent: Int?) {
        flushHTML()
        let tab = parent == nil ? sectionTab() : nil
        drafts.append(
            StepDraft(
                id: (parent.map { drafts[$0].id + "." } ?? "") + String(item.number), isNumbered: true,
                sectionIndex: sections.indices.last, parent: parent, line: item.line,
                platforms: parent.map { drafts[$0].platforms } ?? sectionPlatforms(),
                tab: tab))
        if let parent { noteSubstep(of: parent) }
        stepOfItem[item] = drafts.count - 1
    }

    /// Adds an unnumbered sub-step of `parent`, numbered after its sub-steps' last, and returns it.
    mutating func addSubstep(
        of parent: Int, line: Int, text: String = "", prose: [ProseText] = [], platforms: [Platform], tab: Tab? = nil
    ) -> Int {
        let prefix = drafts[parent].id + "."
        let last = lastSubstep(of: parent).flatMap { Int(drafts[$0].id.dropFirst(prefix.count)) }
        noteSubstep(of: parent)
        drafts.append(
            StepDraft(
                id: prefix + String((last ?? 0) + 1), isNumbered: false, sectionIndex: drafts[parent].sectionIndex,
                parent: parent, line: line, text: text, prose: prose, platforms: platforms, tab: tab))
        return drafts.count - 1
    }

    /// The latest sub-step of `parent` (sub-steps are made after their parent, in page order).
    func lastSubstep(of parent: Int) -> Int? {
        drafts.indices.dropFirst(parent + 1).last { drafts[$0].parent == parent }
    }

    /// Counts a sub-step of `parent` about to be added or just added: what the step writes after it is written after
    /// its sub-steps.
    mutating func noteSubstep(of parent: Int) {
        drafts[parent].substeps += 1
        drafts[parent].atLastSubstep = (drafts[parent].details.count, drafts[parent].prose.count)
        drafts[parent].continuation = nil
        drafts[parent].awaitingName = nil
    }

    /// Reads a block of step `draft` into the part of the step it is in, or into a part it opens (see the type).
    private mutating func readInStep(_ block: FlatBlock, index: Int, draft: Int) {
        let target = parts.isEmpty ? draft : partParent(draft, bullet: block.bullet)
        if let found = tabOfCommand(block, index: index) {
            return read(block, index: index, in: tabPart(found, of: target, line: block.line))
        }
        if !openTabs.isEmpty, closesTabs(block, index: index) { openTabs[target] = nil }
        let alternative = block.opensBullet ? block.bullet.flatMap { alternativeBullets[$0] } : nil
        if case .paragraph = block.node.kind, !block.opensStep, block.bullet == nil || block.opensBullet,
            let text = binder.paragraphs[index]?.lines.text,
            alternative != nil
                || text.utf8.reversed().first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: ":")
                    && !StepDraft.platforms(of: keywords.resolve(text)).isEmpty
        {
            let tab = alternative.map { bulletTab(lead: keywords.resolve(text), list: $0) }
            let part = addSubstep(
                of: draft, line: block.line, platforms: tab == nil ? [] : drafts[draft].platforms, tab: tab)
            parts[draft] = (block.bullet, part)
            var opener = block
            opener.opensStep = true
            read(opener, index: index, in: part)
        } else {
            read(block, index: index, in: target)
        }
    }

    /// The draft that takes what comes next in `bullet` (nil: outside bullets) of step `draft`: the step's open part
    /// when it goes on there, else the step.
    private mutating func partParent(_ draft: Int, bullet: Int?) -> Int {
        guard let part = parts[draft] else { return draft }
        if part.bullet == nil || part.bullet == bullet { return part.draft }
        parts[draft] = nil
        return draft
    }

    /// Whether kramdown reads `id` as a heading's `{#id}`: a letter, then letters, digits, `_`, `:` or `-` (its
    /// `HEADER_ID`, `[A-Za-z][\w:-]*`); `{#3March2031}` is the title's text.
    static func isHeaderID(_ id: String) -> Bool {
        id.utf8.first?.isASCIILetter == true
            && id.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0.isOne(of: "_:-") }
    }

    private mutating func openSection(_ block: FlatBlock, index: Int, level: Int) {
        let inline = InlineText.lines(of: block.node)
        var title = inline.text
        let own = binder.lists[index].lazy.compactMap(\.id).first
        let referenced = own == nil ? binder.referencedID(of: index) : nil
        var anchor = own ?? referenced
        // `## Title {#id}`: the anchor is the id (unless the list on the next line gives one, of its own or through
        // the definitions it refers to: kramdown applies that list after), and no part of the title. kramdown takes
        // only that, after a blank (`HEADER_ID`): `{: #id}`, a class or a pair there, or a list after it, are the
        // title's text. Its `ATX_HEADER_MATCH` reads the id after the closing `#` marks, which it drops from the
        // title (`## Title ## {#id}`); before them the id is the title's text (`## Title {#id} ##`, whose marks
        // cmark drops from the title it gives).
        let line = source.line(block.line)
        let isText = indentedHeadings.contains(block.line) && Self.rendersAsText(block, line: line)
        if title.utf8.last == UInt8(ascii: "}"), let open = title.lastIndex(of: "{"), open > title.startIndex,
            " \t".contains(title[title.index(before: open)]), title[title.index(after: open)] == "#",
            let (list, rest) = AttributeList.parsePrefix("{:\(title[title.index(after: open)...])"), rest.isEmpty,
            let id = list.id, title[open...] == "{#\(id)}", Self.isHeaderID(id),
            !Self.closesAfterID(block, line: line)
        {
            if !isText { anchor = anchor ?? id }
            title = String(Substring(title[..<open]).trimmingSpaces)
            // The closing marks before the id, after a blank as cmark wants them (kramdown drops `C#`'s too).
            let marks = title.utf8.reversed().prefix { $0 == UInt8(ascii: "#") }.count
            if Self.isATX(block), marks > 0, case let kept = title.dropLast(marks),
                kept.isEmpty || kept.last == " " || kept.last == "\t"
            {
                title = String(kept.trimmingSpaces)
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
            // An id a definition gives is not looked for in the text: each heading that refers to it has it.
            let location =
                anchor == referenced
                ? block.node.range?.start ?? SourceLocation(line: block.line, column: 1)
                : idLocation(anchor, near: block.line)
            anchors.append(Anchor(name: anchor, location: location, origin: .heading))
        } else {
            anchor = anchors.dropFirst(before).first?.name
            if anchor != nil { title = String(Substring(title).trimmingSpaces) }
        }
        var sameLevel: Int?  // the section before at this level, when no shallower heading came between
        while let last = openSections.last, sections[last].level >= level {
            if sections[last].level == level { sameLevel = last }
            openSections.removeLast()
        }
        let resolved = keywords.resolve(title)
        sections.append(
            Section(
                anchor: anchor,
                generatedAnchor: anchor == nil && !isText
                    ? headingIDs.next(keywords.resolve(writtenTitle(block, title))) : nil,
                title: resolved,
                level: level, line: block.line, parent: openSections.last, rendersAsText: isText))
        openSections.append(sections.count - 1)
        headingTabs.append(binder.tab(of: index).map { headingTab($0, after: sameLevel) })
        let scoped = StepDraft.platforms(ofHeading: sections[sections.count - 1].title)
        headingPlatforms.append(
            scoped.isEmpty ? sections[sections.count - 1].parent.map { headingPlatforms[$0] } ?? [] : scoped)
        isStepSection = binder.isTutorialStep(index)
        collectLinks(inline.links, in: block.node)
    }

    /// Whether `block` is a `#` heading: one line, not underlined.
    static func isATX(_ block: FlatBlock) -> Bool {
        guard let range = block.node.range else { return false }
        return range.start.line == range.end.line
    }

    /// Whether `#` heading `block`, on `line`, ends with closing `#` marks (cmark drops them from its text).
    static func closesAfterID(_ block: FlatBlock, line: Substring) -> Bool {
        isATX(block) && line.utf8.reversed().first { !$0.isOne(of: " \t\r") } == UInt8(ascii: "#")
    }

    /// Whether kramdown renders heading `block`, on `line`, as text, when it starts past where its container's content
    /// does (`indentedHeadings`): a `#` heading (by one to three blanks, or cmark would read code).
    ///
    /// cmark reads `   ## Title` as a heading, but kramdown's `ATX_HEADER_START` wants the `#` first on the line (its
    /// container's marks removed), and reads a paragraph. A setext heading may be indented in both.
    static func rendersAsText(_ block: FlatBlock, line: Substring) -> Bool {
        guard let range = block.node.range, range.start.line == range.end.line else { return false }
        let scalars = line.unicodeScalars
        guard
            let hash = scalars.index(scalars.startIndex, offsetBy: range.start.column - 1, limitedBy: scalars.endIndex),
            hash < scalars.endIndex, scalars[hash] == "#"
        else { return false }
        // In a block quote: the blanks after the line's own last `>`, of which kramdown takes one with the mark.
        let before = scalars[..<hash]
        guard let mark = before.lastIndex(of: ">") else { return true }
        return before[before.index(after: mark)...].count > 1
    }

    /// The text kramdown makes the id of a heading without one of: its `raw_text`, the heading as written.
    ///
    /// So a link's target, an image's source and an entity count as typed (`## Use the [CLI](cli.md)` is
    /// `use-the-cliclimd`, `## A &amp; B` is `a-amp-b`); the blanks and closing `#`s that end it do not (the marks
    /// before it, and whatever else is no letter, digit, blank or `-`, the id drops). `title` for a setext heading of
    /// several lines, which kramdown does not read as one.
    private func writtenTitle(_ block: FlatBlock, _ title: String) -> String {
        guard let range = block.node.range, range.end.line - range.start.line <= 1 else { return title }
        let line = source.line(range.start.line)
        guard
            let start = line.unicodeScalars.index(
                line.startIndex, offsetBy: range.start.column - 1, limitedBy: line.endIndex)
        else { return title }
        // In bytes: the blanks, `#` and `\` looked at are ASCII, and every heading without an id is read here.
        let bytes = line.utf8
        var end = bytes.endIndex
        func endBeforeBlanks() {
            while end > start, SourceText.isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        }
        endBeforeBlanks()
        // An ATX heading (one line) ends before its closing `#`s, which kramdown takes without a blank before them.
        if range.end.line == range.start.line {
            var marks = end
            while marks > start, bytes[bytes.index(before: marks)] == UInt8(ascii: "#") {
                marks = bytes.index(before: marks)
            }
            if marks < end, marks == start || bytes[bytes.index(before: marks)] != UInt8(ascii: "\\") {
                end = marks
                endBeforeBlanks()
            }
        }
        return String(line[start..<end])
    }

    /// Gives the blocks held after a numbered list to its last step, when they belong to it.
    ///
    /// They do when the next list continues its numbering, and the indented ones right after the list do in any case: a
    /// writer who indents a block under a step by one or two columns too few ("  a. With curl:" under "1. ") still
    /// means it for that step. So do the code blocks right after the list, at the margin, before any other block: a
    /// step that says "run the following command" then shows it unindented means that command. The others are read
    /// outside any step.
    private mutating func releaseHeld(continuing: Bool) {
        var (indented, code) = (true, true)
        for index in held {
            if case .block(let block) = entries[index] {
                indented = indented && (block.node.range?.start.column ?? 1) > 1
                switch block.node.kind {
                case .codeBlock, .htmlBlock: code = code && binder.role(of: index) != nil
                case .paragraph: code = code && binder.paragraphs[index] == nil
                default: code = false
                }
            }
            let target = continuing || indented || code ? lastTopLevel?.draft : nil
            switch entries[index] {
            case .stepStart(let item, let parent, let bullet):
                // A numbered list in a bullet given to the step holds its sub-steps; in one that is not, no steps.
                if let parent {
                    if let draft = stepOfItem[parent] { startStep(item, parent: partParent(draft, bullet: bullet)) }
                } else if let target {
                    startStep(item, parent: partParent(target, bullet: bullet))
                }
            case .block(let block):
                if let draft = block.step.flatMap({ stepOfItem[$0] }) ?? target {
                    readInStep(block, index: index, draft: draft)
                } else {
                    read(block, index: index, in: nil)
                }
            }
        }
        held = []
    }

    /// Closes the section being read, before a heading of `level` (nil: at the page's end).
    private mutating func closeSection(before level: Int?) {
        releaseHeld(continuing: false)
        flushHTML()
        addManualTutorialStep(before: level)
        numberUnnumberedSteps()
        lastTopLevel = nil
        currentUnnumbered = nil
        proseSinceCommand = []
    }

    /// Makes the section just read one manual step when it is a tutorial's step that says what to do in prose only.
    ///
    /// A heading marked `{: step}` whose section has no step ("Invoke the function URL by pasting it into a browser
    /// window."): its first paragraph is the text, the others its details. Not when a subsection follows, which its
    /// prose introduces.
    private mutating func addManualTutorialStep(before level: Int?) {
        guard isStepSection, let section = sections.indices.last, drafts.last?.sectionIndex != section,
            let text = proseSinceCommand.first?.text, level.map({ $0 <= sections[section].level }) ?? true
        else { return }
        let (details, tab) = (proseSinceCommand.dropFirst().map(\.text), sectionTab())
        drafts.append(
            StepDraft(
                id: "", isNumbered: false, sectionIndex: section, parent: nil, line: sections[section].line, text: text,
                details: details, detailLinks: details.map { _ in [] }, prose: proseSinceCommand,
                platforms: sectionPlatforms(), tab: tab))
    }

    /// Gives unnumbered steps of the section just closed their ids (see `Step.id`).
    private mutating func numberUnnumberedSteps() {
        // Drafts are made in page order and sections only open, so the section's drafts end the list.
        let section = sections.indices.last
        let inSection = drafts.indices.reversed().prefix { drafts[$0].sectionIndex == section }.reversed()
        let unnumbered = inSection.filter { !drafts[$0].isNumbered && drafts[$0].parent == nil }
        let before = unnumbered.filter { drafts[$0].beforeNumbered }
        let after = unnumbered.filter { !drafts[$0].beforeNumbered }
        if let lastNumber = inSection.compactMap({ drafts[$0].number }).max() {
            for (offset, draft) in before.enumerated() {
                drafts[draft].id = before.count == 1 ? "0" : "0.\(offset + 1)"
            }
            for (offset, draft) in after.enumerated() { drafts[draft].id = String(lastNumber + offset + 1) }
        } else {
            for (offset, draft) in (before + after).enumerated() { drafts[draft].id = String(offset + 1) }
        }
        // Their parts (`tabPart`) were numbered `.1`, `.2`… under an id not yet known.
        for draft in inSection {
            if let parent = drafts[draft].parent, !drafts[parent].isNumbered, drafts[parent].parent == nil {
                drafts[draft].id = drafts[parent].id + drafts[draft].id
            }
        }
    }

    /// Where `#id` (or `id="id"`) is written on or just after `line` (or `last`, the last line of the block it is
    /// looked for in).
    func idLocation(_ id: String, near line: Int, through last: Int? = nil) -> SourceLocation {
        var number = line
        // Two lines past the block, and on through the lists after it: of lists on consecutive lines the last id wins.
        while number <= source.lines.count,
            number <= max(line, last ?? line) + 2
                || source.line(number).utf8.drop(while: SourceText.isMark).starts(
                    with: "{:".utf8)
        {
            defer { number += 1 }
            // Each needle holds the id: most lines have none of them, and are not read for them.
            guard id.isEmpty || ByteSearch.contains(source.line(number), id) else { continue }
            let columns = LineColumns(source.line(number))
            // Each needle made when the one before is not on the line: most ids are written `#id`.
            for needle in [("#", ""), ("id=\"", "\""), ("id='", "'")].lazy.map({ $0 + id + $1 }) {
                var from = 1
                // `#id` whole, not the start of `#id-old`.
                while let column = columns.column(of: needle, from: from) {
                    let after = columns.line.utf8.dropFirst(columns.offset(ofColumn: column) + needle.utf8.count).first
                    if needle.first != "#" || after.map({ $0.isOne(of: "} \t.#") }) ?? true {
                        return SourceLocation(line: number, column: column)
                    }
                    from = column + 1
                }
            }
        }
        return SourceLocation(line: line, column: 1)
    }
}
