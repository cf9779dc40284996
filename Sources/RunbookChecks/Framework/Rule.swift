import MarkdownTree
import RunbookKit

/// A rule's stable id, default severity and rationale, which `--list-rules` and the SARIF reporter print; its examples
/// and its docs/checks.md text live with its tests (`Tests/RunbookChecksTests/RuleExamples`).
public struct RuleDescription: Sendable {
    /// The stable kebab-case id (`placeholder-undocumented`).
    public let id: String
    /// The severity the rule reports at unless configuration says otherwise.
    public let severity: Diagnostic.Severity
    /// One line: why a doc team wants this rule.
    public let rationale: String
}

/// What every rule declares: its description and messages, and a way to create it.
public protocol CheckRule: Sendable {
    /// The rule's id, severity and rationale.
    static var description: RuleDescription { get }
    /// Every message the rule can report, in the three languages; a test checks their `{fields}` agree.
    static var messages: [Localized] { get }
    /// Creates the rule with its defaults.
    init()
    /// The rule when it looks at one page, else nil. A witness, not an `as?` cast: each cast to a protocol searches
    /// all of the binary's conformances, and the registry's casts cost a check 4 ms to start.
    static var pageRule: (any PageRule.Type)? { get }
    /// The rule when it compares pages, else nil (as `pageRule`).
    static var setRule: (any SetRule.Type)? { get }
}

/// A rule that looks at one page at a time.
public protocol PageRule: CheckRule {
    /// Appends what the rule finds in `page` to `findings`.
    func check(_ page: CheckedPage, into findings: inout [Finding])
}

/// A rule that compares pages with each other (translations with their original).
public protocol SetRule: CheckRule {
    /// Appends what the rule finds across `pages` to `findings`.
    func check(_ pages: PageSet, into findings: inout [Finding])
}

extension CheckRule {
    /// No messages declared: the rule's messages escape the fields test.
    public static var messages: [Localized] { [] }
    /// Not a page rule.
    public static var pageRule: (any PageRule.Type)? { nil }
    /// Not a set rule.
    public static var setRule: (any SetRule.Type)? { nil }
}

extension PageRule {
    /// The rule itself.
    public static var pageRule: (any PageRule.Type)? { self }
}

extension SetRule {
    /// The rule itself.
    public static var setRule: (any SetRule.Type)? { self }
}

/// What a rule reports before the checker gives it the rule's id and configured severity.
public struct Finding: Sendable, Equatable {
    /// The page.
    public let file: String
    /// Where.
    public let location: SourceLocation
    /// The message: lowercase, no trailing period, user text in single quotes.
    public let message: String
    /// Related positions.
    public internal(set) var notes: [Diagnostic.Note] = []
    /// A severity other than the rule's default, for a rule whose findings differ in weight.
    public internal(set) var severity: Diagnostic.Severity? = nil
}
