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
    /// a bracket) opens: 1-based.
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
            let lastLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            let end = (ByteSearch.newlineCount(yaml) + 1, lastLine.unicodeScalars.count + 1)
            position = at(context.map { (mark.line, mark.column) >= end ? $0.mark : mark } ?? mark)
            words =
                problem
                + (context.map { " (\($0.text) at line \($0.mark.line + lineShift), column \($0.mark.column))" } ?? "")
        case .duplicatedKeysInMapping(let duplicates, let context)?:
            // Yams marks a key's first occurrence; the writer added, and edits, the one after it.
            position = at(context.mark)
            if let key = duplicates.first, let line = Self.line(repeating: key, after: context.mark, in: yaml) {
                position.line = line + lineShift
            }
            words =
                (duplicates.count == 1 ? "duplicated key: " : "duplicated keys: ")
                + duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
        case .reader(let problem, let offset?, _, _)?:
            // Yams counts the offset in characters.
            let before = yaml.prefix(offset)
            let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
            position = (
                ByteSearch.newlineCount(before) + 1 + lineShift,
                before[lineStart...].unicodeScalars.count + 1
            )
            words = problem
        default:
            position = (1 + lineShift, 1)
            words = String("\(error)".prefix { $0 != "\n" })
        }
        (line, column) = position
    }

    /// The line after `mark`'s where a block mapping's key `key`, written at `mark`, is written again at the same
    /// column, if one is before the mapping ends (a line less indented).
    private static func line(repeating key: String, after mark: Mark, in yaml: String) -> Int? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for number in mark.line..<lines.count {
            let text = lines[number].unicodeScalars
            let indent = text.prefix { $0 == " " }.count
            let rest = Substring(text.dropFirst(indent))
            if rest.isEmpty || rest.hasPrefix("#") { continue }
            guard indent >= mark.column - 1 else { return nil }
            var written = rest.prefix { $0 != ":" }
            while written.last == " " { written.removeLast() }
            if indent == mark.column - 1, [key, "'\(key)'", "\"\(key)\""].contains(String(written)) {
                return number + 1
            }
        }
        return nil
    }
}
