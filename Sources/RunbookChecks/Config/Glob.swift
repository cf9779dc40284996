/// A path pattern of a configuration's `ignore:` list, matched against paths relative to the configuration's
/// folder.
///
/// `*` matches any characters but `/`, `?` one character but `/`, `**` any characters including `/` (so
/// `drafts/**/*.md` and `**/old-*.md` work). A pattern without `/` matches any one component of the path
/// (`drafts` skips every folder called drafts; `*.fr.md` skips such files anywhere); a pattern with `/` is
/// anchored at the configuration's folder, and a pattern that matches a folder skips everything below it.
public struct Glob: Sendable, Equatable {
    /// The pattern as written.
    public let pattern: String
    private let bytes: [UInt8]
    private let anchored: Bool

    /// Creates a glob; a leading `./` or `/` and a trailing `/` are ignored.
    public init(_ pattern: String) {
        self.pattern = pattern
        var body = Substring(pattern)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasPrefix("/") { body = body.dropFirst() }
        while body.hasSuffix("/") { body = body.dropLast() }
        bytes = Array(body.utf8)
        anchored = body.contains("/")
    }

    /// Whether the pattern matches `path`, given relative to the configuration's folder with `/` separators.
    public func matches(_ path: String) -> Bool {
        guard !bytes.isEmpty else { return false }
        let components = path.split(separator: "/").filter { $0 != "." }
        if !anchored {
            return components.contains { Self.match(bytes[...], Array($0.utf8)[...]) }
        }
        // A match of the whole path or of any leading folders of it.
        var prefix: [UInt8] = []
        for (index, component) in components.enumerated() {
            if index > 0 { prefix.append(UInt8(ascii: "/")) }
            prefix.append(contentsOf: component.utf8)
            if Self.match(bytes[...], prefix[...]) { return true }
        }
        return false
    }

    private static let star = UInt8(ascii: "*")
    private static let slash = UInt8(ascii: "/")

    /// Matches by backtracking; patterns are short, so the worst case stays small.
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == star {
            let isDouble = pattern.count > 1 && pattern[pattern.startIndex + 1] == star
            let rest = pattern.dropFirst(isDouble ? 2 : 1)
            // `**/` also matches no folder at all.
            if isDouble, rest.first == slash, match(rest.dropFirst(), text) { return true }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, isDouble || text[index] != slash else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == UInt8(ascii: "?") ? character == slash : first != character { return false }
        return match(pattern.dropFirst(), text.dropFirst())
    }
}
