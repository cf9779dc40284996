import Foundation

/// Folders of a test's own under the system's temporary folder.
public enum TemporaryFolder {
    /// A new, empty folder named `prefix-UUID`.
    public static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new folder holding a copy of `runbooks/<relative>`; returns the folder and the copy.
    public static func withRunbook(_ relative: String, prefix: String) throws -> (folder: URL, page: URL) {
        let folder = try make(prefix)
        let source = RepositoryPaths.root.appendingPathComponent("runbooks/" + relative)
        let page = folder.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: page)
        return (folder, page)
    }
}
