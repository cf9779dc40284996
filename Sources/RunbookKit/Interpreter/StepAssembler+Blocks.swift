import MarkdownTree
import ShellSyntax

extension StepAssembler {
    /// Reads a block of step `draft`, or (nil) outside any numbered step, where prose documents the section and
    /// commands form unnumbered steps.
    mutating func read(_ block: FlatBlock, index: Int, in step: Int?) {
        // Once a step's blocks after its sub-steps have a sub-step of their own, what follows goes there too.
        var draft = step.map { drafts[$0].continuation ?? $0 }
        let scope = scope(step: draft)
        if case .htmlBlock = block.node.kind, continueHTML(block) { return }
        flushHTML()
        if step == nil, !openTabs.isEmpty, let current = currentUnnumbered, closesTabs(block, index: index) {
            openTabs[current] = nil
        }
        switch block.node.kind {
        case .paragraph:
            guard let content = binder.paragraphs[index] else { return }
            let text = keywords.resolve(content.lines.text)
            let prose = ProseText(text: text, paragraph: index)
            if let draft {
                if block.opensStep, drafts[draft].text.isEmpty, drafts[draft].commands.isEmpty {
                    drafts[draft].text = text
                    let platforms = StepDraft.platforms(of: text)
                    if !platforms.isEmpty { drafts[draft].platforms = platforms }
                    drafts[draft].textLinks = ProseLinks.of(content.lines, keywords: keywords)
                    if let id = content.inlineID { drafts[draft].anchor = id }
                } else {
                    let bullet = block.inBulletItem ? "• " : ""
                    drafts[draft].details.append(bullet + text)
                    drafts[draft].detailLinks.append(
                        ProseLinks.of(content.lines, keywords: keywords, prefix: bullet.utf8.count))
                }
                drafts[draft].prose.append(prose)
                drafts[draft].leadIn = text
                if drafts[draft].awaitingName != nil { nameFromProseAfter(prose, in: draft) }
            } else {
                proseSinceCommand.append(prose)
                lastProse = content.lines
            }
            if let id = content.inlineID {
                anchors.append(Anchor(name: id, location: idLocation(id, near: content.line), origin: .inline))
            }
            if !documentsWrittenNamesOnly || ByteSearch.contains(text, byte: UInt8(ascii: "<")) {
                let first = docs.count
                var text = text
                var found =
                    definitionAfterBlank(block, content: content, index: index, scope: scope)
                    ?? docReader.fromParagraph(
                        content, node: block.node, resolved: text, isBulletItem: block.inBulletItem, scope: scope)
                if found.isEmpty, let under = descriptionUnderTerm(block, content: content, index: index, scope: scope)
                {
                    found = under
                }
                // An item of a list whose lead-in says "Replace:" that documents nothing by itself reads as if the
                // verb opened it ("- `<x>` with your key").
                if found.isEmpty, let leadIn = itemsLeadIn, block.inBulletItem, leadIn.items.contains(content.line) {
                    text = leadIn.verb + " " + text
                    found = docReader.fromParagraph(
                        content, node: block.node, resolved: text, isBulletItem: true, scope: scope)
                }
                docs += found
                if let list = block.bulletsAfter, text.last == ":" {
                    if docs.count > first { docReader.addListedValues(list, after: text, to: &docs[first...]) }
                    itemsLeadIn = SentenceDocReader.leadInVerb(text).map { (Set(list.children.map(\.line)), $0) }
                }
                // An unmarked value is written in prose with a `_` or in braces (`SentenceTokens.mentions`), a
                // placeholder's name in a span of its own (`` `region` ``, `*api_key*`).
                let spans = documentsWrittenNamesOnly ? [] : PlaceholderDocReader.nameSpans(of: block.node)
                if !documentsWrittenNamesOnly,
                    !spans.isEmpty || ByteSearch.contains(text, byte: UInt8(ascii: "_"))
                        || ByteSearch.contains(text, byte: UInt8(ascii: "{"))
                {
                    readProse.append(
                        ReadProse(
                            text: text, line: content.line, isBulletItem: block.inBulletItem, scope: scope,
                            docs: first..<docs.count, spans: spans))
                }
            }
            collectLinks(content.lines.links, in: block.node)
            collectInlineAnchors(block.node)
        case .codeBlock, .htmlBlock:
            guard let role = binder.role(of: index), let code = CodeText(block.node, source: source) else {
                if case .htmlBlock = block.node.kind { startHTML(block, step: draft) }
                break
            }
            // An empty or blank `{: pre}` block runs nothing: it is no command, and makes no step.
            if role == .command, code.text.allSatisfy(\.isWhitespace) { break }
            // An example output right after a numbered list, with no command of its own before it, shows what
            // the list's last step gives ("4. Send a GET request…" then "Example output"): it belongs there.
            let outputOfList = role == .output && currentUnnumbered == nil ? lastTopLevel?.draft : nil
            if let step = draft, drafts[step].substeps > 0,
                let target = afterSubsteps(step, block: block, role: role, index: index, line: code.blockLine)
            {
                draft = target
            }
            if draft == nil, outputOfList == nil, let found = tabOfCommand(block, index: index),
                let host = unnumberedStep(for: role, line: code.blockLine, tab: found)
            {
                draft = tabPart(found, of: host, line: block.line)
            }
            // A file block after "Example output:" shows what the step's command printed (or wrote: `> config.json`);
            // written as a file, it would replace what the command made.
            if role == .file, let target = draft ?? currentUnnumbered, !drafts[target].commands.isEmpty,
                let leadIn = draft != nil ? drafts[target].leadIn : proseSinceCommand.last?.text,
                ExampleCommands.introducesOutput(leadIn)
            {
                readCode(code, role: .output, in: target)
            } else if role == .command, let host = exampleHost(of: code, in: draft) {
                readCode(code, role: role, in: host, asExample: true)
            } else if role == .command, let draft, !drafts[draft].commands.isEmpty, isAside(block, index) {
                // A command in a tip or a note after the step's command is an aside the reader may follow or not
                // ("To update it later, run:", "You can also remove it:"): shown, never run, as an example is.
                readCode(code, role: role, in: draft, asExample: true)
            } else if let target = draft ?? outputOfList ?? unnumberedStep(for: role, line: code.blockLine) {
                readCode(code, role: role, in: target)
            }
        case .table:
            let written = block.node.range.flatMap(source.lines(of:))
            if !documentsWrittenNamesOnly
                || written.map({ ByteSearch.contains($0, byte: UInt8(ascii: "<")) || ByteSearch.contains($0, "&lt;") })
                    ?? true
            {
                docs += docReader.fromMarkdownTable(block.node, scope: scope)
            }
            // A link to an anchor is written with a `[`: a table without one has none to read its inline text for.
            if written.map({ ByteSearch.contains($0, byte: UInt8(ascii: "[")) }) ?? true {
                collectLinks(InlineText.lines(of: block.node).links, in: block.node)
            }
            collectInlineAnchors(block.node)
        default:
            break
        }
        collectBlockAnchors(block, index: index)
    }

    /// The unnumbered step a command, output or file outside numbered lists belongs to, made when needed.
    ///
    /// A set of tabs (`tab`: the one read now) makes one of its own, its tabs its parts; what follows the set and is not
    /// an output makes the next. A file's step takes the command right after it; after prose, the command is a step of
    /// its own.
    private mutating func unnumberedStep(
        for role: BlockRole, line: Int, tab: (title: String, group: String)? = nil
    ) -> Int? {
        if let current = currentUnnumbered {
            if let tab {
                if openTabs[current]?.tab.group == tab.group { return current }
            } else if role == .output
                || drafts[current].commands.isEmpty && drafts[current].substeps == 0 && proseSinceCommand.isEmpty
            {
                return current
            }
        }
        if role == .output, tab == nil { return nil }
        let (sectionTab, platforms) = (sectionTab(), StepDraft.platforms(of: proseSinceCommand.last?.text ?? ""))
        drafts.append(
            StepDraft(
                id: "", isNumbered: false, sectionIndex: sections.indices.last, parent: nil, line: line,
                text: proseSinceCommand.last?.text ?? "",
                textLinks: proseSinceCommand.isEmpty
                    ? [] : lastProse.map { ProseLinks.of($0, keywords: keywords) } ?? [],
                prose: proseSinceCommand, beforeNumbered: lastTopLevel == nil,
                platforms: platforms.isEmpty ? sectionPlatforms() : platforms,
                tab: sectionTab))
        proseSinceCommand = []
        currentUnnumbered = drafts.count - 1
        return currentUnnumbered
    }

    /// The step that takes a block of step `draft` written after its sub-steps, so that it runs after them as the page
    /// reads; nil for the step itself.
    ///
    /// A block indented past the last sub-step's number is that sub-step's, indented too little (`   ```` under
    /// `  1. `). So is a command or file when a later sub-step of the step continues the numbering of the last one
    /// (as blocks between two top-level lists are the last step's), and then what the step writes next too, until
    /// that sub-step. Any other command or file makes an unnumbered sub-step numbered after them (as an unnumbered
    /// step is after numbered ones), its text the paragraph before the block if the step writes one there; it takes
    /// what the step writes next, until its next sub-step. An example output is the last sub-step's, if that one
    /// has a command, else the step's.
    private mutating func afterSubsteps(_ draft: Int, block: FlatBlock, role: BlockRole, index: Int, line: Int) -> Int?
    {
        if let last = lastSubstep(of: draft), drafts[last].isNumbered {
            let item = source.line(drafts[last].line).utf8
            let number = item.firstIndex(where: \.isASCIIDigit).map { item.distance(from: item.startIndex, to: $0) }
            if let number, let column = block.node.range?.start.column, column > number + 1 { return last }
            if role != .output, let next = Int(drafts[last].id.split(separator: ".").last ?? "") {
                for case .stepStart(let item, let parent, let bullet) in entries[(index + 1)...] {
                    guard let parent else { break }
                    guard stepOfItem[parent] == draft, bullet == nil else { continue }
                    if item.number == next + 1 {
                        drafts[draft].continuation = last
                        return last
                    }
                    break
                }
            }
        }
        // An example output shows what the last sub-step's command gives, if it has one.
        guard role != .output else { return lastSubstep(of: draft).flatMap { drafts[$0].commands.isEmpty ? nil : $0 } }
        let mark = drafts[draft].atLastSubstep
        let part = addSubstep(
            of: draft, line: line, prose: Array(drafts[draft].prose[mark.prose...]), platforms: drafts[draft].platforms)
        drafts[draft].continuation = part
        // A bullet's paragraph stays a detail of the step: its links are placed after the bullet mark.
        if drafts[draft].details.count > mark.details, drafts[draft].details.last?.hasPrefix("• ") == false {
            drafts[part].text = drafts[draft].details.removeLast()
            drafts[part].textLinks = drafts[draft].detailLinks.removeLast()
            let platforms = StepDraft.platforms(of: drafts[part].text)
            if !platforms.isEmpty { drafts[part].platforms = platforms }
        }
        return part
    }

    /// The step of which command block `code` is an example (`ExampleCommands`), or nil when it is none.
    ///
    /// That is `draft`, or (nil) the current unnumbered step, whose details then take the lead-in.
    private mutating func exampleHost(of code: CodeText, in draft: Int?) -> Int? {
        let (host, leadIn): (Int?, String?) =
            draft != nil
            ? (draft, draft.flatMap { drafts[$0].leadIn })
            : (currentUnnumbered, proseSinceCommand.count == 1 ? proseSinceCommand[0].text : nil)
        // An example copied from a terminal is compared by its first command, after the prompt (read last: rarely).
        lazy var example =
            ShellPrompt.session(in: code.text).flatMap { $0.first { $0.prompt != nil }?.text } ?? code.text
        guard let host, let leadIn, let template = drafts[host].commands.last, !template.placeholders.isEmpty,
            ExampleCommands.introduces(leadIn), ExampleCommands.sameProgram(example, template.script)
        else { return nil }
        if draft == nil {
            drafts[host].details.append(leadIn)
            drafts[host].detailLinks.append([])
            proseSinceCommand = []
        }
        return host
    }

    /// Whether code block `block`, entry `index`, is in an aside: a block quote in its step (`> **Tip:** …`), or marked
    /// a tip or a note (`{: pre}` then `{: tip}`, which kramdown gives the block both).
    private func isAside(_ block: FlatBlock, _ index: Int) -> Bool {
        block.isQuoted
            || binder.lists[index].contains { list in
                ["tip", "note"].contains { list.references.contains($0) || list.classes.contains($0) }
            }
    }

    /// Adds a command (or an example of one), output or file to a step.
    private mutating func readCode(_ code: CodeText, role: BlockRole, in draft: Int, asExample: Bool = false) {
        let text = keywords.resolve(code.text)
        // Placeholders are positioned in the code as written, which keyrefs may have changed; a keyref in a name is
        // resolved, as in the text that runs (`<your {{site.data.keyword.x}} user>`).
        let written = PlaceholderScanner.occurrences(in: code.text)
        let uses = written.map {
            let flag = PlaceholderScanner.flag(of: $0, in: code.text)
            return PlaceholderUse(
                name: keywords.resolve($0.name),
                location: code.location(line: $0.line, column: $0.column, offset: $0.offset), flag: flag,
                saysSecret: SecretNames.saysSecret(before: $0, in: code.text, flag: flag))
        }
        let lastCommand = drafts[draft].commands.indices.last
        (drafts[draft].awaitingName, drafts[draft].leadIn) = (nil, nil)
        switch role {
        case .command:
            if let session = ShellPrompt.session(in: text) ?? ShellPrompt.pastedTables(in: text) {
                readSession(session, code: code, uses: uses, in: draft, asExample: asExample)
                return
            }
            let (script, all) = withUnmarkedValues(
                text == code.text ? ShellScript(text, placeholders: written) : ShellScript(command: text), uses, code)
            let command = Command(
                line: code.line, column: code.columns.first ?? 1, blockLine: code.blockLine, text: text,
                script: script, placeholders: all, origin: code.origin, info: code.info)
            if asExample { drafts[draft].examples.append(command) } else { drafts[draft].commands.append(command) }
        case .output:
            drafts[draft].outputs.append(
                Output(
                    line: code.line, blockLine: code.blockLine, text: text, command: lastCommand, placeholders: uses))
        case .file:
            let isRequest = CodeText.isHTTPRequest(text)
            drafts[draft].files.append(
                FileBlock(
                    line: code.line, blockLine: code.blockLine, name: nil, kind: isRequest ? .request : .file,
                    text: text, placeholders: uses, afterCommand: lastCommand, info: code.info))
            if !isRequest { nameFile(drafts[draft].files.count - 1, in: draft) }
        }
    }

    /// Adds a block copied from a terminal: each command typed after a prompt, without it, and what a command
    /// printed as its output; an example's commands as examples, and not what they printed (no command of the
    /// step printed it).
    private mutating func readSession(
        _ parts: [ShellPrompt.SessionPart], code: CodeText, uses: [PlaceholderUse], in draft: Int, asExample: Bool
    ) {
        // The uses are in the block's order: each part takes those on its lines, in one walk.
        var next = uses.startIndex
        for (index, part) in parts.enumerated() {
            let end = index + 1 < parts.count ? parts[index + 1].firstLine : Int.max
            let first = next
            while next < uses.endIndex, uses[next].location.line - code.line < end { next += 1 }
            let partUses = uses[first..<next].filter { $0.location.line - code.line >= part.firstLine }
            let line = code.line + part.firstLine
            guard let prompt = part.prompt else {
                if asExample { continue }
                drafts[draft].outputs.append(
                    Output(
                        line: line, blockLine: code.blockLine, text: part.text,
                        command: drafts[draft].commands.indices.last, placeholders: partUses))
                continue
            }
            let column = code.columns.indices.contains(part.firstLine) ? code.columns[part.firstLine] : 1
            let (script, all) = withUnmarkedValues(ShellScript(command: part.text), partUses, code, from: part)
            let command = Command(
                line: line, column: column + part.indent, blockLine: code.blockLine, text: part.text,
                script: script, placeholders: all, origin: code.origin, info: code.info,
                prompt: prompt.isEmpty ? nil : prompt)
            if asExample { drafts[draft].examples.append(command) } else { drafts[draft].commands.append(command) }
        }
    }

    /// A command's script and placeholder uses with its values to replace that it does not write as placeholders
    /// (`REGION_NAME`, `{instance_ID}`: `UnmarkedValues`); `part` is the part of a session the command is.
    private mutating func withUnmarkedValues(
        _ script: ShellScript, _ uses: [PlaceholderUse], _ code: CodeText, from part: ShellPrompt.SessionPart? = nil
    ) -> (ShellScript, [PlaceholderUse]) {
        defer { setVariables.formUnion(script.assignedNames) }
        // Most commands hold nothing that may be one: a look at the bytes spares reading their words.
        guard UnmarkedValues.mayHold(script.bytes) else { return (script, uses) }
        let sets = script.assignedNames
        let unmarked = UnmarkedValues.occurrences(
            in: script, variables: sets.isEmpty ? setVariables : setVariables.union(sets))
        // A synopsis (`--name NAME [--image IMAGE]`) is reference: its capitals are a notation, not values to ask for.
        guard !unmarked.isEmpty, UsageNotation.first(in: script) == nil else { return (script, uses) }
        unmarkedNames.formUnion(unmarked.map(\.name))
        let text = String(decoding: script.bytes, as: UTF8.self)
        let found = unmarked.map { value in
            // In a session's command, a position is the part's: its first line is after the prompt.
            let line = value.line + (part?.firstLine ?? 0)
            let column = value.column + (value.line == 1 ? part?.indent ?? 0 : part?.continuationIndent ?? 0)
            let flag = PlaceholderScanner.flag(of: value, in: text)
            return PlaceholderUse(
                name: value.name,
                location: code.location(line: line, column: column, offset: part == nil ? value.offset : -1),
                flag: flag, saysSecret: SecretNames.saysSecret(before: value, in: text, flag: flag))
        }
        return (
            ShellScript(text, placeholders: (script.placeholders + unmarked).sorted { $0.offset < $1.offset }),
            (uses + found).sorted { $0.location < $1.location }
        )
    }

    /// The documentation of a paragraph of definitions (`: …`) whose term is one blank line above it; else nil.
    ///
    /// kramdown reads `term`, a blank line, then `: definition` as a definition when the term is a paragraph of one
    /// line in the same container. Two blank lines part them: kramdown then reads `: …` as a paragraph. The term is
    /// the block before it (`index - 1`), in the same container when both are in the same step and bullet item,
    /// written from the same column, and the definition opens no item.
    private func definitionAfterBlank(
        _ block: FlatBlock, content: ParagraphContent, index: Int, scope: PlaceholderDocReader.Scope
    ) -> [PlaceholderDocReader.Candidate]? {
        // The cheap questions first: most paragraphs follow another one blank line above them.
        guard index > 0, content.lines.text.utf8.first == UInt8(ascii: ":"), !block.opensStep, !block.opensBullet,
            let written = binder.paragraphs[index - 1], written.lines.count == 1,
            case .block(let term) = entries[index - 1], case .paragraph = term.node.kind,
            term.step == block.step, term.bullet == block.bullet,
            let range = term.node.range, let own = block.node.range, range.end.line + 2 == own.start.line,
            range.start.column == own.start.column
        else { return nil }
        return docReader.fromDefinition(
            term: written.lines.line(0), spans: PlaceholderDocReader.formattedSpans(of: term.node), line: written.line,
            definitions: content.lines, from: 0, scope: scope)
    }

    /// The documentation of a paragraph that describes the names a bullet holds alone, right above it in the same item
    /// (`` - `<zone>` `` then the paragraph, or a nested bullet, under it); else nil.
    ///
    /// The bullet is one line of names (`<x>`, joined by commas or "and", or one code or strong span), perhaps with a
    /// colon after them, and documents nothing by itself: what is written under it is its description, as a
    /// definition's is.
    private func descriptionUnderTerm(
        _ block: FlatBlock, content: ParagraphContent, index: Int, scope: PlaceholderDocReader.Scope
    ) -> [PlaceholderDocReader.Candidate]? {
        // Under the term in its item, nested or not: written from its column on, or further in (a nested bullet).
        guard index > 0, block.inBulletItem, let written = binder.paragraphs[index - 1], written.lines.count == 1,
            case .block(let term) = entries[index - 1], case .paragraph = term.node.kind,
            term.step == block.step, term.bullet == block.bullet, term.opensItem, let at = term.node.range?.start,
            let own = block.node.range?.start, own.column > at.column || own.column == at.column && !block.opensItem
        else { return nil }
        let names = String(keywords.resolve(written.lines.line(0))[...].trimming { $0 == " " || $0 == ":" })
        let spans = PlaceholderDocReader.formattedSpans(of: term.node)
        // Most bullets hold words: only one that writes a `<` is cut into tokens.
        if spans != [names] {
            guard ByteSearch.contains(names, byte: UInt8(ascii: "<")), case let tokens = SentenceTokens(names),
                tokens.isName(at: 0),
                tokens.tokens.indices.allSatisfy({ tokens.isName(at: $0) || tokens.isJoiner(at: $0) })
            else { return nil }
        }
        return docReader.fromDefinition(
            term: names, spans: spans, line: written.line, definitions: content.lines, from: 0, scope: scope,
            kind: .bulletList)
    }

    /// Adds what the page's prose says of its unmarked values and of the placeholders it names in spans, now that its
    /// commands are read: a sentence names a value as written in a command, and words in capitals that no command
    /// writes document nothing; a span names a placeholder a command uses, case and `-` or `_` aside (`*api_key*` for
    /// `<API-KEY>`, not `` `apikey` ``), and other spans (`` `http` ``, `*not*`) are words.
    mutating func documentUnmarkedValues() {
        let spanned = readProse.contains { !$0.spans.isEmpty }
        guard !unmarkedNames.isEmpty || spanned else { return }
        // ASCII case and `-` or `_` aside, on bytes: every span of every paragraph is spelled so.
        func spelling(_ name: String) -> String {
            String(
                decoding: name.utf8.map { byte in
                    byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : byte.asciiLowercased
                }, as: UTF8.self)
        }
        // The names a span may document: the placeholders, and the shell variables the commands expand (`$REGION`,
        // "where `REGION` is…"), which `run` asks for when no step sets them.
        let used =
            spanned
            ? Set(
                drafts.flatMap { draft in
                    (draft.commands.flatMap(\.placeholders) + draft.files.flatMap(\.placeholders)).map {
                        spelling($0.name)
                    } + (documentsVariables ? draft.commands.flatMap(\.uses).map(spelling) : [])
                }) : []
        for prose in readProse {
            let words = Set(prose.spans.filter { used.contains(spelling($0)) })
            guard !unmarkedNames.isEmpty || !words.isEmpty else { continue }
            docs += docReader.fromSentences(
                of: prose.text, values: unmarkedNames, words: words, line: prose.line,
                isBulletItem: prose.isBulletItem, scope: prose.scope, besides: docs[prose.docs])
        }
    }

    /// Starts reading an HTML region; a table cut by blank lines spans several cmark blocks, so it is gathered
    /// until `</table>`.
    private mutating func startHTML(_ block: FlatBlock, step: Int?) {
        guard case .htmlBlock(let html) = block.node.kind, let range = block.node.range else { return }
        collectHTMLAnchors(html, line: range.start.line)
        pendingHTML = (html, range.start.line, range.start.column, range.end.line, step)
        if !ByteSearch.contains(html, "<table") || ByteSearch.contains(html, "</table>") { flushHTML() }
    }

    /// Adds an HTML block to the region being gathered; false when no region is open.
    private mutating func continueHTML(_ block: FlatBlock) -> Bool {
        guard let pending = pendingHTML, case .htmlBlock(let html) = block.node.kind, let range = block.node.range
        else { return false }
        collectHTMLAnchors(html, line: range.start.line)
        let gap = String(repeating: "\n", count: max(0, range.start.line - pending.endLine - 1))
        let joined = pending.text.hasSuffix("\n") ? pending.text : pending.text + "\n"
        pendingHTML = (joined + gap + html, pending.line, pending.column, range.end.line, pending.step)
        if ByteSearch.contains(html, "</table>") { flushHTML() }
        return true
    }

    /// Where documentation read now belongs: step `draft` (nil: none), and the current section.
    func scope(step draft: Int?) -> PlaceholderDocReader.Scope {
        (draft.map { drafts[$0].id }, sections.last?.renderedAnchor, sections.indices.last)
    }

    /// Reads the gathered HTML region's tables as placeholder documentation.
    mutating func flushHTML() {
        guard let pending = pendingHTML else { return }
        pendingHTML = nil
        let scope = scope(step: pending.step)
        // The region is read in the page's own lines, so that its tables' issues are positioned in the page even
        // inside list items (whose HTML blocks cmark gives without indentation); in a block quote the lines carry `>`
        // marks, so the blocks' own text is read. Its lists of terms and prose, which need only lines (the same in
        // both texts), are read from the tables' tokens.
        let (lines, first, last) = (source.lines, pending.line, pending.endLine)
        var html = pending.text
        if first >= 1, first <= last, last <= lines.count,
            !lines[first - 1].utf8.prefix(pending.column - 1).contains(UInt8(ascii: ">"))
        {
            html = String(source.text[lines[first - 1].startIndex..<lines[last - 1].endIndex])
        }
        let bytes = Array(html.utf8)
        let tokens = HTMLScanner.tokens(bytes)
        let tables = HTMLTableReader.tables(tokens, of: bytes, line: pending.line, column: 1)
        if ByteSearch.contains(pending.text, "<table") { htmlTableIssues += tables.flatMap(\.issues) }
        docs += docReader.fromHTML(tables, html: html, tokens: tokens, of: bytes, line: pending.line, scope: scope)
    }
}
