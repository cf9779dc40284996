import RunbookKit
import ShellSyntax

/// A command of a page as the command rules read it: whether it is usage notation, pasted content or bash.
///
/// `CheckedPage.commands` reads each command once for the five rules that look at commands.
struct PageCommand: Sendable {
    let command: Command
    /// The first usage notation in it (`[--port PORT]`), with its UTF-8 offset.
    let notation: (offset: Int, notation: String)?
    /// What it holds besides a command, if anything: a prompt, pasted output, another language.
    let pasted: PastedContent?
    /// The text bash and shellcheck are given (`CommandSnippet.plainWords`), if any.
    ///
    /// Set when the command is meant for bash and holds a command rather than notation, output or a file; nil
    /// otherwise. Made here, while the pages are read in parallel, rather than when `command-syntax` and `shellcheck`
    /// gather every page's commands.
    let snippet: String?
    /// Whether the command is for bash by its step and fence (`Step.isForBash`).
    let isForBash: Bool
    /// Whether bash surely accepts the snippet (`ShellScript.isPlain`): `command-syntax` does not ask bash then.
    let isPlain: Bool

    init(step: Step, command: Command) {
        self.command = command
        let script = command.script
        let language = FenceLine.language(ofInfo: command.info)
        notation = UsageNotation.first(in: script)
        // A command typed after a prompt is read without it: bash may check it.
        pasted =
            command.prompt == nil
            ? PastedContent.classify(script, language: language) ?? PastedContent.prompted(command, in: step)
            : PastedContent.prompted(command, in: step)
        isForBash = step.isForBash(fenceLanguage: language)
        let isBash = notation == nil && (pasted == nil || command.prompt != nil) && isForBash
        snippet = isBash ? CommandSnippet.plainWords(script) : nil
        isPlain = isBash && script.isPlain
    }

    static func all(in runbook: Runbook) -> [PageCommand] {
        runbook.steps.flatMap { step in step.writtenCommands.map { PageCommand(step: step, command: $0) } }
    }
}
