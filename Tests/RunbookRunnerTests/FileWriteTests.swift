import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// Where a `{: codeblock}` file goes and what docrun says when it cannot write it.
@Suite struct FileWriteTests {
    static let page = """
        # Settings
        {: #settings}

        1.  Create the file `~/tilde.yaml`:

            ```yaml
            region: <region>
            ```
            {: codeblock}

        2.  Create the file `$HOME/dollar.yaml`:

            ```yaml
            region: <region>
            ```
            {: codeblock}

        3.  Create the file `${HOME}/braces.yaml`:

            ```yaml
            region: <region>
            ```
            {: codeblock}
        """

    /// `~/`, `$HOME/` and `${HOME}/` are the session's HOME, as bash expands them, never a folder named `~`.
    @Test func aNameUnderHomeIsWrittenInTheSessionsHome() throws {
        let fixture = try RunFixture(page: Self.page)
        let home = fixture.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let shell = FakeShell()
        shell.variableValues = ["HOME": home.path]
        let console = RecordingConsole()
        let result = fixture.engine(
            try fixture.plan(["region": "us-south"]), console: console, shell: shell, yes: true
        ).run()
        #expect(result.exit == .success, "\(console.text)")
        for name in ["tilde.yaml", "dollar.yaml", "braces.yaml"] {
            let path = home.appendingPathComponent(name).path
            #expect(FileManager.default.contents(atPath: path) == Data("region: us-south\n".utf8), "\(name)")
            #expect(console.text.contains("Writing \(path):"), "\(console.text)")
            #expect(fixture.transcript.contains("\"path\":\"\(path)\""))
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("~").path))
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("$HOME").path))
    }

    /// A missing folder is docrun's own message, in the run's language, naming the path.
    @Test(arguments: [
        (Language.en, "its folder does not exist"), (.fr, "son dossier n'existe pas"), (.pt, "a pasta dele não existe"),
    ])
    func aMissingFolderIsSaidInDocrunsWords(language: Language, words: String) throws {
        let fixture = try RunFixture(page: Self.page)
        let home = fixture.folder.appendingPathComponent("no-such-home")
        let shell = FakeShell()
        shell.variableValues = ["HOME": home.path]
        let console = RecordingConsole()
        let result = fixture.engine(
            try fixture.plan(["region": "us-south"]), console: console, shell: shell, language: language, yes: true
        ).run()
        #expect(result.exit == .stepFailed)
        #expect(console.text.contains("✗ "), "\(console.text)")
        #expect(console.text.contains(home.appendingPathComponent("tilde.yaml").path), "\(console.text)")
        #expect(console.text.contains(words), "\(console.text)")
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    static let replacing: [(Language, heading: String, question: String)] = [
        (.en, "(replaces the file there)", "Replace the existing file? [Y/n]"),
        (.fr, "(remplace le fichier existant)", "Remplacer le fichier existant ? [O/n]"),
        (.pt, "(substitui o arquivo existente)", "Substituir o arquivo existente? [S/n]"),
    ]

    /// A file already there is replaced, and the line before it and the question say so; a new one is only written.
    @Test(arguments: replacing) func replacingAFileIsSaid(language: Language, heading: String, question: String)
        throws
    {
        let fixture = try RunFixture(page: Self.page)
        let home = fixture.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let existing = home.appendingPathComponent("dollar.yaml")
        try "mine: kept\n".write(to: existing, atomically: true, encoding: .utf8)
        let shell = FakeShell()
        shell.variableValues = ["HOME": home.path]
        for yes in [false, true] {
            let console = RecordingConsole()
            let prompter = ScriptedPrompter(["", "", ""], console: console)
            _ = fixture.engine(
                try fixture.plan(["region": "us-south"]), console: console, prompter: prompter, shell: shell,
                language: language, yes: yes
            ).run()
            let text = console.text
            #expect(text.contains(existing.path + " " + heading), "\(text)")
            // The first run wrote the others: the second replaces them.
            #expect(text.contains(home.appendingPathComponent("tilde.yaml").path + " " + heading) == yes)
            #expect(text.components(separatedBy: question).count - 1 == (yes ? 0 : 1), "\(text)")
            #expect(FileManager.default.contents(atPath: existing.path) == Data("region: us-south\n".utf8))
            try "mine: kept\n".write(to: existing, atomically: true, encoding: .utf8)
        }
    }
}
