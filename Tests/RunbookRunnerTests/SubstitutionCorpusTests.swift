import Foundation
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// Every command of the shared corpus with placeholders: rendered with variable references, it is valid bash
/// whenever the same command with plain words in place of its placeholders is.
@Suite struct SubstitutionCorpusTests {
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "needs ../shared/corpus"))
    func renderedCorpusCommandsStayValidBash() throws {
        let reader = RunbookReader()
        var commands: [Command] = []
        for path in RepositoryPaths.corpusPages() {
            guard let runbook = try? reader.read(path: path) else { continue }
            commands += runbook.commands.map(\.command).filter { !$0.script.placeholders.isEmpty }
        }
        let session = try makeSession()
        var checked = 0
        var refused = 0
        var broken: [String] = []
        for command in commands {
            let text = command.text
            let placeholders = PlaceholderScanner.occurrences(in: text).map { ($0, ()) }
            let plain = ShellSubstitution.replace(Array(text.utf8), placeholders) { _, _ in "word" }
            guard try session.run("bash -n -c " + ShellQuoting.singleQuoted(plain), onOutput: { _ in }).status == 0
            else { continue }
            guard let rendered = try? ShellSubstitution.render(command.script, variable: { _ in "DOCRUN_V" }) else {
                refused += 1
                continue
            }
            checked += 1
            let status = try session.run("bash -n -c " + ShellQuoting.singleQuoted(rendered), onOutput: { _ in })
            if status.status != 0 { broken.append(command.text + "\n→ " + rendered) }
        }
        print(
            "substitution corpus: \(commands.count) commands with placeholders, \(checked) checked, \(refused) refused")
        #expect(checked > 50)
        #expect(broken == [])
    }
}
