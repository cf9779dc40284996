import Foundation
import RunbookKit
import TestSupport
import Testing

/// The runbook's JSON reads back as the runbook, on the seeds and on every corpus page.
///
/// Valid JSON, indented for its depth, whose values are the runbook's own (escapes included). The exact bytes of
/// the seeds are pinned by the list golden files, the keys by the contract test against docs/json.md.
@Suite struct RunbookJSONWriterTests {
    private static func pages(in folder: URL?) -> [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { ($0.hasSuffix(".md") || $0.hasSuffix(".txt")) && $0 != "README.md" }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// What does not read back, one line per page and indent.
    private static func problems(_ paths: [String]) throws -> [String] {
        var problems: [String] = []
        for path in paths {
            let runbook = try RunbookReader().read(path: path)
            for indent in [0, 1, 3] {
                let written = RunbookJSON.rendered(runbook, indent: indent)
                let lines = String(decoding: written, as: UTF8.self).split(separator: "\n")
                let margin = String(repeating: " ", count: 2 * indent)
                if !lines.dropFirst().allSatisfy({ $0.hasPrefix(margin) }) {
                    problems.append("\(path) at indent \(indent): a line is indented less than its depth")
                }
                guard let object = try? JSONSerialization.jsonObject(with: Data(written)) as? [String: Any] else {
                    problems.append("\(path) at indent \(indent): not a JSON object")
                    continue
                }
                if let mismatch = mismatch(object, runbook) {
                    problems.append("\(path) at indent \(indent): \(mismatch)")
                }
            }
        }
        return problems
    }

    /// The first value that does not read back as the runbook's, or nil.
    private static func mismatch(_ object: [String: Any], _ runbook: Runbook) -> String? {
        guard object["file"] as? String == runbook.file, object["title"] as? String == runbook.title else {
            return "file or title"
        }
        let steps = object["steps"] as? [[String: Any]] ?? []
        guard steps.count == runbook.steps.count else { return "\(steps.count) steps, not \(runbook.steps.count)" }
        for (step, expected) in zip(steps, runbook.steps) {
            guard step["id"] as? String == expected.id, step["text"] as? String == expected.text else {
                return "step \(expected.id)"
            }
            let commands = (step["commands"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
            guard commands == expected.commands.map(\.text) else { return "the commands of step \(expected.id)" }
            let outputs = (step["outputs"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
            guard outputs == expected.outputs.map(\.text) else { return "the outputs of step \(expected.id)" }
            let files = (step["files"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
            guard files == expected.files.map(\.text) else { return "the files of step \(expected.id)" }
        }
        let placeholders = object["placeholders"] as? [[String: Any]] ?? []
        let names = placeholders.map { $0["name"] as? String }
        let descriptions = placeholders.map { $0["description"] as? String }
        guard names == runbook.placeholders.map(\.name),
            descriptions == runbook.placeholders.map(\.description)
        else { return "placeholders" }
        return nil
    }

    @Test(.enabled(if: RepositoryPaths.seeds != nil, "../shared/seeds is absent"))
    func seedsReadBack() throws {
        let seeds = Self.pages(in: RepositoryPaths.seeds)
        #expect(seeds.count >= 5)
        #expect(try Self.problems(seeds) == [])
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func corpusPagesReadBack() throws {
        let pages = RepositoryPaths.corpusPages()
        #expect(pages.count > 400)
        #expect(try Self.problems(pages) == [])
    }
}
