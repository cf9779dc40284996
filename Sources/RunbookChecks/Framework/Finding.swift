import MarkdownTree
import RunbookKit

/// What a rule reports before the checker gives it the rule's id and configured severity.
public struct Finding: Sendable, Equatable {
    /// The page.
    public let file: String
    /// Where.
    public let location: SourceLocation
    /// The message: lowercase, no trailing period, user text in single quotes.
    public let message: String
    /// Related positions.
    public let notes: [Diagnostic.Note]
    /// A severity other than the rule's default, for a rule whose findings differ in weight.
    public let severity: Diagnostic.Severity?

    /// Creates a finding.
    public init(
        file: String, location: SourceLocation, message: String, notes: [Diagnostic.Note] = [],
        severity: Diagnostic.Severity? = nil
    ) {
        self.file = file
        self.location = location
        self.message = message
        self.notes = notes
        self.severity = severity
    }
}

/// A page as the rules see it: its source, Markdown tree and runbook.
///
/// The page and what is found in it once for the rules are held in one object: a checked page is copied into every
/// pair of the translation rules, the outcome of its check and the list the set rules read, and each copy of some
/// thirty references cost as much as a small rule.
///
/// The set rules get each page without its tree and the facts only page rules read (`forSetRules()`): pages are
/// kept until every page is read, and a tree kept that long was memory the next pages could not reuse, a third of
/// the check's page faults. Reading one of them from such a page is a programming error and stops docrun.
public struct CheckedPage: Sendable {
    /// The page as read; not on a page given to set rules.
    public var page: ReadPage { treeFacts.page }
    /// The path of the page, as given.
    public var path: String { storage.facts.source.path }
    /// The runbook.
    public var runbook: Runbook { storage.facts.runbook }
    /// The normalised source.
    public var source: PageSource { storage.facts.source }
    /// The Markdown tree; not on a page given to set rules.
    public var tree: MarkdownNode { treeFacts.page.tree }

    /// The language diagnostics are written in (`--lang`; English by default), not the page's.
    public var messageLanguage: Language { storage.facts.messageLanguage }
    /// The keyword table the page was read with: the shipped one plus the keyword files given for it.
    public var keywords: KeywordTable { storage.facts.keywords }
    /// The keyword files given for the page (`--keywords`, `keywords:` in its `.docrun.yml`), merged; nil when none
    /// was. Only such a file says which keys exist: the docs site's own is not at hand.
    public var givenKeywords: KeywordTable? { storage.facts.givenKeywords }
    /// The options of the run (`--shellcheck`, `--strict`…), for rules whose work depends on them.
    public var options: CheckOptions { storage.facts.options }
    /// The page's commands with their shell reading, read once here for the five command rules and the two set rules
    /// that give them to bash and shellcheck.
    var commands: [PageCommand] { storage.facts.commands }
    /// What the page's unclosed fences swallow, kept for the translation rules (they are set rules: the page's
    /// fences are gone with its tree when they run).
    var swallowedCode: [SwallowedCode] { storage.facts.swallowedCode }
    /// The page's keyrefs with a problem, scanned once here for the two keyref rules rather than once by each.
    var keyrefs: KeyrefScan { treeFacts.keyrefs }
    /// The malformations of the page's HTML tables, read once here for the three HTML table rules.
    var htmlTableIssues: [HTMLIssue] { treeFacts.htmlTableIssues }
    /// The blocks of the page's tree three structure rules read, found in one walk here.
    var blocks: PageBlocks { treeFacts.blocks }
    /// The page's fenced blocks, scanned once here for the two fence rules.
    var fences: FenceScan { treeFacts.fences }
    /// The names outside the dialect's that the page's attribute lists refer to, found once here for the two rules
    /// that classify them.
    var unknownAttributeNames: [AttributeNames.UnknownReference] { treeFacts.unknownAttributeNames }
    /// The page's placeholders audited once here for the three placeholder rules.
    var placeholderAudit: PlaceholderAudit { treeFacts.placeholderAudit }

    private let storage: Storage

    /// Wraps a read page.
    public init(_ page: ReadPage, messageLanguage: Language = .en) {
        self.init(
            page, messageLanguage: messageLanguage, keywords: .standard, givenKeywords: nil, options: CheckOptions())
    }

    /// Wraps a read page with the keyword table it was read with, the keyword files given for it and the run's
    /// options.
    public init(
        _ page: ReadPage, messageLanguage: Language, keywords: KeywordTable, givenKeywords: KeywordTable?,
        options: CheckOptions
    ) {
        let facts = TreeFacts(page, keywords: givenKeywords)
        storage = Storage(
            facts: Facts(
                source: page.source, runbook: page.runbook, messageLanguage: messageLanguage, keywords: keywords,
                givenKeywords: givenKeywords, options: options, commands: PageCommand.all(in: page.runbook),
                swallowedCode: SwallowedCode.all(in: facts.fences)),
            treeFacts: facts)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// This page as the set rules get it: without its tree and the facts only page rules read.
    public func forSetRules() -> CheckedPage {
        CheckedPage(storage: Storage(facts: storage.facts, treeFacts: nil))
    }

    /// Whether the page still holds its tree (it does not once given to set rules).
    var holdsTree: Bool { storage.treeFacts != nil }

    private var treeFacts: TreeFacts {
        guard let facts = storage.treeFacts else {
            preconditionFailure("\(path): a set rule read the tree or a page rule's fact, which set rules do not get")
        }
        return facts
    }

    /// The page and its facts; never changed once made.
    private final class Storage: Sendable {
        let facts: Facts
        /// Nil on a page given to set rules.
        let treeFacts: TreeFacts?

        init(facts: Facts, treeFacts: TreeFacts?) {
            self.facts = facts
            self.treeFacts = treeFacts
        }
    }

    /// What every rule, page or set rule, reads of the page.
    private struct Facts: Sendable {
        let source: PageSource
        let runbook: Runbook
        let messageLanguage: Language
        let keywords: KeywordTable
        let givenKeywords: KeywordTable?
        let options: CheckOptions
        let commands: [PageCommand]
        let swallowedCode: [SwallowedCode]
    }

    /// The page with its tree, and what page rules find in it once for several of them.
    private struct TreeFacts: Sendable {
        let page: ReadPage
        let keyrefs: KeyrefScan
        let htmlTableIssues: [HTMLIssue]
        let blocks: PageBlocks
        let fences: FenceScan
        let unknownAttributeNames: [AttributeNames.UnknownReference]
        let placeholderAudit: PlaceholderAudit

        /// `keywords` are the keyword files given for the page, nil when none was.
        init(_ page: ReadPage, keywords: KeywordTable?) {
            self.page = page
            keyrefs = KeyrefScan(source: page.source, keywords: keywords)
            htmlTableIssues = HTMLTableIssues.issues(source: page.source, tree: page.tree)
            blocks = PageBlocks(page.tree)
            fences = FenceScan(blocks: blocks, source: page.source)
            placeholderAudit = PlaceholderAudit(page)
            unknownAttributeNames = AttributeNames.unknownReferences(in: page.runbook)
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
