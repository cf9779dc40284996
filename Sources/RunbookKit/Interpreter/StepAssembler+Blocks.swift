import MarkdownTree

extension StepAssembler {
    /// Reads a block that belongs to step `draft`.
    mutating func read(_ block: FlatBlock, index: Int, in draft: Int) {
        let scope = PlaceholderDocReader.Scope(step: drafts[draft].id, section: currentSectionAnchor)
        if case .htmlBlock = block.node.kind, continueHTML(block, step: draft) { return }
        flushHTML()
        switch block.node.kind {
        case .paragraph:
            guard let content = binder.paragraph(index) else { return }
            let text = keywords.resolve(content.text)
            if block.opensStep, drafts[draft].text.isEmpty, drafts[draft].commands.isEmpty {
                drafts[draft].text = text
                drafts[draft].textLinks = ProseLinks.of(content.lines, keywords: keywords)
                if let id = content.inlineAttributes?.ids.first { drafts[draft].anchor = id }
            } else {
                let bullet = block.inBulletItem ? "• " : ""
                drafts[draft].details.append(bullet + text)
                drafts[draft].detailLinks.append(
                    ProseLinks.of(content.lines, keywords: keywords, prefix: bullet.utf8.count))
            }
            collectLeadingIDs(content)
            drafts[draft].prose.append(text)
            readProseDocs(content, text: text, block: block, scope: scope)
            collectLinks(content.lines.links, in: block.node)
            collectInlineAnchors(block.node)
        case .codeBlock:
            readCode(CodeText.fromCodeBlock(block.node, source: source), role: binder.role(of: index), in: draft)
        case .htmlBlock:
            if let code = CodeText.fromHTMLBlock(block.node, source: source), let role = binder.role(of: index) {
                readCode(code, role: role, in: draft)
            } else {
                startHTML(block, step: draft)
            }
        case .table:
            readTableDocs(block.node, scope: scope)
            collectLinks(block.node)
            collectInlineAnchors(block.node)
        default:
            break
        }
        collectBlockAnchors(index)
    }

    /// Reads a block outside any numbered step: prose documents the section, commands form unnumbered steps.
    mutating func readOutside(_ block: FlatBlock, index: Int) {
        let scope = PlaceholderDocReader.Scope(step: nil, section: currentSectionAnchor)
        if case .htmlBlock = block.node.kind, continueHTML(block, step: nil) { return }
        flushHTML()
        switch block.node.kind {
        case .paragraph:
            guard let content = binder.paragraph(index) else { return }
            let text = keywords.resolve(content.text)
            proseSinceCommand.append(text)
            lastProse = content.lines
            collectLeadingIDs(content)
            readProseDocs(content, text: text, block: block, scope: scope)
            collectLinks(content.lines.links, in: block.node)
            collectInlineAnchors(block.node)
        case .codeBlock, .htmlBlock:
            let code: CodeText?
            if case .codeBlock = block.node.kind {
                code = CodeText.fromCodeBlock(block.node, source: source)
            } else {
                code = CodeText.fromHTMLBlock(block.node, source: source)
            }
            guard let code, let role = binder.role(of: index) else {
                if case .htmlBlock = block.node.kind { startHTML(block, step: nil) }
                break
            }
            // An example output right after a numbered list, with no command of its own before it, shows what
            // the list's last step gives ("4. Send a GET request…" then "Example output"): it belongs there.
            if role == .output, currentUnnumbered == nil, let last = lastTopLevel {
                readCode(code, role: role, in: last.draft)
            } else if let draft = unnumberedStep(for: role, line: code.blockLine) {
                readCode(code, role: role, in: draft)
            }
        case .table:
            readTableDocs(block.node, scope: scope)
            collectLinks(block.node)
            collectInlineAnchors(block.node)
        default:
            break
        }
        collectBlockAnchors(index)
    }

    /// The unnumbered step a command, output or file outside numbered lists belongs to, made when needed.
    private mutating func unnumberedStep(for role: BlockRole, line: Int) -> Int? {
        if let current = currentUnnumbered {
            switch role {
            case .output: return current
            case .command where drafts[current].commands.isEmpty: return current
            case .file where drafts[current].commands.isEmpty: return current
            default: break
            }
        } else if role == .output {
            return nil
        }
        var draft = StepDraft(
            id: "", isNumbered: false, sectionIndex: sections.indices.last, parent: nil, number: nil, line: line)
        draft.text = proseSinceCommand.last ?? ""
        draft.textLinks = proseSinceCommand.isEmpty ? [] : lastProse.map { ProseLinks.of($0, keywords: keywords) } ?? []
        draft.prose = proseSinceCommand
        draft.beforeNumbered = lastTopLevel == nil
        proseSinceCommand = []
        drafts.append(draft)
        currentUnnumbered = drafts.count - 1
        return currentUnnumbered
    }

    private mutating func readProseDocs(
        _ content: ParagraphContent, text: String, block: FlatBlock, scope: PlaceholderDocReader.Scope
    ) {
        if documentsWrittenNamesOnly, !ByteSearch.contains(text, byte: UInt8(ascii: "<")) { return }
        docs += docReader.fromParagraph(
            content, node: block.node, resolved: text, isBulletItem: block.inBulletItem, scope: scope)
    }

    private mutating func readTableDocs(_ table: MarkdownNode, scope: PlaceholderDocReader.Scope) {
        if documentsWrittenNamesOnly, let range = table.range, let written = source.lines(of: range),
            !ByteSearch.contains(written, byte: UInt8(ascii: "<")), !ByteSearch.contains(written, "&lt;")
        {
            return
        }
        docs += docReader.fromMarkdownTable(table, scope: scope)
    }

    var currentSectionAnchor: String? { sections.last?.anchor }
}
