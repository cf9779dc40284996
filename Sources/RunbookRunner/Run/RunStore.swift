import Foundation
import RunbookKit

/// Where a page's state and transcripts live: `.docrun/` beside the page, readable by its owner only.
///
/// Every file is created new through `PrivateFiles`: a transcript never lands on a file docrun did not create, the
/// state is replaced atomically (a new temporary file in the same folder, then `rename`), and two runs of the same
/// page at once never share a transcript or a temporary file.
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

    /// Creates a new transcript for a run that starts at `date`: `<page>.<UTC time>.<random>.jsonl`, so that two
    /// runs in the same second, or at once, never share one. Returns its path and an appending descriptor.
    func createTranscript(at date: Date) throws(FileRefusal) -> (URL, Int32) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let directory = try PrivateFiles.openFolder(folder.path)
        defer { close(directory) }
        var lastError = FileRefusal.exists(.file)
        for _ in 0..<8 {
            let name = "\(stem).\(formatter.string(from: date)).\(Nonce.make(bytes: 4)).jsonl"
            do {
                return (folder.appendingPathComponent(name), try PrivateFiles.create(name, in: directory))
            } catch {
                lastError = error
                guard case .exists = error else { throw error }
            }
        }
        throw lastError
    }

    /// What was found where the state is kept.
    public enum Loaded: Sendable {
        /// No state: the page never ran here.
        case none
        /// A state docrun wrote for this page.
        case state(RunState)
        /// A state that is not used, and why.
        case refused(StateProblem)
    }

    /// The saved state, checked against what docrun wrote and the variables `pageVariables` the page's commands
    /// set (only those are ever restored).
    public func loadState(pageVariables: Set<String>) -> Loaded {
        let bytes: [UInt8]
        do throws(InputFileProblem) {
            // Not through a link, and no more than 10 MB: a state is a few kilobytes.
            bytes = try InputFile.read(stateURL.path, noFollow: true)
        } catch {
            switch error {
            case .notFound: return .none
            case .isDirectory, .notRegular: return .refused(.notRegularFile)
            case .unreadable, .notUTF8, .tooLarge: return .refused(.unreadable)
            }
        }
        guard let state = try? JSONDecoder().decode(RunState.self, from: Data(bytes)) else {
            return .refused(.unreadable)
        }
        if let problem = state.problem(bytes: bytes, pageVariables: pageVariables) { return .refused(problem) }
        return .state(state)
    }

    /// Saves `state`, owner-only, replacing the old file atomically: a new temporary file beside it, then `rename`
    /// (which replaces a symbolic link in the way rather than writing through it).
    public func save(_ state: RunState) throws(FileRefusal) {
        var encoder = StateEncoder()
        try save(state, encoder: &encoder)
    }

    /// Saves `state` as `save(_:)` does, with the `encoder` of the earlier saves of the run: a save then costs what
    /// changed since the last one.
    func save(_ state: RunState, encoder: inout StateEncoder) throws(FileRefusal) {
        let directory = try PrivateFiles.openFolder(folder.path)
        defer { close(directory) }
        let temporary = ".\(stem).state.\(Nonce.make(bytes: 6)).tmp"
        let descriptor = try PrivateFiles.create(temporary, in: directory)
        // No fsync: it would cost milliseconds a step on a disk; the rename keeps the state whole for readers and
        // across a crash of docrun, not across a power cut.
        let written = PrivateFiles.write(encoder.encode(state), to: descriptor)
        close(descriptor)
        guard written, renameat(directory, temporary, directory, stem + ".state.json") == 0 else {
            let error = errno
            unlinkat(directory, temporary, 0)
            throw .system(error)
        }
    }
}
