import RunbookKit
import ShellSyntax

/// A command of a page as the command rules read it: its shell text, and whether it is usage notation, pasted
/// content or bash. `CheckedPage.commands` reads each command once for the five rules that look at commands.
struct PageCommand: Sendable {
    let command: Command
    /// Its text as bash reads it.
    let script: ShellScript
    /// The first usage notation in it (`[--port PORT]`), with its UTF-8 offset.
    let notation: (offset: Int, notation: String)?
    /// What it holds besides a command, if anything: a prompt, pasted output, another language.
    let pasted: PastedContent?
    /// The text bash and shellcheck are given (`CommandSnippet.plainWords`) when the command is meant for bash and
    /// holds a command rather than notation, output or a file; nil otherwise. Made here, while the pages are read
    /// in parallel, rather than when `command-syntax` and `shellcheck` gather every page's commands.
    let snippet: String?
    /// Whether bash surely accepts the snippet (`ShellScript.isPlain`): `command-syntax` does not ask bash then.
    let isPlain: Bool

    /// Reads `command` of `step`.
    init(step: Step, command: Command) {
        self.command = command
        script = command.script
        notation = UsageNotation.first(in: script)
        pasted = PastedContent.classify(script, info: command.info)
        let isBash = notation == nil && pasted == nil && CommandSyntaxRule.isForBash(step, command)
        snippet = isBash ? CommandSnippet.plainWords(script) : nil
        isPlain = isBash && script.isPlain
    }

    /// Every command of `runbook`, read.
    static func all(in runbook: Runbook) -> [PageCommand] {
        var commands: [PageCommand] = []
        // Sized at once: grown from empty, the array was copied a few times on pages with many commands.
        commands.reserveCapacity(runbook.steps.reduce(0) { $0 + $1.commands.count })
        for step in runbook.steps {
            for command in step.commands { commands.append(PageCommand(step: step, command: command)) }
        }
        return commands
    }
}

/// Every bash command of a set of pages, in page order, with its page, the snippet bash is given and bash's answer:
/// what `command-syntax` and `shellcheck` hand to bash (and shellcheck) all at once, found once for both
/// (`PageSet.bashCommands`).
struct BashCommands {
    /// Each command's page and command.
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
        guard let answers = BashCheckerPool.shared.check(asked.map { snippets[$0] }, parts: threads) else {
            problems = nil
            return
        }
        var problems = [BashSyntaxProblem?](repeating: nil, count: snippets.count)
        for (index, answer) in zip(asked, answers) { problems[index] = answer }
        self.problems = problems
    }
}
