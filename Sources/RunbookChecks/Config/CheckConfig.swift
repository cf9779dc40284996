import MarkdownTree
import RunbookKit

/// A `.docrun.yml` file: rule severities, the least severity reported, paths to skip and keywords for `docrun check`,
/// and the time limit per step for `docrun run` (`run: timeout: 10m`); `docrun check --help` shows the rest.
public struct CheckConfig: Sendable, Equatable {
    /// What a configuration says about one rule.
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
        case off, notice, warning, error

        /// Reads a setting as written; `info` is the former name of `notice`.
        public init?(written: String) {
            self.init(rawValue: written == "info" ? "notice" : written)
        }

        /// The severity, or nil for `off`.
        public var severity: Diagnostic.Severity? { Diagnostic.Severity(rawValue: rawValue) }
    }

    /// The least severity reported when neither the command line nor a configuration says.
    public static let defaultMinimumSeverity = Diagnostic.Severity.warning

    /// The configuration file, nil for the built-in defaults.
    public let file: String?
    /// The absolute folder that `ignore` patterns and `keywords` are relative to.
    public let folder: String
    /// Rule id → setting; rules not named keep their default severity.
    public let rules: [String: RuleSetting]
    /// The least severity reported for the pages of this configuration (`min-severity:`); nil when not set.
    public let minimumSeverity: Diagnostic.Severity?
    /// Patterns of paths to skip.
    public let ignore: [Glob]
    /// `run: timeout:`, in seconds: how long a step of these pages may run under `docrun run` (`--timeout` wins).
    public let runTimeout: Double?
    /// The keyword files given for its pages (`keywords:`, `--keywords`), merged; nil without one.
    public internal(set) var keywordFile: KeywordTable?
    /// The table its pages are read with: the keyword files given for them.
    public var keywords: KeywordTable { keywordFile ?? .empty }

    /// No configuration file: every rule at its default severity, nothing skipped.
    public static let defaults = CheckConfig(
        file: nil, folder: SystemPath.currentDirectory(), rules: [:], minimumSeverity: nil, ignore: [],
        runTimeout: nil, keywordFile: nil)

    /// This configuration with the keys of `file` (`--keywords`) added to its keyword file's, overriding theirs.
    func adding(keywordFile file: KeywordTable?) -> CheckConfig {
        var config = self
        if let file { config.keywordFile = keywordFile?.merging(file) ?? file }
        return config
    }

    /// The severity `rule` reports at: the configured one, else `finding`'s, else the rule's default; nil when off.
    public func severity(
        of rule: String, default ruleDefault: Diagnostic.Severity, finding: Diagnostic.Severity? = nil
    ) -> Diagnostic.Severity? {
        rules[rule].map(\.severity) ?? finding ?? ruleDefault
    }

    /// Whether the rule runs at all.
    public func isEnabled(_ rule: String) -> Bool {
        rules[rule] != .off
    }

    /// Whether `path` matches an `ignore` pattern.
    public func ignores(_ path: String) -> Bool {
        pattern(ignoring: path) != nil
    }

    /// The first `ignore` pattern that matches `path`, nil when none does.
    func pattern(ignoring path: String) -> Glob? {
        guard !ignore.isEmpty else { return nil }
        let relative = PathText.relative(PathText.absolute(path), to: folder)
        return ignore.first { $0.matches(relative) }
    }
}

/// A configuration file that cannot be used: a usage error (exit 64) naming the file and the line.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file.
    public let file: String
    /// Where in it.
    public let location: SourceLocation
    /// What is wrong, in the run's message language.
    public let message: String

    /// The error as a compiler writes one: `file:line:column: error: message`, on one line whatever the file's
    /// text the message quotes (a key written as a block scalar holds a line break, a quoted one any control).
    public var description: String {
        "\(SystemPath.visible(file)):\(location.line):\(location.column): error: \(VisibleText.line(message))"
    }
}

/// The pages a command line names, for `list` and `check` alike.
public enum PagePaths {
    /// `paths`, each page once, under the first spelling given, in the order given, from one `stat` a path.
    ///
    /// Two paths are one page when they name the same file (`SystemPath.status`'s device and inode: `p.md`, `./p.md`,
    /// `$PWD/p.md`, `../docs/p.md`, a symbolic or hard link to it), and a path that names nothing is one with another
    /// spelled the same but for `.` components and repeated slashes. `-` (standard input,
    /// `InputFile.standardInputName`) is one page of its own, read once: not `./-`, a file so named. A folder is
    /// replaced with the pages `folders` finds in it, unless it finds none.
    public static func eachOnce(
        _ paths: [String], folders: (String) -> [String] = { _ in [] }
    ) -> [String] {
        eachOnceByArgument(paths, folders: folders).map(\.path)
    }

    /// `eachOnce(_:folders:)`'s pages, each with the index in `paths` of the path that gave it: the first that names
    /// it, else the folder it was found in first.
    static func eachOnceByArgument(
        _ paths: [String], folders: (String) -> [String]
    ) -> [(path: String, argument: Int)] {
        var seen: [Page: (index: Int, named: Bool)] = [:]
        var found: [(path: String, argument: Int)] = []
        func add(_ path: String, argument: Int, given: Bool) {
            let status = path == InputFile.standardInputName ? nil : SystemPath.status(path)
            if given, status?.isFolder == true, case let pages = folders(path), !pages.isEmpty {
                for page in pages { add(page, argument: argument, given: false) }
                return
            }
            let page: Page =
                if path == InputFile.standardInputName { .standardInput } else if let status {
                    .file(device: status.device, inode: status.inode)
                } else {
                    .missing(PathText.withoutDotComponents(path))
                }
            if let earlier = seen[page] {
                if given, !earlier.named {
                    found[earlier.index].argument = argument
                    seen[page] = (earlier.index, true)
                }
                return
            }
            seen[page] = (found.count, given)
            found.append((path, argument))
        }
        for (argument, path) in paths.enumerated() { add(path, argument: argument, given: true) }
        return found
    }

    /// The page a path names: standard input, a file found, or the spelling of one that is not there.
    private enum Page: Hashable {
        case standardInput
        case file(device: UInt64, inode: UInt64)
        case missing(String)
    }
}

/// Path arithmetic without touching the file system (Foundation's standardising reads links), on bytes: Foundation's
/// `contains` and a split on characters cost some 25 k instructions a path.
enum PathText {
    /// `path` without its `.` components and repeated slashes (`./a//b.md` → `a/b.md`); `..` is kept, as a link may
    /// stand before it.
    static func withoutDotComponents(_ path: String) -> String {
        guard ByteSearch.contains(path, "./") || ByteSearch.contains(path, "//") || ByteSearch.hasSuffix(path, "/.")
        else { return path }
        let parts = components(path).filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `path` made absolute against `folder` (the working directory), `.` and `..` components resolved.
    static func absolute(_ path: String, in folder: String = SystemPath.currentDirectory()) -> String {
        // An absolute path with no `.` or `..` component, no empty one and no slash at its end is already so: every
        // page of a run is asked about, and the split and join cost some 18 k instructions a path.
        if path.hasPrefix("/"), !path.hasSuffix("/"), !ByteSearch.contains(path, "/."),
            !ByteSearch.contains(path, "//")
        {
            return path
        }
        let full = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in components(full) where part != "." {
            if part != ".." { parts.append(part) } else if !parts.isEmpty { parts.removeLast() }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The names between the slashes of `path`.
    private static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
    }

    /// `path` relative to `folder` (both absolute); `path` itself when it is not below `folder`.
    static func relative(_ path: String, to folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// `path` as CI places it in a repository: relative to the absolute `folder` (the working directory, the
    /// repository's root in a workflow), without `.` components and with `..` resolved (`./docs/a/../b.md` is
    /// `docs/b.md`, as GitHub matches no annotation to `./docs/b.md`); absolute when it is not below `folder`.
    ///
    /// `root`, when given, is the folder paths are relative to instead (`reportRoot`: a workflow's workspace), relative
    /// paths still read from `folder`.
    static func reported(_ path: String, from folder: String, root: String? = nil) -> String {
        relative(absolute(path, in: folder), to: root ?? folder)
    }

    /// The folder the `github` and `sarif` reports' paths are relative to: the repository's root in a GitHub workflow
    /// (`GITHUB_WORKSPACE`, when it is an absolute path), where GitHub places annotations and code scanning's results
    /// whatever folder docrun ran in; else the working directory `folder`.
    static func reportRoot(workingDirectory folder: String, workspace: String?) -> String {
        guard let workspace, workspace.hasPrefix("/") else { return folder }
        return absolute(workspace)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
