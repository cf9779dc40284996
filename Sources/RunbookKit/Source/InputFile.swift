import Foundation

/// The one way docrun reads a file it is given: a page, `--values`, a keyword file, a `.docrun.yml`, a saved state.
///
/// Only a regular file is read, and at most `limit` bytes of it: a device (`/dev/zero`) is endless, a FIFO blocks.
/// The file is opened without blocking (so that opening a FIFO returns at once) and judged by `fstat` on what was
/// opened, so a file swapped for a FIFO between a check and the open is still refused.
public enum InputFile {
    /// The largest file docrun reads, in bytes (10 MB): real pages stay under 1 MB, keyword files under 200 KB.
    public static let maximumBytes = 10 << 20

    /// The bytes of the regular file at `path`; `noFollow` refuses a symbolic link (docrun's own state files).
    public static func read(
        _ path: String, limit: Int = maximumBytes, noFollow: Bool = false
    ) throws(InputFileProblem) -> [UInt8] {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if noFollow { flags |= O_NOFOLLOW }
        // The name's bytes, as the system gave them (`SystemPath`): a Latin-1 `caf\xE9.md` is opened, not a UTF-8 one.
        let descriptor = SystemPath.withCString(path) { open($0, flags) }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .notFound
            case ELOOP: throw .notRegular
            default: throw .unreadable
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory
        default: throw .notRegular
        }
        if Int(info.st_size) > limit { throw .tooLarge(bytes: Int(info.st_size)) }
        // The size can change while the file is read (a log being written): reading stops past `limit` bytes, and
        // more than `limit` is refused as if the size had said so.
        return try readAll(descriptor, expected: min(Int(info.st_size), limit) + 1, limit: limit)
    }

    /// The name that stands for standard input where a page is given (`docrun check -`).
    ///
    /// It is also the name of such a page in what docrun says of it. A file named `-` is given as `./-`.
    public static let standardInputName = "-"

    /// What standard input holds up to its end: a page piped to docrun (`cat page.md | docrun check -`).
    ///
    /// At most `maximumBytes` (more is `InputFileProblem.tooLarge`). Read once: a second read finds the end.
    public static func readStandardInput() throws(InputFileProblem) -> [UInt8] {
        try readAll(STDIN_FILENO, expected: 1 << 16, limit: maximumBytes)
    }

    /// The bytes read from `descriptor` until its end or past `limit`, more than `limit` refused; `expected` sizes
    /// the buffer.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(InputFileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        // Sized to the file, so that it is read in one call and not zeroed for nothing.
        var chunk = [UInt8](repeating: 0, count: min(max(expected, 4096), 1 << 16))
        while bytes.count <= limit {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable }
            if got == 0 { break }
            bytes += chunk[..<got]
        }
        if bytes.count > limit { throw .tooLarge(bytes: bytes.count) }
        return bytes
    }

    /// `read` as UTF-8 text; bytes that are not UTF-8 are `InputFileProblem.notUTF8`.
    public static func text(_ path: String) throws(InputFileProblem) -> String {
        let bytes = try read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        return text
    }
}

/// Why a file was not read; `describe(path:)` says it in one line naming the file.
public enum InputFileProblem: Error, Sendable, Equatable {
    case notFound, isDirectory, unreadable, notUTF8
    /// A device, a FIFO, a socket (or, where links are refused, a symbolic link): not a file docrun reads.
    case notRegular
    /// Larger than the limit it was read with.
    case tooLarge(bytes: Int)

    /// One line naming `path` and what is wrong with this `kind` of file (`InputMessages.valuesFile`…).
    public func describe(path: String, kind: Localized) -> Localized {
        let text: Localized
        switch self {
        case .notFound: text = InputMessages.notFound
        case .isDirectory: text = InputMessages.isDirectory
        case .notRegular: text = InputMessages.notRegular
        case .unreadable: text = InputMessages.unreadable
        case .notUTF8: text = InputMessages.notUTF8
        case .tooLarge: text = InputMessages.tooLarge
        }
        let size = if case .tooLarge(let bytes) = self { String(bytes >> 20) } else { "" }
        return text.filled {
            [
                "path": SystemPath.visible(path), "kind": kind($0), "size": size,
                "limit": String(InputFile.maximumBytes >> 20),
            ]
        }
    }
}
