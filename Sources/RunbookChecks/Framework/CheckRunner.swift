import RunbookKit

/// A page given by its content rather than read from disk: rule examples, tests, standard input.
public struct PageInput: Sendable {
    /// The path the page pretends to have (it decides the page's language and its configuration).
    public let path: String
    /// The page's content.
    public let bytes: [UInt8]

    /// Creates a page from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Creates a page from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Runs `docrun check`: reads pages in parallel, runs every enabled rule, applies ignore comments and sorts.
///
/// Page rules run with each page, one thread per core; the page then goes on without its tree
/// (`CheckedPage.forSetRules()`) to the set rules, each on a thread of its own over every page (`PageSet`). A page
/// that cannot be read is a `page-unreadable` diagnostic; only a configuration that cannot be used throws.
public struct CheckRunner: Sendable {
    /// The options of the run.
    public let options: CheckOptions
    /// The page rules to run.
    public let pageRules: [any PageRule.Type]
    /// The set rules to run.
    public let setRules: [any SetRule.Type]

    /// Creates a runner with every registered rule (and `shellcheck` when `options` ask for it and it is
    /// installed), or with the rules given.
    public init(
        options: CheckOptions = CheckOptions(), pageRules: [any PageRule.Type] = RuleRegistry.pageRules,
        setRules: [any SetRule.Type]? = nil
    ) {
        self.options = options
        self.pageRules = pageRules
        self.setRules = setRules ?? RuleRegistry.setRules(for: options)
    }

    /// Checks the pages at `paths` (`pages(at:)`), minus ignored paths.
    ///
    /// A path given whose pages `ignore:` all skip is named in the report's `ignoredArguments`, for a note: a page
    /// named on the command line and not checked must not pass unsaid as "0 pages".
    public func check(paths: [String]) throws(ConfigError) -> CheckReport {
        let pages = Self.pagesByArgument(at: paths)
        var report = try check(pages.map { ($0.path, nil) }, searchingConfig: true)
        report.ignoredArguments = Self.ignoredArguments(paths, pages: pages, skipped: report.skipped)
        return report
    }

    /// The pages `paths` name, each once, under the first spelling given: `p.md`, `./p.md`, `$PWD/p.md`, a link to
    /// it and the same page found in a folder given are one (the same real path).
    ///
    /// A folder gives every `.md` entry below it that is not a folder, sorted, skipping hidden entries and not
    /// following links to folders (a folder with none is kept, to be reported: a wrong path must not pass CI), and
    /// every folder below it that cannot be listed, to be reported when it is read: its pages were not checked. Any
    /// other path is a page as given, and `-` is the page on standard input. What is not a regular file, or is
    /// missing, is kept, to be reported when it is read.
    static func pages(at paths: [String]) -> [String] {
        pagesByArgument(at: paths).map(\.path)
    }

    /// `pages(at:)`, each with the index in `paths` of the path that gave it.
    private static func pagesByArgument(at paths: [String]) -> [(path: String, argument: Int)] {
        PagePaths.eachOnceByArgument(paths) { folder in
            var files: [String] = []
            collectPages(in: folder.hasSuffix("/") ? String(folder.dropLast()) : folder, into: &files)
            return files.sorted()
        }
    }

    /// The paths given whose every page an `ignore:` pattern skips (`skipped`, by page), with the pattern that
    /// skips the first of them, in the order given.
    private static func ignoredArguments(
        _ paths: [String], pages: [(path: String, argument: Int)], skipped: [String: IgnoredPath]
    ) -> [IgnoredPath] {
        guard !skipped.isEmpty else { return [] }
        var checked = Set<Int>()
        var ignored: [Int: IgnoredPath] = [:]
        for (path, argument) in pages {
            if let skip = skipped[path] {
                if ignored[argument] == nil {
                    ignored[argument] = IgnoredPath(path: paths[argument], file: skip.file, pattern: skip.pattern)
                }
            } else {
                checked.insert(argument)
            }
        }
        return ignored.keys.sorted().filter { !checked.contains($0) }.map { ignored[$0]! }
    }

    /// Adds the `.md` entries below `folder` that are not folders, and the folders below it that cannot be listed.
    private static func collectPages(in folder: String, into files: inout [String]) {
        guard let names = SystemPath.entries(of: folder) else {
            files.append(folder)
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            // The entry itself, not what a link names: links to folders are not followed.
            if SystemPath.status(path, followingLinks: false)?.isFolder == true {
                collectPages(in: path, into: &files)
            } else if name.hasSuffix(".md") {
                files.append(path)
            }
        }
    }

    /// Checks pages given in memory; only `--config` applies to them, no `.docrun.yml` is looked for.
    public func check(pages: [PageInput]) throws(ConfigError) -> CheckReport {
        try check(pages.map { ($0.path, $0.bytes) }, searchingConfig: false)
    }

    private func check(
        _ inputs: [(path: String, bytes: [UInt8]?)], searchingConfig: Bool
    ) throws(ConfigError) -> CheckReport {
        // A configuration may name every registered rule, and the rules this runner was given.
        let known = RuleRegistry.ids.union(pageRules.map { $0.description.id }).union(
            setRules.map { $0.description.id })
        var resolver = try ConfigResolver(options: options, knownRules: known, searches: searchingConfig)
        var skipped: [String: IgnoredPath] = [:]
        let planned = try inputs.map { (path, bytes) throws(ConfigError) -> PlannedPage in
            (path, bytes, try resolver.config(forPage: path))
        }.filter { page in
            guard let pattern = page.config.pattern(ignoring: page.path) else { return true }
            if let file = page.config.file {
                skipped[page.path] = IgnoredPath(path: page.path, file: file, pattern: pattern.pattern)
            }
            return false
        }
        let rules = pageRules.map { (rule: $0.init(), description: $0.description) }
        let outcomes = ParallelWork.map(count: planned.count, threads: options.threads) { [self] in
            checkPage(planned[$0], rules: rules)
        }
        var found = Found(
            diagnostics: outcomes.flatMap(\.found.diagnostics), silenced: outcomes.flatMap(\.found.silenced))
        let pages = outcomes.compactMap(\.page)
        // A set rule runs unless the selection leaves it out or every page's configuration turns it off (which a run
        // that keeps what is silenced runs it for).
        let setRules = setRules.filter { rule in
            planned.contains { options.runs(rule.description.id, config: $0.config) }
        }
        let translating = Set(RuleRegistry.translationRules.map { $0.description.id })
        let originals =
            setRules.contains { translating.contains($0.description.id) }
            ? englishPagesOnDisk(for: pages, read: Set(planned.filter { $0.bytes == nil }.map(\.path)), &resolver)
            : []
        let set = PageSet(pages, originals: originals, threads: options.threads)
        if !setRules.isEmpty, !pages.isEmpty {
            // Each on a thread of its own: those that wait on bash or shellcheck run beside the others, and the
            // translation rules wait for the first of them to compare the pairs on every thread.
            let setFindings = ParallelWork.map(count: setRules.count, threads: setRules.count) { index in
                var findings: [Finding] = []
                setRules[index].init().check(set, into: &findings)
                return findings
            }
            let numbers = Dictionary(planned.indices.map { (planned[$0].path, $0) }, uniquingKeysWith: { $1 })
            for (rule, findings) in zip(setRules, setFindings) {
                report(findings, of: rule.description, into: &found) { file in
                    guard let number = numbers[file] else { return (.defaults, nil) }
                    return (planned[number].config, outcomes[number].suppressions)
                }
            }
        }
        let sources = Dictionary(pages.map { ($0.path, $0.source) }, uniquingKeysWith: { $1 })
        var report = CheckReport(
            pages: planned.map(\.path),
            diagnostics: found.diagnostics.sorted(byFile: \.file, then: CheckReport.inPageOrder),
            sources: sources,
            rules: RuleRegistry.descriptions, options: options, read: set,
            silenced: found.silenced.sorted(byFile: \.diagnostic.file) {
                CheckReport.inPageOrder($0.diagnostic, $1.diagnostic)
            })
        report.skipped = skipped
        return report
    }

    private func checkPage(_ plan: PlannedPage, rules: [(rule: any PageRule, description: RuleDescription)])
        -> PageOutcome
    {
        let config = plan.config
        let page: CheckedPage
        do throws(PageError) {
            page = try read(plan.path, bytes: plan.bytes, config: config)
        } catch {
            let unreadable = PageUnreadable.description
            var found = Found()
            if options.runs(unreadable.id, config: config) {
                let finding = PageUnreadable.finding(for: error, path: plan.path, language: options.messageLanguage)
                report([finding], of: unreadable, into: &found) { _ in (config, nil) }
            }
            return (nil, found, nil)
        }
        let suppressions = page.facts.suppressions
        var found = Found()
        var findings: [Finding] = []
        for (rule, description) in rules where options.runs(description.id, config: config) {
            findings.removeAll(keepingCapacity: true)
            rule.check(page, into: &findings)
            if !findings.isEmpty {
                report(findings, of: description, into: &found) { _ in (config, suppressions) }
            }
        }
        // The tree goes now, while the pages are read, so that the next pages reuse its memory.
        return (page.forSetRules(), found, suppressions)
    }

    /// The English pages of the translations read from disk among `pages` (`read`) that are not among them, read from
    /// disk where the pairing by path looks for them (`TranslationPair.key`: the path without its language, or with
    /// `en/` for it), for the translation rules to compare with and not to check: a commit that changes only a
    /// translation is still compared with its English page.
    private func englishPagesOnDisk(
        for pages: [CheckedPage], read: Set<String>, _ resolver: inout ConfigResolver
    ) -> [CheckedPage] {
        var given = Set<String>()
        var wanted: [(key: String, root: String)] = []
        for page in pages {
            let (key, named, root) = TranslationPair.key(page.path)
            if (named ?? page.runbook.language) == .en {
                given.insert(key)
            } else if named != nil, read.contains(page.path) {
                wanted.append((key, root))
            }
        }
        var found: [(path: String, config: CheckConfig)] = []
        for (key, root) in wanted where given.insert(key).inserted {
            let path = [key, root + "en/" + key.dropFirst(root.count)].first {
                SystemPath.status($0)?.isFolder == false
            }
            if let path, let config = try? resolver.config(forPage: path) { found.append((path, config)) }
        }
        return ParallelWork.map(count: found.count, threads: options.threads) { [self, found] index in
            try? self.read(found[index].path, bytes: nil, config: found[index].config).forSetRules()
        }.compactMap { $0 }
    }

    /// The page at `path`, or given as `bytes`, read with the keyword files of its configuration.
    private func read(_ path: String, bytes: [UInt8]?, config: CheckConfig) throws(PageError) -> CheckedPage {
        let source = if let bytes { try PageSource(path: path, bytes: bytes) } else { try PageSource.load(path: path) }
        let page = RunbookReader(keywords: config.keywords).readPage(source)
        return CheckedPage(page, messageLanguage: options.messageLanguage, givenKeywords: config.keywordFile)
    }

    /// Appends the diagnostics of a rule's `findings` at their reported severity, minus those that ignore comments
    /// or the configuration silence, which go to `found.silenced` when the run keeps them; `settings(file)` gives each
    /// finding's page's configuration and comments.
    private func report(
        _ findings: [Finding], of rule: RuleDescription, into found: inout Found,
        settings: (String) -> (config: CheckConfig, suppressions: Suppressions?)
    ) {
        for finding in findings {
            let (config, suppressions) = settings(finding.file)
            guard
                let (severity, off) = options.severity(
                    of: rule.id, default: rule.severity, finding: finding.severity, config: config)
            else { continue }
            let diagnostic = Diagnostic(
                file: finding.file, location: finding.location, severity: severity, rule: rule.id,
                message: finding.message, notes: finding.notes)
            let region = suppressions?.region(silencing: diagnostic)
            guard off || region != nil else {
                found.diagnostics.append(diagnostic)
                continue
            }
            guard options.keepsSilenced else { continue }
            var why: [SilencedDiagnostic.Suppression] = []
            if let region { why.append(.comment(reason: region.reason)) }
            if off, let file = config.file { why.append(.configuration(file: file)) }
            if !why.isEmpty { found.silenced.append(SilencedDiagnostic(diagnostic: diagnostic, suppressions: why)) }
        }
    }
}

/// What the rules found on a page or a run: the diagnostics reported, and those silenced that the run keeps.
private struct Found {
    var diagnostics: [Diagnostic] = []
    var silenced: [SilencedDiagnostic] = []
}

private typealias PlannedPage = (path: String, bytes: [UInt8]?, config: CheckConfig)

private typealias PageOutcome = (page: CheckedPage?, found: Found, suppressions: Suppressions?)
