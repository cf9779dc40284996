/// Where a placeholder sits in shell code, which decides how a value can be put there safely.
public enum ShellContext: Sendable, Equatable, Hashable {
    /// Outside quotes: `cmd <x>`, `--name=<x>`, `https://h/<x>`.
    case bare
    /// Inside `"…"` (or a double-quoted `${…}` word).
    case doubleQuoted
    /// Inside `'…'` or `$'…'`.
    case singleQuoted
    /// In a heredoc's body; `expanding` is false for `<<'EOF'`, `<<"EOF"` and `<<\EOF`, where nothing expands.
    case heredoc(expanding: Bool)
    /// In a `#` comment.
    case comment
    /// Inside `$((…))`, where bash evaluates a value as an expression (`a[$(cmd)]` runs `cmd`).
    case arithmetic
}

/// One `<name>` placeholder in shell code.
public struct PlaceholderOccurrence: Sendable, Equatable {
    /// The name, without `<>`.
    public let name: String
    /// The 1-based line within the command.
    public let line: Int
    /// The 1-based column of `<`, in Unicode scalars.
    public let column: Int
    /// The UTF-8 offset of `<` in the command.
    public let offset: Int
    /// The shell context of the placeholder.
    public let context: ShellContext
    /// Whether the placeholder sits inside `$'…'`, where a value is read with backslash escapes.
    public let inANSIQuotes: Bool
    /// The delimiter of the heredoc whose body holds the placeholder (a value must not end the body early).
    public let heredocDelimiter: String?
    /// How many backquote substitutions enclose the placeholder; bash removes one level of `\\` before `$`,
    /// backquote and `\\` in each.
    public let backquoteDepth: Int

    /// Creates an occurrence.
    public init(
        name: String, line: Int, column: Int, offset: Int, context: ShellContext, inANSIQuotes: Bool = false,
        heredocDelimiter: String? = nil, backquoteDepth: Int = 0
    ) {
        self.name = name
        self.line = line
        self.column = column
        self.offset = offset
        self.context = context
        self.inANSIQuotes = inANSIQuotes
        self.heredocDelimiter = heredocDelimiter
        self.backquoteDepth = backquoteDepth
    }

    /// The UTF-8 length of `<name>`.
    public var length: Int { name.utf8.count + 2 }
}
