import MarkdownTree
import RunbookKit

/// A page as the rules see it: its source, Markdown tree and runbook, and what is found in it once for several rules.
///
/// The set rules get each page without its tree and the facts only page rules read (`forSetRules()`): pages are
/// kept until every page is read, and a tree kept that long was memory the next pages could not reuse, a third of
/// the check's page faults. Reading one of them from such a page is a programming error and stops docrun.
///
/// A class of constants rather than a structure: a page is copied into every translation pair, every bash command
/// and the outcome of its check, and a structure of its forty references made those copies and their release more
/// than 1 % of the check's instructions.
public final class CheckedPage: Sendable {
    /// The normalised source.
    public let source: PageSource
    /// The runbook.
    public let runbook: Runbook
    /// The language diagnostics are written in (`--lang`; English by default), not the page's.
    public let messageLanguage: Language
    /// The keyword table the page was read with: the shipped one plus the keyword files given for it.
    public let keywords: KeywordTable
    /// The keyword files given for the page (`--keywords`, `keywords:` in its `.docrun.yml`), merged; nil when none
    /// was. Only such a file says which keys exist: the docs site's own is not at hand.
    public let givenKeywords: KeywordTable?
    /// The page's commands with their shell reading, for the command rules and the set rules that hand them to bash.
    let commands: [PageCommand]
    /// What the page's unclosed fences swallow, for the translation rules (set rules: the fences go with the tree).
    let swallowedCode: [SwallowedCode]
    /// Nil on a page given to set rules.
    private let treeFacts: TreeFacts?

    /// The path of the page, as given.
    public var path: String { source.path }
    /// The page as read; not on a page given to set rules.
    public var page: ReadPage { facts.page }
    /// The Markdown tree; not on a page given to set rules.
    public var tree: MarkdownNode { facts.page.tree }
    /// The page's keyrefs with a problem, for the two keyref rules.
    var keyrefs: KeyrefScan { facts.keyrefs }
    /// The malformations of the page's HTML tables, for the three HTML table rules.
    var htmlTableIssues: [HTMLIssue] { facts.htmlTableIssues }
    /// The blocks of the page's tree three structure rules read, found in one walk.
    var blocks: PageBlocks { facts.blocks }
    /// The page's fenced blocks, for the two fence rules.
    var fences: [Fence] { facts.fences }
    /// The page's placeholders audited once for the three placeholder rules.
    var placeholderAudit: PlaceholderAudit { facts.placeholderAudit }
    /// Whether the page still holds its tree (it does not once given to set rules).
    var holdsTree: Bool { treeFacts != nil }

    /// Wraps a read page with the keyword table it was read with and the keyword files given for it.
    public init(
        _ page: ReadPage, messageLanguage: Language = .en, keywords: KeywordTable = .standard,
        givenKeywords: KeywordTable? = nil
    ) {
        let facts = TreeFacts(page, keywords: givenKeywords)
        source = page.source
        runbook = page.runbook
        self.messageLanguage = messageLanguage
        self.keywords = keywords
        self.givenKeywords = givenKeywords
        commands = PageCommand.all(in: page.runbook)
        swallowedCode = SwallowedCode.all(in: facts.fences)
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
        keywords = page.keywords
        givenKeywords = page.givenKeywords
        commands = page.commands
        swallowedCode = page.swallowedCode
        treeFacts = nil
    }

    private var facts: TreeFacts {
        guard let treeFacts else {
            preconditionFailure("\(path): a set rule read the tree or a page rule's fact, which set rules do not get")
        }
        return treeFacts
    }

    /// The page with its tree, and what page rules find in it once for several of them.
    private struct TreeFacts: Sendable {
        let page: ReadPage
        let keyrefs: KeyrefScan
        let htmlTableIssues: [HTMLIssue]
        let blocks: PageBlocks
        let fences: [Fence]
        let placeholderAudit: PlaceholderAudit

        /// `keywords` are the keyword files given for the page, nil when none was.
        init(_ page: ReadPage, keywords: KeywordTable?) {
            self.page = page
            keyrefs = KeyrefScan(source: page.source, keywords: keywords)
            htmlTableIssues = HTMLTableIssues.issues(source: page.source, tree: page.tree)
            blocks = PageBlocks(page.tree)
            fences = Fence.all(blocks: blocks, source: page.source)
            placeholderAudit = PlaceholderAudit(page)
        }
    }

    /// A finding on this page at `location`.
    public func finding(
        at location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = [],
        severity: Diagnostic.Severity? = nil
    ) -> Finding {
        Finding(file: path, location: location, message: message, notes: notes, severity: severity)
    }

    /// A note on this page at `location`.
    public func note(at location: SourceLocation, _ message: String) -> Diagnostic.Note {
        Diagnostic.Note(file: path, location: location, message: message)
    }
}
