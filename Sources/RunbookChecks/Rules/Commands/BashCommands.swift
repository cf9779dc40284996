import RunbookKit

/// Every bash command of a set of pages, in page order, with its page and the snippet bash is given: what
/// `command-syntax` and `shellcheck` hand to bash (and shellcheck) all at once.
struct BashCommands {
    /// Each command's page and command.
    let owners: [(page: CheckedPage, command: Command)]
    /// Each command's snippet (`PageCommand.snippet`), at the same index.
    let snippets: [String]

    /// Gathers the bash commands of `pages`.
    init(_ pages: [CheckedPage]) {
        var owners: [(page: CheckedPage, command: Command)] = []
        var snippets: [String] = []
        for page in pages {
            for command in page.commands {
                guard let snippet = command.snippet else { continue }
                owners.append((page, command.command))
                snippets.append(snippet)
            }
        }
        self.owners = owners
        self.snippets = snippets
    }

    /// What bash says of each snippet, nil for those it accepts; the whole list is parsed at once, cut among the
    /// run's threads. Nil when bash cannot be used here.
    func problems(threads: Int) -> [BashSyntaxProblem?]? {
        BashCheckerPool.shared.check(snippets, parts: threads)
    }
}
