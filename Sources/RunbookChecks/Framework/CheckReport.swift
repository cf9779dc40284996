import RunbookKit

/// What a `docrun check` run found: its diagnostics, sorted, and what the reporters need to print them.
public struct CheckReport: Sendable {
    /// Every page checked (or that could not be read), in the order checked.
    public let pages: [String]
    /// The diagnostics, sorted by file, line, column and rule.
    public let diagnostics: [Diagnostic]
    /// The sources of the pages read, by path, for reporters that quote lines.
    public let sources: [String: PageSource]
    /// The rules the run knew, in registry order (SARIF lists them).
    public let rules: [RuleDescription]
    /// The options of the run.
    public let options: CheckOptions
    /// The pages read and what the set rules found of them, held by the report so that they go with it: `docrun
    /// check` exits without freeing it, where freeing them on one thread before the report was printed took 8 % of
    /// the check's time.
    var read: PageSet?

    /// How many diagnostics have `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }

    /// Each rule's position in `rules` (its first, should an id repeat).
    var ruleIndex: [String: Int] {
        Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `diagnostic` fails the run: an error, or a warning under `--strict`.
    public func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (options.strict && diagnostic.severity == .warning)
    }

    /// The process exit status: 0 when nothing failed, 1 otherwise.
    public var exitStatus: Int32 { diagnostics.contains(where: fails) ? 1 : 0 }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.file, $0.location, $0.rule, $0.message) < ($1.file, $1.location, $1.rule, $1.message) }
    }
}
