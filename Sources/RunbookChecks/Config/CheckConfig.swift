import Foundation
import MarkdownTree
import RunbookKit

/// A `.docrun.yml` file: rule severities, paths to skip and extra keywords.
///
/// ```yaml
/// rules:
///   anchor-broken: error
///   placeholder-unused: off
/// ignore:
///   - drafts
///   - "**/old-*.md"
/// keywords: keywords.yml
/// ```
public struct CheckConfig: Sendable, Equatable {
    /// What a configuration says about one rule.
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
        case off, info, warning, error

        /// The severity, or nil for `off`.
        public var severity: Diagnostic.Severity? {
            switch self {
            case .off: nil
            case .info: .info
            case .warning: .warning
            case .error: .error
            }
        }
    }

    /// The configuration file, nil for the built-in defaults.
    public let file: String?
    /// The absolute folder that `ignore` patterns and `keywords` are relative to.
    public let folder: String
    /// Rule id → setting; rules not named keep their default severity.
    public let rules: [String: RuleSetting]
    /// Patterns of paths to skip.
    public let ignore: [Glob]
    /// The keyword file, as an absolute path, if any.
    public let keywordsFile: String?

    /// Creates a configuration.
    public init(file: String?, folder: String, rules: [String: RuleSetting], ignore: [Glob], keywordsFile: String?) {
        self.file = file
        self.folder = folder
        self.rules = rules
        self.ignore = ignore
        self.keywordsFile = keywordsFile
    }

    /// No configuration file: every rule at its default severity, nothing skipped.
    public static let defaults = CheckConfig(
        file: nil, folder: FileManager.default.currentDirectoryPath, rules: [:], ignore: [], keywordsFile: nil)

    /// The severity `rule` reports at: the configured one, else `finding`'s own, else the rule's default; nil
    /// when the rule is off.
    public func severity(
        of rule: String, default ruleDefault: Diagnostic.Severity, finding: Diagnostic.Severity? = nil
    ) -> Diagnostic.Severity? {
        guard let setting = rules[rule] else { return finding ?? ruleDefault }
        return setting.severity
    }

    /// Whether the rule runs at all.
    public func isEnabled(_ rule: String) -> Bool {
        rules[rule] != .off
    }

    /// Whether `path` matches an `ignore` pattern.
    public func ignores(_ path: String) -> Bool {
        guard !ignore.isEmpty else { return false }
        let relative = PathText.relative(PathText.absolute(path), to: folder)
        return ignore.contains { $0.matches(relative) }
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

    /// Creates an error.
    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
}

/// Path arithmetic without touching the file system.
enum PathText {
    /// `path` made absolute against the working directory, `.` and `..` components resolved.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `folder` (both absolute); `path` itself when it is not below `folder`.
    static func relative(_ path: String, to folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The folder part of an absolute path.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
