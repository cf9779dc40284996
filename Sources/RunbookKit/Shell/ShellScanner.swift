/// Reads what a command says about placeholders and shell variables, with a small bash lexer
/// (`ShellLexer`) that knows quotes, escapes, `$(…)`, backticks, `${…}`, comments and heredocs.
public enum ShellScanner {
    /// Every `<name>` placeholder in `command`, in order, with its shell context.
    ///
    /// What counts as a placeholder follows `PlaceholderScanner` (`<<x>` and `<x y>` are not placeholders); the
    /// lexer only adds where each one sits.
    public static func placeholders(in command: String) -> [PlaceholderOccurrence] {
        guard command.utf8.contains(UInt8(ascii: "<")) else { return [] }
        return lex(command).placeholders
    }

    /// The names of the shell variables `command` sets, in order of first appearance: `X=…` (also before a
    /// command: `X=… cmd`), `export X=…`, `declare`/`local`/`readonly`/`typeset X=…`, `read X`, `for X in`,
    /// inside `$(…)` too; not `X==…`.
    public static func assignments(in command: String) -> [String] {
        lex(command).assignments.names
    }

    /// The names of the shell variables `command` expands, in order of first appearance: `$X`, `${X}`,
    /// `${X:-…}`, `${#X}`; not in single quotes, comments or quoted heredocs, not `\$X`, not `$1 $? $@ $#`.
    public static func expansions(in command: String) -> [String] {
        lex(command).expansions.names
    }

    /// The command names of `command`, in order of first appearance, as written (quotes included): the first word
    /// of each simple command past its assignments and reserved words (`if`, `then`, `!`…), inside `$(…)` and
    /// backquotes too, and the command a wrapper (`sudo`, `env`, `exec`, `nohup`, `command`, `xargs`) starts.
    /// Builtins are not told apart from programs.
    public static func commandNames(in command: String) -> [String] {
        lex(command).commands.names
    }

    /// `placeholders(in:)`, `assignments(in:)` and `expansions(in:)` of `command` from one pass of the lexer.
    static func facts(
        of command: String
    ) -> (placeholders: [PlaceholderOccurrence], assignments: [String], expansions: [String]) {
        let lexer = lex(command)
        return (lexer.placeholders, lexer.assignments.names, lexer.expansions.names)
    }

    private static func lex(_ command: String) -> ShellLexer {
        var lexer = ShellLexer(command)
        lexer.run()
        return lexer
    }
}
