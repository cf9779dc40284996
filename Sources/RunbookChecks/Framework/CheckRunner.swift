import Foundation
import MarkdownTree
import RunbookKit

/// A page given by its content rather than read from disk: rule examples, tests, standard input.
public struct PageInput: Sendable {
    /// The path the page pretends to have (it decides the page's language and its configuration).
    public let path: String
    /// The page's bytes.
    public let bytes: [UInt8]

    /// Creates a page from text.
    public init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
    }

    /// Creates a page from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Runs `docrun check`: reads pages in parallel, runs every enabled rule, applies ignore comments and sorts.
///
/// Each page is read once; page rules, then set rules, see the same `CheckedPage`s. A page that cannot be read
/// is a `page-unreadable` diagnostic, never an error. Only a configuration that cannot be used throws.
public struct CheckRunner: Sendable {
    /// The options of the run.
    public let options: CheckOptions
    /// The page rules to run.
    public let pageRules: [any PageRule.Type]
    /// The set rules to run.
    public let setRules: [any SetRule.Type]
    /// Whether `page-unreadable` is reported (it is not a rule type).
    public let reportsUnreadable: Bool

    /// Creates a runner with every registered rule (and `shellcheck` when `options` ask for it and it is
    /// installed), or with the rules given.
    public init(
        options: CheckOptions = CheckOptions(), pageRules: [any PageRule.Type] = RuleRegistry.pageRules,
        setRules: [any SetRule.Type]? = nil, reportsUnreadable: Bool = true
    ) {
        self.options = options
        self.pageRules = pageRules
        self.setRules = setRules ?? RuleRegistry.setRules(for: options)
        self.reportsUnreadable = reportsUnreadable
    }

    /// Checks the pages at `paths`: files as given, folders for every `.md` below them, minus ignored paths.
    public func check(paths: [String]) throws(ConfigError) -> CheckReport {
        var resolver = try ConfigResolver(options: options, knownRules: knownRules)
        var planned: [PlannedPage] = []
        for path in PageCollector.expand(paths) {
            let loaded = try resolver.config(forPage: path)
            if loaded.config.ignores(path) { continue }
            planned.append(PlannedPage(path: path, bytes: nil, config: loaded))
        }
        return run(planned)
    }

    /// Checks pages given in memory; only `--config` applies to them, no `.docrun.yml` is looked for.
    public func check(pages: [PageInput]) throws(ConfigError) -> CheckReport {
        var resolver = try ConfigResolver(options: options.searchingConfig(false), knownRules: knownRules)
        var planned: [PlannedPage] = []
        for page in pages {
            let loaded = try resolver.config(forPage: page.path)
            if loaded.config.ignores(page.path) { continue }
            planned.append(PlannedPage(path: page.path, bytes: page.bytes, config: loaded))
        }
        return run(planned)
    }

    /// The rule ids a configuration may name: every registered rule, and the rules this runner was given.
    private var knownRules: Set<String> {
        RuleRegistry.ids.union(pageRules.map { $0.description.id }).union(setRules.map { $0.description.id })
    }

    private func run(_ planned: [PlannedPage]) -> CheckReport {
        let rules = pageRules.map { $0.init() }
        let ids = pageRules.map { $0.description.id }
        let defaults = pageRules.map { $0.description.severity }
        let options = options
        let reportsUnreadable = reportsUnreadable
        // A set rule runs unless the selection leaves it out or every page's configuration turns it off (and `--rule`
        // does not name it); those that wait on other programs start
        // them now, to be ready when the pages are.
        let setRules = setRules.filter { rule in
            planned.contains { options.runs(rule.description.id, config: $0.config.config) }
        }
        for rule in setRules { rule.prepare(options) }
        let outcomes = ParallelWork.map(count: planned.count, threads: options.threads) { index in
            Self.checkPage(
                planned[index], rules: rules, ids: ids, defaults: defaults, options: options,
                reportsUnreadable: reportsUnreadable)
        }
        var diagnostics = outcomes.flatMap(\.diagnostics)
        let pages = outcomes.compactMap(\.page)
        // Each page's number by its path, for the set rules' findings to find their page's configuration and
        // ignore comments (sized once: grown from empty, it was rehashed a dozen times on the main thread).
        var numbers: [String: Int] = Dictionary(minimumCapacity: planned.count)
        for (number, plan) in planned.enumerated() { numbers[plan.path] = number }
        diagnostics += setDiagnostics(pages, rules: setRules) { file in
            guard let number = numbers[file] else { return (.defaults, nil) }
            return (planned[number].config.config, outcomes[number].suppressions)
        }
        var sources: [String: PageSource] = Dictionary(minimumCapacity: pages.count)
        for page in pages { sources[page.path] = page.source }
        // The pages' trees and runbooks are freed while the report is sorted and written.
        BackgroundRelease.release((consume outcomes, consume pages))
        return CheckReport(
            pages: planned.map(\.path), diagnostics: CheckReport.sorted(diagnostics), sources: sources,
            rules: RuleRegistry.descriptions, options: options)
    }

    /// What the set rules `setRules` find in `pages`, with each page's configuration and ignore comments
    /// (`settings(file)`) applied.
    private func setDiagnostics(
        _ pages: [CheckedPage], rules setRules: [any SetRule.Type],
        settings: (String) -> (config: CheckConfig, suppressions: Suppressions?)
    ) -> [Diagnostic] {
        guard !setRules.isEmpty, !pages.isEmpty else { return [] }
        // Rules that wait on other programs run beside the others, in a group of their own each. In the other
        // group the first rule runs alone, using every thread to find the translation rules' pairs and drift, which
        // `PageSet` keeps; the others then read them side by side, on every thread too.
        let waitingTypes = Set(RuleRegistry.waitingSetRules.map { ObjectIdentifier($0) })
        let waiting = setRules.indices.filter { waitingTypes.contains(ObjectIdentifier(setRules[$0])) }
        let groups = [setRules.indices.filter { !waiting.contains($0) }] + waiting.map { [$0] }
        let threads = options.threads
        let set = PageSet(pages)
        let found = ParallelWork.map(count: groups.count, threads: groups.count) { group -> [(Int, [Finding])] in
            let run: @Sendable (Int) -> (Int, [Finding]) = { index in
                var findings: [Finding] = []
                setRules[index].init().check(set, into: &findings)
                return (index, findings)
            }
            guard let first = groups[group].first else { return [] }
            let others = Array(groups[group].dropFirst())
            return [run(first)] + ParallelWork.map(count: others.count, threads: threads) { run(others[$0]) }
        }.joined().sorted { $0.0 < $1.0 }
        var diagnostics: [Diagnostic] = []
        for (index, findings) in found {
            let description = setRules[index].description
            for finding in findings {
                let (config, suppressions) = settings(finding.file)
                guard
                    let severity = options.reportedSeverity(
                        of: description.id, default: description.severity, finding: finding.severity, config: config)
                else { continue }
                let diagnostic = Self.diagnostic(finding, rule: description.id, severity: severity)
                if suppressions?.silences(diagnostic) ?? false { continue }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private static func checkPage(
        _ plan: PlannedPage, rules: [any PageRule], ids: [String], defaults: [Diagnostic.Severity],
        options: CheckOptions, reportsUnreadable: Bool
    ) -> PageOutcome {
        let config = plan.config.config
        let source: PageSource
        do throws(PageError) {
            if let bytes = plan.bytes {
                source = try PageSource(path: plan.path, bytes: bytes)
            } else {
                source = try PageSource.load(path: plan.path)
            }
        } catch {
            let unreadable = PageUnreadable.description
            guard reportsUnreadable, options.runs(unreadable.id, config: config),
                let severity = options.reportedSeverity(
                    of: unreadable.id, default: unreadable.severity, config: config)
            else { return PageOutcome(page: nil, diagnostics: [], suppressions: nil) }
            let diagnostic = PageUnreadable.diagnostic(for: error, path: plan.path, language: options.messageLanguage)
            return PageOutcome(page: nil, diagnostics: [diagnostic.with(severity: severity)], suppressions: nil)
        }
        let read = RunbookReader(keywords: plan.config.keywords).readPage(source)
        let page = CheckedPage(
            read, messageLanguage: options.messageLanguage, keywords: plan.config.keywords,
            givenKeywords: plan.config.keywordFile, options: options)
        let suppressions = Suppressions(tree: read.tree, source: source)
        var diagnostics: [Diagnostic] = []
        var findings: [Finding] = []
        for (index, rule) in rules.enumerated() where options.runs(ids[index], config: config) {
            findings.removeAll(keepingCapacity: true)
            rule.check(page, into: &findings)
            for finding in findings {
                guard
                    let severity = options.reportedSeverity(
                        of: ids[index], default: defaults[index], finding: finding.severity, config: config)
                else { continue }
                let diagnostic = diagnostic(finding, rule: ids[index], severity: severity)
                if !suppressions.silences(diagnostic) { diagnostics.append(diagnostic) }
            }
        }
        // The tree goes now, while the pages are read, so that the next pages reuse its memory.
        return PageOutcome(page: page.forSetRules(), diagnostics: diagnostics, suppressions: suppressions)
    }

    private static func diagnostic(_ finding: Finding, rule: String, severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(
            file: finding.file, location: finding.location, severity: severity, rule: rule, message: finding.message,
            notes: finding.notes)
    }
}

/// A page to check and the configuration that applies to it.
private struct PlannedPage: Sendable {
    let path: String
    let bytes: [UInt8]?
    let config: LoadedConfig
}

/// What checking one page gave.
private struct PageOutcome: Sendable {
    let page: CheckedPage?
    let diagnostics: [Diagnostic]
    let suppressions: Suppressions?
}
