import Foundation
import MarkdownTree
import RunbookKit

/// A `.docrun.yml` file: rule severities, the least severity reported, paths to skip and extra keywords for
/// `docrun check`, and the pages' default time limit per step for `docrun run`.
///
/// ```yaml
/// rules:
///   anchor-broken: error
///   placeholder-unused: off
/// min-severity: notice
/// ignore:
///   - drafts
///   - "**/old-*.md"
/// keywords: keywords.yml
/// run:
///   timeout: 10m
/// ```
public struct CheckConfig: Sendable, Equatable {
    /// What a configuration says about one rule.
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
        case off, notice, warning, error

        /// Reads a setting as written; `info`, the former name of `notice`, is read as `notice`.
        public init?(written: String) {
            self.init(rawValue: written == "info" ? "notice" : written)
        }

        /// The severity, or nil for `off`.
        public var severity: Diagnostic.Severity? {
            switch self {
            case .off: nil
            case .notice: .notice
            case .warning: .warning
            case .error: .error
            }
        }
    }

    /// The severity below which nothing is reported when neither the command line nor a configuration says.
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
    /// The keyword file, as an absolute path, if any.
    public let keywordsFile: String?
    /// `run: timeout:`, in seconds: how long a step of these pages may run under `docrun run` (`--timeout` wins).
    public let runTimeout: Double?

    /// Creates a configuration.
    public init(
        file: String?, folder: String, rules: [String: RuleSetting], minimumSeverity: Diagnostic.Severity? = nil,
        ignore: [Glob], keywordsFile: String?, runTimeout: Double? = nil
    ) {
        self.file = file
        self.folder = folder
        self.rules = rules
        self.minimumSeverity = minimumSeverity
        self.ignore = ignore
        self.keywordsFile = keywordsFile
        self.runTimeout = runTimeout
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
        if isNormalAbsolute(path) { return path }
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

    /// Whether `path` is absolute with no empty, `.` or `..` component and no trailing `/`: already what
    /// `absolute` makes of it (most paths given to `docrun check` by a script or `find`).
    private static func isNormalAbsolute(_ path: String) -> Bool {
        // Read from the path's buffer: stepping a slice of its UTF-8 view cost a call a byte, for every page.
        var path = path
        return path.withUTF8(isNormalAbsolute)
    }

    private static func isNormalAbsolute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard bytes.first == slash, bytes.count > 1, bytes.last != slash else { return false }
        var componentLength = 0
        var dots = 0
        // Indexed from 1, not iterated as `dropFirst()`: the slice's iterator cost tens of instructions a byte.
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash {
                if componentLength == 0 || dots == componentLength { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == dot { dots += 1 }
            }
            index += 1
        }
        // A component of dots only: `.` and `..` are resolved by `absolute`; `...` is a name, but rare enough to
        // leave to it.
        return dots != componentLength
    }

    /// `path` relative to `folder` (both absolute); `path` itself when it is not below `folder`.
    static func relative(_ path: String, to folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The folder part of an absolute path.
    static func folder(of path: String) -> String {
        // The last slash byte is the last slash Character unless a scalar above ASCII is next to it (a combining
        // mark after it joins it into another Character): only then is the path walked a Character at a time.
        // Checking the whole path for ASCII first, then searching its UTF-8 view, cost a third of the planning.
        var path = path
        let slash = path.withUTF8 { bytes -> Int? in
            var index = bytes.count - 1
            while index >= 0, bytes[index] != UInt8(ascii: "/") { index -= 1 }
            guard index >= 0 else { return nil }
            let before = index == 0 ? 0 : bytes[index - 1]
            let after = index + 1 == bytes.count ? 0 : bytes[index + 1]
            return before < 0x80 && after < 0x80 ? index : -1
        }
        let found: String.Index?
        switch slash {
        case nil: found = nil
        case let offset? where offset >= 0: found = path.utf8.index(path.startIndex, offsetBy: offset)
        default: found = path.lastIndex(of: "/")
        }
        guard let found else { return "." }
        return found == path.startIndex ? "/" : String(path[..<found])
    }
}
