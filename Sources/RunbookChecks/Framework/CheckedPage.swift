import MarkdownTree
import RunbookKit

/// A page as the rules see it: its source, Markdown tree and runbook, and what is found in it once for several rules.
///
/// Set rules get each page without its tree and the facts only page rules read (`forSetRules()`): a tree kept until
/// every page is read was memory the next pages could not reuse, a third of the check's page faults. A class: a
/// structure of forty references copied into every pair, command and outcome cost over 1 % of the check.
public final class CheckedPage: Sendable {
    /// The normalised source.
    public let source: PageSource
    /// The runbook.
    public let runbook: Runbook
    /// The language diagnostics are written in (`--lang`; English by default), not the page's.
    public let messageLanguage: Language
    /// The keyword files given for the page (`--keywords`, `keywords:`), merged; nil when none was: only such a file
    /// says which keys exist.
    public let givenKeywords: KeywordTable?
    let commands: [PageCommand]
    /// What the page's unclosed fences swallow, kept for the translation rules when the fences go with the tree.
    let swallowedCode: [SwallowedCode]
    /// The opening line and code of each fenced block but those the reader closes or reads as closing (`FenceRepair`),
    /// which it reads as meant: `PageCode`'s, made only for a page whose prose the translation rules read.
    let fencedCode: [(line: Int, literal: String)]
    /// Nil on a page given to set rules.
    private let treeFacts: TreeFacts?

    /// The path of the page, as given.
    public var path: String { source.path }
    /// The page as read; not on a page given to set rules.
    public var page: ReadPage { facts.page }
    /// The Markdown tree; not on a page given to set rules.
    public var tree: MarkdownNode { facts.page.tree }
    var holdsTree: Bool { treeFacts != nil }

    /// Wraps a read page with the keyword files given for it, which it was read with.
    public init(_ page: ReadPage, messageLanguage: Language = .en, givenKeywords: KeywordTable? = nil) {
        let facts = TreeFacts(page, keywords: givenKeywords)
        source = page.source
        runbook = page.runbook
        self.messageLanguage = messageLanguage
        self.givenKeywords = givenKeywords
        commands = PageCommand.all(in: page.runbook)
        swallowedCode = SwallowedCode.all(in: facts.fences, closed: page.closedFences)
        let repaired = Set(page.closedFences.keys).union(page.closingFences)
        fencedCode = facts.blocks.fencedCode.compactMap { block in
            guard let line = block.node.range?.start.line, !repaired.contains(line) else { return nil }
            return (line, block.literal)
        }
        treeFacts = facts
    }

    /// This page as the set rules get it: without its tree and the facts only page rules read.
    public func forSetRules() -> CheckedPage {
        CheckedPage(withoutTree: self)
    }

    private init(withoutTree page: CheckedPage) {
        source = page.source
        runbook = page.runbook
        messageLanguage = page.messageLanguage
        givenKeywords = page.givenKeywords
        commands = page.commands
        swallowedCode = page.swallowedCode
        fencedCode = page.fencedCode
        treeFacts = nil
    }

    /// What several page rules read of the page, found once; not on a page given to set rules.
    var facts: TreeFacts {
        guard let treeFacts else {
            preconditionFailure("\(path): a set rule read the tree or a page rule's fact, which set rules do not get")
        }
        return treeFacts
    }

    /// The page with its tree, and what several page rules read of it, found once.
    struct TreeFacts: Sendable {
        let page: ReadPage
        /// The keyrefs that have a problem.
        let keyrefs: [KeyrefScan.Keyref]
        let blocks: PageBlocks
        let fences: [Fence]
        let placeholderAudit: PlaceholderAudit
        /// The ids kramdown generates for the headings without one of their own (`AnchorBrokenRule.generatedIDs`).
        let generatedIDs: (ids: [(id: String, line: Int)], patterns: [[Substring]])
        /// The regions ignore comments silence, and the comments.
        let suppressions: Suppressions
        /// The names attribute lists refer to that are neither known nor defined (`AttributeNames.unknown`).
        let unknownAttributes: [(name: String, guess: AttributeNames.Guess, location: SourceLocation)]

        init(_ page: ReadPage, keywords: KeywordTable?) {
            self.page = page
            keyrefs = KeyrefScan.problems(in: page.source, keywords: keywords)
            blocks = PageBlocks(page.tree)
            fences = Fence.all(blocks: blocks, source: page.source)
            placeholderAudit = PlaceholderAudit(page)
            generatedIDs = AnchorBrokenRule.generatedIDs(page.runbook)
            suppressions = Suppressions(tree: page.tree, source: page.source)
            unknownAttributes = AttributeNames.unknown(in: page)
        }
    }

    /// A finding on this page at `location`.
    public func finding(
        at location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = [],
        severity: Diagnostic.Severity? = nil
    ) -> Finding {
        Finding(file: path, location: location, message: message, notes: notes, severity: severity)
    }

    /// A finding on this page at `location`: `message` in the message language, with `fields` filled in.
    func finding(
        at location: SourceLocation, _ message: Localized, _ fields: KeyValuePairs<String, String> = [:],
        notes: [Diagnostic.Note] = []
    ) -> Finding {
        finding(at: location, message(messageLanguage, fields), notes: notes)
    }

    /// A note on this page at `location`.
    public func note(at location: SourceLocation, _ message: String) -> Diagnostic.Note {
        Diagnostic.Note(file: path, location: location, message: message)
    }
}
