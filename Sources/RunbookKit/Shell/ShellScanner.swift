/// Reads what a command says about placeholders and shell variables, with a small bash lexer
/// (`ShellLexer`) that knows quotes, escapes, `$(…)`, backticks, `${…}`, comments and heredocs.
public enum ShellScanner {
    /// Every `<name>` placeholder in `command`, in order, with its shell context.
    ///
    /// What counts as a placeholder follows `PlaceholderScanner` (`<<x>` and `<x y>` are not placeholders).
    public static func placeholders(in command: String) -> [PlaceholderOccurrence] {
        PlaceholderScanner.occurrences(in: command).map {
            PlaceholderOccurrence(name: $0.name, line: $0.line, column: $0.column, offset: $0.offset, context: .bare)
        }
    }

    /// The names of the shell variables `command` sets, in order of first appearance.
    public static func assignments(in command: String) -> [String] {
        var names: [String] = []
        for line in command.split(separator: "\n") {
            var word = line.trimmingSpaces
            if word.hasPrefix("export ") { word = word.dropFirst(7).trimmingSpaces }
            if let eq = word.firstIndex(of: "="), AttributeList.isName(word[..<eq]) {
                let name = String(word[..<eq])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The names of the shell variables `command` expands, in order of first appearance.
    public static func expansions(in command: String) -> [String] {
        var names: [String] = []
        var chars = Array(command)
        var inSingle = false
        var i = 0
        chars.append(" ")
        while i < chars.count - 1 {
            let c = chars[i]
            if c == "'" { inSingle.toggle() }
            if !inSingle, c == "$" {
                var j = i + 1
                if chars[j] == "{" { j += 1 }
                var name = ""
                while j < chars.count, chars[j].isLetter || chars[j] == "_" || (chars[j].isNumber && !name.isEmpty) {
                    name.append(chars[j])
                    j += 1
                }
                if !name.isEmpty, !names.contains(name) { names.append(name) }
                i = j
                continue
            }
            i += 1
        }
        return names
    }
}
