import MarkdownTree

/// Reads a documentation page into a `Runbook`: the first stage of every docrun command.
public struct RunbookReader: Sendable {
    /// The keyword table keyrefs are resolved with.
    public let keywords: KeywordTable
    /// Whether the page is also read for what it says of the shell variables its commands expand
    /// (`Runbook.variableDescriptions`), which `plan` and `run` show for those no step sets; `list` and `check` do
    /// not, and skip the prose of a page without placeholders.
    public let documentsVariables: Bool

    /// Creates a reader resolving keyrefs with `keywords` (none by default: they stay as written), reading the
    /// documentation of shell variables with `documentsVariables`.
    public init(keywords: KeywordTable = .empty, documentsVariables: Bool = false) {
        self.keywords = keywords
        self.documentsVariables = documentsVariables
    }

    /// Reads the page at `path`; throws only when the file cannot be read as a text page.
    public func read(path: String) throws(PageError) -> Runbook {
        read(try PageSource.load(path: path))
    }

    /// Reads an already loaded page.
    public func read(_ source: PageSource) -> Runbook {
        readPage(source).runbook
    }

    /// Reads a page and keeps its source and tree, for checks that look beneath the runbook.
    public func readPage(_ source: PageSource) -> ReadPage {
        let parsed = MarkdownParser.parse(source.text, lines: source.lines)
        let (
            entries, hiddenFences, closedFences, closingFences, depthLimited, markdownOpeners, indentedHeadings, tree
        ) =
            FenceRepair.entries(of: source, parsed: parsed)
        let binder = AttributeBinder(entries: entries, source: source, closedBefore: Set(closedFences.values))
        var assembler = StepAssembler(
            binder: binder, keywords: keywords, documentsVariables: documentsVariables,
            markdownOpeners: markdownOpeners, indentedHeadings: indentedHeadings)
        assembler.assemble()
        let sections = assembler.sections
        // An anchor is in the last section that starts on or before its line (a heading's own anchor, or the one
        // kramdown generates for it: its section).
        let anchorLines = Dictionary(
            assembler.anchors.map { ($0.name, $0.location.line) }
                + sections.compactMap { section in section.generatedAnchor.map { ($0, section.line) } },
            uniquingKeysWith: { first, _ in first })
        let drafts = assembler.drafts.readingFunctionsThatPrintCode()
        let steps = drafts.map { draft in
            draft.freeze(sections: sections, drafts: drafts) { name in
                anchorLines[name].flatMap { line in sections.lastIndex { $0.line <= line } }
            }
        }
        let title = sections.first { $0.level == 1 } ?? sections.first
        var notes: [Diagnostic] = []
        func note(line: Int, _ rule: String, _ message: String) {
            notes.append(
                Diagnostic(
                    file: source.path, location: SourceLocation(line: line, column: 1), severity: .warning, rule: rule,
                    message: message))
        }
        if depthLimited {
            note(
                line: 1, "nesting-too-deep",
                "blocks nested deeper than \(MarkdownParser.maximumDepth) levels were read as if less deep")
        }
        if let problem = source.frontMatterProblem {
            note(
                line: problem.location.line, "front-matter-invalid",
                "front matter is not valid YAML and was ignored: \(problem.message)")
        }
        let language = LanguageDetector.language(
            path: source.path, frontMatter: source.frontMatter, lines: source.lines)
        let placeholders = PlaceholderCatalog.placeholders(
            steps: steps, candidates: assembler.docs, reader: assembler.docReader, language: language)
        let runbook = Runbook(
            file: source.path, language: language,
            title: title?.title ?? "", anchor: title?.anchor, sections: sections, steps: steps,
            placeholders: placeholders,
            variableDescriptions: documentsVariables
                ? PlaceholderCatalog.variableDescriptions(
                    steps: steps, placeholders: placeholders, candidates: assembler.docs, reader: assembler.docReader)
                : [:],
            anchors: assembler.anchors, links: assembler.links, attributeLists: assembler.binder.uses,
            attributeDefinitions: assembler.binder.definitions, notes: notes)
        return ReadPage(
            source: source, tree: tree, runbook: runbook, hiddenFences: hiddenFences,
            closedFences: closedFences, closingFences: closingFences,
            htmlTableIssues: assembler.htmlTableIssues)
    }
}

/// A page as every stage sees it: its normalised source, its Markdown tree and the runbook read from it.
public struct ReadPage: Sendable {
    /// The normalised source.
    public let source: PageSource
    /// The Markdown tree of the page as written (as it renders), before the reader's repairs of hidden fences: its
    /// paragraphs end at attribute lists as kramdown ends them (`FenceRepair.entries`).
    public let tree: MarkdownNode
    /// The runbook.
    public let runbook: Runbook
    /// The opening lines of the fenced blocks the reader reads where the page as written has none: marked fences
    /// that Markdown's indentation rules hide (`FenceRepair`).
    public let hiddenFences: [Int]
    /// The fences left open that the reader closes where the writer meant them to end, just before an attribute list
    /// with a role their code holds on a line of its own (`FenceRepair`): that line by the opening fence's.
    public let closedFences: [Int: Int]
    /// The opening fences of the page as written that, once `closedFences` are closed, are the closing fences their
    /// writer meant: the blocks they open on the published page are an unclosed fence's doing.
    public let closingFences: [Int]
    /// The malformations of the page's HTML tables, read with their documentation of placeholders.
    public let htmlTableIssues: [HTMLIssue]
}

extension ReadPage {
    /// The line of the first `<pre class="pre">` that an HTML block holds after another tag (`<ol><li><p>Run:</p><pre
    /// class="pre">…`, as pages converted from HTML write their steps): docrun reads a `<pre>` block that opens an HTML
    /// block, not the markup of one, so a page whose commands are all written so has no steps, and says where.
    public var commandInHTMLBlock: Int? {
        // Most pages hold no `<pre` past their first byte, where such a tag would be: their tree is not walked.
        guard Self.holdsPreTag(source.text) else { return nil }
        var pending = [tree]
        while let node = pending.popLast() {
            switch node.kind {
            case .htmlBlock(let html):
                guard let range = node.range, Self.holdsPreTag(html) else { continue }
                // A `<pre>` that opens the block is the dialect's; the reader has read it.
                let bytes = Array(html.utf8)
                for case .tag(let tag) in HTMLScanner.tokens(bytes)
                where tag.range.lowerBound > 0 && AttributeBinder.preClassRole(tag, in: bytes) == .command {
                    return range.start.line + bytes[..<tag.range.lowerBound].count(where: { $0 == UInt8(ascii: "\n") })
                }
            case .document, .blockQuote, .list, .item:
                // HTML blocks sit in these alone: the inlines of paragraphs, headings and tables are not walked.
                pending += node.children.reversed()
            default: break
            }
        }
        return nil
    }

    /// Whether `html` holds `<pre`, in any case, past its first byte: most HTML blocks (tables, comments) hold none,
    /// and are not read as tags.
    private static func holdsPreTag(_ html: String) -> Bool {
        ByteSearch.withBytes(of: html) { bytes in
            var at = 1
            while let open = ByteSearch.firstOffset(of: UInt8(ascii: "<"), in: bytes, from: at) {
                at = open + 1
                if bytes[at...].prefix(3).lazy.map(\.asciiLowercased).elementsEqual("pre".utf8) { return true }
            }
            return false
        }
    }
}
