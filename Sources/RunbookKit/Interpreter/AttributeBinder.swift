import MarkdownTree

/// A paragraph's own text once the attribute lists written on its lines are taken out (keyrefs not yet resolved):
/// its first remaining line, and the first id of an attribute list at the very start of its text
/// (`{: #kubectl}Pour afficher`).
struct ParagraphContent {
    let lines: InlineLines
    let line: Int
    let inlineID: String?
}

/// Attaches every attribute list to the block it belongs to, and separates them from paragraph text.
///
/// A paragraph made only of attribute lists applies them to the block before it, blank lines or not (a
/// detached list is reported by the checks, but still honoured, as kramdown's users expect), unless a blank line
/// is above it and a code block right below it, which it applies to, as kramdown does. Lists on the last
/// lines of a paragraph belong to that paragraph (`…text\n{:shortdesc}`); lists on its first lines belong to the
/// block before it.
struct AttributeBinder {
    let source: PageSource
    let entries: [FlatEntry]
    /// Each entry's attribute lists, and each paragraph entry's text (nil for other entries and paragraphs of lists
    /// only), by entry index.
    private(set) var lists: [[AttributeList]]
    private(set) var paragraphs: [ParagraphContent?]
    /// The code spans of paragraph entries that may be a file name with a space (a space and a dot), UTF-8 offsets in
    /// their text (`InlineText.linesAndSpacedCodeSpans(of:)`): only for those that have one.
    private(set) var spacedCodeSpans: [Int: [Range<Int>]] = [:]
    private(set) var uses: [AttributeListUse] = []
    private(set) var definitions = AttributeDefinitions()
    /// The id each of `definitions` gives the blocks that refer to it (`AttributeDefinitions.ids`), read once they
    /// are all known: kramdown applies the lists after reading the whole page.
    private var definitionIDs: [String: String] = [:]
    /// The entries that are only attribute lists, which the tree holds as another block (`case .htmlBlock` below).
    private(set) var attributeOnly: Set<Int> = []
    /// The lists last bound, to one block on consecutive lines (`first...last`), and where the one with an id is in
    /// that block's `lists`: kramdown reads such lists as one, whose later id replaces an earlier one.
    private var run: (target: Int, first: Int, last: Int, id: (offset: Int, line: Int)?)?

    /// `closedBefore`: the lines of attribute lists before which the reader closed a fence left open, which belong to
    /// the block the fence opens (`FenceRepair`).
    init(entries: [FlatEntry], source: PageSource, closedBefore: Set<Int> = []) {
        (self.entries, self.source) = (entries, source)
        lists = Array(repeating: [], count: entries.count)
        paragraphs = Array(repeating: nil, count: entries.count)
        var lastContent: Int?
        for index in entries.indices {
            guard case .block(let block) = entries[index], let range = block.node.range else { continue }
            // The attribute lists that end a fence's info string (```` ```yaml {: codeblock} ````, ```` ```{:pre} ````)
            // are meant for the block, as if written after its closing fence.
            if case .codeBlock(let info, _, true) = block.node.kind,
                let brace = ByteSearch.firstOffset(of: "{:", in: info),
                let found = AttributeList.parseLine(Substring(info.utf8.dropFirst(brace)))
            {
                bind(found, at: range.start.line, to: index, onFence: true)
            }
            switch block.node.kind {
            case .codeBlock(_, _, true) where closedBefore.contains(range.end.line):
                bind(AttributeList.parseLine(source.line(range.end.line)) ?? [], at: range.end.line, to: index)
            case .codeBlock(_, let literal, false):
                // `    {: pre}` indented four spaces after a fence is, to cmark, an indented code block: honour it as
                // the attribute list its author meant (the checks report the indentation).
                if let found = AttributeList.parseLine(Substring(literal)) {
                    bind(found, at: range.start.line, to: lastContent)
                    continue
                }
            case .htmlBlock:
                // A list that cmark would have run on into the next line, given to it as an HTML comment
                // (`FenceRepair.endParagraphsAtAttributeLists`): read from the page's line.
                if let found = lists(onLine: range.start.line) {
                    bind(found, at: range.start.line, to: lastContent)
                    attributeOnly.insert(index)
                    continue
                }
            case .table:
                // GFM reads each list line right under a table (`{: caption="…"}`) as one more row, as the docs
                // site's renderer does before it moves them to the table.
                var rows: [(lists: [AttributeList], line: Int)] = []
                for row in block.node.children.reversed() {
                    guard let found = lists(onLine: row.line) else { break }
                    rows.insert((found, row.line), at: 0)
                }
                for row in rows { bind(row.lists, at: row.line, to: index) }
            case .paragraph:
                // Most lists are a paragraph of one line (`{: pre}` under a fence), which has no text to read: a line
                // holds no break, so its text would be one line.
                let opening = lists(onLine: range.start.line, from: range.start.column)
                if let opening, range.start.line == range.end.line {
                    bind(
                        opening, at: range.start.line,
                        to: codeBlock(below: index, line: range.start.line) ?? lastContent)
                    continue
                }
                let (inline, spacedCodeSpans) = InlineText.linesAndSpacedCodeSpans(of: block.node)
                var (first, last) = (0, inline.count - 1)
                while first <= last, let found = first == 0 ? opening : lists(onLine: range.start.line + first) {
                    bind(found, at: range.start.line + first, to: lastContent)
                    first += 1
                }
                // `last > first`: when the loop above stopped at line `first`, that line is no list.
                while last > first, let found = lists(onLine: range.start.line + last) {
                    bind(found, at: range.start.line + last, to: index)
                    last -= 1
                }
                guard first <= last else { continue }
                var kept = inline.lines(first...last)
                let line = range.start.line + first
                var inlineID: String?
                if let byte = kept.text.utf8.first, byte.isOne(of: "{ \t"),
                    let (list, rest) = AttributeList.parsePrefix(Substring(kept.line(0)).trimmingSpaces)
                {
                    inlineID = list.id
                    // `2. {: #s2} Verify it.`: the blank after the list is no text either.
                    kept = kept.replacingFirstLine(with: String(rest.drop { $0 == " " || $0 == "\t" }))
                    uses.append(
                        AttributeListUse(
                            list: list, location: SourceLocation(line: line, column: braceColumn(line)),
                            targetLine: line, targetKind: .paragraph, isDetached: false, isInline: true,
                            isOnFence: false))
                }
                paragraphs[index] = ParagraphContent(lines: kept, line: line, inlineID: inlineID)
                // A span's distance to the end of the lines kept is the same in their text, whose first line may have
                // lost its start (an attribute list).
                if let spacedCodeSpans {
                    let (end, count) = (inline.range(of: last).upperBound, kept.text.utf8.count)
                    let spans = spacedCodeSpans.lazy.filter { $0.upperBound <= end }
                        .map { count - (end - $0.lowerBound)..<count - (end - $0.upperBound) }
                        .filter { $0.lowerBound >= 0 }
                    if !spans.isEmpty { self.spacedCodeSpans[index] = Array(spans) }
                }
            default:
                break
            }
            lastContent = index
        }
        definitionIDs = definitions.ids()
    }

    /// The id block `index`'s attribute lists give it through the definitions they refer to, nil when none does.
    ///
    /// The last that gives one (`AttributeDefinitions.ids`). An id of a list's own replaces it, as kramdown applies the
    /// definitions a list refers to before the list's own attributes.
    func referencedID(of index: Int) -> String? {
        guard !definitionIDs.isEmpty else { return nil }
        return lists[index].reversed().lazy.compactMap { list in
            list.references.reversed().lazy.compactMap { self.definitionIDs[$0] }.first
        }.first
    }

    /// The code block right below a line of attribute lists, entry `index` on page line `line`, that follows no block.
    ///
    /// The line is after a blank line (or the page's first): `{: pre}` then a fence. kramdown gives a list that follows
    /// no block to the block on the next line (its `@block_ial`), and `attribute-detached` reads it so; nil when the
    /// line follows a block, or no code block follows it.
    private func codeBlock(below index: Int, line: Int) -> Int? {
        // Most lists have a blank line or text below them: the next block is looked at first.
        guard index + 1 < entries.count, case .block(let next) = entries[index + 1],
            next.node.range?.start.line == line + 1, case .codeBlock = next.node.kind,
            line == 1 || source.line(line - 1).utf8.allSatisfy(SourceText.isMark)
        else { return nil }
        return index + 1
    }

    /// The attribute lists page line `number` consists of from scalar `column` on (a paragraph's first line starts at
    /// its indentation), past blanks and block quote markers, if it is only that.
    private func lists(onLine number: Int, from column: Int = 1) -> [AttributeList]? {
        var line = source.line(number)
        if column > 1 { line = Substring(line.unicodeScalars.dropFirst(column - 1)) }
        let text = line.utf8.drop(while: SourceText.isMark)
        return text.first == UInt8(ascii: "{") ? AttributeList.parseLine(Substring(text)) : nil
    }

    /// The column of the first `{` of page line `number` (1 when it has none).
    private func braceColumn(_ number: Int) -> Int {
        let line = source.line(number)
        return line.utf8.firstIndex(of: UInt8(ascii: "{")).map { line.unicodeScalars[..<$0].count + 1 } ?? 1
    }

    private mutating func bind(_ found: [AttributeList], at line: Int, to target: Int?, onFence: Bool = false) {
        let location = SourceLocation(line: line, column: braceColumn(line))
        for list in found {
            var (targetLine, kind, detached): (Int?, AttributeListUse.TargetKind?, Bool) = (nil, nil, false)
            if list.isDefinition {
                definitions.define(list)
                run = nil
            } else if let target, case .block(let block) = entries[target], let range = block.node.range {
                lists[target].append(list)
                keepLastID(at: line, of: target)
                targetLine = range.start.line
                kind =
                    switch block.node.kind {
                    case .codeBlock: .codeBlock
                    case .htmlBlock: .htmlBlock
                    case .heading: .heading
                    case .paragraph: .paragraph
                    case .table: .table
                    default: .other
                    }
                detached = line > range.end.line + 1
            }
            uses.append(
                AttributeListUse(
                    list: list, location: location, targetLine: targetLine, targetKind: kind, isDetached: detached,
                    isInline: false, isOnFence: onFence))
        }
    }

    /// Keeps the ids of block `target`'s lists as kramdown does, the last of them just bound at `line`: its later id
    /// replaces an earlier one.
    ///
    /// In a run (lists on consecutive lines, `{: #old}` then `{: #new}`, bound in either order) the id on the latest
    /// line stays in the block's `lists`, and the others are dropped there; `uses` keep every id, for the checks. The
    /// list is changed where the block keeps it: a copy of a list costs more than the rest.
    private mutating func keepLastID(at line: Int, of target: Int) {
        if let run, run.target == target, line >= run.first - 1, line <= run.last + 1 {
            self.run = (target, min(run.first, line), max(run.last, line), run.id)
        } else {
            run = (target, line, line, nil)
        }
        let last = lists[target].count - 1
        guard lists[target][last].id != nil else { return }
        if let earlier = run?.id {
            guard earlier.line <= line else {
                lists[target][last].id = nil
                return
            }
            lists[target][earlier.offset].id = nil
        }
        run?.id = (last, line)
    }

    /// The title and group that `{: tab-title="…"}` and `{: tab-group="…"}` give block `index`, if it is a tab; else
    /// those of its interface marker (`{: cli}`: `Tab.interfaces`), if it has one.
    ///
    /// The interface switcher's attribute is `data-hd-interface`, which a page gives through a definition
    /// (`{:cli: .ph data-hd-interface='cli'}`, then `{: cli}`); a marker named after an interface the page defines
    /// nothing for is read as that interface (the site defines them for every page). The operating system switcher's,
    /// `data-hd-operatingsystem` (`linux`, `mac`, `windows`), makes a tab titled by the system, which scopes its steps.
    /// The programming language switcher's, `data-hd-programlang` (`{:python: .ph data-hd-programlang='python'}`, then
    /// `{: python}`), makes a tab titled by the language: one language's commands run, not every language's.
    func tab(of index: Int) -> (title: String, group: String)? {
        var (title, group, interface, system, language): (String?, String, String?, String?, String?) =
            (nil, "", nil, nil, nil)
        forEachPair(of: index) { pair in
            switch pair.key {
            case "tab-title": title = pair.value
            case "tab-group": group = pair.value
            case "data-hd-interface": interface = interface ?? pair.value
            case "data-hd-operatingsystem": system = system ?? pair.value
            case "data-hd-programlang": language = language ?? pair.value
            default: break
            }
        }
        if let title { return (title, group) }
        if let system { return (system.prefix(1).uppercased() + system.dropFirst(), "{: operatingsystem}") }
        if let language, !language.isEmpty { return (language, "{: programlang}") }
        let marker = lists[index].lazy.flatMap { $0.references + $0.classes }.first { Tab.interfaces[$0] != nil }
        guard let name = interface ?? marker else { return nil }
        return (Tab.interfaces[name.lowercased()] ?? name, Tab.interfaceGroup)
    }

    /// Whether block `index` is a tutorial's step: `{: step}`, or `data-tutorial-type='step'` (the attribute the
    /// site's definition of `step` gives, `{:step: data-tutorial-type='step'}`).
    func isTutorialStep(_ index: Int) -> Bool {
        var isStep = false
        forEachPair(of: index) { isStep = isStep || $0.key == "data-tutorial-type" && $0.value == "step" }
        return isStep || lists[index].contains { $0.references.contains("step") || $0.classes.contains("step") }
    }

    /// Calls `body` with each key-value pair of block `index`'s attribute lists, and of the definitions they refer to:
    /// read where the lists keep them, not gathered into an array that is read once.
    private func forEachPair(of index: Int, _ body: (AttributeList.KeyValue) -> Void) {
        for list in lists[index] {
            list.pairs.forEach(body)
            for definition in definitions.referenced(by: list) { definition.pairs.forEach(body) }
        }
    }

    /// The role the attribute lists of block `index` give it (`pre`, `screen`, `codeblock`), if any; for an HTML
    /// `<pre>` block without one, the role its classes give it.
    ///
    /// kramdown gives the block the classes of all its lists (`{: pre}` then `{: screen}`): one that makes it an output
    /// makes it one, as `{: pre .screen}` does.
    func role(of index: Int) -> BlockRole? {
        var first: BlockRole?
        for case let role? in lists[index].lazy.map(definitions.role(of:)) {
            if role == .output { return role }
            first = first ?? role
        }
        if let first { return first }
        if case .block(let block) = entries[index], case .htmlBlock(let html) = block.node.kind {
            return Self.preClassRole(html)
        }
        return nil
    }

    /// The role the classes of the `<pre>` tag that opens `html` give (`<pre class="pre">`, as kramdown renders a block
    /// with `{: pre}`, and as pages converted from HTML keep it); nil for any other block.
    static func preClassRole(_ html: String) -> BlockRole? {
        let tag = html.utf8.drop(while: SourceText.isBlank).prefix { $0 != UInt8(ascii: ">") }
        guard tag.prefix(4).map(\.asciiLowercased).elementsEqual("<pre".utf8) else { return nil }
        let bytes = Array(tag) + [UInt8(ascii: ">")]
        guard case .tag(let pre)? = HTMLScanner.tokens(bytes).first else { return nil }
        return preClassRole(pre, in: bytes)
    }

    /// The role the classes of `tag`, read from `bytes`, give when it is a `<pre>` start tag.
    static func preClassRole(_ tag: HTMLTag, in bytes: [UInt8]) -> BlockRole? {
        guard tag.name == "pre", !tag.isEnd, let value = tag.attributes.first(where: { $0.name == "class" })?.value
        else { return nil }
        let classes = String(decoding: bytes[value], as: UTF8.self).split(separator: " ")
        return BlockRole(has: { classes.contains(Substring($0)) })
    }
}
