import Foundation
import RunbookKit

/// Finds the configuration of each page: `--config` for all, else the nearest `.docrun.yml` in the page's folder
/// or above it, else the defaults. Each folder is looked at once per run.
struct ConfigResolver {
    /// The file name looked for.
    static let fileName = ".docrun.yml"

    private let explicit: LoadedConfig?
    /// The configuration of pages with no file: the defaults, with the command line's keyword file.
    private let defaults: LoadedConfig
    /// The command line's keyword file (`--keywords`), added to every configuration.
    private let keywordFile: KeywordTable?
    private let searches: Bool
    private let knownRules: Set<String>
    private let language: Language
    private var byFolder: [String: LoadedConfig] = [:]
    /// The folder asked for last and its configuration: pages come folder by folder, and comparing two paths costs
    /// less than hashing one.
    private var last: (folder: String, config: LoadedConfig)?

    /// Creates a resolver; loads `options.configFile` now, so a broken one fails before any page is read.
    init(options: CheckOptions, knownRules: Set<String>) throws(ConfigError) {
        self.knownRules = knownRules
        language = options.messageLanguage
        searches = options.searchesConfig
        keywordFile = options.keywords
        defaults = LoadedConfig.defaults.adding(keywordFile: options.keywords)
        explicit = try options.configFile.map { path throws(ConfigError) in
            try ConfigParser.load(path: path, knownRules: knownRules, language: options.messageLanguage)
                .adding(keywordFile: options.keywords)
        }
    }

    /// The configuration of the page at `path`.
    mutating func config(forPage path: String) throws(ConfigError) -> LoadedConfig {
        if let explicit { return explicit }
        guard searches else { return defaults }
        let folder = PathText.folder(of: PathText.absolute(path))
        if let last, last.folder == folder { return last.config }
        let found = try config(forFolder: folder)
        last = (folder, found)
        return found
    }

    private mutating func config(forFolder folder: String) throws(ConfigError) -> LoadedConfig {
        var visited: [String] = []
        var current = folder
        var found = defaults
        while true {
            if let cached = byFolder[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = current == "/" ? "/" + Self.fileName : current + "/" + Self.fileName
            if FileManager.default.fileExists(atPath: candidate) {
                let shown = PathText.relative(candidate, to: FileManager.default.currentDirectoryPath)
                found = try ConfigParser.load(path: shown, knownRules: knownRules, language: language)
                    .adding(keywordFile: keywordFile)
                break
            }
            if current == "/" { break }
            current = PathText.folder(of: current)
        }
        for folder in visited { byFolder[folder] = found }
        return found
    }
}

/// The configuration that applies to one page, for the commands that read a single page (`docrun run`).
public enum PageConfig {
    /// The nearest `.docrun.yml` in the page's folder or above, else the defaults; errors name the file and line,
    /// in `language`.
    public static func of(page path: String, language: Language) throws(ConfigError) -> CheckConfig {
        var resolver = try ConfigResolver(
            options: CheckOptions(messageLanguage: language), knownRules: RuleRegistry.ids)
        return try resolver.config(forPage: path).config
    }
}
