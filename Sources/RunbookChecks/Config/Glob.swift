/// A path pattern of a configuration's `ignore:` list, matched against paths relative to the configuration's folder.
///
/// `*` matches any characters but `/`, `?` one character but `/`, `**` any characters including `/`. A pattern
/// without `/` matches any one component of the path (`drafts`, `*.fr.md` anywhere); one with `/` is anchored at the
/// configuration's folder, and one that matches a folder skips everything below it.
///
/// Unchecked `Sendable`: a `Regex` is never changed once made, but is not declared `Sendable`.
public struct Glob: @unchecked Sendable, Equatable {
    /// The pattern as written.
    public let pattern: String
    private let anchored: Bool
    /// The pattern as a regular expression; nil for an empty pattern, which matches nothing.
    private let regex: Regex<AnyRegexOutput>?

    /// Creates a glob; a leading `./` or `/` and a trailing `/` are ignored.
    public init(_ pattern: String) {
        self.pattern = pattern
        var body = Substring(pattern)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        body = body.drop { $0 == "/" }
        anchored = body.contains("/")
        var source = ""
        while let character = body.popFirst() {
            switch character {
            // `**/` also matches no folder at all.
            case "*" where body.hasPrefix("*/"):
                body = body.dropFirst(2)
                source += "(?:.*/)?"
            case "*" where body.hasPrefix("*"):
                body = body.dropFirst()
                source += ".*"
            case "*": source += "[^/]*"
            case "?": source += "[^/]"
            case _ where character.isASCII && !character.isLetter && !character.isNumber: source += "\\\(character)"
            default: source.append(character)
            }
        }
        // Anchored, the pattern may match the whole path or any leading folders of it.
        let regex = try? Regex(anchored ? source + "(?:/.*)?" : source)
        self.regex = source.isEmpty ? nil : regex?.dotMatchesNewlines().matchingSemantics(.unicodeScalar)
    }

    /// Whether the pattern matches `path`, given relative to the configuration's folder with `/` separators.
    public func matches(_ path: String) -> Bool {
        guard let regex else { return false }
        let components = path.split(separator: "/").filter { $0 != "." }
        let candidates = anchored ? [components.joined(separator: "/")[...]] : components
        return candidates.contains { (try? regex.wholeMatch(in: $0)) != nil }
    }

    /// Whether two globs were written with the same pattern.
    public static func == (lhs: Glob, rhs: Glob) -> Bool {
        lhs.pattern == rhs.pattern
    }
}
