import ShellSyntax

/// What docrun remembers of a page between runs: the values given (never secrets), the steps that passed, and
/// the shell's variables and directory after the last step that passed. `--resume` starts from it.
public struct RunState: Codable, Sendable, Equatable {
    /// The format version: 2 added `pageDigest` and `check`, 3 `steps`, 4 wrote it with a fixed member order whose
    /// `check` is last (`StateEncoder`); states of versions 2 and 3 are still read.
    public var version = RunState.format
    /// The page, as given on the command line.
    public var page: String
    /// Values given last time, by placeholder name; secrets are never stored.
    public var values: [String: String] = [:]
    /// Keys (`section/step`) of the steps that passed or were done by hand, in order.
    public var passed: [String] = []
    /// The key of the step that did not pass, when the run stopped on one.
    public var stoppedAt: String?
    /// Shell variables set by the page's commands, as they were after the last step that passed.
    public var variables: [String: String] = [:]
    /// Shell variables the page's commands set that are not kept because they hold a credential, each with the key
    /// of the step that sets it (run again on `--resume` when a later step uses the variable).
    public var withheld: [String: String] = [:]
    /// The shell's working directory after the last step that passed.
    public var directory: String?
    /// The SHA-256 of the page's bytes when the state was saved (`PageDigest`).
    public var pageDigest: String?
    /// The page's steps when the state was saved, in page order: `--resume` says what changed since.
    public var steps: [SavedStep]?
    /// The SHA-256 of the state itself as docrun wrote it (without this field): a state changed outside docrun,
    /// or cut short, no longer matches it and is refused.
    public var check: String?

    /// The format docrun writes.
    public static let format = 4

    /// Creates an empty state for `page`.
    public init(page: String) {
        self.page = page
    }
}

/// Why a saved state is not used.
public enum StateProblem: Error, Sendable, Equatable {
    /// The file is not a state docrun can read (not JSON, not the right shape).
    case unreadable
    /// The file was changed since docrun wrote it (its `check` does not match).
    case edited
    /// The file was written by another version of docrun.
    case version(Int)
    /// A variable name that is not one the page's commands set (restoring it could run code or change the shell).
    case variable(String)
    /// A value holding a line break or a NUL byte.
    case value(String)
    /// The path is not a regular file (a symbolic link, a FIFO, a device, a folder).
    case notRegularFile
}

extension RunState {
    /// Whether this state, read from `bytes`, is one docrun wrote for a page whose commands set `variables`; the
    /// problem if not.
    func problem(bytes: [UInt8], pageVariables variables: Set<String>) -> StateProblem? {
        guard (2...Self.format).contains(version) else { return .version(version) }
        guard let check, StateEncoder.isIntact(bytes, version: version, check: check) else { return .edited }
        let names = Array(self.variables.keys) + Array(withheld.keys)
        if let name = names.sorted().first(where: { !ShellBytes.isVariableName($0.utf8) || !variables.contains($0) }) {
            return .variable(name)
        }
        // Saved step keys are shown when the page changed: no control character reaches the terminal from here.
        if (steps ?? []).contains(where: {
            $0.key.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }) {
            return .unreadable
        }
        let texts = Array(values.values) + Array(self.variables.values) + [directory ?? ""]
        if let bad = texts.first(where: { !ValuesFile.isAcceptable($0) }) { return .value(String(bad.prefix(20))) }
        return nil
    }
}
