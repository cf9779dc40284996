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
    /// What ignore comments and configurations silenced, sorted as `diagnostics` are, when the run kept it
    /// (`CheckOptions.keepsSilenced`): no report but SARIF shows it, and it never fails the run.
    public internal(set) var silenced: [SilencedDiagnostic] = []
    /// The pages an `ignore:` pattern skipped, by path.
    var skipped: [String: IgnoredPath] = [:]
    /// The paths given on the command line whose every page an `ignore:` pattern skipped, in the order given
    /// (`CheckRunner.check(paths:)`): `docrun check` notes each on standard error.
    public internal(set) var ignoredArguments: [IgnoredPath] = []

    /// How many diagnostics have `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.count { $0.severity == severity }
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

    /// Whether `a` comes before `b` in a report: by file, line, column, rule and message.
    static func inOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        a.file != b.file ? a.file < b.file : inPageOrder(a, b)
    }

    /// Whether `a` comes before `b` among the diagnostics of one page: by line, column, rule and message.
    static func inPageOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location, a.rule, a.message) < (b.location, b.rule, b.message)
    }
}

extension Sequence {
    /// The elements by their file (`file`), then among those of one file by `areInIncreasingOrder`, ties as given: a
    /// stable sort by the file first, but that compares each path once, not at every comparison (a thousand
    /// diagnostics sorted as one compared paths ten thousand times, on one thread before the report).
    func sorted(byFile file: (Element) -> String, then areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let byFile = Dictionary(grouping: self, by: file)
        return byFile.keys.sorted().flatMap { byFile[$0]!.sorted(by: areInIncreasingOrder) }
    }
}

/// A diagnostic that ignore comments or a configuration silence, with what silences it.
///
/// It is not reported, and does not fail the run; the SARIF report gives it with its `suppressions`, so that code
/// scanning shows it suppressed rather than fixed.
public struct SilencedDiagnostic: Sendable, Equatable {
    /// What silences a diagnostic.
    public enum Suppression: Sendable, Equatable {
        /// An ignore comment of the page (`<!-- docrun-ignore rule-id -- reason -->`), with the reason it gives.
        case comment(reason: String?)
        /// The configuration file of the page (`.docrun.yml`, `--config`), which turns the rule off.
        case configuration(file: String)
    }

    /// The diagnostic, at the severity it would be reported at.
    public let diagnostic: Diagnostic
    /// What silences it: a comment, the configuration, or both.
    public let suppressions: [Suppression]
}

/// A path that a configuration's `ignore:` skips, with the configuration file and the pattern that skips it.
public struct IgnoredPath: Sendable, Equatable {
    /// The path, as given (a page, or a folder all of whose pages are skipped).
    public let path: String
    /// The configuration file, as shown in its errors.
    public let file: String
    /// The `ignore:` pattern, as written.
    public let pattern: String

    /// The note `docrun check` writes for it on standard error, in `language`.
    public func note(_ language: Language) -> String {
        ConfigMessages.ignoredPath(
            language, ["path": SystemPath.visible(path), "file": SystemPath.visible(file), "pattern": pattern])
    }
}
