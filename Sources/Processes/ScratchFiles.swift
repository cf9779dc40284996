import Foundation
import Synchronization

/// Private temporary folders and plain file writes for the processes docrun starts.
public enum ScratchFiles {
    /// A new folder only we can read and write, its name starting with `prefix`, in `TMPDIR` when it is set, else in
    /// `/dev/shm` (memory: shellcheck needs one file per snippet, thousands over a doc set), else in `/tmp`.
    public static func makeFolder(prefix: String) throws(SpawnError) -> String {
        var base = access("/dev/shm", W_OK | X_OK) == 0 ? "/dev/shm" : "/tmp"
        if let value = getenv("TMPDIR"), value.pointee != 0 { base = String(cString: value) }
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SpawnError(reason: "cannot create a folder in \(base): errno \(errno)")
        }
        return String(cString: made)
    }

    /// Removes `files`, then `folder` (which must hold nothing else), and cancels `removeAtExit` for it.
    public static func remove(_ files: [String], folder: String) {
        for file in files { unlink(file) }
        rmdir(folder)
        ExitRemovals.shared.forget(folder)
    }

    /// Removes `files` and then `folder` when the process exits normally, unless `remove` is called first:
    /// for a helper that lives as long as docrun does, which is spared starting `rm` when it sees docrun gone.
    public static func removeAtExit(_ files: [String], folder: String) {
        ExitRemovals.shared.add(files, folder: folder)
    }

    /// Creates or replaces the file at `path` (readable by us only) with `bytes`; a symbolic link there is not
    /// followed (a command of the run's shell could put one in its private folder).
    public static func writeAll(_ path: String, _ bytes: [UInt8]) throws(SpawnError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw SpawnError(reason: "cannot create \(path): errno \(errno)") }
        defer { close(descriptor) }
        guard Descriptors.writeAll(descriptor, bytes) else {
            throw SpawnError(reason: "cannot write \(path): errno \(errno)")
        }
    }
}

/// Folders to remove with their files; `shared` holds those of `ScratchFiles.removeAtExit`, removed `atexit`.
final class ExitRemovals: Sendable {
    static let shared: ExitRemovals = {
        atexit { ExitRemovals.shared.removeAll() }
        return ExitRemovals()
    }()

    private let folders = Mutex<[String: [String]]>([:])

    func add(_ files: [String], folder: String) { folders.withLock { $0[folder] = files } }

    func forget(_ folder: String) { folders.withLock { $0[folder] = nil } }

    func removeAll() {
        let all = folders.withLock { folders in
            defer { folders = [:] }
            return folders
        }
        for (folder, files) in all { ScratchFiles.remove(files, folder: folder) }
    }
}
