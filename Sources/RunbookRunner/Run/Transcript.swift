import Foundation
import RunbookKit

/// The JSON-lines record of a run: one object per line, written as the run goes, so nothing is lost if docrun is
/// killed. Every text that may hold a secret goes through the masker before it is written.
///
/// The file is one whole run: docrun creates it new (`PrivateFiles`) and appends each line with one `write` on an
/// `O_APPEND` descriptor.
public final class Transcript: @unchecked Sendable {
    /// Where the transcript is written.
    public let url: URL
    private let descriptor: Int32
    private let clock: @Sendable () -> Date
    /// Applied to each whole line last: a secret in any field, in any JSON-escaped form, is masked.
    private let mask: @Sendable (String) -> String
    private let lock = NSLock()
    private let formatter = ISO8601DateFormatter()
    /// The last time stamp written and the second it names: events come many a second, and the formatter is slow.
    private var stamp = (second: Double.nan, text: "")

    /// Creates the transcript at `path`, a file that must not exist yet.
    public convenience init(
        path: String, clock: @escaping @Sendable () -> Date = Date.init,
        mask: @escaping @Sendable (String) -> String = { $0 }
    ) throws(FileRefusal) {
        let descriptor = try PrivateFiles.create(path: path)
        self.init(url: URL(fileURLWithPath: path), descriptor: descriptor, clock: clock, mask: mask)
    }

    /// A transcript on `descriptor`, already created new at `url`.
    init(
        url: URL, descriptor: Int32, clock: @escaping @Sendable () -> Date,
        mask: @escaping @Sendable (String) -> String
    ) {
        self.url = url
        self.descriptor = descriptor
        self.clock = clock
        self.mask = mask
    }

    deinit { close(descriptor) }

    /// Records an event: `event` names it, `fields` follow in order; a time stamp is added.
    public func record(_ event: String, _ fields: [(String, JSONValue)]) {
        lock.lock()
        defer { lock.unlock() }
        // The stamp names whole seconds: the same text for every event of a second.
        let second = clock().timeIntervalSince1970.rounded(.down)
        if second != stamp.second { stamp = (second, formatter.string(from: Date(timeIntervalSince1970: second))) }
        var members: [(String, JSONValue)] = [("event", .string(event)), ("time", .string(stamp.text))]
        members.append(contentsOf: fields)
        var line = JSONValue.object(members).renderedUTF8(pretty: false)
        line.append(UInt8(ascii: "\n"))
        _ = PrivateFiles.write(Array(mask(String(decoding: line, as: UTF8.self)).utf8), to: descriptor)
    }
}
