import RunbookKit

/// Every bash command of a set of pages, in page order, with its page, the snippet bash is given and bash's answer:
/// what `command-syntax` and `shellcheck` hand to bash (and shellcheck) all at once, found once for both
/// (`PageSet.bashCommands`).
struct BashCommands {
    let owners: [(page: CheckedPage, command: Command)]
    /// Each command's snippet (`PageCommand.snippet`), at the same index.
    let snippets: [String]
    /// What bash says of each snippet, nil for those it accepts; nil when bash cannot be used here.
    let problems: [BashSyntaxProblem?]?

    /// Gathers the bash commands of `pages` and asks bash about those that are not plain (`PageCommand.isPlain`:
    /// bash accepts them without being asked), cut among `threads` parsers.
    init(_ pages: [CheckedPage], threads: Int) {
        var owners: [(page: CheckedPage, command: Command)] = []
        var snippets: [String] = []
        var asked: [Int] = []
        for page in pages {
            for command in page.commands {
                guard let snippet = command.snippet else { continue }
                if !command.isPlain { asked.append(snippets.count) }
                owners.append((page, command.command))
                snippets.append(snippet)
            }
        }
        self.owners = owners
        self.snippets = snippets
        problems = BashSyntaxChecker.check(asked.map { snippets[$0] }, parts: threads).map { answers in
            var problems = [BashSyntaxProblem?](repeating: nil, count: snippets.count)
            for (index, answer) in zip(asked, answers) { problems[index] = answer }
            return problems
        }
    }
}
