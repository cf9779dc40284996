import Foundation
import RunbookKit

/// How a `docrun check` run behaves: what the command line says, as a value the checker and the rules read.
public struct CheckOptions: Sendable, Equatable {
    /// The language diagnostics and the summary are written in (`--lang`).
    public let messageLanguage: Language
    /// Whether warnings fail the run as errors do (`--strict`).
    public let strict: Bool
    /// Whether command rules may run `shellcheck` on commands (`--shellcheck`).
    public let shellcheck: Bool
    /// The configuration file for every page (`--config`); nil to look for `.docrun.yml` upward from each page.
    public let configFile: String?
    /// How many threads read and check pages.
    public let threads: Int
    /// The least severity reported (`--min-severity`); nil to take each page's configuration's, else `warning`.
    public let minimumSeverity: Diagnostic.Severity?
    /// The rules checked (`--rule`, `--skip-rule`).
    public let rules: RuleSelection
    /// The keyword file given for every page (`--keywords`), read; nil when none was given.
    ///
    /// With a `keywords:` file in a page's configuration too, this one's keys override that one's.
    public let keywords: KeywordTable?
    /// Whether what ignore comments and configurations silence is kept in the report (`CheckReport.silenced`), for
    /// the SARIF report: rules a configuration turns off then run too, their findings silenced.
    public let keepsSilenced: Bool

    /// Creates options; the defaults are those of `docrun check` with no options.
    public init(
        messageLanguage: Language = .en, strict: Bool = false, shellcheck: Bool = false, configFile: String? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        minimumSeverity: Diagnostic.Severity? = nil, rules: RuleSelection = .all, keywords: KeywordTable? = nil,
        keepsSilenced: Bool = false
    ) {
        self.messageLanguage = messageLanguage
        self.strict = strict
        self.shellcheck = shellcheck
        self.configFile = configFile
        self.threads = max(1, threads)
        self.minimumSeverity = minimumSeverity
        self.rules = rules
        self.keywords = keywords
        self.keepsSilenced = keepsSilenced
    }

    /// The severity a finding of `rule` (of its own severity `finding`, when it has one) is reported at on a page of
    /// `config`, and whether that configuration silences it; nil when it is below the least severity reported.
    ///
    /// A rule named with `--rule` is reported whatever its severity (`RuleSelection`). A configuration that turns a
    /// rule off silences it unless the command line names it: its finding is kept, at the severity it would have were
    /// the rule on, only when the run keeps what is silenced.
    func severity(
        of rule: String, default ruleDefault: Diagnostic.Severity, finding: Diagnostic.Severity? = nil,
        config: CheckConfig
    ) -> (severity: Diagnostic.Severity, silenced: Bool)? {
        let named = rules.names(rule)
        let least = minimumSeverity ?? config.minimumSeverity ?? CheckConfig.defaultMinimumSeverity
        guard config.isEnabled(rule) || named else {
            let severity = finding ?? ruleDefault
            return keepsSilenced && severity >= least ? (severity, true) : nil
        }
        let severity = config.severity(of: rule, default: ruleDefault, finding: finding) ?? finding ?? ruleDefault
        return named || severity >= least ? (severity, false) : nil
    }

    /// Whether `rule` runs on a page of `config`: also when the configuration turns it off, if the run keeps what
    /// that silences.
    func runs(_ rule: String, config: CheckConfig) -> Bool {
        rules.includes(rule) && (config.isEnabled(rule) || rules.names(rule) || keepsSilenced)
    }
}
