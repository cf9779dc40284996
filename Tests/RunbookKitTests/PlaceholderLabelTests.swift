import Foundation
import TestSupport
import Testing

@testable import RunbookKit

/// The reader against a hand-labelled sample of placeholders from the shared corpus.
///
/// The sample (`Fixtures/placeholder-labels.tsv`) was drawn at random and labelled by reading the pages, not docrun's
/// output; see `Fixtures/placeholder-labels.md`. Skipped without ../shared/corpus.
@Suite struct PlaceholderLabelTests {
    struct Label {
        let path: String
        let line: Int
        let name: String
        let verdict: String
        let description: String
        let note: String
        /// The block it is used in: `pre` (a command), `codeblock` (a file), `screen` (an example output).
        let block: String

        /// Documented by prose that does not name the placeholder ("uses your username and password").
        var isImplicit: Bool { note.hasPrefix("implicit") }
        /// Written `{name}`, a notation docrun does not read as a placeholder.
        var isCurly: Bool { block.contains("curly") }
    }

    static func labels() throws -> [Label] {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/RunbookKitTests/Fixtures/placeholder-labels.tsv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        return rows.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Label(
                path: fields[0], line: Int(fields[1]) ?? 0, name: fields[2], verdict: fields[3],
                description: fields[6], note: fields[8], block: fields[9])
        }
    }

    /// Lowercase letters and digits only: what two renderings of one description share.
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether `actual` gives the labelled description, kept as `fnv:L:hex`: some L letters and digits of it in a
    /// row have the digest of the labelled description's first L (`normalized`, FNV-1a 64).
    static func matches(_ actual: String, _ expected: String) -> Bool {
        let parts = expected.split(separator: ":")
        guard parts.count == 3, parts[0] == "fnv", let length = Int(parts[1]), length > 0,
            let digest = UInt64(parts[2], radix: 16)
        else { return false }
        let letters = Array(normalized(actual))
        guard letters.count >= length else { return false }
        return (0...(letters.count - length)).contains { start in
            fnv(String(letters[start..<(start + length)])) == digest
        }
    }

    /// FNV-1a, 64 bits, of the UTF-8 of `text`.
    static func fnv(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func readsTheLabelledPlaceholders() throws {
        let corpus = try #require(RepositoryPaths.corpus)
        var pages: [String: Runbook] = [:]
        var documented = (rows: 0, read: 0, explicitRows: 0, explicitRead: 0)
        var invented: [String] = []
        var unlisted: [String] = []
        var misread: [String] = []
        var markup: [String] = []
        // Only commands and files make placeholders: a `{name}` or a slot in an example output is not one to list.
        for label in try Self.labels() where !label.isCurly && label.block != "screen" {
            let runbook =
                try pages[label.path] ?? RunbookReader().read(path: corpus.appendingPathComponent(label.path).path)
            pages[label.path] = runbook
            let placeholder =
                runbook.placeholders.first { $0.name == label.name && $0.usedAt.contains(label.line) }
                ?? runbook.placeholders.first { $0.name == label.name }
            let place = "\(label.path):\(label.line) <\(label.name)>"
            switch label.verdict {
            case "not-placeholder":
                if let placeholder, placeholder.usedAt.contains(label.line) { markup.append(place) }
            case "undocumented":
                guard let placeholder else {
                    if label.name.unicodeScalars.first != " " && label.name.unicodeScalars.last != " " {
                        unlisted.append(place)
                    }
                    continue
                }
                if let description = placeholder.description { invented.append("\(place): \(description)") }
            default:
                documented.rows += 1
                if !label.isImplicit { documented.explicitRows += 1 }
                guard let placeholder else {
                    unlisted.append(place)
                    continue
                }
                if placeholder.documentation.contains(where: { Self.matches($0.description, label.description) }) {
                    documented.read += 1
                    if !label.isImplicit { documented.explicitRead += 1 }
                } else {
                    misread.append("\(place): \(placeholder.description ?? "nil") ≠ \(label.description)")
                }
            }
        }
        let rate = Double(documented.read) / Double(max(1, documented.rows))
        let explicitRate = Double(documented.explicitRead) / Double(max(1, documented.explicitRows))
        print(
            "placeholder labels: \(documented.read)/\(documented.rows) documented read (\(Int(rate * 100))%), "
                + "\(documented.explicitRead)/\(documented.explicitRows) written with their name (\(Int(explicitRate * 100))%), "
                + "\(invented.count) invented, \(unlisted.count) not listed, \(markup.count) markup listed")
        for line in misread { print("  misread: \(line)") }
        for line in invented { print("  invented: \(line)") }
        for line in unlisted { print("  not listed: \(line)") }
        for line in markup { print("  markup listed: \(line)") }
        #expect(invented.isEmpty, "descriptions given to placeholders nothing documents")
        #expect(markup.isEmpty, "markup read as placeholders")
        #expect(explicitRate >= 0.9, "documentation that names the placeholder, read")
    }
}
