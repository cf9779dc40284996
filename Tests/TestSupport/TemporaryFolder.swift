import Foundation

/// Folders of a test's own, inside one folder per test process that is removed when the process exits, so that a
/// test run leaves nothing behind in the system's temporary folder.
public enum TemporaryFolder {
    /// `docrun-tests-<pid>` under the system's temporary folder, created once and removed at exit.
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docrun-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "docrun-tests-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: root)
        }
        return root
    }()

    /// A new, empty folder named `prefix-UUID`.
    public static func make(_ prefix: String) throws -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new folder named `prefix-UUID` holding `files`, by path relative to it (their folders made as needed).
    public static func make(_ prefix: String, _ files: [String: String]) throws -> URL {
        let folder = try make(prefix)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A new folder holding a copy of `runbooks/<relative>`, with its set's `.docrun.yml` and `keywords.yml` (the
    /// page's keyrefs) when the set has them; returns the folder and the copy.
    public static func withRunbook(_ relative: String, prefix: String) throws -> (folder: URL, page: URL) {
        let folder = try make(prefix)
        let source = RepositoryPaths.root.appendingPathComponent("runbooks/" + relative)
        let page = folder.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: page)
        let set = source.deletingLastPathComponent().deletingLastPathComponent()
        for name in [".docrun.yml", "keywords.yml"] {
            let file = set.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) {
                try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(name))
            }
        }
        return (folder, page)
    }
}
