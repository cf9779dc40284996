import ArgumentParser

/// The `docrun` command and its subcommands.
///
/// `docrun` alone prints the overview (argument-parser's help of a command without its own `run`) and exits with 0;
/// `--version` prints `DocrunVersion.current`; `--generate-completion-script bash|zsh|fish` prints a completion
/// script (argument-parser's).
public struct DocrunCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docrun",
        abstract: "Turn cloud documentation into runbooks you can execute, dry-run and check.",
        version: DocrunVersion.current,
        subcommands: [RunCommand.self, PlanCommand.self, ListCommand.self, CheckCommand.self]
    )

    public init() {}
}
