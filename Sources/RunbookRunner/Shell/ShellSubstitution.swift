import ShellSyntax

/// Why a placeholder cannot be put into a command safely.
public enum SubstitutionError: Error, Sendable, Equatable {
    /// The placeholder sits where a variable does not expand (a quoted heredoc, a comment) or where bash would
    /// evaluate its value as code (arithmetic); `renderLiteral` may still fill it in.
    case unsupportedContext(name: String)
    /// `renderLiteral` was given a value that would change the command's structure there: a newline in a
    /// heredoc or a comment, the heredoc's delimiter, or a non-number where bash evaluates arithmetic.
    case unsafeLiteral(name: String)
}

/// Puts values into commands so that a value never reaches the shell as code.
///
/// Placeholders are found and placed in context by `ShellScript`; substitution happens before bash sees the
/// command, always (`--name <app_name>` left as is would be two redirections).
public enum ShellSubstitution {
    /// The command `script` with each placeholder whose `variable(name)` is non-nil replaced by a reference to that
    /// shell variable, quoted for its context: bare `"${V}"`, in `"…"` `${V}`, in `'…'` `'"${V}"'`, in an expanding
    /// heredoc `${V}`; inside `$(…)` and backticks by the context inside them.
    ///
    /// Throws `unsupportedContext` for a placeholder in a quoted heredoc, a comment or arithmetic.
    public static func render(_ script: ShellScript, variable: (String) -> String?) throws(SubstitutionError)
        -> String
    {
        try replace(script) { occurrence throws(SubstitutionError) in
            guard let name = variable(occurrence.name) else { return nil }
            guard !occurrence.context.isArithmetic else { throw .unsupportedContext(name: occurrence.name) }
            switch occurrence.context.quoting {
            case .unquoted, .quote, .escaped: return "\"${\(name)}\""
            case .doubleQuoted, .hereDocument: return "${\(name)}"
            case .singleQuoted: return "'\"${\(name)}\"'"
            case .ansiQuoted: return "'\"${\(name)}\"$'"
            case .quotedHereDocument, .comment: throw .unsupportedContext(name: occurrence.name)
            }
        }
    }

    /// The command `script` with each placeholder whose `value(name)` is non-nil replaced by the value itself,
    /// written as data for its context (`ShellQuoting.literal`), including in a quoted heredoc or a comment, where
    /// the text is taken as it is.
    ///
    /// Throws `unsafeLiteral` for a value with a newline in a heredoc or a comment, a value containing the
    /// heredoc's delimiter, and anything but an integer where bash evaluates arithmetic.
    public static func renderLiteral(_ script: ShellScript, value: (String) -> String?) throws(SubstitutionError)
        -> String
    {
        try replace(script) { occurrence throws(SubstitutionError) in
            guard let text = value(occurrence.name) else { return nil }
            do {
                return try ShellQuoting.literal(text, in: [occurrence.context])
            } catch {
                throw .unsafeLiteral(name: occurrence.name)
            }
        }
    }

    /// The text of `script` with each placeholder replaced by `replacement(occurrence)`, or left alone when it is
    /// nil.
    private static func replace(
        _ script: ShellScript, _ replacement: (PlaceholderOccurrence) throws(SubstitutionError) -> String?
    ) throws(SubstitutionError) -> String {
        var out: [UInt8] = []
        var last = 0
        for occurrence in script.placeholders {
            guard let text = try replacement(occurrence) else { continue }
            out += script.bytes[last..<occurrence.offset]
            out += Array(text.utf8)
            last = occurrence.offset + occurrence.length
        }
        out += script.bytes[last...]
        return String(decoding: out, as: UTF8.self)
    }
}
