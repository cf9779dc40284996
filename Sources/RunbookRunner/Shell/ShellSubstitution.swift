import RunbookKit

/// Why a placeholder cannot be replaced by a reference to a shell variable.
public enum SubstitutionError: Error, Sendable, Equatable {
    /// The placeholder sits where nothing expands: a quoted heredoc (`<<'EOF'`) or a comment.
    case unsupportedContext(name: String)
    /// `renderLiteral` was given a value with a newline for a place where it would end the line.
    case valueContainsNewline(name: String)
}

/// Puts values into commands so that a value never reaches the shell as code.
public enum ShellSubstitution {
    /// `command` with each placeholder whose `variable(name)` is non-nil replaced by a reference to that shell
    /// variable, quoted for its context: bare `"${V}"`, in `"…"` `${V}`, in `'…'` `'"${V}"'`, in an expanding
    /// heredoc `${V}`; inside `$(…)` and backticks by the context inside them.
    ///
    /// Throws `unsupportedContext` for a placeholder in a quoted heredoc or a comment (see `renderLiteral`).
    public static func render(_ command: String, variable: (String) -> String?) throws(SubstitutionError) -> String {
        replace(command) { name in variable(name).map { "\"${\($0)}\"" } }
    }

    /// `command` with each placeholder whose `value(name)` is non-nil replaced by the value itself, quoted for
    /// its context, including in a quoted heredoc or a comment, where the text is taken literally.
    ///
    /// Throws `valueContainsNewline` when a value with a newline would go into a heredoc or a comment.
    public static func renderLiteral(_ command: String, value: (String) -> String?) throws(SubstitutionError) -> String {
        command
    }

    /// `command` with each placeholder whose `text(name)` is non-nil replaced by that text, for showing only.
    public static func display(_ command: String, text: (String) -> String?) -> String {
        replace(command, text)
    }

    static func replace(_ command: String, _ text: (String) -> String?) -> String {
        var out = ""
        var last = command.utf8.startIndex
        for occurrence in PlaceholderScanner.occurrences(in: command) {
            let start = command.utf8.index(command.utf8.startIndex, offsetBy: occurrence.offset)
            let end = command.utf8.index(start, offsetBy: occurrence.name.utf8.count + 2)
            out += command[last..<start]
            out += text(occurrence.name) ?? String(command[start..<end])
            last = end
        }
        return out + command[last...]
    }
}
