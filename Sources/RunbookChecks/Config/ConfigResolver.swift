import RunbookKit

/// Finds the configuration of each page.
///
/// It is `--config` for all, else the nearest `.docrun.yml` in the page's folder or above it, else the defaults. Each
/// folder is looked at once per run. `list`, `plan` and `run` find a page's configuration the same way, for its
/// `keywords:` file and its `run:` settings.
public struct ConfigResolver {
    static let fileName = ".docrun.yml"

    private let explicit: CheckConfig?
    /// The configuration of pages with no file: the defaults, with the command line's keyword file.
    private let defaults: CheckConfig
    private let options: CheckOptions
    private let knownRules: Set<String>
    /// Whether pages look for a `.docrun.yml` in their folder and above (pages given in memory do not).
    private let searches: Bool
    /// By absolute folder, and by folder as the paths of pages give it (`../docs`).
    private var byFolder: [String: CheckConfig] = [:]
    private let keywordFiles = KeywordFiles()

    /// Creates a resolver; loads `options.configFile` now, so a broken one fails before any page is read.
    init(options: CheckOptions, knownRules: Set<String>, searches: Bool = true) throws(ConfigError) {
        self.options = options
        self.knownRules = knownRules
        self.searches = searches
        defaults = CheckConfig.defaults.adding(keywordFile: options.keywords)
        explicit = try options.configFile.map { path throws(ConfigError) in
            try ConfigParser.load(path: path, knownRules: knownRules, language: options.messageLanguage)
                .adding(keywordFile: options.keywords)
        }
    }

    /// Creates the resolver of the commands that read pages without checking them: errors in `language`, the
    /// keyword file `keywords` (`--keywords`) over each configuration's own.
    public init(language: Language, keywords: KeywordTable?) throws(ConfigError) {
        try self.init(
            options: CheckOptions(messageLanguage: language, keywords: keywords), knownRules: RuleRegistry.ids)
    }

    /// The configuration of the page at `path`.
    public mutating func config(forPage path: String) throws(ConfigError) -> CheckConfig {
        if let explicit { return explicit }
        guard searches else { return defaults }
        // The pages of one folder as given share its configuration: their path is made absolute once (a split and a
        // join for each page cost more than the rest). A path ending in `.` (`..`, a folder) is a key of its own.
        let given = path.hasSuffix(".") ? path + "/" : PathText.folder(of: path)
        if let found = byFolder[given] { return found }
        let found = try config(forFolder: PathText.folder(of: PathText.absolute(path)))
        byFolder[given] = found
        return found
    }

    /// The configuration of the pages of `folder` (absolute): its own file's, else its parent folder's.
    private mutating func config(forFolder folder: String) throws(ConfigError) -> CheckConfig {
        if let found = byFolder[folder] { return found }
        let file = folder == "/" ? "/" + Self.fileName : folder + "/" + Self.fileName
        let found: CheckConfig
        if SystemPath.status(file) != nil {
            let shown = PathText.relative(file, to: SystemPath.currentDirectory())
            found = try ConfigParser.load(
                path: shown, knownRules: knownRules, language: options.messageLanguage, keywordFiles: keywordFiles
            ).adding(keywordFile: options.keywords)
        } else {
            found = folder == "/" ? defaults : try config(forFolder: PathText.folder(of: folder))
        }
        byFolder[folder] = found
        return found
    }
}
