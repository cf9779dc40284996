import Foundation
import RunbookKit
import TestSupport
import Testing

/// Reads every page of the shared corpus (`../shared/corpus`, skipped when absent): no page crashes the reader,
/// and the commands it finds are exactly the fenced blocks a `{: pre}` line follows.
@Suite struct CorpusReadingTests {
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func everyPreFenceIsACommand() throws {
        let pages = RepositoryPaths.corpusPages()
        #expect(pages.count > 400)
        var differences: [String] = []
        var total = (fences: 0, commands: 0)
        for path in pages {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let runbook = try RunbookReader().read(path: path)
            let expected = PreFenceCounter.count(String(decoding: bytes, as: UTF8.self))
            let found = runbook.commands.filter { $0.command.origin == .fence }.map(\.command.blockLine)
            total.fences += expected.count
            total.commands += found.count
            if expected != found {
                let missing = expected.filter { !found.contains($0) }
                let extra = found.filter { !expected.contains($0) }
                differences.append("\(path): fences at \(missing) not read as commands; commands at \(extra) extra")
            }
        }
        #expect(
            differences.isEmpty,
            Comment(rawValue: "\(differences.count) pages differ:\n" + differences.joined(separator: "\n")))
        #expect(total.fences == total.commands)
        #expect(total.fences > 900)
    }

    /// Every `{: codeblock}` fence is a file or request, or, after a lead-in to output ("Example output:"), the output
    /// of the command before it.
    ///
    /// Every `{: screen}` fence is an output, except one outside any step with no command before it in its section:
    /// that is an error message shown by a troubleshooting page, or a reference's "Example output" under a heading of
    /// its own, not the output of a step, and the reader leaves it out (an output right after a numbered list belongs
    /// to its last step). The test checks that this is the only reason an output is left out.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func everyScreenAndCodeblockFenceIsRead() throws {
        var differences: [String] = []
        var total = (files: 0, outputs: 0, orphans: 0)
        for path in RepositoryPaths.corpusPages() {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            let runbook = try RunbookReader().read(path: path)
            let files = runbook.steps.flatMap(\.files).map(\.blockLine)
            let codeblocks = PreFenceCounter.count(text, role: "codeblock")
            let outputs = runbook.steps.flatMap(\.outputs).map(\.blockLine)
            let expectedFiles = codeblocks.filter { !outputs.contains($0) }
            total.files += expectedFiles.count
            if files != expectedFiles {
                differences.append("\(path): codeblock fences at \(expectedFiles), files read at \(files)")
            }
            let screens = PreFenceCounter.count(text, role: "screen")
            total.outputs += outputs.count
            if !Set(outputs).isSubset(of: Set(screens + codeblocks)) || Set(outputs).count != outputs.count {
                differences.append("\(path): outputs read at \(outputs), screen fences at \(screens)")
            }
            for line in screens where !outputs.contains(line) {
                total.orphans += 1
                let section = runbook.sections.last { $0.line < line }
                let commandBefore = runbook.commands.contains {
                    $0.command.blockLine < line && $0.command.blockLine > (section?.line ?? 0)
                }
                if commandBefore { differences.append("\(path): screen fence at \(line) after a command not read") }
            }
        }
        #expect(
            differences.isEmpty,
            Comment(rawValue: "\(differences.count) differences:\n" + differences.joined(separator: "\n")))
        #expect(total.files > 100)
        #expect(total.outputs > 200)
    }
}

/// An independent count of commands: the opening lines of fenced blocks whose closing fence is followed by a
/// `{: pre}` line (blank lines between allowed), and no `{: screen}` among the lists on the lines after it (a block
/// marked both is an output), found line by line without cmark.
enum PreFenceCounter {
    static func count(_ text: String, role: String = "pre") -> [Int] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Int] = []
        var open: (line: Int, marker: Character, length: Int)?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if let fence = open {
                let run = trimmed.prefix { $0 == fence.marker }
                if run.count >= fence.length, trimmed.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    open = nil
                    var next = index + 1
                    while next < lines.count, lines[next].allSatisfy({ $0 == " " || $0 == "\t" }) { next += 1 }
                    // The lists on the lines right after it: one that marks it an output makes it one.
                    let lists = lines[next...].prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{:") }
                    if lists.contains(where: { has(role, $0) }),
                        role == "screen" || !lists.contains(where: { has("screen", $0) })
                    {
                        result.append(fence.line)
                    }
                }
            } else if let marker = trimmed.first, marker == "`" || marker == "~" {
                let run = trimmed.prefix { $0 == marker }
                if run.count >= 3, marker == "~" || !trimmed.dropFirst(run.count).contains("`") {
                    open = (index + 1, marker, run.count)
                }
            }
            index += 1
        }
        return result
    }

    /// `{: pre}`, `{:pre}`, `{:  pre}`, `{: .pre}` (for role `pre`), with other attributes beside it.
    static func has(_ role: String, _ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{:"), trimmed.hasSuffix("}") else { return false }
        let body = trimmed.dropFirst(2).dropLast()
        return body.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains { $0 == role || $0 == "." + role }
    }
}

/// The language a corpus page's words give, without its path, is the language of its folder.
@Suite struct CorpusLanguageTests {
    /// Pages whose words rightly give another language than their folder, each checked by hand.
    static let exceptions: [String: String] = [
        // In the fr folder, but its prose is Korean; the only words the detector knows are those of an English
        // link title ("Support for SPSS Analytics Toolkit in … Service").
        "StreamingAnalytics/fr/c_analytics_utilities.md": "en",
        // One French sentence, then six English blog titles in the link list.
        "certificate-manager/fr/rellinks.md": "en",
    ]

    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func wordsAloneGiveTheFolderLanguage() throws {
        var wrong: [String] = []
        var pages = 0
        for path in RepositoryPaths.corpusPages() {
            guard let folder = LanguageDetector.fromPath(path) else { continue }
            let source = try PageSource.load(path: path)
            pages += 1
            let guessed = LanguageDetector.language(path: "page.md", frontMatter: [:], lines: source.lines)
            let relative = String(path.dropFirst((RepositoryPaths.corpus?.path.count ?? 0) + 1))
            let expected = Self.exceptions[relative] ?? folder.rawValue
            if guessed.rawValue != expected { wrong.append("\(path): \(guessed.rawValue), expected \(expected)") }
        }
        #expect(pages > 400)
        #expect(wrong.isEmpty, Comment(rawValue: wrong.joined(separator: "\n")))
    }
}
