import RunbookKit

/// Every bash command of a set of pages, in page order, with its page and the snippet bash is given: what
/// `command-syntax` and `shellcheck` hand to bash (and shellcheck) all at once.
struct BashCommands {
    /// Each command's page and command.
    let owners: [(page: CheckedPage, command: Command)]
    /// Each command's snippet (`PageCommand.snippet`), at the same index.
    let snippets: [String]
    /// Whether each snippet is plain (`PageCommand.isPlain`): bash accepts it without being asked.
    let plain: [Bool]

    /// Gathers the bash commands of `pages`.
    init(_ pages: [CheckedPage]) {
        var owners: [(page: CheckedPage, command: Command)] = []
        var snippets: [String] = []
        var plain: [Bool] = []
        for page in pages {
            for command in page.commands {
                guard let snippet = command.snippet else { continue }
                owners.append((page, command.command))
                snippets.append(snippet)
                plain.append(command.isPlain)
            }
        }
        self.owners = owners
        self.snippets = snippets
        self.plain = plain
    }

    /// What bash says of each snippet, nil for those it accepts; nil when bash cannot be used here.
    ///
    /// The snippets that are not plain are parsed at once, cut among the run's threads.
    func problems(threads: Int) -> [BashSyntaxProblem?]? {
        let asked = snippets.indices.filter { !plain[$0] }
        guard let answers = BashCheckerPool.shared.check(asked.map { snippets[$0] }, parts: threads) else { return nil }
        var problems = [BashSyntaxProblem?](repeating: nil, count: snippets.count)
        for (index, answer) in zip(asked, answers) { problems[index] = answer }
        return problems
    }
}
