import Foundation
import RunbookKit

/// The JSON-lines record of a run: one object per line, written as the run goes, so nothing is lost if docrun is
/// killed. Every text that may hold a secret goes through the masker before it is written.
public final class Transcript: @unchecked Sendable {
    /// Where the transcript is written.
    public let url: URL
    private let handle: FileHandle?
    private let clock: @Sendable () -> Date
    private let lock = NSLock()
    private let formatter = ISO8601DateFormatter()

    /// Opens (creates, owner-only) the transcript at `url`; a transcript that cannot be opened records nothing.
    public init(url: URL, clock: @escaping @Sendable () -> Date = Date.init) throws {
        self.url = url
        self.clock = clock
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try RunStore.writePrivate(Data(), to: url)
        handle = try FileHandle(forWritingTo: url)
    }

    deinit { try? handle?.close() }

    /// Records an event: `event` names it, `fields` follow in order; a time stamp is added.
    public func record(_ event: String, _ fields: [(String, JSONValue)]) {
        lock.lock()
        defer { lock.unlock() }
        let stamp = formatter.string(from: clock())
        let line =
            JSONValue.object([("event", .string(event)), ("time", .string(stamp))] + fields)
            .rendered(pretty: false) + "\n"
        handle?.write(Data(line.utf8))
    }
}
