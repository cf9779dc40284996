/// A path pattern of a configuration's `ignore:` list, matched against paths relative to the configuration's folder.
///
/// `*` matches any characters but `/`, `?` one character but `/`, `**` any characters including `/`. A pattern
/// without `/` matches any one component of the path (`drafts`, `*.fr.md` anywhere); one with `/` is anchored at the
/// configuration's folder, and one that matches a folder skips everything below it.
///
/// A pattern is matched in one pass over the path per part of the pattern, so that no pattern, however many `*` it
/// holds, costs more than its length times the path's (a regular expression backtracked for minutes on `*a*a*…*b`).
public struct Glob: Sendable, Equatable {
    /// The pattern as written.
    public let pattern: String
    private let anchored: Bool
    /// The pattern's parts; empty for an empty pattern, which matches nothing.
    private let parts: [Part]

    /// A part of a pattern, matched against the path's Unicode scalars.
    private enum Part: Equatable {
        /// This character.
        case literal(Unicode.Scalar)
        /// `?`: one character but `/`.
        case one
        /// `*`: any characters but `/`.
        case star
        /// `**`: any characters.
        case any
        /// `**/`: no folder, or any folders (characters ending with a `/`).
        case folders
    }

    /// Creates a glob; a leading `./` or `/` and a trailing `/` are ignored.
    public init(_ pattern: String) {
        self.pattern = pattern
        var body = Substring(pattern)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        body = body.drop { $0 == "/" }
        anchored = body.contains("/")
        var scalars = body.unicodeScalars[...]
        var parts: [Part] = []
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "*" where scalars.starts(with: "*/".unicodeScalars):
                scalars = scalars.dropFirst(2)
                parts.append(.folders)
            case "*" where scalars.first == "*":
                scalars = scalars.dropFirst()
                parts.append(.any)
            case "*": parts.append(.star)
            case "?": parts.append(.one)
            default: parts.append(.literal(scalar))
            }
        }
        self.parts = parts
    }

    /// Whether the pattern matches `path`, given relative to the configuration's folder with `/` separators.
    public func matches(_ path: String) -> Bool {
        guard !parts.isEmpty else { return false }
        let components = path.split(separator: "/").filter { $0 != "." }
        guard anchored else { return components.contains { ends(Array($0.unicodeScalars)).last == true } }
        // Anchored, the pattern may match the whole path or any leading folders of it.
        let text = Array(components.joined(separator: "/").unicodeScalars)
        let matched = ends(text)
        return matched.indices.contains { matched[$0] && ($0 == text.count || text[$0] == "/") }
    }

    /// For each end `j` of `text` (0 through its length), whether the pattern matches `text[..<j]`.
    private func ends(_ text: [Unicode.Scalar]) -> [Bool] {
        var reached = [true] + Array(repeating: false, count: text.count)
        for part in parts {
            var next = Array(repeating: false, count: text.count + 1)
            // Whether some earlier end was reached, for the parts that take any characters.
            var seen = false
            for end in 0...text.count {
                let previous = end > 0 ? text[end - 1] : nil
                switch part {
                case .literal(let scalar): next[end] = end > 0 && reached[end - 1] && previous == scalar
                case .one: next[end] = end > 0 && reached[end - 1] && previous != "/"
                case .star: next[end] = reached[end] || (end > 0 && next[end - 1] && previous != "/")
                case .any:
                    seen = seen || reached[end]
                    next[end] = seen
                case .folders:
                    next[end] = reached[end] || (seen && previous == "/")
                    seen = seen || reached[end]
                }
            }
            reached = next
        }
        return reached
    }
}
