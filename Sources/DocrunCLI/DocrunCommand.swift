import ArgumentParser
import RunbookKit

/// The `docrun` command and its subcommands; `docrun` alone prints the overview and exits with 0.
public struct DocrunCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "docrun",
        abstract: "Turn cloud documentation into runbooks you can execute, dry-run and check.",
        version: "0.9.0",  // the one place the version is written: a release changes it here
        subcommands: [RunCommand.self, PlanCommand.self, ListCommand.self, CheckCommand.self]
    )

    /// Creates the command, as the argument parser does.
    public init() {}

    /// The long options of `list` and `check` that take a value: the word after one is not a path.
    ///
    /// `PathArgumentsTests` holds these to what the argument parser itself declares.
    static let optionsTakingValues: [String: Set<String>] = [
        "list": ["--format", "--keywords", "--lang"],
        "check": ["--format", "--min-severity", "--rule", "--skip-rule", "--config", "--keywords", "--lang"],
    ]

    /// Parses the command line and runs the command, as `main()` does, but `list` and `check` get their paths apart.
    public static func start(_ arguments: [String] = Array(SystemPath.commandLine().dropFirst())) {
        guard let name = arguments.first, let options = optionsTakingValues[name] else { return main(arguments) }
        let cut = PathArguments(Array(arguments.dropFirst()), optionsTakingValues: options)
        guard cut.paths.count > 1 else { return main(arguments) }
        do {
            var command = cut.handingPaths(to: try parseAsRoot([name] + cut.parsed))
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

/// A command line of `list` or `check` cut into what the argument parser reads and the paths it need not see.
///
/// swift-argument-parser copies an array argument's values and positions for each value, so N paths cost N² work:
/// 280 M instructions for the corpus's 955 pages, 6 % of `docrun check`'s, and seconds for ten thousand pages.
struct PathArguments {
    /// The arguments but all paths after the first, which stays so that the parser still checks there is one.
    var parsed: [String] = []
    var paths: [String] = []

    /// Cuts the words after the subcommand's name: a word is a path after `--`, or when it does not start with `-`
    /// (or is `-`) and does not follow an option of `optionsTakingValues` given without `=`.
    init(_ arguments: [String], optionsTakingValues: Set<String>) {
        var expectsValue = false
        var afterTerminator = false
        for word in arguments {
            let isOption = !afterTerminator && (expectsValue || word.hasPrefix("-") && word != "-")
            if isOption {
                afterTerminator = !expectsValue && word == "--"
                expectsValue = !expectsValue && optionsTakingValues.contains(word)
            }
            if isOption || paths.isEmpty { parsed.append(word) }
            if !isOption { paths.append(word) }
        }
    }

    func handingPaths(to command: any ParsableCommand) -> any ParsableCommand {
        if var list = command as? ListCommand {
            list.files = paths
            return list
        }
        if var check = command as? CheckCommand {
            check.paths = paths
            return check
        }
        return command
    }
}
