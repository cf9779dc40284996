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
    /// Whether pages with no `--config` look for a `.docrun.yml` in their folder and above.
    public let searchesConfig: Bool
    /// How many threads read and check pages.
    public let threads: Int
    /// The keyword file given for every page (`--keywords`), read; nil when none was given. With a `keywords:` file
    /// in a page's configuration too, this one's keys override that one's.
    public let keywords: KeywordTable?

    /// Creates options; the defaults are those of `docrun check` with no options.
    public init(
        messageLanguage: Language = .en, strict: Bool = false, shellcheck: Bool = false, configFile: String? = nil,
        searchesConfig: Bool = true, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        keywords: KeywordTable? = nil
    ) {
        self.messageLanguage = messageLanguage
        self.strict = strict
        self.shellcheck = shellcheck
        self.configFile = configFile
        self.searchesConfig = searchesConfig
        self.threads = max(1, threads)
        self.keywords = keywords
    }
}
