import RunbookKit

/// Every bash command of a set of pages, in page order, with its page, the snippet bash is given and bash's answer:
/// what `command-syntax` and `shellcheck` hand to bash (and shellcheck) all at once, found once for both
/// (`PageSet.bashCommands`).
struct BashCommands {
    /// Each command with its page and its snippet (`PageCommand.snippet`).
    let commands: [(page: CheckedPage, command: Command, snippet: String)]
    /// What bash says of each snippet, at the same index, nil for those it accepts; nil when bash cannot be used here.
    let problems: [BashSyntaxProblem?]?

    /// Gathers the bash commands of `pages` and asks bash about those that are not plain (`PageCommand.isPlain`:
    /// bash accepts them without being asked), cut among `threads` parsers.
    init(_ pages: [CheckedPage], threads: Int) {
        var commands: [(page: CheckedPage, command: Command, snippet: String)] = []
        var asked: [Int] = []
        for page in pages {
            for command in page.commands {
                guard let snippet = command.snippet else { continue }
                if !command.isPlain { asked.append(commands.count) }
                commands.append((page, command.command, snippet))
            }
        }
        self.commands = commands
        problems = BashSyntaxChecker.check(asked.map { commands[$0].snippet }, parts: threads).map { answers in
            var problems = [BashSyntaxProblem?](repeating: nil, count: commands.count)
            for (index, answer) in zip(asked, answers) { problems[index] = answer }
            return problems
        }
    }
}
