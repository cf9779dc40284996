import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes test doubles that tests then run.
public enum ExecutableFile {
    /// Creates `path` (mode 0755) holding `text`, through a descriptor opened close-on-exec.
    ///
    /// Tests run in parallel and start processes: a process started while the file is open for writing would keep
    /// it open (Foundation's writes are not close-on-exec), and running the file then fails with "Text file busy".
    public static func write(_ text: String, to path: String) throws {
        let bytes = Array(text.utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        _ = chmod(path, 0o755)
    }
}
