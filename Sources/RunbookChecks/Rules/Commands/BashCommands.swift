import RunbookKit
import ShellSyntax

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
    ///
    /// Bash parses a command's patterns by the `extglob` option in force when it reads them, and a page's commands run
    /// in one session: a command after one that runs `shopt -s extglob` (and no `shopt -u extglob` since) is parsed
    /// with it on. In the command that turns it on, bash reads the lines after that `shopt` with it on: when bash
    /// fails after that line with it off, the command is parsed again with it on.
    init(_ pages: [CheckedPage], threads: Int) {
        var commands: [(page: CheckedPage, command: Command, snippet: String)] = []
        var asked: [Int] = []
        var extglob = Set<Int>()
        var extglobFrom: [Int: Int] = [:]
        for page in pages {
            var on = false
            for command in page.commands {
                let change =
                    command.snippet != nil && ByteSearch.contains(command.command.text, "extglob")
                    ? Self.extglobChange(command.command.script) : nil
                defer { on = change?.isOn ?? on }
                guard let snippet = command.snippet else { continue }
                if !command.isPlain {
                    if on {
                        extglob.insert(asked.count)
                    } else if let line = change?.firstOn {
                        extglobFrom[asked.count] = line
                    }
                    asked.append(commands.count)
                }
                commands.append((page, command.command, snippet))
            }
        }
        self.commands = commands
        let snippets = asked.map { commands[$0].snippet }
        guard var answers = BashSyntaxChecker.check(snippets, extglob: extglob, parts: threads) else {
            problems = nil
            return
        }
        let again = extglobFrom.filter { slot, line in answers[slot].map { $0.line > line } ?? false }.keys.sorted()
        if !again.isEmpty,
            let second = BashSyntaxChecker.check(again.map { snippets[$0] }, extglob: Set(again.indices), parts: 1)
        {
            for (slot, answer) in zip(again, second) { answers[slot] = answer }
        }
        var problems = [BashSyntaxProblem?](repeating: nil, count: commands.count)
        for (index, answer) in zip(asked, answers) { problems[index] = answer }
        self.problems = problems
    }

    /// What `script` does to bash's `extglob` option: the line of the first `shopt -s extglob` in it, if any, and
    /// whether the option is on after it (nil when no `shopt` names it); a `shopt` in a command substitution sets it
    /// in that subshell alone (`ShellScript.outerCommandWords`).
    static func extglobChange(_ script: ShellScript) -> (firstOn: Int?, isOn: Bool)? {
        var firstOn: Int?
        var isOn: Bool?
        for words in script.outerCommandWords {
            let texts = words.map(script.text)
            guard texts[0] == "shopt", texts.contains("extglob"),
                !texts.contains(where: { $0.hasPrefix("-") && $0.contains("o") })
            else { continue }
            if texts.contains(where: { $0.hasPrefix("-") && $0.contains("s") }) {
                isOn = true
                if firstOn == nil { firstOn = script.position(of: words[0].lowerBound).line }
            } else if texts.contains(where: { $0.hasPrefix("-") && $0.contains("u") }) {
                isOn = false
            }
        }
        return isOn.map { (firstOn, $0) }
    }
}
