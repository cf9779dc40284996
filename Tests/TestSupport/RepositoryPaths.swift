import Foundation

/// Where things are, seen from the tests: the repository root, its runbooks, and the shared corpus beside it.
public enum RepositoryPaths {
    /// The repository root (the folder holding Package.swift).
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `../shared/corpus` beside the repository, when it is there (a user's clone has none).
    public static let corpus: URL? = existing(root.deletingLastPathComponent().appendingPathComponent("shared/corpus"))

    /// `../shared/seeds` beside the repository, when it is there.
    public static let seeds: URL? = existing(root.deletingLastPathComponent().appendingPathComponent("shared/seeds"))

    /// Whether the shared corpus is available; tests that need it are skipped otherwise.
    public static var hasCorpus: Bool { corpus != nil }

    /// The built `docrun` binary, next to the test bundle.
    public static let docrun: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["DOCRUN_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("docrun")
    }()

    /// Every Markdown page under the corpus, sorted, as paths.
    public static func corpusPages() -> [String] {
        guard let corpus, let enumerator = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
            .map { corpus.appendingPathComponent($0).path }
    }

    private static func existing(_ url: URL) -> URL? {
        FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
