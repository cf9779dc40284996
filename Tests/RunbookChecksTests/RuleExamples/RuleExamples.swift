@testable import RunbookChecks

/// A rule's examples, beside its tests rather than in the binary, which never reads them: `RuleExampleTests` runs
/// them and `ChecksDocument` prints them, with `details`, as the rule's section of docs/checks.md.
struct RuleExamples: Sendable {
    /// Pages that must trigger the rule, with `↓` marking each expected position.
    let triggering: [RuleExample]
    /// Pages that must not trigger it.
    let nonTriggering: [RuleExample]
    /// What the rule counts and why, beyond the rationale, for docs/checks.md (Markdown); may be empty.
    var details = ""

    /// The examples of every registered rule that has some, by id; `RuleExampleTests` fails for a rule without.
    static let byID: [String: RuleExamples] = {
        let rules: [Any.Type] =
            [PageUnreadable.self] + RuleRegistry.pageRules + RuleRegistry.setRules + RuleRegistry.optionalSetRules
        let described = rules.compactMap { $0 as? any RuleWithExamples.Type }
        return Dictionary(uniqueKeysWithValues: described.map { ($0.description.id, $0.examples) })
    }()
}

/// A rule with examples, declared in `RuleExamples/`, one file for each file of rules in `Sources/RunbookChecks`.
protocol RuleWithExamples {
    /// The rule's id, severity and rationale.
    static var description: RuleDescription { get }
    /// The pages that do and do not trigger it, and its docs/checks.md text.
    static var examples: RuleExamples { get }
}

/// A small page used as a rule's example; `↓` (U+2193) marks where a diagnostic is expected, and is removed.
struct RuleExample: Sendable {
    /// The page text, with its markers.
    let page: String
    /// The path the page pretends to have (it decides the language: `fr/page.md`).
    let path: String
    /// Other pages checked with it (the English original of a translation), by path.
    let companions: [String: String]
    /// The keyword file the example is checked with (`--keywords`), key → text; nil for none.
    let keywords: [String: String]?

    /// Creates an example.
    init(
        _ page: String, path: String = "page.md", companions: [String: String] = [:], keywords: [String: String]? = nil
    ) {
        self.page = page
        self.path = path
        self.companions = companions
        self.keywords = keywords
    }
}

extension RuleExample: ExpressibleByStringLiteral {
    /// Creates an example of the page `page` alone, at `page.md`.
    init(stringLiteral page: String) {
        self.init(page)
    }
}
