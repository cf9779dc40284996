/// One long-lived `bash --noprofile --norc` for a whole run: variables, `cd`, functions persist between commands.
public final class ShellSession: @unchecked Sendable {
    /// How the session starts.
    public struct Options: Sendable {
        /// bash's first working directory.
        public var workingDirectory: String
        /// The whole environment bash starts with.
        public var environment: [String: String]
        /// true: commands read docrun's stdin (the terminal); false: commands get `/dev/null` as stdin.
        public var inheritsTerminal: Bool
        /// Bytes of output kept per command; beyond it the first and last halves are kept.
        public var outputLimit: Int

        /// Creates options.
        public init(
            workingDirectory: String, environment: [String: String], inheritsTerminal: Bool = false,
            outputLimit: Int = 1 << 20
        ) {
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.inheritsTerminal = inheritsTerminal
            self.outputLimit = outputLimit
        }
    }

    private let options: Options

    /// Starts bash.
    public init(options: Options) throws(ShellError) {
        self.options = options
        throw .cannotStart("not implemented yet")
    }

    /// Runs `script` in the session; `onOutput` receives stdout+stderr bytes as they arrive.
    public func run(_ script: String, onOutput: @escaping @Sendable ([UInt8]) -> Void) throws(ShellError)
        -> CommandResult
    {
        throw .closed
    }

    /// Sends SIGINT to the running command and its children; the session survives. Safe from any thread.
    public func interrupt() {}

    /// Values of shell variables (set or exported) by name; absent ones are omitted.
    public func variables(named names: [String]) throws(ShellError) -> [String: String] {
        throw .closed
    }

    /// The session's current directory.
    public func currentDirectory() throws(ShellError) -> String {
        throw .closed
    }

    /// Ends bash; also done in deinit.
    public func close() {}
}
