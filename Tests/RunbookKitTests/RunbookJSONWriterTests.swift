import Foundation
import RunbookKit
import TestSupport
import Testing

/// `RunbookJSON.renderedUTF8(of:indent:)` writes the runbook straight to bytes: they must be the bytes of the
/// `JSONValue` tree it replaces, on the seeds and on every corpus page.
@Suite struct RunbookJSONWriterTests {
    private static func pages(in folder: URL?) -> [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { ($0.hasSuffix(".md") || $0.hasSuffix(".txt")) && $0 != "README.md" }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    private static func differences(_ paths: [String]) throws -> [String] {
        var differences: [String] = []
        for path in paths {
            let runbook = try RunbookReader().read(path: path)
            for indent in [0, 1, 3] {
                let written = RunbookJSON.renderedUTF8(of: runbook, indent: indent)
                if written != RunbookJSON.value(of: runbook).renderedUTF8(indent: indent) {
                    differences.append("\(path) at indent \(indent)")
                }
            }
        }
        return differences
    }

    @Test(.enabled(if: RepositoryPaths.seeds != nil, "../shared/seeds is absent"))
    func seedsWriteTheTreesBytes() throws {
        let seeds = Self.pages(in: RepositoryPaths.seeds)
        #expect(seeds.count >= 5)
        #expect(try Self.differences(seeds) == [])
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func corpusPagesWriteTheTreesBytes() throws {
        let pages = RepositoryPaths.corpusPages()
        #expect(pages.count > 400)
        #expect(try Self.differences(pages) == [])
    }
}
