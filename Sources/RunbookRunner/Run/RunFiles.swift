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

    /// Masks again what the file and its held lines hold, now that docrun knows `secret`.
    ///
    /// A secret docrun learns late, typed by the operator or taken from an output, may have been printed by an earlier
    /// step, or by the one that showed it. The lines that could hold one of its forms (`TranscriptIndex`) are read
    /// back and masked with it, and the file is written again from the first that changed.
    ///
    /// Every line was masked with the secrets known before, and a mask makes no form of one of them anew unless the
    /// form holds `*`, the mask's, or the new secret a control character that ended a terminal escape early, which a
    /// form is read past: with every secret known then. Masking each line with all of them made a line that held many
    /// secrets learnt one by one n x n (300 tokens: 4 s). Where the new secret overlapped one known before, that one's
    /// mask took part of it: the lines with a mask beside one of its bytes are read back too, and the parts of it
    /// beside a mask are masked (`SecretMasker.parts(besideMasksIn:)`).
    func remask(learning secret: String) {
        let known = file.masker.secrets
        // The secret's forms, computed once for the masker, the index and the parts beside a mask.
        let whole = SecretForms.wholeForms(of: secret)
        let needles = SecretForms.needles(for: secret, whole: whole)
        var masker = SecretMasker(late: whole)
        masker.add(secret, needles: needles)
        for other in secret.holdsControlCharacter ? known : known.filter({ $0.contains("*") }) { masker.add(other) }
        stamp.withLock { _ in
            file.remaskHeld { Self.masked($0, with: masker) }
            sink.remask(forms: needles, besideMasks: Set(whole.joined())) { Self.masked($0, with: masker) }
        }
    }

    /// `text`, lines of JSON, masked in each string as the string reads, then as text: in a string, a form of a
    /// secret that holds `\` or `"` (`printf %q`'s, JSON's) is escaped once more, and its bytes are no form a mask
    /// of the text knows.
    static func masked(_ text: String, with masker: SecretMasker) -> String {
        let bytes = Array(text.utf8)
        var (out, copied) = ([UInt8](), 0)
        for (range, string) in strings(in: bytes) {
            let masked = masker.mask(string)
            guard masked != string else { continue }
            out += bytes[copied..<range.lowerBound] + JSONValue.string(masked).renderedUTF8(pretty: false)
            copied = range.upperBound
        }
        out += bytes[copied...]
        return masker.mask(String(decoding: out, as: UTF8.self))
    }

    /// The JSON strings of `bytes` (lines of JSON) in order, each with where it is written, as it reads.
    static func strings(in bytes: [UInt8]) -> [(range: Range<Int>, value: String)] {
        var (strings, index) = ([(range: Range<Int>, value: String)](), 0)
        while let quote = bytes[index...].firstIndex(of: UInt8(ascii: "\"")),
            let (value, end) = LenientJSON.parse(bytes, from: quote, line: 1), case .string(let string) = value
        {
            strings.append((quote..<end, string))
            index = end
        }
        return strings
    }
}

/// The transcript's file, written by whole lines until one cannot be (a full disk): nothing is written after it, so
/// that the file ends where the record stopped rather than resuming after a gap, and its `errno` is kept.
final class TranscriptFile: RunConsole {
    private let descriptor: Int32
    /// The failed write's `errno`, the bytes written, and their index once a secret has been learnt (`remask`).
    private let state = Mutex<(failed: Int32?, written: Int, index: TranscriptIndex?)>((nil, 0, nil))

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The `errno` of the write that failed, if one did.
    var failure: Int32? { state.withLock { $0.failed } }

    func write(_ text: String) {
        state.withLock { state in
            let bytes = Array(text.utf8)
            guard state.failed == nil else { return }
            guard Descriptors.writeAll(descriptor, bytes) else {
                state.failed = errno == 0 ? EIO : errno
                return
            }
            state.written += bytes.count
            state.index?.add(bytes)
        }
    }

    /// Masks with `mask` the lines that could hold one of `forms`, and writes the file again from the first that
    /// changed (the same file, still 0600): the rest is read once, not the whole file for each secret learnt.
    ///
    /// The index is made when the first secret is learnt, from the file as written so far, and kept up as lines are
    /// written after it: a run that learns none pays nothing for it.
    func remask(forms: Set<[UInt8]>, besideMasks beside: Set<UInt8>, _ mask: (String) -> String) {
        state.withLock { state in
            guard state.failed == nil else { return }
            // Read with `pread`: the descriptor writes at the end (`O_APPEND`) wherever its offset is.
            var index: TranscriptIndex
            if let kept = state.index {
                index = kept
            } else {
                var written = [UInt8](repeating: 0, count: state.written)
                guard pread(descriptor, &written, written.count, 0) == written.count else { return }
                index = TranscriptIndex()
                index.add(written)
            }
            // Held here alone while it changes, not copied.
            state.index = nil
            defer { state.index = index }
            let candidates = index.lines(holding: forms, besideMasks: beside)
            guard let first = candidates.first else { return }
            let start = index.offsets[first]
            var tail = [UInt8](repeating: 0, count: index.end - start)
            guard pread(descriptor, &tail, tail.count, off_t(start)) == tail.count else { return }
            var lines = TranscriptIndex.lines(tail)
            let changed = candidates.filter { line in
                let text = String(decoding: lines[line - first], as: UTF8.self)
                let masked = mask(text)
                lines[line - first] = Array(masked.utf8)
                return masked != text
            }
            guard let from = changed.first, ftruncate(descriptor, off_t(index.offsets[from])) == 0 else { return }
            guard Descriptors.writeAll(descriptor, Array(lines[(from - first)...].joined())) else {
                state.failed = errno == 0 ? EIO : errno
                return
            }
            index.replace(from: from, with: lines[(from - first)...], changed: changed)
            state.written = index.end
        }
    }
}

/// Where each line of a transcript starts, and which lines hold each pair of bytes as `SecretMasker` reads a form:
/// each byte as itself or as what `%XX` or `+` there stands for, past the terminal's escape sequences after it, in the
/// line's bytes and in each of its JSON strings as the string reads (`Transcript.masked`).
///
/// A line that holds a form holds each pair of the form's adjacent bytes, so the lines of its rarest pair are all that
/// can; a line with an output's size-bound mark is always one (a form's single byte is masked there, `cutPieces`).
struct TranscriptIndex {
    private(set) var offsets: [Int] = []
    private(set) var end = 0
    private var pairs = [[Int32]](repeating: [], count: 1 << 16)
    private var marked: [Int32] = []
    /// The pairs of the line being read, as bits and in a list (to clear them).
    private var seen = [UInt64](repeating: 0, count: 1 << 10)
    private var found: [Int] = []

    /// Adds `bytes`, whole lines, written at the end.
    mutating func add(_ bytes: [UInt8]) {
        for line in Self.lines(bytes) {
            offsets.append(end)
            end += line.count
            index(line, as: offsets.count - 1)
        }
    }

    /// Takes `lines` for those from `first` on, written again, `changed` among them: the pairs those hold now are
    /// added to those they held (more lines to read back, never fewer).
    mutating func replace(from first: Int, with lines: ArraySlice<[UInt8]>, changed: [Int]) {
        end = offsets[first]
        for (number, line) in zip(first..., lines) {
            offsets[number] = end
            end += line.count
        }
        for number in changed { index(lines[lines.startIndex + number - first], as: number) }
    }

    private mutating func index(_ line: [UInt8], as number: Int) {
        notePairs(of: line)
        for string in Transcript.strings(in: line) { notePairs(of: Array(string.value.utf8)) }
        for pair in found {
            pairs[pair].append(Int32(number))
            seen[pair >> 6] = 0
        }
        found.removeAll(keepingCapacity: true)
        if line.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: "[… ", in: $0) }) != nil {
            marked.append(Int32(number))
        }
    }

    /// `bytes` cut after each line break.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var (lines, start) = ([[UInt8]](), 0)
        while start < bytes.count {
            let end = (bytes[start...].firstIndex(of: 0x0A) ?? bytes.count - 1) + 1
            lines.append(Array(bytes[start..<end]))
            start = end
        }
        return lines
    }

    /// The lines that could hold one of `forms` (those of one byte are never masked), or a mask with one of `beside`
    /// next to it, in order.
    func lines(holding forms: Set<[UInt8]>, besideMasks beside: Set<UInt8> = []) -> [Int] {
        var lines = Set(marked)
        for form in forms where form.count > 1 {
            lines.formUnion(
                zip(form, form.dropFirst()).map { pairs[Int($0) << 8 | Int($1)] }.min { $0.count < $1.count }!)
        }
        let star = Int(UInt8(ascii: "*"))
        let masked = Set(pairs[star << 8 | star])
        for byte in beside.map(Int.init) {
            lines.formUnion((pairs[star << 8 | byte] + pairs[byte << 8 | star]).filter(masked.contains))
        }
        return lines.map(Int.init).sorted()
    }

    /// Notes each pair of bytes that `bytes` can be read as.
    private mutating func notePairs(of bytes: [UInt8]) {
        // Where reading goes on from each position, past the escape sequences that start there.
        var landing = Array(bytes.indices)
        for start in bytes.indices.reversed() {
            guard let end = TerminalEscape(in: bytes[...], at: start)?.wholeEnd else { continue }
            landing[start] = end < bytes.count ? landing[end] : bytes.count
        }
        func pair(_ first: UInt8, _ after: Int) {
            note(Int(first) << 8 | Int(bytes[after]))
            if let decoded = SecretMasker.decoded(bytes[...], at: after) { note(Int(first) << 8 | Int(decoded.byte)) }
        }
        func follow(_ first: UInt8, at next: Int) {
            guard next < bytes.count else { return }
            pair(first, next)
            if landing[next] != next, landing[next] < bytes.count { pair(first, landing[next]) }
        }
        for index in bytes.indices {
            follow(bytes[index], at: index + 1)
            guard let decoded = SecretMasker.decoded(bytes[...], at: index) else { continue }
            follow(decoded.byte, at: decoded.end)
        }
    }

    private mutating func note(_ pair: Int) {
        let bit = UInt64(1) << (pair & 63)
        guard seen[pair >> 6] & bit == 0 else { return }
        seen[pair >> 6] |= bit
        found.append(pair)
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
    /// a new temporary file put in its place, so the result is a new file whatever was there (a wider mode, a link),
    /// and a reader never sees a mix.
    static func replace(_ name: String, in folder: Int32, with bytes: [UInt8], mode: mode_t = 0o600)
        throws(FileRefusal)
    {
        let temporary = ".\(name).\(Nonce.make(bytes: 6)).tmp"
        let descriptor = SystemPath.withCString(temporary) {
            openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { throw .system(errno) }
        // The error of each stage, 0 if none: a file cut short by a failed write is never put in place.
        let written = Descriptors.writeAll(descriptor, bytes) ? 0 : errno
        close(descriptor)
        // A file there is exchanged with the new one, then removed: ext4 writes a file renamed over another to the disk
        // at once (`auto_da_alloc`), a disk write for each step's state. Anything else is renamed over, or refused.
        var info = stat()
        let isFile =
            SystemPath.withCString(name) { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
            && info.st_mode & S_IFMT == S_IFREG
        let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
        let failure =
            written != 0
            ? written
            : SystemPath.withCString(temporary) { from in
                SystemPath.withCString(name) { to in
                    if isFile, linuxRenameat2(folder, from, folder, to, exchange) == 0 {
                        _ = unlinkat(folder, from, 0)
                        return 0
                    }
                    return renameat(folder, from, folder, to) == 0 ? 0 : errno
                }
            }
        guard failure == 0 else {
            _ = SystemPath.withCString(temporary) { unlinkat(folder, $0, 0) }
            throw .system(failure)
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

extension String {
    /// Whether the text holds a control character (a line break, a tab, an escape, DEL, C1).
    var holdsControlCharacter: Bool { unicodeScalars.contains { $0.properties.generalCategory == .control } }
}

/// glibc's `renameat2` (2.28 and later), which Swift's Glibc module does not import (it is a GNU extension).
@_silgen_name("renameat2")
private func linuxRenameat2(
    _ from: Int32, _ old: UnsafePointer<CChar>, _ to: Int32, _ new: UnsafePointer<CChar>, _ flags: UInt32
) -> Int32
