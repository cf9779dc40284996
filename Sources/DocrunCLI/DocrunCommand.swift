import ArgumentParser

/// The `docrun` command and its subcommands.
public struct DocrunCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docrun",
        abstract: "Turn cloud documentation into runbooks you can execute, dry-run and check.",
        subcommands: [RunCommand.self, PlanCommand.self, ListCommand.self, CheckCommand.self]
    )

    public init() {}
}
