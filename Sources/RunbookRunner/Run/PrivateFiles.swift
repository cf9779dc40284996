import Foundation

/// Why docrun will not write one of its own files (a transcript, the state) where it was asked to.
public enum FileRefusal: Error, Sendable, Equatable {
    /// Something is already there: docrun writes its files only as new files.
    case exists(Kind)
    /// The folder that should hold docrun's files is not a plain folder (a symbolic link, a file).
    case folderNotPlain
    /// The system refused, with this `errno`.
    case system(Int32)

    /// What was found in the way.
    public enum Kind: String, Sendable, Equatable {
        case file, symlink, device, fifo, folder, other
    }
}

/// Creating docrun's own files without ever writing through, truncating or changing the mode of what docrun did not
/// create: every file is new (`O_CREAT | O_EXCL`, which also refuses a symbolic link, even a dangling one, a device
/// and a FIFO), owner-only from its creation (mode 0600 given to `open`, never `fchmod`), never followed through a
/// symbolic link (`O_NOFOLLOW`), and reached through its folder's descriptor, itself opened without following one.
enum PrivateFiles {
    /// Opens `folder` (creating it 0700 when missing) as a directory descriptor; refuses a symbolic link or a file.
    static func openFolder(_ folder: String) throws(FileRefusal) -> Int32 {
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            // Missing parents: create them the usual way, then the folder itself.
            try? FileManager.default.createDirectory(
                atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            if mkdir(folder, 0o700) != 0, errno != EEXIST { throw .system(errno) }
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ELOOP || errno == ENOTDIR ? .folderNotPlain : .system(errno) }
        return descriptor
    }

    /// Creates the new file `name` in the folder `folder` (a descriptor from `openFolder`), for appending.
    static func create(_ name: String, in folder: Int32) throws(FileRefusal) -> Int32 {
        let descriptor = openat(folder, name, Self.flags, 0o600)
        guard descriptor >= 0 else { throw refusal(errno) { fstatat(folder, name, &$0, AT_SYMLINK_NOFOLLOW) } }
        return descriptor
    }

    /// Creates the new file at `path` (its folder created 0700 when missing), for appending.
    static func create(path: String) throws(FileRefusal) -> Int32 {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            try? FileManager.default.createDirectory(
                atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let descriptor = open(path, Self.flags, 0o600)
        guard descriptor >= 0 else { throw refusal(errno) { lstat(path, &$0) } }
        return descriptor
    }

    /// Why `path` cannot be created, without creating it (for a message before anything runs); nil if it can.
    static func check(path: String) -> FileRefusal? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return .exists(kind(info))
    }

    /// Writes all of `bytes` to `descriptor` in one `write` where the system allows it (appends are whole lines).
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Replaces the file at `path` with `bytes` readable by its owner only: a new file (mode 0600) beside it, then
    /// `rename`, so the result is a new file whatever was there (a wider mode, a symbolic link).
    static func replaceOwnerOnly(path: String, with bytes: [UInt8]) throws(FileRefusal) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).docrun-\(Nonce.make(bytes: 6))").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(errno) }
        let written = write(bytes, to: descriptor)
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw .system(error)
        }
    }

    private static let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_APPEND | O_CLOEXEC

    private static func refusal(_ error: Int32, _ look: (inout stat) -> Int32) -> FileRefusal {
        var info = stat()
        guard error == EEXIST || error == ELOOP, look(&info) == 0 else { return .system(error) }
        return .exists(kind(info))
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
