import ArgumentParser

/// A command that takes any number of paths (`docrun list`, `docrun check`), whose paths `DocrunCommand.start`
/// hands over after parsing rather than through the argument parser.
///
/// swift-argument-parser stores each value of an array argument by copying the array and the set of argument
/// positions gathered so far, so parsing N paths costs N² work: 13 ms on the main thread, before any page is read,
/// for the 461 pages of the benchmark corpus, and seconds for a doc set of ten thousand pages.
protocol ManyPathsCommand: ParsableCommand {
    /// The long names of the command's options that take a value (`--format json`): the word after one of them is
    /// that value, not a path. `CommandParsingTests` holds this to what the argument parser itself declares.
    static var optionsTakingValues: Set<String> { get }

    /// The paths, as the argument parser would have set them.
    var pathArguments: [String] { get set }
}

/// A command line cut into what the argument parser reads and the paths it does not need to see.
struct PathArguments: Equatable {
    /// The arguments without all but the first path: every option, flag and option value, in order, and the first
    /// path where it stood (so that "at least one path" is still checked by the parser).
    var parsed: [String]
    /// Every path, in the order given.
    var paths: [String]

    /// Cuts `arguments`, the words after the subcommand's name.
    ///
    /// A word is a path when it comes after `--`, or when it does not start with `-` (or is `-` itself) and does
    /// not follow an option of `optionsTakingValues` given without `=`.
    init(_ arguments: [String], optionsTakingValues: Set<String>) {
        parsed = []
        paths = []
        var expectsValue = false
        var afterTerminator = false
        for word in arguments {
            let isPath: Bool
            if afterTerminator {
                isPath = true
            } else if expectsValue {
                isPath = false
                expectsValue = false
            } else if word == "--" {
                isPath = false
                afterTerminator = true
            } else if word.hasPrefix("-") && word != "-" {
                isPath = false
                expectsValue = word.hasPrefix("--") && !word.contains("=") && optionsTakingValues.contains(word)
            } else {
                isPath = true
            }
            if isPath {
                if paths.isEmpty { parsed.append(word) }
                paths.append(word)
            } else {
                parsed.append(word)
            }
        }
    }
}

extension DocrunCommand {
    /// The subcommands that take many paths, by name.
    static let manyPathsCommands: [String: any ManyPathsCommand.Type] = [
        ListCommand.configuration.commandName!: ListCommand.self,
        CheckCommand.configuration.commandName!: CheckCommand.self,
    ]

    /// Parses the command line and runs the command, as `main()` does, except that `list` and `check` get their
    /// paths without the argument parser's per-path cost (see `ManyPathsCommand`).
    public static func start(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        guard let name = arguments.first, let type = manyPathsCommands[name] else { return main(arguments) }
        let cut = PathArguments(Array(arguments.dropFirst()), optionsTakingValues: type.optionsTakingValues)
        guard cut.paths.count > 1 else { return main(arguments) }
        do {
            var command = try parseAsRoot([name] + cut.parsed)
            if var many = command as? any ManyPathsCommand {
                many.pathArguments = cut.paths
                command = many
            }
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

extension ListCommand: ManyPathsCommand {
    static let optionsTakingValues: Set<String> = ["--format", "--keywords", "--lang"]

    var pathArguments: [String] {
        get { files }
        set { files = newValue }
    }
}

extension CheckCommand: ManyPathsCommand {
    static let optionsTakingValues: Set<String> = [
        "--format", "--min-severity", "--rule", "--skip-rule", "--config", "--keywords", "--lang",
    ]

    var pathArguments: [String] {
        get { paths }
        set { paths = newValue }
    }
}
