import Foundation

/// What docrun remembers of a page between runs: the values given (never secrets), the steps that passed, and
/// the shell's variables and directory after the last step that passed. `--resume` starts from it.
public struct RunState: Codable, Sendable, Equatable {
    /// The format version: 2 added `pageDigest`.
    public var version = 2
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
    /// The shell's working directory after the last step that passed.
    public var directory: String?
    /// The SHA-256 of the page's bytes when the state was saved (`PageDigest`).
    public var pageDigest: String?

    /// Creates an empty state for `page`.
    public init(page: String) {
        self.page = page
    }
}

/// Where a page's state and transcripts live: `.docrun/` beside the page, readable by its owner only.
public struct RunStore: Sendable {
    /// The folder (`.docrun` beside the page).
    public let folder: URL
    /// The page's file name without `.md`.
    public let stem: String

    /// The store for the page at `pagePath`.
    public init(pagePath: String) {
        let page = URL(fileURLWithPath: pagePath)
        folder = page.deletingLastPathComponent().appendingPathComponent(".docrun")
        stem = page.deletingPathExtension().lastPathComponent
    }

    /// The state file.
    public var stateURL: URL { folder.appendingPathComponent(stem + ".state.json") }

    /// A new transcript path for a run that starts at `date`.
    public func transcriptURL(at date: Date) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return folder.appendingPathComponent(stem + "." + formatter.string(from: date) + ".jsonl")
    }

    /// The saved state, or nil when there is none or it cannot be read.
    public func loadState() -> RunState? {
        guard let data = FileManager.default.contents(atPath: stateURL.path) else { return nil }
        return try? JSONDecoder().decode(RunState.self, from: data)
    }

    /// Saves `state`, owner-only, replacing the old file atomically.
    public func save(_ state: RunState) throws {
        try makeFolder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        let temporary = folder.appendingPathComponent("." + stem + ".state.tmp")
        try Self.writePrivate(data, to: temporary)
        if rename(temporary.path, stateURL.path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stateURL.path])
        }
    }

    /// Creates the folder, owner-only.
    public func makeFolder() throws {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// Writes `data` to a new file that only its owner can read (the mode is set before any byte is written).
    static func writePrivate(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { close(descriptor) }
        fchmod(descriptor, 0o600)
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
