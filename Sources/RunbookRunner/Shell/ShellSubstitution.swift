import RunbookKit

/// Why a placeholder cannot be put into a command safely.
public enum SubstitutionError: Error, Sendable, Equatable {
    /// The placeholder sits where a variable does not expand (a quoted heredoc, a comment) or where bash would
    /// evaluate its value as code (`$((…))`); `renderLiteral` may still fill it in.
    case unsupportedContext(name: String)
    /// `renderLiteral` was given a value that would change the command's structure there: a newline in a
    /// heredoc or a comment, the heredoc's delimiter, or a non-number in `$((…))`.
    case unsafeLiteral(name: String)
}

/// Puts values into commands so that a value never reaches the shell as code.
///
/// Placeholders are found and placed in context by `ShellScanner`; substitution happens before bash sees the
/// command, always (`--name <app_name>` left as is would be two redirections).
public enum ShellSubstitution {
    /// `command` with each placeholder whose `variable(name)` is non-nil replaced by a reference to that shell
    /// variable, quoted for its context: bare `"${V}"`, in `"…"` `${V}`, in `'…'` `'"${V}"'`, in an expanding
    /// heredoc `${V}`; inside `$(…)` and backticks by the context inside them.
    ///
    /// Throws `unsupportedContext` for a placeholder in a quoted heredoc, a comment or `$((…))`.
    public static func render(_ command: String, variable: (String) -> String?) throws(SubstitutionError) -> String {
        try replace(command) { occurrence throws(SubstitutionError) in
            guard let name = variable(occurrence.name) else { return nil }
            switch occurrence.context {
            case .bare: return "\"${\(name)}\""
            case .doubleQuoted, .heredoc(expanding: true): return "${\(name)}"
            case .singleQuoted: return "'\"${\(name)}\"" + (occurrence.inANSIQuotes ? "$'" : "'")
            case .heredoc(expanding: false), .comment, .arithmetic:
                throw .unsupportedContext(name: occurrence.name)
            }
        }
    }

    /// `command` with each placeholder whose `value(name)` is non-nil replaced by the value itself, quoted for
    /// its context, including in a quoted heredoc or a comment, where the text is taken as it is.
    ///
    /// Throws `unsafeLiteral` for a value with a newline in a heredoc or a comment, a value containing the
    /// heredoc's delimiter, and anything but an integer in `$((…))`.
    public static func renderLiteral(_ command: String, value: (String) -> String?) throws(SubstitutionError)
        -> String
    {
        try replace(command) { occurrence throws(SubstitutionError) in
            guard let text = value(occurrence.name) else { return nil }
            var quoted = try literal(text, at: occurrence)
            for _ in 0..<occurrence.backquoteDepth { quoted = escaped(quoted, ["$", "`", "\\"]) }
            return quoted
        }
    }

    private static func literal(_ text: String, at occurrence: PlaceholderOccurrence) throws(SubstitutionError)
        -> String
    {
        let unsafe = SubstitutionError.unsafeLiteral(name: occurrence.name)
        if let delimiter = occurrence.heredocDelimiter, hasLineBreak(text) || text.contains(delimiter) {
            throw unsafe
        }
        switch occurrence.context {
        case .bare: return ShellQuoting.singleQuoted(text)
        case .doubleQuoted: return escaped(text, ["$", "`", "\"", "\\"])
        case .heredoc(expanding: true): return escaped(text, ["$", "`", "\\"])
        case .singleQuoted:
            return "'" + ShellQuoting.singleQuoted(text) + (occurrence.inANSIQuotes ? "$'" : "'")
        case .heredoc(expanding: false): return text
        case .comment:
            guard !hasLineBreak(text) else { throw unsafe }
            return text
        case .arithmetic:
            let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw unsafe }
            return text
        }
    }

    /// `command` with each placeholder whose `text(name)` is non-nil replaced by that text, for showing only.
    public static func display(_ command: String, text: (String) -> String?) -> String {
        let occurrences = PlaceholderScanner.occurrences(in: command)
        return splice(command, occurrences.map { ($0.offset, $0.name.utf8.count + 2, text($0.name)) })
    }

    private static func replace(
        _ command: String, _ replacement: (PlaceholderOccurrence) throws(SubstitutionError) -> String?
    ) throws(SubstitutionError) -> String {
        var edits: [(Int, Int, String?)] = []
        for occurrence in ShellScanner.placeholders(in: command) {
            edits.append((occurrence.offset, occurrence.length, try replacement(occurrence)))
        }
        return splice(command, edits)
    }

    /// `text` with each (offset, length) range replaced by its string, or left alone when it has none.
    private static func splice(_ text: String, _ edits: [(Int, Int, String?)]) -> String {
        guard edits.contains(where: { $0.2 != nil }) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16 * edits.count)
        var last = 0
        for (offset, length, replacement) in edits {
            guard let replacement else { continue }
            out += bytes[last..<offset]
            out += Array(replacement.utf8)
            last = offset + length
        }
        out += bytes[last...]
        return String(decoding: out, as: UTF8.self)
    }

    private static func hasLineBreak(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "\n")) || text.utf8.contains(UInt8(ascii: "\r"))
    }

    private static func escaped(_ text: String, _ special: Set<Character>) -> String {
        var out = ""
        for character in text {
            if special.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
