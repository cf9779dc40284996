import Foundation
import Processes
import RunbookKit
import Synchronization

/// The JSON-lines record of one whole run, each line masked with the run's secrets: created new (`PrivateFiles`),
/// appended to by whole lines on an `O_APPEND` descriptor (those of steps that wait for nothing together), and masked
/// again whole when docrun learns a secret it may already hold (`remask`).
final class Transcript: Sendable {
    let url: URL
    private let descriptor: Int32
    private let clock: @Sendable () -> Date
    /// The file, each whole line masked with the run's secrets (in any JSON-escaped form).
    let file: RunScreen
    private let sink: TranscriptFile
    /// The last time stamp written and its second (events come many a second, formatting is slow), behind the lock
    /// that keeps lines whole and in order.
    private let stamp = Mutex((second: Double.nan, text: ""))

    /// A transcript on `descriptor`, already created new at `url`.
    init(url: URL, descriptor: Int32, clock: @escaping @Sendable () -> Date, maskingAs screen: RunScreen) {
        self.url = url
        self.descriptor = descriptor
        self.clock = clock
        sink = TranscriptFile(descriptor: descriptor)
        file = RunScreen(sink, maskingAs: screen)
    }

    /// The `errno` of the first write that failed (a full disk): the file stops there, and is incomplete.
    var failure: Int32? { sink.failure }

    deinit {
        file.hold(false)
        close(descriptor)
    }

    /// Records an event: `event` names it, `fields` follow in order; a time stamp is added.
    func record(_ event: String, _ fields: [(String, JSONValue)]) {
        stamp.withLock { stamp in
            let second = clock().timeIntervalSince1970.rounded(.down)
            if second != stamp.second { stamp = (second, Date(timeIntervalSince1970: second).formatted(.iso8601)) }
            let line = JSONValue.object([("event", .string(event)), ("time", .string(stamp.text))] + fields)
            file.write(line.rendered(pretty: false) + "\n")
        }
    }

    /// Masks what the file and its held lines hold with the run's secrets now.
    ///
    /// A secret docrun learns late, typed by the operator or taken from an output, may have been printed by an earlier
    /// step, or by the one that showed it. The file is read back and, when masking changes it, emptied and written
    /// again (the same file, still 0600).
    func remask() {
        let masker = file.masker
        stamp.withLock { _ in
            file.remaskHeld { Self.masked($0, with: masker) }
            // Read from its start: the descriptor writes at the end (`O_APPEND`) wherever its offset is.
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            guard (try? handle.seek(toOffset: 0)) != nil, let bytes = try? handle.readToEnd() else { return }
            let text = String(decoding: bytes, as: UTF8.self)
            let masked = Self.masked(text, with: masker)
            guard masked != text, ftruncate(descriptor, 0) == 0 else { return }
            _ = Descriptors.writeAll(descriptor, Array(masked.utf8))
        }
    }

    /// `text`, lines of JSON, masked in each string as the string reads, then as text: in a string, a form of a
    /// secret that holds `\` or `"` (`printf %q`'s, JSON's) is escaped once more, and its bytes are no form a mask
    /// of the text knows.
    static func masked(_ text: String, with masker: SecretMasker) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var (index, copied) = (0, 0)
        while let quote = bytes[index...].firstIndex(of: UInt8(ascii: "\"")),
            let (value, end) = LenientJSON.parse(bytes, from: quote, line: 1), case .string(let string) = value
        {
            let masked = masker.mask(string)
            if masked != string {
                out += bytes[copied..<quote]
                out += JSONValue.string(masked).renderedUTF8(pretty: false)
                copied = end
            }
            index = end
        }
        out += bytes[copied...]
        return masker.mask(String(decoding: out, as: UTF8.self))
    }
}

/// The transcript's file, written by whole lines until one cannot be (a full disk): nothing is written after it, so
/// that the file ends where the record stopped rather than resuming after a gap, and its `errno` is kept.
final class TranscriptFile: RunConsole {
    private let descriptor: Int32
    private let failed = Mutex<Int32?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The `errno` of the write that failed, if one did.
    var failure: Int32? { failed.withLock { $0 } }

    func write(_ text: String) {
        failed.withLock { failed in
            guard failed == nil, !Descriptors.writeAll(descriptor, Array(text.utf8)) else { return }
            failed = errno == 0 ? EIO : errno
        }
    }
}

/// Why docrun will not write one of its own files (a transcript, the state) where it was asked to.
public enum FileRefusal: Error, Sendable, Equatable {
    /// Something is already there: docrun writes its files only as new files.
    case exists(Kind)
    /// The folder that should hold docrun's files is not a plain folder (a symbolic link, a file).
    case folderNotPlain
    /// The folder of the path given does not exist: docrun creates only its own `.docrun`.
    case noFolder
    /// The system refused, with this `errno`.
    case system(Int32)

    /// What was found in the way.
    public enum Kind: String, Sendable, Equatable {
        case file, symlink, device, fifo, folder, other
    }
}

/// docrun's own files and the page's `{: codeblock}` files, never writing through, truncating or changing the mode of
/// what docrun did not create: each is new (`O_CREAT | O_EXCL`, which refuses a link, a device, a FIFO), 0600 from its
/// creation (never `fchmod`) unless `replace` is given a wider mode (a page's file that holds no secret).
enum PrivateFiles {
    /// Read and written: the transcript is read back when it is masked again (`Transcript.remask`).
    private static let flags = O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_APPEND | O_CLOEXEC

    /// Opens `folder` (creating it 0700 when missing) as a directory descriptor; refuses a symbolic link or a file.
    static func openFolder(_ folder: String) throws(FileRefusal) -> Int32 {
        if SystemPath.withCString(folder, { mkdir($0, 0o700) }) != 0, errno != EEXIST {
            try? FileManager.default.createDirectory(
                atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            if SystemPath.withCString(folder, { mkdir($0, 0o700) }) != 0, errno != EEXIST { throw .system(errno) }
        }
        let descriptor = SystemPath.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else { throw errno == ELOOP || errno == ENOTDIR ? .folderNotPlain : .system(errno) }
        return descriptor
    }

    /// Creates the new file `name` in `folder` (a descriptor from `openFolder`), or at the path `name`, for appending.
    static func create(_ name: String, in folder: Int32 = AT_FDCWD) throws(FileRefusal) -> Int32 {
        // Names are bytes (`SystemPath`): the state of a Latin-1 page `caf\xE9.md` is `caf\xE9.state.json`.
        let descriptor = SystemPath.withCString(name) { openat(folder, $0, flags, 0o600) }
        guard descriptor >= 0 else {
            let error = errno
            var info = stat()
            guard error == EEXIST || error == ELOOP,
                SystemPath.withCString(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0
            else {
                throw .system(error)
            }
            throw .exists(kind(info))
        }
        return descriptor
    }

    /// What is at `path`, not followed (a link is a link); nil when nothing is.
    static func existing(_ path: String) -> FileRefusal.Kind? {
        var info = stat()
        return SystemPath.withCString(path) { lstat($0, &info) } == 0 ? kind(info) : nil
    }

    /// Why `path` cannot be created, without creating it (for a message before anything runs); nil if it can.
    static func check(path: String) -> FileRefusal? {
        if let kind = existing(path) { return .exists(kind) }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty || SystemPath.status(parent)?.isFolder == true ? nil : .noFolder
    }

    /// Replaces `name` in `folder` (a descriptor) with `bytes`, owner-only unless `mode` says more (the umask applies):
    /// a new temporary file, then `rename`, so the result is a new file whatever was there (a wider mode, a link),
    /// and a reader never sees a mix.
    static func replace(_ name: String, in folder: Int32, with bytes: [UInt8], mode: mode_t = 0o600)
        throws(FileRefusal)
    {
        let temporary = ".\(name).\(Nonce.make(bytes: 6)).tmp"
        let descriptor = SystemPath.withCString(temporary) {
            openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { throw .system(errno) }
        let written = Descriptors.writeAll(descriptor, bytes)
        close(descriptor)
        let renamed = SystemPath.withCString(temporary) { from in
            SystemPath.withCString(name) { renameat(folder, from, folder, $0) }
        }
        guard written, renamed == 0 else {
            let error = errno
            _ = SystemPath.withCString(temporary) { unlinkat(folder, $0, 0) }
            throw .system(error)
        }
    }

    private static func kind(_ info: stat) -> FileRefusal.Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFLNK: .symlink
        case S_IFCHR, S_IFBLK: .device
        case S_IFIFO: .fifo
        case S_IFDIR: .folder
        default: .other
        }
    }
}
