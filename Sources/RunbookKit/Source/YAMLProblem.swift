import MarkdownTree
import Yams

/// Why a YAML text is not valid, in libyaml's words (English), and where; the same for front matter, `.docrun.yml`,
/// keyword files and values files.
///
/// It never quotes the text: a values file may hold secrets, and a line may be megabytes long.
public struct YAMLProblem: Error, Sendable, Equatable {
    /// libyaml's problem, then what it was reading and where, when it says: "did not find expected ',' or ']' (while
    /// parsing a flow sequence at line 1, column 4)".
    public let words: String
    /// Where libyaml found the problem or, when that is the end of the text, where what it could not finish (a quote,
    /// a bracket, `YAMLFlow.opener`) opens: 1-based.
    public let line: Int
    /// The column of `line`, 1-based, in Unicode scalars.
    public let column: Int

    /// `error`, thrown by Yams reading `yaml`; each line `lineShift` lines further down (front matter starts on its
    /// page's second line).
    public init(_ error: any Error, in yaml: String, lineShift: Int = 0) {
        func at(_ mark: Mark) -> (Int, Int) { (mark.line + lineShift, mark.column) }
        var position: (line: Int, column: Int)
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _)?, .parser(let context, let problem, let mark, _)?,
            .composer(let context, let problem, let mark, _)?:
            // The last line's scalars: a `String` takes CR LF for one character, which is no `"\n"`.
            let scalars = yaml.unicodeScalars
            let lastLine = scalars[(scalars.lastIndex(of: "\n").map(scalars.index(after:)) ?? scalars.startIndex)...]
            let end = (ByteSearch.newlineCount(yaml) + 1, lastLine.count + 1)
            position = at(mark)
            if (mark.line, mark.column) >= end, let context {
                // "while parsing a flow node" at the end too (`title: [`): the `[` or `{` left open.
                position = at(context.mark)
                if (context.mark.line, context.mark.column) >= end, let opener = YAMLFlow.opener(in: yaml) {
                    position = (opener.line + lineShift, opener.column)
                }
            }
            words =
                problem
                + (context.map { " (\($0.text) at line \($0.mark.line + lineShift), column \($0.mark.column))" } ?? "")
        case .duplicatedKeysInMapping(let duplicates, let context)?:
            // Yams marks a key's first occurrence; the writer added, and edits, the one after it.
            position = at(context.mark)
            if let key = duplicates.first,
                let again = YAMLKeys.repeated(
                    key, first: SourceLocation(line: context.mark.line, column: context.mark.column), in: yaml)
            {
                position = (again.line + lineShift, again.column)
            }
            words =
                (duplicates.count == 1 ? "duplicated key: " : "duplicated keys: ")
                + duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
        case .reader(let problem, let offset?, _, _)?:
            // Yams counts the offset in characters.
            let before = yaml.prefix(offset)
            let scalars = before.unicodeScalars
            let lineStart = scalars.lastIndex(of: "\n").map(scalars.index(after:)) ?? scalars.startIndex
            position = (ByteSearch.newlineCount(before) + 1 + lineShift, scalars[lineStart...].count + 1)
            words = problem
        default:
            position = (1 + lineShift, 1)
            words = String("\(error)".prefix { $0 != "\n" })
        }
        (line, column) = position
    }
}
